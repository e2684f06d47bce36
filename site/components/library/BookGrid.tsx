// A static grid of book cards (author pages, collections, Discover's featured shelf): rendered on
// the server without a client directive, so it ships no JavaScript.
import type { Resource } from 'i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { BookCard } from './BookCard.tsx';
import type { LibraryBookView } from './model.ts';

export function BookGrid({ lang, resources, books, label }: { lang: string; resources: Resource[string]; books: LibraryBookView[]; label?: string }) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <ul className="library-grid" aria-label={label}>
        {books.map((book) => <li key={book.id}><BookCard lang={lang} book={book} /></li>)}
      </ul>
    </I18nIsland>
  );
}
