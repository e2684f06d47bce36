// URL slugs for books, worlds, worksheets and chapters (spec §5), and user slugs (spec §2).
import { parseId } from './ids.ts';

export const SLUG_MAX = 100;

/**
 * Strips accents by removing the Combining Diacritical Marks block only. Removing every
 * Unicode mark would also delete Devanagari vowel signs or the Japanese voicing mark, which
 * are part of those letters, not accents. NFC afterwards re-joins what NFD split apart
 * (Hangul syllables, kana with voicing marks).
 */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

// Marks count as part of a letter here, for the same reason as in stripAccents.
const APOSTROPHE_IN_WORD = /(?<=[\p{L}\p{M}])['\u2019](?=\p{L})/gu;
const DISALLOWED = /[^\p{L}\p{M}\p{Nd}_ (),.]/gu;
const EDGE_PUNCTUATION = /^[-.,]+|[-.,]+$/g;

/** Cuts to SLUG_MAX characters (code points, so a surrogate pair is never split). */
function cutAtWord(slug: string): string {
  const chars = Array.from(slug);
  if (chars.length <= SLUG_MAX) return slug;
  if (chars[SLUG_MAX] === '-') return chars.slice(0, SLUG_MAX).join('');
  const head = chars.slice(0, SLUG_MAX).join('');
  const lastHyphen = head.lastIndexOf('-');
  // A single word longer than the limit has no boundary to cut at, so it is cut hard.
  return lastHyphen > 0 ? head.slice(0, lastHyphen) : head;
}

/** The spec §5 slug rules, in order; letter case is kept. Empty results become the fallback. */
export function slugify(text: string, fallback = 'Book'): string {
  const spaced = stripAccents(String(text ?? ''))
    .replace(APOSTROPHE_IN_WORD, '')
    .replace(DISALLOWED, ' ');
  const hyphenated = spaced.trim().replace(/\s+/g, '-').replace(EDGE_PUNCTUATION, '');
  // Cutting can expose a trailing period or comma, so the edges are trimmed again.
  const slug = cutAtWord(hyphenated).replace(EDGE_PUNCTUATION, '');
  return slug === '' ? fallback : slug;
}

export function bookSlug(title: string): string {
  return slugify(title, 'Book');
}

export function worldSlug(name: string): string {
  return slugify(name, 'World');
}

export function worksheetSlug(title: string): string {
  return slugify(title, 'Worksheet');
}

export function chapterSlug(title: string, chapterNumber: number): string {
  return slugify(title, String(chapterNumber));
}

// User slugs: @ then ASCII letters, digits, dots or hyphens (spec §2 route patterns).
export const USER_SLUG_PATTERN = /^@[A-Za-z0-9.-]+$/;
/** Maximum length of the part after the @ in userSlugFromName. */
export const USER_SLUG_NAME_MAX = 40;
export const USER_SLUG_FALLBACK = '@author';

export function isUserSlug(value: unknown): boolean {
  return typeof value === 'string' && USER_SLUG_PATTERN.test(value);
}

/**
 * A candidate slug such as '@ada-lovelace' from a display name. Only a candidate: the
 * server still has to check that nobody else owns it.
 */
export function userSlugFromName(name: string): string {
  const body = stripAccents(String(name ?? ''))
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9.-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, USER_SLUG_NAME_MAX)
    .replace(/[-.]+$/, '');
  return body === '' ? USER_SLUG_FALLBACK : `@${body}`;
}

/** The slug every user has without choosing one: @ plus their id (named route userCollection). */
export function userSlugForId(userId: string): string {
  return `@${parseId('User', userId)}`;
}
