// The making step of a kind's wizard (storybook pages, worksheets, recipes), around the kind's own
// rows: the book's title, the progress and the counts of made, being made, waiting and failed
// parts; Stop while they are made; the way to the finished book and to My Books; what failed or
// was stopped, and Retry for all of them (each its own price). The kind's words come from its
// `make.*` keys; the pieces of a row (its status, its error, its Retry) are here too.
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { RETRYABLE, usePartActions } from './part-actions.ts';
import { Alert, OfflineBadge, Spinner, type CreateT } from './parts.tsx';
import { myBooksUrl } from './steps.ts';
import type { TextAttrs } from './text-attrs.ts';
import { JobFailure } from '../../lib/job-failure.tsx';

/** Data attributes put on an element as they are (`{ 'data-testid': 'make-cancel' }`). */
export type DataAttrs = Record<`data-${string}`, string | number>;

export interface MakePart { id: string; status: string }

/** What a row is given to offer Retry: the action under way and whether this part may be retried now. */
export interface RowActions { busy: string | null; canRetry: boolean; onRetry: () => void }

export function MakePanel<B extends { id: string; status: string; title: string; offlineDraft: boolean; errorMessage?: string | null }, P extends MakePart>({
  t, lang, prefix, book, parts, text, statusAttr, testId, progressAttrs, cancelAttrs, open, rowsClassName, renderPart,
  cancel, retryPart, onBook, onStale, onCreditsChanged,
}: {
  /** the kind's translator (its `make.*` words) */
  t: CreateT;
  lang: string;
  /** the kind's class and id prefix (`sbw`, `wsw`, `cbw`) */
  prefix: string;
  book: B;
  parts: P[];
  /** text attributes of the book's language */
  text: TextAttrs;
  /** the attribute that carries the book's status (`data-book-status`) */
  statusAttr: `data-${string}`;
  testId: string;
  progressAttrs?: DataAttrs | undefined;
  cancelAttrs: DataAttrs;
  /** the first way on from a finished book: to read or open it */
  open: { href: string; label: string; attrs: DataAttrs };
  rowsClassName: string;
  renderPart: (part: P, actions: RowActions) => ReactNode;
  cancel: () => Promise<B>;
  retryPart: (id: string) => Promise<unknown>;
  onBook: (book: B) => void;
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}) {
  const { busy, failure, retryable, cancel: stop, retry, retryAll } = usePartActions({ parts, cancel, retryPart, onBook, onStale, onCreditsChanged });
  const count = (status: string) => parts.filter((p) => p.status === status).length;
  const made = count('done');
  const making = count('writing');
  const waiting = count('queued');
  const failed = count('failed');

  return (
    <section className={`wizard-panel ${prefix}-make`} aria-labelledby={`${prefix}-make-title`} {...{ [statusAttr]: book.status }} data-testid={testId}>
      <h1 id={`${prefix}-make-title`}>{t(book.status === 'done' ? 'make.doneTitle' : 'make.title')}</h1>
      <p className="wizard-book-title" {...text}>{book.title}</p>
      {book.offlineDraft ? <OfflineBadge /> : null}

      <div className="wizard-progress" {...progressAttrs}>
        <progress max={Math.max(1, parts.length)} value={made} aria-label={t('make.progressLabel')} />
        <p data-progress="">{t('make.progress', { done: made, total: parts.length })}</p>
        <ul className={`${prefix}-counts`} aria-label={t('make.countsLabel')}>
          <li data-count="done">{t('make.counts.done', { count: made })}</li>
          {making > 0 ? <li data-count="writing">{t('make.counts.writing', { count: making })}</li> : null}
          {waiting > 0 ? <li data-count="queued">{t('make.counts.queued', { count: waiting })}</li> : null}
          {failed > 0 ? <li data-count="failed" className={`${prefix}-count--failed`}>{t('make.counts.failed', { count: failed })}</li> : null}
        </ul>
      </div>

      {book.status === 'generating' ? (
        <div className="wizard-busy">
          <Spinner label={t('make.working')} />
          <div className="wizard-actions">
            <Button kind="destroy" size="small" loading={busy === 'cancel'} onClick={() => void stop()} {...cancelAttrs}>{t('make.cancel')}</Button>
          </div>
        </div>
      ) : null}
      {book.status === 'done' ? (
        <Alert kind="success">
          <p>{t('make.done')}</p>
          <p className="wizard-actions">
            <Button href={open.href} {...open.attrs} data-read-book="">{open.label}</Button>
            <Button href={myBooksUrl(lang)} kind="secondary" data-my-books="">{t('make.myBooks')}</Button>
          </p>
        </Alert>
      ) : null}
      {book.status === 'failed' ? (
        <Alert>
          {book.errorMessage ? <p><JobFailure message={book.errorMessage} /></p> : null}
          <p>{t('make.failed')}</p>
        </Alert>
      ) : null}
      {book.status === 'cancelled' ? <Alert kind="info"><p>{t('make.cancelled')}</p></Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {(book.status === 'failed' || book.status === 'cancelled') && retryable.length > 0 ? (
        <div className="wizard-actions">
          <Button loading={busy === 'all'} disabled={busy !== null} onClick={() => void retryAll()} data-retry-all="">
            {t('make.retryAll', { count: retryable.length })}
          </Button>
        </div>
      ) : null}

      <ol className={rowsClassName}>
        {parts.map((part) => renderPart(part, {
          busy, canRetry: book.status !== 'generating' || part.status === 'failed', onRetry: () => void retry(part),
        }))}
      </ol>
    </section>
  );
}

/** A part's status: a spinner while it is made, the kind's word for it (`make.status.*`). */
export function PartStatus({ t, status }: { t: CreateT; status: string }) {
  return (
    <span className={`wizard-status wizard-status--${status}`}>
      {status === 'writing' ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {t(`make.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Why a part failed, in the server's words. */
export function PartError({ part }: { part: { status: string; errorMessage?: string | null } }) {
  return part.status === 'failed' && part.errorMessage ? <p className="wizard-chapter-error"><JobFailure message={part.errorMessage} /></p> : null;
}

/** Retry for a part that failed or was stopped, when it may be tried again now. */
export function RetryPart({ t, part, actions, label, attrs }: { t: CreateT; part: MakePart; actions: RowActions; label: string; attrs: DataAttrs }) {
  const { busy, canRetry, onRetry } = actions;
  return RETRYABLE.has(part.status) && canRetry ? (
    <Button size="tiny" kind="secondary" loading={busy === part.id} disabled={busy !== null} onClick={onRetry} aria-label={label} {...attrs}>
      {t('make.retry')}
    </Button>
  ) : null;
}
