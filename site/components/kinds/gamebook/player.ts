// Playing a gamebook in the browser (issue 14), without a framework: the page's HTML is the start
// segment (GamebookPlayer.astro, player-view.ts); this script resumes where the reader was (the
// shared link first, then this browser), and after every move draws the player again from the
// same view function. One segment at a time, keyboard first (1–4 take a choice, B goes back a
// step, R starts again; every action is a button too), progress kept in this browser, and a link
// to the reader's current path to copy. A choice nobody has written yet is written when the first
// reader takes it — for readers with growing in play (the gamebooks2 flag) — its words shown to
// that reader as the writer streams them, and kept for every reader after.
import { back, encodePath, startReading, takeChoice as take, offeredChoices, type Reading } from '../../../../core/gamebook-play.ts';
import type { GamebookGraph, Segment } from '../../../../core/gamebook.ts';
import type { Resource } from 'i18next';
import { liteTranslator } from '../../../lib/strings-lite.ts';
import { fetchGamebookFull, fetchGrowth, fetchSegmentState, takeChoice, type GamebookPicture } from './api.ts';
import { keyAction, pathLink, PATH_PARAM, resumeReading, storageKey } from './play.ts';
import { playerHtml, shownSegment, type PlayerView } from './player-view.ts';

/** What the page hands the script (a JSON block beside the player). */
export interface PlayerData {
  lang: string;
  resources: Resource[string];
  gamebookId: string;
  title: string;
  language: string;
  dir: 'ltr' | 'rtl';
  graph: GamebookGraph;
  pictures: Record<string, GamebookPicture>;
}

/** How often the reader who took an unwritten choice asks for its words so far. */
const DRAFT_POLL_MS = 500;

type PlainSegment = { id: string; title: string; text: string; ending?: string | null; hidden: boolean; status: string; choices: readonly Segment['choices'][number][] };
const visibleGraph = (segments: readonly PlainSegment[], start: string, flags: readonly string[]): GamebookGraph => ({
  start, flags: [...flags],
  segments: segments.filter((s) => !s.hidden && s.status === 'done').map((s) => ({
    id: s.id, title: s.title, text: s.text, ...(s.ending ? { ending: s.ending as Segment['ending'] } : {}),
    choices: s.choices.map((c) => ({ id: c.id, text: c.text, to: c.to ?? null, ...(c.requires?.length ? { requires: [...c.requires] } : {}), ...(c.forbids?.length ? { forbids: [...c.forbids] } : {}), ...(c.sets?.length ? { sets: [...c.sets] } : {}), ...(c.clears?.length ? { clears: [...c.clears] } : {}) })),
  })),
});

