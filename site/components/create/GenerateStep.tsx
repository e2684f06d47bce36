// Step 3: the chapters being written. The wizard polls every second; each chapter shows its
// status and its text as far as it is written. The author can stop the writing, retry a chapter
// that failed or was stopped, and, when the book is done, open it in the reader or go to My Books.
import { useEffect, useRef } from 'react';
import { Button } from '../ui/Button.tsx';
import { cancelGeneration, retryChapter, type WizardBook, type WizardChapter } from './api.ts';
import { Markdown } from './Markdown.tsx';
import { RETRYABLE, usePartActions } from './part-actions.ts';
import { Alert, OfflineBadge, Spinner, useCreateT } from './parts.tsx';
import { myBooksUrl, readerUrl } from './steps.ts';
import { JobFailure } from '../../lib/job-failure.tsx';

export interface GenerateStepProps {
  lang: string;
  book: WizardBook;
  onBook: (book: WizardBook) => void;
  /** load the book again (after a retry, or when it changed elsewhere) */
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}

export function GenerateStep({ lang, book, onBook, onStale, onCreditsChanged }: GenerateStepProps) {
  const t = useCreateT();
  const chapters = book.chapters;
  const written = chapters.filter((c) => c.status === 'done').length;
  const { busy, failure, retryable, cancel, retry, retryAll } = usePartActions({
    parts: chapters, cancel: () => cancelGeneration(book.id), retryPart: retryChapter, onBook, onStale, onCreditsChanged,
  });

  return (
    <section className="wizard-panel" aria-labelledby="wizard-generate-title" data-book-status={book.status}>
      <h1 id="wizard-generate-title">{t(book.status === 'done' ? 'generate.doneTitle' : 'generate.title')}</h1>
      <p className="wizard-book-title">{book.title}</p>
      {book.offlineDraft ? <OfflineBadge /> : null}

      <div className="wizard-progress">
        <progress max={Math.max(1, chapters.length)} value={written} aria-label={t('generate.progressLabel')} />
        <p data-progress="">{t('generate.progress', { done: written, total: chapters.length })}</p>
      </div>

      {book.status === 'generating' ? (
        <div className="wizard-busy">
          <Spinner label={t('generate.writing')} />
          <div className="wizard-actions">
            <Button kind="destroy" size="small" loading={busy === 'cancel'} onClick={() => void cancel()}>{t('generate.cancel')}</Button>
          </div>
        </div>
      ) : null}
      {book.status === 'done' ? (
        <Alert kind="success">
          <p>{t('generate.done')}</p>
          <p className="wizard-actions">
            <Button href={readerUrl(lang, book.slug, book.id)} data-read-book="">{t('generate.read')}</Button>
            <Button href={myBooksUrl(lang)} kind="secondary" data-my-books="">{t('generate.myBooks')}</Button>
          </p>
        </Alert>
      ) : null}
      {book.status === 'failed' ? (
        <Alert>
          {book.errorMessage ? <p><JobFailure message={book.errorMessage} /></p> : null}
          <p>{t('generate.failed')}</p>
        </Alert>
      ) : null}
      {book.status === 'cancelled' ? (
        <Alert kind="info"><p>{t('generate.cancelled')}</p></Alert>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {(book.status === 'failed' || book.status === 'cancelled') && retryable.length > 0 ? (
        <div className="wizard-actions">
          <Button loading={busy === 'all'} disabled={busy !== null} onClick={() => void retryAll()}>
            {t('generate.retryAll', { n: retryable.length })}
          </Button>
        </div>
      ) : null}

      <ol className="wizard-chapters">
        {chapters.map((chapter) => (
          <ChapterRow
            key={chapter.id} chapter={chapter} busy={busy} canRetry={book.status !== 'generating' || chapter.status === 'failed'}
            onRetry={() => void retry(chapter)}
          />
        ))}
      </ol>
    </section>
  );
}

function ChapterRow({ chapter, busy, canRetry, onRetry }: { chapter: WizardChapter; busy: string | null; canRetry: boolean; onRetry: () => void }) {
  const t = useCreateT();
  const box = useRef<HTMLDivElement>(null);
  const writing = chapter.status === 'writing';

  // while a chapter is written, its newest lines stay in view
  useEffect(() => {
    const element = box.current;
    if (element && writing) element.scrollTop = element.scrollHeight;
  }, [chapter.markdown, writing]);

  const headingId = `wizard-chapter-${chapter.id}`;
  return (
    <li className={`wizard-chapter wizard-chapter--${chapter.status}`} data-chapter-status={chapter.status} aria-labelledby={headingId}>
      <div className="wizard-chapter-head">
        <h2 id={headingId}>{t('generate.chapterTitle', { n: chapter.position, title: chapter.title })}</h2>
        <span className={`wizard-status wizard-status--${chapter.status}`}>
          {writing ? <span className="ui-spinner" aria-hidden="true" /> : null}
          {t(`status.${chapter.status}`, { defaultValue: chapter.status })}
        </span>
      </div>
      {chapter.status === 'failed' && chapter.errorMessage ? <p className="wizard-chapter-error"><JobFailure message={chapter.errorMessage} /></p> : null}
      {RETRYABLE.has(chapter.status) && canRetry ? (
        <Button size="small" kind="secondary" loading={busy === chapter.id} disabled={busy !== null} onClick={onRetry}
          aria-label={t('generate.retryChapter', { n: chapter.position })}>
          {t('generate.retry')}
        </Button>
      ) : null}
      {chapter.markdown.trim() !== '' ? (
        <div ref={box} className="wizard-chapter-text" tabIndex={0} aria-label={t('generate.textOf', { n: chapter.position })}>
          <Markdown html={chapter.html} className="wizard-markdown" />
        </div>
      ) : chapter.status === 'queued' ? (
        <p className="wizard-hint">{t('generate.queued')}</p>
      ) : null}
    </li>
  );
}
