// Step 3 of a storybook: the pages being made, words and picture each. The wizard polls every
// second; a grid of page tiles fills in as pages are made (the picture when drawn, else the
// place's soft panel; the words, else the beat in grey). Counts of made, being made, waiting and
// failed pages; Stop; a failed or stopped page is tried again with Retry (its own price); when
// every page is made, the way to the book and to My Books.
import { LANGUAGE_INFO, type LangCode } from '../../../../../core/languages.ts';
import { RETRYABLE, usePartActions } from '../../../create/part-actions.ts';
import { Alert, OfflineBadge, Spinner } from '../../../create/parts.tsx';
import { myBooksUrl, readerUrl } from '../../../create/steps.ts';
import { Button } from '../../../ui/Button.tsx';
import { cancelStorybook, retryStorybookPage, type StoryBook, type StoryPage } from './api.ts';
import { ScenePanel, useStoryT, WebPicture, type StoryT } from './parts.tsx';

export interface MakeStepProps {
  lang: string;
  book: StoryBook;
  onBook: (book: StoryBook) => void;
  /** load the book again (after a retry, or when it changed elsewhere) */
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}

export function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useStoryT();
  const pages = book.pages;
  const { busy, failure, retryable, cancel, retry, retryAll } = usePartActions({
    parts: pages, cancel: () => cancelStorybook(book.id), retryPart: retryStorybookPage, onBook, onStale, onCreditsChanged,
  });
  const count = (status: string) => pages.filter((p) => p.status === status).length;
  const made = count('done');
  const making = count('writing');
  const waiting = count('queued');
  const failed = count('failed');
  const info = LANGUAGE_INFO[book.language as LangCode];
  const text = info ? { lang: info.bcp47, dir: info.dir } : { dir: 'auto' as const };

  return (
    <section className="wizard-panel sbw-make" aria-labelledby="sbw-make-title" data-book-status={book.status} data-testid="storybook-make">
      <h1 id="sbw-make-title">{t(book.status === 'done' ? 'make.doneTitle' : 'make.title')}</h1>
      <p className="wizard-book-title" {...text}>{book.title}</p>
      {book.offlineDraft ? <OfflineBadge /> : null}

      <div className="wizard-progress">
        <progress max={Math.max(1, pages.length)} value={made} aria-label={t('make.progressLabel')} />
        <p data-progress="">{t('make.progress', { done: made, total: pages.length })}</p>
        <ul className="sbw-counts" aria-label={t('make.countsLabel')}>
          <li data-count="done">{t('make.counts.done', { count: made })}</li>
          {making > 0 ? <li data-count="writing">{t('make.counts.writing', { count: making })}</li> : null}
          {waiting > 0 ? <li data-count="queued">{t('make.counts.queued', { count: waiting })}</li> : null}
          {failed > 0 ? <li data-count="failed" className="sbw-count--failed">{t('make.counts.failed', { count: failed })}</li> : null}
        </ul>
      </div>

      {book.status === 'generating' ? (
        <div className="wizard-busy">
          <Spinner label={t('make.working')} />
          <div className="wizard-actions">
            <Button kind="destroy" size="small" loading={busy === 'cancel'} onClick={() => void cancel()} data-cancel-story="">{t('make.cancel')}</Button>
          </div>
        </div>
      ) : null}
      {book.status === 'done' ? (
        <Alert kind="success">
          <p>{t('make.done')}</p>
          <p className="wizard-actions">
            <Button href={readerUrl(lang, book.slug, book.id)} data-testid="read-storybook" data-read-book="">{t('make.read')}</Button>
            <Button href={myBooksUrl(lang)} kind="secondary" data-my-books="">{t('make.myBooks')}</Button>
          </p>
        </Alert>
      ) : null}
      {book.status === 'failed' ? (
        <Alert>
          {book.errorMessage ? <p>{book.errorMessage}</p> : null}
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

      <ol className="sbw-tiles">
        {pages.map((page) => (
          <PageTile
            key={page.id} t={t} page={page} text={text} busy={busy}
            canRetry={book.status !== 'generating' || page.status === 'failed'} onRetry={() => void retry(page)}
          />
        ))}
      </ol>
    </section>
  );
}

function PageTile({ t, page, text, busy, canRetry, onRetry }: {
  t: StoryT; page: StoryPage; text: { lang?: string; dir: 'ltr' | 'rtl' | 'auto' }; busy: string | null; canRetry: boolean; onRetry: () => void;
}) {
  const headingId = `sbw-tile-${page.id}`;
  const working = page.status === 'writing' || page.status === 'queued';
  return (
    <li className={`sbw-tile sbw-tile--${page.status}`} data-testid="tile" data-status={page.status} aria-labelledby={headingId}>
      <div className="sbw-tile-art">
        {page.picture ? (
          <WebPicture image={page.picture} sizes="(max-width: 600px) 45vw, 220px" alt={page.picture.alt || page.alt} />
        ) : (
          <ScenePanel
            setting={page.scene.setting} timeOfDay={page.scene.timeOfDay} busy={working}
            label={t(page.status === 'failed' ? 'make.noPicture' : 'make.pictureComing')}
          />
        )}
        <span className="sbw-tile-number" id={headingId}>{t('make.page', { n: page.position })}</span>
      </div>
      <div className="sbw-tile-body">
        <span className={`wizard-status wizard-status--${page.status}`}>
          {page.status === 'writing' ? <span className="ui-spinner" aria-hidden="true" /> : null}
          {t(`make.status.${page.status}`, { defaultValue: page.status })}
        </span>
        {page.text.trim() ? (
          <p className="sbw-tile-text" {...text}>{page.text}</p>
        ) : (
          <p className="sbw-tile-text sbw-tile-text--beat" {...text}>{page.beat}</p>
        )}
        {page.status === 'failed' && page.errorMessage ? <p className="wizard-chapter-error">{page.errorMessage}</p> : null}
        {RETRYABLE.has(page.status) && canRetry ? (
          <Button size="tiny" kind="secondary" loading={busy === page.id} disabled={busy !== null} onClick={onRetry}
            aria-label={t('make.retryPage', { n: page.position })} data-retry-page={page.position}>
            {t('make.retry')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
