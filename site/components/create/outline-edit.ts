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
