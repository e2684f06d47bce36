// The one place a stored enum value (a book's reading level, status, visibility, type, a chapter's
// status, a My Books mode) becomes the label a reader sees in the page's language. Works with any
// i18next translator (the pages' `translator(lang, ns)` and the islands' `useT`), which must hold
// the namespace of the kind: create (readingLevels), books, library. A value the locale files do
// not know (a reading level a moderator added to the generation config) is shown as it is stored.

import { KINDS_WITH_OWN_WORDS } from '../../core/kinds.ts';

type Translate = (key: string, options: { defaultValue: string }) => string;

export type EnumKind = 'readingLevel' | 'bookStatus' | 'chapterStatus' | 'visibility' | 'bookType' | 'myBooksMode';

/** Reading levels as stored ('early reader', 'Middle school') → their key in create.readingLevels ('earlyReader'). */
export const readingLevelKey = (level: string) => level.trim().toLowerCase().replace(/\s+(\w)/g, (_m, c: string) => c.toUpperCase());

const KEYS: Record<EnumKind, (value: string) => string> = {
  readingLevel: (v) => `create:readingLevels.${readingLevelKey(v)}`,
  bookStatus: (v) => `books:bookStatus.${v}`,
  chapterStatus: (v) => `books:chapterStatus.${v}`,
  visibility: (v) => `books:visibility.${v}`,
  bookType: (v) => `library:types.${v}`,
  myBooksMode: (v) => `books:myBooks.modes.${v}`,
};

/** The translated label of a stored value; the value itself when no translation exists. */
export function enumLabel(t: Translate, kind: EnumKind, value: string | null | undefined): string {
  if (!value) return '';
  return t(KEYS[kind](value), { defaultValue: value });
}

/**
 * A book's status in its kind's words ("Map ready" for a gamebook, "Writing the recipes" for a
 * cookbook) where the kind has its own (books:kindStatus), else the general label.
 */
export function bookStatusLabel(t: Translate, kind: string, status: string | null | undefined): string {
  if (!status) return '';
  if (!KINDS_WITH_OWN_WORDS.has(kind) || !OWN_STATUSES.has(status)) return enumLabel(t, 'bookStatus', status);
  return t(`books:kindStatus.${kind}.${status}`, { defaultValue: enumLabel(t, 'bookStatus', status) });
}
/** The statuses books:kindStatus words (the rest, "Done" or "Failed", are every kind's). */
const OWN_STATUSES = new Set(['outlining', 'outlined', 'generating']);
