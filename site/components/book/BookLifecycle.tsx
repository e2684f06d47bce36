// The owner's "Make a copy" (a private copy, no credits: duplicateBook) and "Delete this
// book" (deleteBook, after a confirmation dialog). The dialog is the native <dialog> opened
// with showModal(): focus moves into it and stays there, Escape closes it, and focus returns to
// the button that opened it. After a delete the owner lands on My Books, which confirms it.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { notify } from '../ui/toasts.ts';
import { deleteBook, duplicateBook, errorMessage } from './api.ts';
import { bookHref } from '../../../core/kinds.ts';

/** Where My Books says the book was deleted (site/pages/[langCode]/my-books/[mode].astro). */
export const deletedLanding = (lang: string) => `/${lang}/my-books?deleted=1`;

/**
 * "Delete this book" and its confirmation: an outline in the danger colour (on a My Books card
 * beside Continue or Read, in the owner's panel beside Make a copy), not a red block as loud as
 * the way on; the confirmation's button is the red one.
 */
export function DeleteBook({ lang, bookId, title }: { lang: string; bookId: string; title: string }) {
  const { t } = useTranslation('books');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const bodyId = useId();

  const open = () => {
    setError(undefined);
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteBook(bookId);
      window.location.assign(deletedLanding(lang));
    } catch (failure) {
      setError(errorMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <>
      <Button ref={opener} type="button" kind="secondary" size="small" onClick={open} aria-haspopup="dialog" className="book-delete">
        {t('owner.delete')}
      </Button>
      <dialog
        ref={dialog}
        className="book-dialog"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onClose={() => opener.current?.focus()}
        onCancel={(event) => { if (busy) event.preventDefault(); }}
      >
        <h2 id={titleId}>{t('owner.deleteTitle', { title })}</h2>
        <p id={bodyId}>{t('owner.deleteBody')}</p>
        {error ? <p className="book-dialog-error" role="alert">{error}</p> : null}
        <div className="book-dialog-actions">
          <Button type="button" kind="secondary" size="small" onClick={close} disabled={busy}>{t('owner.cancel')}</Button>
          <Button type="button" kind="destroy" size="small" onClick={() => void confirm()} loading={busy}>
            {busy ? t('owner.deleting') : t('owner.deleteConfirm')}
          </Button>
        </div>
      </dialog>
    </>
  );
}

export function DuplicateBook({ lang, bookId }: { lang: string; bookId: string }) {
  const { t } = useTranslation('books');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const copy = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { duplicateBook: made } = await duplicateBook(bookId);
      notify.success(t('owner.duplicated'));
      window.location.assign(bookHref('', lang, made.slug, made.id));
    } catch (failure) {
      setError(errorMessage(failure, t));
      setBusy(false);
    }
  };
  return (
    <div className="owner-duplicate">
      <Button type="button" kind="secondary" size="small" onClick={() => void copy()} loading={busy} aria-describedby="owner-duplicate-note">
        {busy ? t('owner.duplicating') : t('owner.duplicate')}
      </Button>
      <p className="owner-note" id="owner-duplicate-note">{t('owner.duplicateNote')}</p>
      {error ? <p className="owner-error" role="alert">{error}</p> : null}
    </div>
  );
}

/** Copy and delete, at the end of the owner tools. */
export function BookLifecycle({ lang, bookId, title, status }: { lang: string; bookId: string; title: string; status: string }) {
  const writing = status === 'generating' || status === 'outlining';
  return (
    <div className="owner-lifecycle">
      {writing ? null : <DuplicateBook lang={lang} bookId={bookId} />}
      <DeleteBook lang={lang} bookId={bookId} title={title} />
    </div>
  );
}
