// The storyboard as the author edits it: a beat per page with the characters on it, the place
// and the time of day; reorder, add after, remove (within 8–32 pages). A pure reducer over a
// draft whose pages carry local keys (React lists and focus; never sent), the checks that mirror
// the server's (api/kinds/storybook/schema.ts Storyboard), the conversion back to the API's
// storyboard and the local copy kept on this device until the server has it. Pure and isomorphic.
import { MAX_CHARACTERS, SCENE_SETTINGS, STORY_PAGES, TIMES_OF_DAY } from '../../../../../core/storybook.ts';
import { addedItem, changedItem, movedItem, removedItem, textProblem, type CardsDraft } from '../../../create/list-edit.ts';
import { isPlanShape, newerPlanCopy, type LocalPlanCopy } from '../../../create/plan-copy.ts';
import type { Storyboard, StoryBeat } from './api.ts';

export const BOARD_LIMITS = { titleMax: 200, beatMax: 400, descriptionMax: 400, pagesMin: STORY_PAGES.min, pagesMax: STORY_PAGES.max } as const;

export interface BeatDraft {
  key: string;
  beat: string;
  characters: string[];
  setting: string;
  timeOfDay: string;
  /** what the picture shows (the illustrator's words); '' falls back to the beat */
  description: string;
}

export type BoardDraft = CardsDraft<'pages', BeatDraft>;

export type BoardAction =
  | { type: 'reset'; board: Storyboard }
  | { type: 'setTitle'; title: string }
  | { type: 'setBeat'; page: number; beat: string }
  | { type: 'setDescription'; page: number; description: string }
  | { type: 'toggleCharacter'; page: number; id: string }
  | { type: 'setSetting'; page: number; setting: string }
  | { type: 'setTime'; page: number; timeOfDay: string }
  | { type: 'move'; page: number; by: -1 | 1 }
  | { type: 'addAfter'; page: number }
  | { type: 'remove'; page: number };

export function draftFromBoard(board: Storyboard, nextKey = 0): BoardDraft {
  let next = nextKey;
  const pages = board.pages.map((p): BeatDraft => ({
    key: `p${next++}`, beat: p.beat, characters: [...p.characters], setting: p.scene.setting, timeOfDay: p.scene.timeOfDay, description: p.scene.description,
  }));
  return { title: board.title, pages, nextKey: next };
}

/** The storyboard to send: texts trimmed, an empty picture description taken from the beat. */
export function boardFromDraft(draft: BoardDraft): Storyboard {
  return {
    title: draft.title.trim(),
    pages: draft.pages.map((p): StoryBeat => {
      const beat = p.beat.trim();
      const description = p.description.trim() || beat.slice(0, BOARD_LIMITS.descriptionMax);
      return { beat, characters: [...p.characters], scene: { setting: p.setting, timeOfDay: p.timeOfDay, description } };
    }),
  };
}

/** The storyboard as typed (untrimmed), to keep on this device. */
export function typedBoard(draft: BoardDraft): Storyboard {
  return {
    title: draft.title,
    pages: draft.pages.map((p) => ({ beat: p.beat, characters: [...p.characters], scene: { setting: p.setting, timeOfDay: p.timeOfDay, description: p.description } })),
  };
}

/** The draft with its pages edited; the same draft when the edit cannot be made. */
const withPages = (state: BoardDraft, pages: BeatDraft[] | null): BoardDraft => (pages ? { ...state, pages } : state);

function withPage(state: BoardDraft, index: number, change: (page: BeatDraft) => BeatDraft): BoardDraft {
  return withPages(state, changedItem(state.pages, index, change));
}

