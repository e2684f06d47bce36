// Step 3 of a worksheet group: the worksheets being written, items and answer key each. The
// wizard polls every second; a row per worksheet shows its state and how many of its items are
// written. Counts of written, being written, waiting and failed worksheets; Stop; a failed or
// stopped worksheet is tried again with Retry (its own price); when every worksheet is written,
// the way to the group's page and to My Books.
import { bookHref } from '../../../../../core/kinds.ts';
import { RETRYABLE, usePartActions } from '../../../create/part-actions.ts';
import { Alert, OfflineBadge, Spinner } from '../../../create/parts.tsx';
import { myBooksUrl } from '../../../create/steps.ts';
import { Button } from '../../../ui/Button.tsx';
import { cancelWorksheetGroup, retryWorksheet, type WizardGroup, type WizardWorksheet } from './api.ts';
import { groupText, useWorksheetT, type WorksheetT } from './parts.tsx';

export interface MakeStepProps {
  lang: string;
  group: WizardGroup;
  onGroup: (group: WizardGroup) => void;
  /** load the group again (after a retry, or when it changed elsewhere) */
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}

export function MakeStep({ lang, group, onGroup, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useWorksheetT();
  const sheets = group.worksheets;
  const { busy, failure, retryable, cancel, retry, retryAll } = usePartActions({
    parts: sheets, cancel: () => cancelWorksheetGroup(group.id), retryPart: retryWorksheet, onBook: onGroup, onStale, onCreditsChanged,
  });
  const count = (status: string) => sheets.filter((w) => w.status === status).length;
  const written = count('done');
  const writing = count('writing');
  const waiting = count('queued');
  const failed = count('failed');
  const text = groupText(group.language);

  return (
    <section className="wizard-panel wsw-make" aria-labelledby="wsw-make-title" data-group-status={group.status} data-testid="worksheet-make">
      <h1 id="wsw-make-title">{t(group.status === 'done' ? 'make.doneTitle' : 'make.title')}</h1>
      <p className="wizard-book-title" {...text}>{group.title}</p>
      {group.offlineDraft ? <OfflineBadge /> : null}

      <div className="wizard-progress">
        <progress max={Math.max(1, sheets.length)} value={written} aria-label={t('make.progressLabel')} />
        <p data-progress="">{t('make.progress', { done: written, total: sheets.length })}</p>
        <ul className="wsw-counts" aria-label={t('make.countsLabel')}>
          <li data-count="done">{t('make.counts.done', { count: written })}</li>
          {writing > 0 ? <li data-count="writing">{t('make.counts.writing', { count: writing })}</li> : null}
          {waiting > 0 ? <li data-count="queued">{t('make.counts.queued', { count: waiting })}</li> : null}
          {failed > 0 ? <li data-count="failed" className="wsw-count--failed">{t('make.counts.failed', { count: failed })}</li> : null}
        </ul>
      </div>

      {group.status === 'generating' ? (
        <div className="wizard-busy">
          <Spinner label={t('make.working')} />
          <div className="wizard-actions">
            <Button kind="destroy" size="small" loading={busy === 'cancel'} onClick={() => void cancel()} data-cancel-worksheets="">{t('make.cancel')}</Button>
          </div>
        </div>
      ) : null}
      {group.status === 'done' ? (
        <Alert kind="success">
          <p>{t('make.done')}</p>
          <p className="wizard-actions">
            <Button href={bookHref('worksheet', lang, group.slug, group.id)} data-testid="open-worksheets" data-read-book="">{t('make.open')}</Button>
            <Button href={myBooksUrl(lang)} kind="secondary" data-my-books="">{t('make.myBooks')}</Button>
          </p>
        </Alert>
      ) : null}
      {group.status === 'failed' ? (
        <Alert>
          {group.errorMessage ? <p>{group.errorMessage}</p> : null}
          <p>{t('make.failed')}</p>
        </Alert>
      ) : null}
      {group.status === 'cancelled' ? <Alert kind="info"><p>{t('make.cancelled')}</p></Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {(group.status === 'failed' || group.status === 'cancelled') && retryable.length > 0 ? (
        <div className="wizard-actions">
          <Button loading={busy === 'all'} disabled={busy !== null} onClick={() => void retryAll()} data-retry-all="">
            {t('make.retryAll', { count: retryable.length })}
          </Button>
        </div>
      ) : null}

      <ol className="wsw-rows">
        {sheets.map((w) => (
          <WorksheetRow
            key={w.id} t={t} worksheet={w} items={group.itemsPerWorksheet} text={text} busy={busy}
            canRetry={group.status !== 'generating' || w.status === 'failed'} onRetry={() => void retry(w)}
          />
        ))}
      </ol>
    </section>
  );
}

function WorksheetRow({ t, worksheet: w, items, text, busy, canRetry, onRetry }: {
  t: WorksheetT; worksheet: WizardWorksheet; items: number; text: { lang?: string; dir: 'ltr' | 'rtl' | 'auto' }; busy: string | null;
  canRetry: boolean; onRetry: () => void;
}) {
  const headingId = `wsw-row-${w.id}`;
  // a worksheet being written shows its items as they come; a written one, how many it has
  const of = Math.max(items, w.itemCount, 1);
  return (
    <li className={`wsw-row wsw-row--${w.status}`} data-testid="worksheet-row" data-status={w.status} aria-labelledby={headingId}>
      <span className="wsw-row-number" aria-hidden="true">{w.position}</span>
      <div className="wsw-row-body">
        <h2 id={headingId} className="wsw-row-title">
          <span className="ui-visually-hidden">{t('make.worksheet', { n: w.position })}: </span>
          <span {...text}>{w.title}</span>
        </h2>
        <div className="wsw-row-meta">
          <span className={`wizard-status wizard-status--${w.status}`}>
            {w.status === 'writing' ? <span className="ui-spinner" aria-hidden="true" /> : null}
            {t(`make.status.${w.status}`, { defaultValue: w.status })}
          </span>
          {w.status === 'done' ? (
            <span className="wsw-row-items" data-items={w.itemCount}>{t('make.items', { count: w.itemCount })}</span>
          ) : w.status === 'writing' ? (
            <span className="wsw-row-items" data-items={w.itemCount}>{t('make.itemsOf', { done: w.itemCount, total: of })}</span>
          ) : null}
        </div>
        {w.status === 'writing' ? <progress className="wsw-row-progress" max={of} value={w.itemCount} aria-label={t('make.itemsOf', { done: w.itemCount, total: of })} /> : null}
        {w.status === 'failed' && w.errorMessage ? <p className="wizard-chapter-error">{w.errorMessage}</p> : null}
      </div>
      {RETRYABLE.has(w.status) && canRetry ? (
        <Button size="tiny" kind="secondary" loading={busy === w.id} disabled={busy !== null} onClick={onRetry}
          aria-label={t('make.retryWorksheet', { n: w.position })} data-retry-worksheet={w.position}>
          {t('make.retry')}
        </Button>
      ) : null}
    </li>
  );
}
