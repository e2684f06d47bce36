// The outline as the author edits it: rename, reorder, add and remove chapters and their section
// headings. A pure reducer over a draft whose rows carry local keys (for React lists and focus;
// they are never sent), the checks that mirror the server's (api/services/textbooks/input.ts
// outlineInput), and the conversion back to the API's outline. Pure and isomorphic.

export const OUTLINE_LIMITS = {
  titleMax: 200,
  chaptersMin: 1,
  chaptersMax: 30,
  sectionsMin: 1,
  sectionsMax: 12,
} as const;

export interface Outline {
  title: string;
  chapters: { title: string; sections: string[] }[];
}

export interface DraftSection {
  key: string;
  text: string;
}

export interface DraftChapter {
  key: string;
  title: string;
  sections: DraftSection[];
}

export interface OutlineDraft {
  title: string;
  chapters: DraftChapter[];
  /** the next local key number */
  nextKey: number;
}

export type OutlineAction =
  | { type: 'reset'; outline: Outline }
  | { type: 'setTitle'; title: string }
  | { type: 'renameChapter'; chapter: number; title: string }
  | { type: 'moveChapter'; chapter: number; by: -1 | 1 }
  | { type: 'removeChapter'; chapter: number }
  | { type: 'addChapter'; title?: string; section?: string }
  | { type: 'renameSection'; chapter: number; section: number; text: string }
  | { type: 'moveSection'; chapter: number; section: number; by: -1 | 1 }
  | { type: 'addSection'; chapter: number; text?: string }
  | { type: 'removeSection'; chapter: number; section: number };

/** A draft of the server's outline, with fresh local keys. */
export function draftFromOutline(outline: Outline, nextKey = 0): OutlineDraft {
  let next = nextKey;
  const key = (prefix: string) => `${prefix}${next++}`;
  const chapters = outline.chapters.map((chapter) => ({
    key: key('c'),
    title: chapter.title,
    sections: chapter.sections.map((text) => ({ key: key('s'), text })),
  }));
  return { title: outline.title, chapters, nextKey: next };
}

/** The outline to send: every text trimmed. */
export function outlineFromDraft(draft: OutlineDraft): Outline {
  return {
    title: draft.title.trim(),
    chapters: draft.chapters.map((chapter) => ({
      title: chapter.title.trim(),
      sections: chapter.sections.map((section) => section.text.trim()),
    })),
  };
}

function move<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(target, 0, item as T);
  return out;
}

function withChapter(state: OutlineDraft, index: number, change: (chapter: DraftChapter) => DraftChapter): OutlineDraft {
  const chapter = state.chapters[index];
  if (!chapter) return state;
  const next = change(chapter);
  if (next === chapter) return state;
  const chapters = [...state.chapters];
  chapters[index] = next;
  return { ...state, chapters };
}

export function outlineReducer(state: OutlineDraft, action: OutlineAction): OutlineDraft {
  const { chaptersMax, chaptersMin, sectionsMax, sectionsMin } = OUTLINE_LIMITS;
  switch (action.type) {
    case 'reset':
      return draftFromOutline(action.outline, state.nextKey);
    case 'setTitle':
      return { ...state, title: action.title };
    case 'renameChapter':
      return withChapter(state, action.chapter, (chapter) => ({ ...chapter, title: action.title }));
    case 'moveChapter':
      return { ...state, chapters: move(state.chapters, action.chapter, action.by) };
    case 'removeChapter':
      if (state.chapters.length <= chaptersMin || !state.chapters[action.chapter]) return state;
      return { ...state, chapters: state.chapters.filter((_, index) => index !== action.chapter) };
    case 'addChapter': {
      if (state.chapters.length >= chaptersMax) return state;
      const chapter: DraftChapter = {
        key: `c${state.nextKey}`,
        title: action.title ?? '',
        sections: [{ key: `s${state.nextKey + 1}`, text: action.section ?? '' }],
      };
      return { ...state, chapters: [...state.chapters, chapter], nextKey: state.nextKey + 2 };
    }
    case 'renameSection':
      return withChapter(state, action.chapter, (chapter) => {
        if (!chapter.sections[action.section]) return chapter;
        const sections = [...chapter.sections];
        sections[action.section] = { key: sections[action.section]!.key, text: action.text };
        return { ...chapter, sections };
      });
    case 'moveSection':
      return withChapter(state, action.chapter, (chapter) => ({ ...chapter, sections: move(chapter.sections, action.section, action.by) }));
    case 'addSection': {
      const chapter = state.chapters[action.chapter];
      if (!chapter || chapter.sections.length >= sectionsMax) return state;
      const added = withChapter(state, action.chapter, (c) => ({ ...c, sections: [...c.sections, { key: `s${state.nextKey}`, text: action.text ?? '' }] }));
      return { ...added, nextKey: state.nextKey + 1 };
    }
    case 'removeSection':
      return withChapter(state, action.chapter, (chapter) => {
        if (chapter.sections.length <= sectionsMin || !chapter.sections[action.section]) return chapter;
        return { ...chapter, sections: chapter.sections.filter((_, index) => index !== action.section) };
      });
  }
}

export type OutlineProblem = 'required' | 'tooLong' | 'tooFew' | 'tooMany';