export function boardReducer(state: BoardDraft, action: BoardAction): BoardDraft {
  switch (action.type) {
    case 'reset':
      return draftFromBoard(action.board, state.nextKey);
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setBeat':
      return withPage(state, action.page, (p) => ({ ...p, beat: action.beat }));
    case 'setDescription':
      return withPage(state, action.page, (p) => ({ ...p, description: action.description }));
    case 'toggleCharacter':
      return withPage(state, action.page, (p) => {
        if (p.characters.includes(action.id)) return { ...p, characters: p.characters.filter((id) => id !== action.id) };
        if (p.characters.length >= MAX_CHARACTERS) return p;
        return { ...p, characters: [...p.characters, action.id] };
      });
    case 'setSetting':
      return (SCENE_SETTINGS as readonly string[]).includes(action.setting) ? withPage(state, action.page, (p) => ({ ...p, setting: action.setting })) : state;
    case 'setTime':
      return (TIMES_OF_DAY as readonly string[]).includes(action.timeOfDay) ? withPage(state, action.page, (p) => ({ ...p, timeOfDay: action.timeOfDay })) : state;
    case 'move':
      return withPages(state, movedItem(state.pages, action.page, action.by));
    case 'addAfter': {
      const after = state.pages[action.page];
      if (!after) return state;
      // the new page happens where the one before it does, with the same characters
      const page: BeatDraft = { key: `p${state.nextKey}`, beat: '', characters: [...after.characters], setting: after.setting, timeOfDay: after.timeOfDay, description: '' };
      const pages = addedItem(state.pages, page, BOARD_LIMITS.pagesMax, action.page + 1);
      return pages ? { ...state, pages, nextKey: state.nextKey + 1 } : state;
    }
    case 'remove':
      return withPages(state, removedItem(state.pages, action.page, BOARD_LIMITS.pagesMin));
  }
}

export type BoardProblem = 'required' | 'tooLong';

/** What the server would refuse, by place: `title`, `beat:<key>`, `description:<key>`. Empty when it can be saved. */
export function boardProblems(draft: BoardDraft): Record<string, BoardProblem> {
  const problems: Record<string, BoardProblem> = {};
  const put = (place: string, problem: BoardProblem | undefined) => { if (problem) problems[place] = problem; };
  const title = draft.title.trim();
  put('title', textProblem(title, BOARD_LIMITS.titleMax) ?? (/[\r\n]/.test(title) ? 'tooLong' : undefined));
  for (const p of draft.pages) {
    put(`beat:${p.key}`, textProblem(p.beat.trim(), BOARD_LIMITS.beatMax));
    if (p.description.trim().length > BOARD_LIMITS.descriptionMax) problems[`description:${p.key}`] = 'tooLong';
  }
  return problems;
}

export function boardSignature(board: Storyboard): string {
  return JSON.stringify(board);
}

// ---- the local copy: edits kept on this device until the server has them --------------------

export const BOARD_DRAFT_PREFIX = 'bookloom.wizard.storyboard.';

/** The storyboard as typed, kept with when it was edited and the book's `updatedAt` when the edits began. */
export type LocalBoardDraft = LocalPlanCopy<'board', Storyboard>;

const isBoard = (value: unknown): value is Storyboard => isPlanShape(value, 'pages', ({ beat, characters, scene }) => {
  if (typeof beat !== 'string' || !Array.isArray(characters) || !characters.every((c) => typeof c === 'string')) return false;
  if (typeof scene !== 'object' || scene === null) return false;
  const s = scene as Record<string, unknown>;
  return typeof s.setting === 'string' && typeof s.timeOfDay === 'string' && typeof s.description === 'string';
});

/**
 * The storyboard kept on this device to open instead of the server's, or null: when it is newer
 * (the server has not changed since these edits began, or they were made after its last change)
 * and says something the server does not. Characters no longer in the book are dropped.
 */
export function restorableBoard(stored: unknown, server: { updatedAt: string; storyboard: Storyboard; characterIds: readonly string[] }): Storyboard | null {
  const board = newerPlanCopy(stored, 'board', isBoard, server.updatedAt);
  if (!board) return null;
  const known = new Set(server.characterIds);
  const cleaned: Storyboard = {
    title: board.title,
    pages: board.pages.slice(0, BOARD_LIMITS.pagesMax).map((p) => ({
      beat: p.beat, characters: p.characters.filter((id) => known.has(id)),
      scene: {
        setting: (SCENE_SETTINGS as readonly string[]).includes(p.scene.setting) ? p.scene.setting : 'meadow',
        timeOfDay: (TIMES_OF_DAY as readonly string[]).includes(p.scene.timeOfDay) ? p.scene.timeOfDay : 'day',
        description: p.scene.description,
      },
    })),
  };
  return boardSignature(boardFromDraft(draftFromBoard(cleaned))) === boardSignature(server.storyboard) ? null : cleaned;
}
