// The behaviour of StoryControls.astro: pages one (or a spread) at a time over the reader's HTML.
// Plain DOM, no framework. The page shown follows the address (#page-N, #the-end) and is written
// back with replaceState, so a reload or a shared link opens the same page.

/** Starts the controls of the story on this page (there is one). */
export function startStoryControls(doc: Document = document): void {
  const found = doc.querySelector<HTMLElement>('[data-story]');
  const nav = doc.querySelector<HTMLElement>('[data-story-nav]');
  if (!found || !nav || found.dataset.storyStarted !== undefined) return;
  const story: HTMLElement = found;
  const labels = JSON.parse(nav.dataset.labels ?? '[]') as string[];
  const last = labels.length - 1;
  const count = last - 1;
  const dir = nav.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  const textLang = nav.dataset.textLang ?? '';
  const position = nav.querySelector<HTMLElement>('[data-testid=story-position]')!;
  const back = nav.querySelector<HTMLButtonElement>('[data-story-turn="-1"]')!;
  const next = nav.querySelector<HTMLButtonElement>('[data-story-turn="1"]')!;
  const synth = 'speechSynthesis' in window ? window.speechSynthesis : null;
  let page = 0;
  let voice: SpeechSynthesisVoice | null = null;
  let speaking = false;
  let listen: HTMLButtonElement | null = null;

  const setSpeaking = (on: boolean) => {
    speaking = on;
    if (!listen) return;
    listen.setAttribute('aria-pressed', String(on));
    listen.textContent = (on ? nav.dataset.stop : nav.dataset.listen) ?? '';
  };

  // Listen is there only with a voice for the book's language, on a page with words
  const renderListen = () => {
    const wanted = Boolean(voice) && page >= 1 && page <= count;
    if (wanted && !listen) {
      listen = doc.createElement('button');
      listen.type = 'button';
      listen.className = 'story-listen';
      listen.dataset.testid = 'story-listen';
      listen.addEventListener('click', onListen);
      next.before(listen);
      setSpeaking(speaking);
    } else if (!wanted && listen) {
      listen.remove();
      listen = null;
    }
  };

  const show = (target: number, focus = false) => {
    page = Math.max(0, Math.min(last, target));
    for (const el of story.querySelectorAll<HTMLElement>('[data-story-page]')) {
      const current = Number(el.dataset.storyPage) === page;
      el.classList.toggle('is-current', current);
      if (current && focus) el.focus({ preventScroll: true });
    }
    position.textContent = labels[page] ?? '';
    back.disabled = page === 0;
    next.disabled = page === last;
    const hash = page === 0 ? '' : page === last ? '#the-end' : `#page-${page}`;
    history.replaceState(history.state, '', hash || location.pathname + location.search);
    synth?.cancel();
    setSpeaking(false);
    renderListen();
  };

  function onListen() {
    if (!synth) return;
    if (speaking) {
      synth.cancel();
      setSpeaking(false);
      return;
    }
    const text = story.querySelector<HTMLElement>(`[data-story-page="${page}"] [data-story-text]`)?.innerText.trim();
    if (!text || !voice) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }

  if (synth) {
    const primary = textLang.toLowerCase().split('-')[0]!;
    const pick = () => {
      const voices = synth.getVoices();
      voice = voices.find((v) => v.lang.toLowerCase() === textLang.toLowerCase())
        ?? voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === primary) ?? null;
      renderListen();
    };
    pick();
    synth.addEventListener('voiceschanged', pick);
  }

  back.addEventListener('click', () => show(page - 1, true));
  next.addEventListener('click', () => show(page + 1, true));
  doc.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable], details[open]')) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === 'PageDown') show(page + 1, true);
    else if (event.key === backward || event.key === 'PageUp') show(page - 1, true);
    else if (event.key === 'Home') show(0, true);
    else if (event.key === 'End') show(last, true);
    else return;
    event.preventDefault();
  });
  // a swipe: the story lets the browser scroll vertically only (touch-action in storybook.css),
  // so a sideways finger reaches here instead of being taken for panning (pointercancel)
  let startX: number | null = null;
  story.addEventListener('pointerdown', (event) => { if (event.pointerType !== 'mouse') startX = event.clientX; });
  story.addEventListener('pointercancel', () => { startX = null; });
  story.addEventListener('pointerup', (event) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (Math.abs(dx) < 50) return;
    // swiping the page away towards the start of the line turns forward
    const forward = dir === 'rtl' ? dx > 0 : dx < 0;
    show(page + (forward ? 1 : -1));
  });

  // paged from the first paint by STORY_PAGED_SCRIPT (core/inline-scripts.ts) where it ran
  story.dataset.paged = '';
  story.dataset.storyStarted = '';
  const match = /^#page-(\d+)$/.exec(location.hash);
  const fromHash = match && Number(match[1]) >= 1 && Number(match[1]) <= count ? Number(match[1]) : 0;
  show(location.hash === '#the-end' ? last : fromHash);
}