/** Starts the player in `root` (the article GamebookPlayer.astro renders) with the page's data. */
export function startPlayer(root: HTMLElement, data: PlayerData): void {
  const t = liteTranslator(data.lang, data.resources, 'gamebook');
  const view: PlayerView = {
    t, title: data.title, language: data.language, dir: data.dir, graph: data.graph, pictures: data.pictures,
    reading: startReading(data.graph), notice: null, canGrow: false, growing: null, draft: null, copied: false,
  };
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;

  /** Draws the view; after a move the segment's title takes the focus, else focus stays on the control it was on. */
  const render = (moved = false) => {
    const active = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = active?.dataset.choice ? `[data-choice="${CSS.escape(active.dataset.choice)}"]` : active?.dataset.play ? `[data-play="${active.dataset.play}"]` : null;
    const shown = shownSegment(view);
    root.dataset.segment = shown.id;
    root.dataset.ending = shown.ending;
    root.innerHTML = playerHtml(view);
    if (moved) root.querySelector<HTMLElement>('[data-testid=segment-title]')?.focus();
    else if (focusKey) root.querySelector<HTMLElement>(focusKey)?.focus();
  };

  /** A new reading: kept in this browser, the address says where the reader is. */
  const go = (reading: Reading, moved = true) => {
    view.reading = reading;
    try { localStorage.setItem(storageKey(data.gamebookId), encodePath(reading.path)); } catch { /* full or disabled */ }
    history.replaceState(history.state, '', pathLink(location.href, reading));
    render(moved);
  };

  const grow = async (choiceId: string) => {
    const segmentId = view.reading.segment;
    view.growing = choiceId;
    view.notice = null;
    render();
    // while the segment is written, its words so far, as the writer streams them
    let settled = false;
    void (async () => {
      while (!settled) {
        await new Promise((r) => setTimeout(r, DRAFT_POLL_MS));
        if (settled) break;
        const growth = await fetchGrowth(data.gamebookId, segmentId, choiceId).catch(() => null);
        if (!settled && growth?.draftText) {
          view.draft = { title: growth.draftTitle ?? '', text: growth.draftText };
          render();
        }
      }
    })();
    try {
      let taken = await takeChoice(data.gamebookId, segmentId, choiceId);
      // another reader is writing it right now: wait for their segment
      for (let i = 0; taken.status === 'writing' && i < 90; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const state = await fetchSegmentState(data.gamebookId, taken.segmentId);
        if (state.status === 'done') taken = { ...taken, status: 'done' };
        else if (state.status === 'failed') taken = await takeChoice(data.gamebookId, segmentId, choiceId);
      }
      const book = await fetchGamebookFull(data.gamebookId);
      if (!book) throw new Error(t('play.growFailed'));
      // the book as it is now (with the new segment), even when the choice cannot be taken
      view.graph = visibleGraph(book.segments, book.start, book.flags);
      const result = take(view.graph, view.reading, choiceId);
      if (!result.ok) throw new Error(t('play.growFailed'));
      settled = true;
      view.growing = null;
      view.draft = null;
      go(result.reading);
    } catch (error) {
      settled = true;
      view.growing = null;
      view.draft = null;
      view.notice = error instanceof Error && error.message ? error.message : t('play.growFailed');
      render();
    }
  };

  const choose = (choiceId: string) => {
    const result = take(view.graph, view.reading, choiceId);
    if (result.ok) {
      view.notice = null;
      go(result.reading);
    } else if (result.reason === 'unwritten' && view.canGrow) {
      void grow(choiceId);
    }
  };
  const restart = () => { view.notice = null; go(startReading(view.graph)); };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pathLink(location.href, view.reading));
      view.copied = true;
      render();
      clearTimeout(copiedTimer);
      copiedTimer = setTimeout(() => { view.copied = false; render(); }, 2500);
    } catch {
      view.copied = false;
      render();
    }
  };

  root.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLButtonElement>('button');
    if (!target || target.disabled || !root.contains(target)) return;
    if (target.dataset.choice) choose(target.dataset.choice);
    else if (target.dataset.play === 'back') go(back(view.reading));
    else if (target.dataset.play === 'restart') restart();
    else if (target.dataset.play === 'copy') void copy();
  });
  window.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    if (view.growing) return;
    const action = keyAction(event.key, event.ctrlKey || event.metaKey || event.altKey);
    if (!action) return;
    if ('choice' in action) {
      const segment = view.graph.segments.find((s) => s.id === view.reading.segment);
      const choice = segment && !segment.ending ? offeredChoices(view.graph, segment.id, view.reading.state)[action.choice] : undefined;
      if (!choice) return;
      event.preventDefault();
      choose(choice.id);
    } else if (action.action === 'back') {
      if (!view.reading.previous) return;
      event.preventDefault();
      go(back(view.reading));
    } else {
      event.preventDefault();
      restart();
    }
  });

  // where this reader was: the shared link first, then this browser
  const shared = new URLSearchParams(location.search).get(PATH_PARAM);
  let kept: string | null = null;
  try { kept = localStorage.getItem(storageKey(data.gamebookId)); } catch { /* no storage: from the start */ }
  const resumed = resumeReading(data.graph, shared, kept);
  if (resumed.partial) view.notice = t('play.changed');
  go(resumed.reading, false);
  root.dataset.ready = '';
  // whether this reader may grow unwritten paths
  fetchGamebookFull(data.gamebookId).then((book) => {
    if (!book || book.canGrow === view.canGrow) return;
    view.canGrow = book.canGrow;
    render();
  }).catch(() => undefined);
}
