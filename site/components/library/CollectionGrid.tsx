// The owner's own collection (/user-collection, and /collection-{own slug}): the cards with a
// Remove button each (unsaveBook). The card goes at once; a toast says so and offers Undo (the
// book is saved again, back in its place). Focus moves to the next card's Remove (or the
// previous one's, or the heading) so a keyboard user keeps their place.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { notify } from '../ui/toasts.ts';
import { failureMessage, setSaved } from './api.ts';
import { BookCard } from './BookCard.tsx';
import type { LibraryBookView } from './model.ts';

/** Long enough to reach Undo (a success toast otherwise lasts 2 s). */
export const UNDO_TOAST_MS = 8000;

export interface CollectionGridProps {
  lang: string;
  resources: Resource[string];
  books: LibraryBookView[];
  label: string;
  /** the page's heading id, focused when the last card goes */
  headingId: string;
}

function Grid({ lang, books: initial, label, headingId }: Omit<CollectionGridProps, 'resources'>) {
  const { t } = useTranslation('library');
  const [books, setBooks] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // where the keyboard user's focus goes once the removed card has left the DOM: set before the
  // state change, applied after React has committed it (a frame callback may run before that)
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.library-card-remove');
    const target = books.length > 0 ? buttons?.[Math.min(index, books.length - 1)] : document.getElementById(headingId);
    target?.focus();
  }, [books, headingId]);

  const undo = async (book: LibraryBookView, index: number, toastId: string) => {
    notify.dismiss(toastId);
    try {
      await setSaved(book.id, true);
      setBooks((current) => (current.some((b) => b.id === book.id) ? current : [...current.slice(0, index), book, ...current.slice(index)]));
      notify.success(t('save.restoredToast'));
    } catch (failure) {
      notify.error(failureMessage(failure, t, 'save.failed'));
    }
  };

  const remove = async (book: LibraryBookView) => {
    const index = books.findIndex((b) => b.id === book.id);
    setBusy(book.id);
    try {
      await setSaved(book.id, false);
    } catch (failure) {
      setBusy(null);
      notify.error(failureMessage(failure, t, 'save.failed'));
      return;
    }
    setBusy(null);
    pendingFocus.current = index;
    setBooks((current) => current.filter((b) => b.id !== book.id));
    notify.success((item) => (
      <span className="library-toast-undo">
        <span>{t('save.removedToast')}</span>
        <button type="button" onClick={() => void undo(book, index, item.id)}>{t('save.undo')}</button>
      </span>
    ), { duration: UNDO_TOAST_MS });
  };

  if (books.length === 0) {
    return (
      <div className="library-empty">
        <p>{t('collection.empty')}</p>
        <a className="button primary" href={`/${lang}/discover`}>{t('collection.discover')}</a>
      </div>
    );
  }
  return (
    <ul className="library-grid" aria-label={label} ref={list}>
      {books.map((book) => (
        <li key={book.id}>
          <BookCard
            lang={lang}
            book={book}
            action={(
              <button
                type="button"
                className="button secondary small library-card-remove"
                aria-label={t('save.removeTitle', { title: book.title })}
                disabled={busy === book.id}
                aria-busy={busy === book.id || undefined}
                onClick={() => void remove(book)}
              >
                {t('save.unsave')}
              </button>
            )}
          />
        </li>
      ))}
    </ul>
  );
}

export default function CollectionGrid({ resources, ...props }: CollectionGridProps) {
  return (
    <I18nIsland lang={props.lang} resources={resources}>
      <Grid {...props} />
    </I18nIsland>
  );
}
