// The picture book's page turning (issue 16), laid over a reader that works without JavaScript
// (every page is in the HTML, one after another). Once hydrated: one page (a spread on wide
// screens) at a time, Previous/Next, arrow keys and Home/End, swipe; in a right-to-left book the
// next page is to the left (ArrowLeft, a swipe to the right). "Listen" reads the page aloud with
// the browser's speech synthesis when it has a voice for the book's language; hidden otherwise.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18nIsland } from '../../../lib/i18n-island.tsx';

export interface StoryControlsProps {
  lang: string;
  resources: Resource[string];
  /** the book's language (BCP 47) and direction */
  textLang: string;
  dir: 'ltr' | 'rtl';
  count: number;
}

export default function StoryControlsIsland(props: StoryControlsProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <StoryControls {...props} />
    </I18nIsland>
  );
}

const pageFromHash = (count: number) => {
  const match = /^#page-(\d+)$/.exec(window.location.hash);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= count ? n : 0;
};

function useVoice(textLang: string): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const primary = textLang.toLowerCase().split('-')[0]!;
    const pick = () => {
      const voices = window.speechSynthesis.getVoices();
      const exact = voices.find((v) => v.lang.toLowerCase() === textLang.toLowerCase());
      const same = voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === (primary === 'zh' ? 'zh' : primary));
      setVoice(exact ?? same ?? null);
    };
    pick();
    window.speechSynthesis.addEventListener('voiceschanged', pick);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', pick);
  }, [textLang]);
  return voice;
}

function StoryControls({ textLang, dir, count }: StoryControlsProps) {
  const { t } = useTranslation('storybook');
  // 0 is the cover, 1..count the pages, count + 1 the end
  const [page, setPage] = useState(0);
  const [speaking, setSpeaking] = useState(false);
  const voice = useVoice(textLang);
  const root = useRef<HTMLElement | null>(null);
  const current = useRef(0);
  const last = count + 1;

  const show = useCallback((next: number, focus = false) => {
    const target = Math.max(0, Math.min(last, next));
    current.current = target;
    setPage(target);
    const story = root.current;
    if (!story) return;
    story.querySelectorAll<HTMLElement>('[data-story-page]').forEach((el) => {
      const current = Number(el.dataset.storyPage) === target;
      el.classList.toggle('is-current', current);
      if (current && focus) el.focus({ preventScroll: true });
    });
    const hash = target === 0 ? ' ' : target === last ? '#the-end' : `#page-${target}`;
    history.replaceState(history.state, '', hash === ' ' ? window.location.pathname + window.location.search : hash);
    window.speechSynthesis?.cancel();
    setSpeaking(false);
  }, [last]);

  useEffect(() => {
    const story = document.querySelector<HTMLElement>('[data-story]');
    root.current = story;
    if (!story) return;
    story.dataset.paged = '';
    show(window.location.hash === '#the-end' ? last : pageFromHash(count));
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable], details[open]')) return;
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward || event.key === 'PageDown') show(current.current + 1, true);
      else if (event.key === back || event.key === 'PageUp') show(current.current - 1, true);
      else if (event.key === 'Home') show(0, true);
      else if (event.key === 'End') show(last, true);
      else return;
      event.preventDefault();
    };
    // a swipe: the story lets the browser scroll vertically only (touch-action in storybook.css),
    // so a sideways finger reaches here instead of being taken for panning (pointercancel)
    let startX: number | null = null;
    const onDown = (event: PointerEvent) => { if (event.pointerType !== 'mouse') startX = event.clientX; };
    const onCancel = () => { startX = null; };
    const onUp = (event: PointerEvent) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      if (Math.abs(dx) < 50) return;
      // swiping the page away towards the start of the line turns forward
      const forward = dir === 'rtl' ? dx > 0 : dx < 0;
      show(current.current + (forward ? 1 : -1));
    };
    document.addEventListener('keydown', onKey);
    story.addEventListener('pointerdown', onDown);
    story.addEventListener('pointerup', onUp);
    story.addEventListener('pointercancel', onCancel);
    return () => {
      document.removeEventListener('keydown', onKey);
      story.removeEventListener('pointerdown', onDown);
      story.removeEventListener('pointerup', onUp);
      story.removeEventListener('pointercancel', onCancel);
      delete story.dataset.paged;
    };
  }, [count, dir, last, show]);

  const listen = () => {
    if (speaking) {
      window.speechSynthesis.cancel();
      setSpeaking(false);
      return;
    }
    const el = root.current?.querySelector<HTMLElement>(`[data-story-page="${page}"] [data-story-text]`);
    const text = el?.innerText.trim();
    if (!text || !voice) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  };

  const label = page === 0 ? t('reader.cover') : page === last ? t('reader.theEnd') : t('reader.pageOf', { page, count });
  return (
    // laid out in the book's direction: in a right-to-left book the next page is on the left
    <nav className="story-nav" aria-label={t('reader.keyboardHint')} dir={dir} data-testid="story-nav">
      <button type="button" className="story-turn story-turn--back" onClick={() => show(page - 1, true)} disabled={page === 0} aria-label={t('reader.previous')} data-testid="story-previous">
        <span aria-hidden="true">{dir === 'rtl' ? '→' : '←'}</span>
      </button>
      <p className="story-position" aria-live="polite" dir="auto" data-testid="story-position">{label}</p>
      {voice && page >= 1 && page <= count && (
        <button type="button" className="story-listen" onClick={listen} aria-pressed={speaking} data-testid="story-listen">{speaking ? t('reader.stop') : t('reader.listen')}</button>
      )}
      <button type="button" className="story-turn story-turn--next" onClick={() => show(page + 1, true)} disabled={page === last} aria-label={t('reader.next')} data-testid="story-next">
        <span aria-hidden="true">{dir === 'rtl' ? '←' : '→'}</span>
      </button>
    </nav>
  );
}
