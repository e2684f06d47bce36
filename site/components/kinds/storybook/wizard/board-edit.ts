// The storyboard as the author edits it: a beat per page with the characters on it, the place
// and the time of day; reorder, add after, remove (within 8–32 pages). A pure reducer over a
// draft whose pages carry local keys (React lists and focus; never sent), the checks that mirror
// the server's (api/kinds/storybook/schema.ts Storyboard), the conversion back to the API's
// storyboard and the local copy kept on this device until the server has it. Pure and isomorphic.
import { MAX_CHARACTERS, SCENE_SETTINGS, STORY_PAGES, TIMES_OF_DAY } from '../../../../../core/storybook.ts';
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

export interface BoardDraft {
  title: string;
  pages: BeatDraft[];
  nextKey: number;
}

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

function withPage(state: BoardDraft, index: number, change: (page: BeatDraft) => BeatDraft): BoardDraft {
  const page = state.pages[index];
  if (!page) return state;
  const pages = [...state.pages];
  pages[index] = change(page);
  return { ...state, pages };
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
    case 'move': {
      const target = action.page + action.by;
      if (!state.pages[action.page] || target < 0 || target >= state.pages.length) return state;
      const pages = [...state.pages];
      const [page] = pages.splice(action.page, 1);
      pages.splice(target, 0, page!);
      return { ...state, pages };
    }
    case 'addAfter': {
      const after = state.pages[action.page];
      if (!after || state.pages.length >= BOARD_LIMITS.pagesMax) return state;
      // the new page happens where the one before it does, with the same characters
      const page: BeatDraft = { key: `p${state.nextKey}`, beat: '', characters: [...after.characters], setting: after.setting, timeOfDay: after.timeOfDay, description: '' };
      const pages = [...state.pages];
      pages.splice(action.page + 1, 0, page);
      return { ...state, pages, nextKey: state.nextKey + 1 };
    }
    case 'remove':
      if (state.pages.length <= BOARD_LIMITS.pagesMin || !state.pages[action.page]) return state;
      return { ...state, pages: state.pages.filter((_, i) => i !== action.page) };
  }
}

export type BoardProblem = 'required' | 'tooLong';

/** What the server would refuse, by place: `title`, `beat:<key>`, `description:<key>`. Empty when it can be saved. */
export function boardProblems(draft: BoardDraft): Record<string, BoardProblem> {
  const problems: Record<string, BoardProblem> = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'required';
  else if (title.length > BOARD_LIMITS.titleMax || /[\r\n]/.test(title)) problems.title = 'tooLong';
  for (const p of draft.pages) {
    const beat = p.beat.trim();
    if (!beat) problems[`beat:${p.key}`] = 'required';
    else if (beat.length > BOARD_LIMITS.beatMax) problems[`beat:${p.key}`] = 'tooLong';
    if (p.description.trim().length > BOARD_LIMITS.descriptionMax) problems[`description:${p.key}`] = 'tooLong';
  }
  return problems;
}

export function boardSignature(board: Storyboard): string {
  return JSON.stringify(board);
}

// ---- the local copy: edits kept on this device until the server has them --------------------

export const BOARD_DRAFT_PREFIX = 'bookloom.wizard.storyboard.';

export interface LocalBoardDraft {
  /** the storyboard as typed */
  board: Storyboard;
  /** when it was last edited (ms since the epoch) */
  editedAt: number;
  /** the server's `updatedAt` of the book when these edits began */
  base: string;
}

function isBoard(value: unknown): value is Storyboard {
  if (typeof value !== 'object' || value === null) return false;
  const { title, pages } = value as Record<string, unknown>;
  return typeof title === 'string' && Array.isArray(pages) && pages.length > 0 && pages.every((p: unknown) => {
    if (typeof p !== 'object' || p === null) return false;
    const { beat, characters, scene } = p as Record<string, unknown>;
    if (typeof beat !== 'string' || !Array.isArray(characters) || !characters.every((c) => typeof c === 'string')) return false;
    if (typeof scene !== 'object' || scene === null) return false;
    const s = scene as Record<string, unknown>;
    return typeof s.setting === 'string' && typeof s.timeOfDay === 'string' && typeof s.description === 'string';
  });
}

/**
 * The storyboard kept on this device to open instead of the server's, or null: when it is newer
 * (the server has not changed since these edits began, or they were made after its last change)
 * and says something the server does not. Characters no longer in the book are dropped.
 */
export function restorableBoard(stored: unknown, server: { updatedAt: string; storyboard: Storyboard; characterIds: readonly string[] }): Storyboard | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { board, editedAt, base } = stored as Partial<LocalBoardDraft>;
  if (!isBoard(board) || typeof editedAt !== 'number') return null;
  const serverTime = Date.parse(server.updatedAt);
  const newer = base === server.updatedAt || (Number.isFinite(serverTime) && editedAt > serverTime);
  if (!newer) return null;
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
