// The line shown under a book's title (its topic, its idea), unless it only says the title again:
// a book not given a title is named after its idea or theme ("Weeknight dinners for a family of
// four" over "Weeknight dinners for a family of four").

const plain = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** `line` when it adds something to `title`; null when it is empty or the same words. */
export function subtitleOf(title: string, line: string | null | undefined): string | null {
  if (!line || !line.trim()) return null;
  return plain(line) === plain(title) ? null : line;
}
