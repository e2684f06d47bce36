// Playing a gamebook (issue 14) on /{lang}/interact/{name}/{worldId}/{gamebookId}: one segment at
// a time, keyboard first (1–4 take a choice, B goes back a step, R starts again; every action is a
// button too), progress kept in this browser, and a link to the reader's current path to share.
// Works signed out for a shared gamebook. A segment's picture, where its author asked for one,
// shows above its words. A choice nobody has written yet is written when the first reader takes
// it — for readers with growing in play (the gamebooks2 flag) — its words shown to that reader
// as the writer streams them, and kept for every reader after; without the flag it says the path
// is not written yet.
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import type { Resource } from 'i18next';
import { back, encodePath, offeredChoices, progressOf, segmentsSeen, startReading, takeChoice as take, type Reading } from '../../../../core/gamebook-play.ts';
import type { GamebookGraph, Segment } from '../../../../core/gamebook.ts';
import type { LangCode } from '../../../../core/languages.ts';
import { liteTranslator } from '../../../lib/strings-lite.ts';
import { buttonClass } from '../../ui/util.ts';
import '../../ui/ui.css';
import { fetchGamebookFull, fetchGrowth, fetchSegmentState, takeChoice, type GamebookPicture } from './api.ts';
import { SegmentPicture } from './SegmentPicture.tsx';
import { keyAction, pathLink, PATH_PARAM, resumeReading, storageKey } from './play.ts';
import './gamebook.css';

export interface GamebookPlayerProps {
  lang: LangCode;
  resources: Resource[string];
  gamebookId: string;
  title: string;
  /** the book's language: its words are marked with it */
  language: string;
  dir: 'ltr' | 'rtl';
  graph: GamebookGraph;
  /** the segments' pictures, by segment id */
  pictures?: Record<string, GamebookPicture>;
}

/** How often the reader who took an unwritten choice asks for its words so far. */
const DRAFT_POLL_MS = 500;

/** The player shows strings and holds no form: a light translator, not i18next (site/lib/strings-lite.ts). */
export default function GamebookPlayerIsland(props: GamebookPlayerProps) {
  return <GamebookPlayer {...props} />;
}

const visibleGraph = (segments: readonly { id: string; title: string; text: string; ending?: string | null; hidden: boolean; status: string; choices: readonly Segment['choices'][number][] }[], start: string, flags: readonly string[]): GamebookGraph => ({
  start, flags: [...flags],
  segments: segments.filter((s) => !s.hidden && s.status === 'done').map((s) => ({
    id: s.id, title: s.title, text: s.text, ...(s.ending ? { ending: s.ending as Segment['ending'] } : {}),
    choices: s.choices.map((c) => ({ id: c.id, text: c.text, to: c.to ?? null, ...(c.requires?.length ? { requires: [...c.requires] } : {}), ...(c.forbids?.length ? { forbids: [...c.forbids] } : {}), ...(c.sets?.length ? { sets: [...c.sets] } : {}), ...(c.clears?.length ? { clears: [...c.clears] } : {}) })),
  })),
});

