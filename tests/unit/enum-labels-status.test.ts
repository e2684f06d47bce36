// A book's status in its kind's words on My Books: looked up only where books:kindStatus has words
// (a textbook's "Done" is every kind's, so it must not ask for a key that does not exist and
// log a missing translation on each My Books page).
import { describe, expect, it } from 'vitest';
import books from '../../content/locales/en/books.json' with { type: 'json' };
import { bookStatusLabel } from '../../site/lib/enum-labels.ts';

function translator() {
  const asked: string[] = [];
  const t = (key: string, options: { defaultValue: string }) => {
    asked.push(key);
    const [ns, ...path] = key.split(/[:.]/);
    let value: unknown = ns === 'books' ? books : undefined;
    for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
    return typeof value === 'string' ? value : options.defaultValue;
  };
  return { t, asked };
}

describe('bookStatusLabel', () => {
  it("says a kind's own words for its plan and its making", () => {
    const { t } = translator();
    expect(bookStatusLabel(t, 'gamebook', 'outlined')).toBe('Map ready');
    expect(bookStatusLabel(t, 'cookbook', 'generating')).toBe('Writing the recipes');
    expect(bookStatusLabel(t, 'storybook', 'outlining')).toBe('Making the storyboard');
  });

  it('asks only for words that exist: every kind with its own words, every status they word', () => {
    const { t, asked } = translator();
    for (const kind of ['textbook', 'worldstory', 'storybook', 'worksheet', 'cookbook', 'gamebook']) {
      for (const status of ['outlining', 'outlined', 'generating', 'done', 'failed']) bookStatusLabel(t, kind, status);
    }
    const own = asked.filter((key) => key.startsWith('books:kindStatus.'));
    const worded = Object.entries(books.kindStatus).flatMap(([kind, statuses]) => Object.keys(statuses).map((s) => `books:kindStatus.${kind}.${s}`));
    expect(own.sort()).toEqual(worded.sort());
    expect(bookStatusLabel(t, 'textbook', 'done')).toBe(books.bookStatus.done);
    expect(bookStatusLabel(t, 'gamebook', 'done')).toBe(books.bookStatus.done);
  });
});
