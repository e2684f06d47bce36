// A textbook's start values (wizard step 1) and which of them shape its outline. Shared by the
// wizard (to say before saving whether a change costs a new outline) and the server (which
// decides it). Pure and isomorphic.

export interface TextbookStartValues {
  title: string;
  topic: string;
  subject: string;
  audience: string;
  readingLevel: string;
  language: string;
  chapterCount: number;
  notes: string;
}

/** Everything but the title: the writer plans the outline from these. */
export const OUTLINE_SHAPING_FIELDS = ['topic', 'subject', 'audience', 'readingLevel', 'language', 'chapterCount', 'notes'] as const;

const same = (a: string | number, b: string | number) => (typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a.trim() === b.trim());

/** True when saving `next` over `current` needs a new outline from the writer (which costs one outline). */
export function needsNewOutline(current: TextbookStartValues, next: TextbookStartValues): boolean {
  return OUTLINE_SHAPING_FIELDS.some((field) => !same(current[field], next[field]));
}

/** Credits to make a whole book: its outline and every chapter. */
export function wholeBookCost(costs: { outline: number; chapter: number }, chapters: number): number {
  return costs.outline + costs.chapter * chapters;
}