/**
 * What the server would refuse, by place: `title`, `chapters`, `chapter:<key>` (its title),
 * `sections:<chapterKey>` (the count) and `section:<key>`. Empty when the outline can be saved.
 */
export function outlineProblems(draft: OutlineDraft): Record<string, OutlineProblem> {
  const { titleMax, chaptersMax, chaptersMin, sectionsMax, sectionsMin } = OUTLINE_LIMITS;
  const problems: Record<string, OutlineProblem> = {};
  const text = (value: string): OutlineProblem | undefined => {
    const trimmed = value.trim();
    if (trimmed === '') return 'required';
    if (trimmed.length > titleMax) return 'tooLong';
    return undefined;
  };
  const title = text(draft.title);
  if (title) problems.title = title;
  if (draft.chapters.length < chaptersMin) problems.chapters = 'tooFew';
  if (draft.chapters.length > chaptersMax) problems.chapters = 'tooMany';
  for (const chapter of draft.chapters) {
    const chapterTitle = text(chapter.title);
    if (chapterTitle) problems[`chapter:${chapter.key}`] = chapterTitle;
    if (chapter.sections.length < sectionsMin) problems[`sections:${chapter.key}`] = 'tooFew';
    if (chapter.sections.length > sectionsMax) problems[`sections:${chapter.key}`] = 'tooMany';
    for (const section of chapter.sections) {
      const heading = text(section.text);
      if (heading) problems[`section:${section.key}`] = heading;
    }
  }
  return problems;
}

/** A stable text of the outline, to tell whether there is anything new to save. */
export function outlineSignature(outline: Outline): string {
  return JSON.stringify(outline);
}

/**
 * What can be saved now, although some rows are not finished: the outline without the rows the
 * server would refuse (a chapter with an empty or too long title, an empty or too long section,
 * a chapter left without any section), within the counts it accepts. An empty book title keeps
 * `fallbackTitle` (the last saved one). Null when no chapter is savable. So an empty new row
 * never holds back a reorder or a rename made before it: those are saved at once, and the
 * unfinished rows wait on this device (see the local draft below) until they are filled in.
 */
export function savableOutline(draft: OutlineDraft, fallbackTitle: string): Outline | null {
  const { titleMax, chaptersMax, sectionsMax } = OUTLINE_LIMITS;
  const ok = (value: string) => {
    const trimmed = value.trim();
    return trimmed !== '' && trimmed.length <= titleMax ? trimmed : null;
  };
  const chapters: Outline['chapters'] = [];
  for (const chapter of draft.chapters) {
    const title = ok(chapter.title);
    const sections = chapter.sections.map((s) => ok(s.text)).filter((s): s is string => s !== null).slice(0, sectionsMax);
    if (title !== null && sections.length > 0) chapters.push({ title, sections });
  }
  if (chapters.length === 0) return null;
  return { title: ok(draft.title) ?? fallbackTitle.trim(), chapters: chapters.slice(0, chaptersMax) };
}

// ---- the local draft: the author's edits kept on this device until the server has them --------

export const LOCAL_DRAFT_PREFIX = 'bookloom.wizard.outline.';

export interface LocalOutlineDraft {
  /** the outline as typed (untrimmed, unfinished rows included) */
  outline: Outline;
  /** when it was last edited (ms since the epoch) */
  editedAt: number;
  /** the server's `updatedAt` of the book when these edits were last in step with it */
  base: string;
}

/** The draft's outline as typed, to keep locally. */
export function typedOutline(draft: OutlineDraft): Outline {
  return {
    title: draft.title,
    chapters: draft.chapters.map((chapter) => ({ title: chapter.title, sections: chapter.sections.map((s) => s.text) })),
  };
}

function isOutline(value: unknown): value is Outline {
  if (typeof value !== 'object' || value === null) return false;
  const { title, chapters } = value as Record<string, unknown>;
  return typeof title === 'string' && Array.isArray(chapters) && chapters.length > 0 && chapters.every((c: unknown) => {
    if (typeof c !== 'object' || c === null) return false;
    const { title: t, sections } = c as Record<string, unknown>;
    return typeof t === 'string' && Array.isArray(sections) && sections.every((s) => typeof s === 'string');
  });
}

/**
 * The locally kept outline to open instead of the server's, or null. It wins when it is newer
 * than the server's copy: the server has not changed since these edits began (`base` is its
 * `updatedAt`), or they were made after its last change (an edit on another device that came
 * earlier loses). Nothing to restore when it says what the server already has.
 */
export function restorableDraft(stored: unknown, server: { updatedAt: string; outline: Outline }): Outline | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { outline, editedAt, base } = stored as Partial<LocalOutlineDraft>;
  if (!isOutline(outline) || typeof editedAt !== 'number') return null;
  const serverTime = Date.parse(server.updatedAt);
  const newer = base === server.updatedAt || (Number.isFinite(serverTime) && editedAt > serverTime);
  // a reload during a save: the server took the valid part, the unfinished rows are only here
  const savable = savableOutline(draftFromOutline(outline), server.outline.title);
  const serverHasValidPart = savable !== null && outlineSignature(savable) === outlineSignature(server.outline);
  if (!newer && !serverHasValidPart) return null;
  const same = outlineSignature(outlineFromDraft(draftFromOutline(outline))) === outlineSignature(server.outline);
  return same ? null : outline;
}
