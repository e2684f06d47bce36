// The address of a book's share card, for pages' Open Graph / Twitter tags. No Node APIs and only
// pure core/ imports, so anything may import it (the card itself, with sharp, lives in card.ts).
import { kindOfBookId } from '../../core/kinds.ts';

/**
 * A short version of a card from what it shows: the book's updated_at (the title is part of the
 * book, so a new title means a new version) and, optionally, the author's name.
 */
export function shareImageVersion(updatedAt: Date | string, authorName = ''): string {
  const stamp = updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt);
  // FNV-1a, 32 bits: enough to tell versions of one book apart
  let hash = 0x811c9dc5;
  for (const ch of `${stamp}\u0000${authorName}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** `/share/{kind}/{id}.png?v={version}` (textbook, storybook): a new version is a new URL, so caches refresh. */
export function shareImagePath(id: string, version: string): string {
  const kind = kindOfBookId(id) ?? 'textbook';
  return `/share/${kind}/${encodeURIComponent(id)}.png?v=${encodeURIComponent(version)}`;
}