function GamebookPlayer({ lang, resources, gamebookId, title, language, dir, graph: initialGraph, pictures = {} }: GamebookPlayerProps) {
  const t = useMemo(() => liteTranslator(lang, resources, 'gamebook'), [lang, resources]);
  const [graph, setGraph] = useState(initialGraph);
  const [reading, setReading] = useState<Reading>(() => startReading(initialGraph));
  const [notice, setNotice] = useState<string | null>(null);
  const [canGrow, setCanGrow] = useState(false);
  const [growing, setGrowing] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ title: string; text: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);

  // where this reader was: the shared link first, then this browser
  useEffect(() => {
    const shared = new URLSearchParams(location.search).get(PATH_PARAM);
    let kept: string | null = null;
    try { kept = localStorage.getItem(storageKey(gamebookId)); } catch { /* no storage: from the start */ }
    const resumed = resumeReading(initialGraph, shared, kept);
    setReading(resumed.reading);
    if (resumed.partial) setNotice(t('play.changed'));
    // whether this reader may grow unwritten paths (and the graph as it is now)
    fetchGamebookFull(gamebookId).then((book) => {
      if (!book) return;
      setCanGrow(book.canGrow);
    }).catch(() => undefined);
  }, [gamebookId, initialGraph, t]);

  // kept in this browser; the address says where the reader is
  useEffect(() => {
    try { localStorage.setItem(storageKey(gamebookId), encodePath(reading.path)); } catch { /* full or disabled */ }
    history.replaceState(history.state, '', pathLink(location.href, reading));
    if (moved.current) heading.current?.focus();
  }, [reading, gamebookId]);

  const segment = graph.segments.find((s) => s.id === reading.segment);
  const choices = segment ? offeredChoices(graph, segment.id, reading.state) : [];

  const grow = useCallback(async (choiceId: string) => {
    if (!segment) return;
    setGrowing(choiceId);
    setNotice(null);
    // while the segment is written, its words so far, as the writer streams them
    let settled = false;
    void (async () => {
      while (!settled) {
        await new Promise((r) => setTimeout(r, DRAFT_POLL_MS));
        if (settled) break;
        const growth = await fetchGrowth(gamebookId, segment.id, choiceId).catch(() => null);
        if (!settled && growth?.draftText) setDraft({ title: growth.draftTitle ?? '', text: growth.draftText });
      }
    })();
    try {
      let taken = await takeChoice(gamebookId, segment.id, choiceId);
      // another reader is writing it right now: wait for their segment
      for (let i = 0; taken.status === 'writing' && i < 90; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const state = await fetchSegmentState(gamebookId, taken.segmentId);
        if (state.status === 'done') taken = { ...taken, status: 'done' };
        else if (state.status === 'failed') { taken = await takeChoice(gamebookId, segment.id, choiceId); }
      }
      const book = await fetchGamebookFull(gamebookId);
      if (!book) throw new Error(t('play.growFailed'));
      const next = visibleGraph(book.segments, book.start, book.flags);
      setGraph(next);
      const result = take(next, reading, choiceId);
      if (!result.ok) throw new Error(t('play.growFailed'));
      moved.current = true;
      setReading(result.reading);
    } catch (error) {
      setNotice(error instanceof Error && error.message ? error.message : t('play.growFailed'));
    } finally {
      // the watch stops at its next turn; an answer still on its way is not shown
      settled = true;
      setDraft(null);
      setGrowing(null);
    }
  }, [gamebookId, reading, segment, t]);

  const choose = useCallback((choiceId: string) => {
    const result = take(graph, reading, choiceId);
    if (result.ok) {
      moved.current = true;
      setNotice(null);
      setReading(result.reading);
    } else if (result.reason === 'unwritten' && canGrow) {
      void grow(choiceId);
    }
  }, [graph, reading, canGrow, grow]);
  const goBack = useCallback(() => { moved.current = true; setReading((r) => back(r)); }, []);
  const restart = useCallback(() => { moved.current = true; setNotice(null); setReading(startReading(graph)); }, [graph]);

  // the keys act on what the page shows now: the handler is replaced on every render (before the
  // browser paints it), and the listener, added once, calls the latest one
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    if (growing) return;
    const action = keyAction(event.key, event.ctrlKey || event.metaKey || event.altKey);
    if (!action) return;
    if ('choice' in action) {
      const choice = choices[action.choice];
      if (!choice) return;
      event.preventDefault();
      choose(choice.id);
    } else if (action.action === 'back') {
      if (!reading.previous) return;
      event.preventDefault();
      goBack();
    } else {
      event.preventDefault();
      restart();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const progress = progressOf(graph, reading);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pathLink(location.href, reading));
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };

  if (!segment) {
    return <div className="gbp" role="alert"><p>{t('play.missing')}</p><PlayButton kind="primary" onClick={restart}>{t('play.restart')}</PlayButton></div>;
  }
  return (
    <article className="gbp" data-testid="gamebook-player" data-segment={segment.id} data-ending={segment.ending ?? ''}>
      <p className="gbp-book" lang={language} dir={dir}>{title}</p>
      <div className="gbp-progress">
        <progress max={progress.of} value={progress.seen} aria-label={t('play.progressLabel')} />
        <span>{t('play.progress', { seen: progress.seen, of: progress.of })}</span>
      </div>
      {notice ? <p className="gbp-notice" role="status" data-testid="play-notice">{notice}</p> : null}
      {pictures[segment.id] ? <SegmentPicture key={segment.id} picture={pictures[segment.id]!} eager /> : null}
      <h1 ref={heading} tabIndex={-1} className="gbp-title" lang={language} dir={dir} data-testid="segment-title">{segment.title}</h1>
      <div className="gbp-text" lang={language} dir={dir} data-testid="segment-text">
        {segment.text.split(/\n\s*\n/).map((para, i) => <p key={i}>{para}</p>)}
      </div>
      {segment.ending ? (
        <div className={`gbp-ending gbp-ending--${segment.ending}`} data-testid="ending">
          <p className="gbp-ending-title">{t(`play.ending.${segment.ending}`)}</p>
          <p>{t('play.endingSeen', { count: segmentsSeen(reading).length })}</p>
        </div>
      ) : (
        <ol className="gbp-choices" aria-label={t('play.choices')}>
          {choices.map((c, i) => {
            const unwritten = c.to === null;
            return (
              <li key={c.id}>
                <button type="button" className="gbp-choice" onClick={() => choose(c.id)} disabled={Boolean(growing) || (unwritten && !canGrow)}
                  aria-keyshortcuts={String(i + 1)} data-testid="play-choice" data-choice={c.id} data-unwritten={unwritten ? 'true' : undefined} aria-busy={growing === c.id || undefined}>
                  <kbd aria-hidden="true">{i + 1}</kbd>
                  <span lang={language} dir={dir}>{c.text}</span>
                  {unwritten ? <span className="gbp-choice-note">{growing === c.id ? t('play.growing') : canGrow ? t('play.willGrow') : t('play.notWritten')}</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {growing ? <p className="gbp-growing" role="status" data-testid="play-growing">{t('play.growingLong')}</p> : null}
      {growing && draft ? (
        <section className="gbp-draft" aria-busy="true" aria-label={t('play.writingNow')} data-testid="play-draft">
          <p className="gbp-draft-kicker">{t('play.writingNow')}</p>
          {draft.title ? <h2 lang={language} dir={dir}>{draft.title}</h2> : null}
          <div className="gbp-text" lang={language} dir={dir}>{draft.text.split(/\n\s*\n/).map((para, i) => <p key={i}>{para}</p>)}</div>
        </section>
      ) : null}
      <div className="gbp-actions">
        <PlayButton onClick={goBack} disabled={!reading.previous} aria-keyshortcuts="B" data-testid="play-back">{t('play.back')}</PlayButton>
        <PlayButton onClick={restart} aria-keyshortcuts="R" data-testid="play-restart">{t('play.restart')}</PlayButton>
        <PlayButton onClick={() => void copy()} data-testid="play-copy-link">{copied ? t('play.copied') : t('play.copyLink')}</PlayButton>
      </div>
      <p className="gbp-keys">{t('play.keys')}</p>
    </article>
  );
}

/** The kit's button look (ui/Button.tsx) without its form and loading machinery, which would bring
 * i18next to a page that has no form. */
function PlayButton({ kind = 'secondary', children, ...rest }: { kind?: 'primary' | 'secondary' } & Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className'>) {
  return (
    <button type="button" className={buttonClass(kind === 'primary' ? 'large' : 'small', kind)} {...rest}>
      <span className="ui-button-label">{children}</span>
    </button>
  );
}
