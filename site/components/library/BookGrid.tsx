// A static grid of book cards (author pages, collections, Discover's featured shelf): rendered on
// the server without a client directive, so it ships no JavaScript.
import type { Resource } from 'i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { BookCard } from './BookCard.tsx';
import { firstRow, type LibraryBookView } from './model.ts';

/** `lead`: this grid opens the page, so its first row's covers load at once (see BookCard). */
export function BookGrid({ lang, resources, books, label, lead }: { lang: string; resources: Resource[string]; books: LibraryBookView[]; label?: string; lead?: boolean }) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <ul className="library-grid" aria-label={label}>
        {books.map((book, i) => <li key={book.id}><BookCard lang={lang} book={book} first={lead ? firstRow(i) : undefined} /></li>)}
      </ul>
    </I18nIsland>
  );
}
