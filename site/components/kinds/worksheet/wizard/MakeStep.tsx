// Step 3 of a worksheet group: the worksheets being written, items and answer key each. The
// wizard polls every second; a row per worksheet shows its state and how many of its items are
// written. Counts of written, being written, waiting and failed worksheets; Stop; a failed or
// stopped worksheet is tried again with Retry (its own price); when every worksheet is written,
// the way to the group's page and to My Books (the panel: site/components/create/MakePanel.tsx).
import { bookHref } from '../../../../../core/kinds.ts';
import type { KindMakeProps } from '../../../create/KindWizard.tsx';
import { MakePanel, PartError, PartStatus, RetryPart, type RowActions } from '../../../create/MakePanel.tsx';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { cancelWorksheetGroup, retryWorksheet, type WizardGroup, type WizardWorksheet } from './api.ts';
import { useWorksheetT, type WorksheetT } from './parts.tsx';

export type MakeStepProps = KindMakeProps<WizardGroup>;

export function MakeStep({ lang, book: group, onBook, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useWorksheetT();
  const text = textAttrs(group.language);
  return (
    <MakePanel
      t={t} lang={lang} prefix="wsw" book={group} parts={group.worksheets} text={text} statusAttr="data-group-status" testId="worksheet-make"
      cancelAttrs={{ 'data-cancel-worksheets': '' }} rowsClassName="wsw-rows"
      open={{ href: bookHref('worksheet', lang, group.slug, group.id), label: t('make.open'), attrs: { 'data-testid': 'open-worksheets' } }}
      cancel={() => cancelWorksheetGroup(group.id)} retryPart={retryWorksheet} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      renderPart={(w, actions) => <WorksheetRow key={w.id} t={t} worksheet={w} items={group.itemsPerWorksheet} text={text} actions={actions} />}
    />
  );
}

function WorksheetRow({ t, worksheet: w, items, text, actions }: {
  t: WorksheetT; worksheet: WizardWorksheet; items: number; text: TextAttrs; actions: RowActions;
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
          <PartStatus t={t} status={w.status} />
          {w.status === 'done' ? (
            <span className="wsw-row-items" data-items={w.itemCount}>{t('make.items', { count: w.itemCount })}</span>
          ) : w.status === 'writing' ? (
            <span className="wsw-row-items" data-items={w.itemCount}>{t('make.itemsOf', { done: w.itemCount, total: of })}</span>
          ) : null}
        </div>
        {w.status === 'writing' ? <progress className="wsw-row-progress" max={of} value={w.itemCount} aria-label={t('make.itemsOf', { done: w.itemCount, total: of })} /> : null}
        <PartError part={w} />
      </div>
      <RetryPart t={t} part={w} actions={actions} label={t('make.retryWorksheet', { n: w.position })} attrs={{ 'data-retry-worksheet': w.position }} />
    </li>
  );
}
