// Step 3 of a gamebook (issue 14): the segments being written, a row each with its state; Stop;
// a failed one tried again; when all are written, the way to the author's map (to check, edit,
// share and play it) and to My Books (the panel: site/components/create/MakePanel.tsx).
import type { KindMakeProps } from '../../../create/KindWizard.tsx';
import { MakePanel, PartError, PartStatus, RetryPart } from '../../../create/MakePanel.tsx';
import { textAttrs } from '../../../create/text-attrs.ts';
import { cancelGamebook, retrySegment, type WizardGamebook } from '../api.ts';
import { useGamebookT } from '../strings.ts';
import { gamebookWizardUrl } from './steps.ts';

export function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: KindMakeProps<WizardGamebook>) {
  const t = useGamebookT();
  const text = textAttrs(book.language);
  const parts = book.segments.map((s, i) => ({ ...s, position: i + 1 }));
  return (
    <MakePanel
      t={t} lang={lang} prefix="gbw" book={book} parts={parts} text={text} statusAttr="data-gamebook-status" testId="gamebook-make"
      progressAttrs={{ 'data-testid': 'make-progress' }} cancelAttrs={{ 'data-testid': 'make-cancel' }} rowsClassName="gbw-rows"
      open={{ href: gamebookWizardUrl(lang, 'map', book.id), label: t('make.open'), attrs: { 'data-testid': 'open-gamebook' } }}
      cancel={() => cancelGamebook(book.id)} retryPart={retrySegment(book.id)} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      renderPart={(s, actions) => (
        <li key={s.id} className={`gbw-row gbw-row--${s.status}`} data-testid="segment-row" data-status={s.status}>
          <span className="gbw-row-id" aria-hidden="true">{s.id}</span>
          <div className="gbw-row-body">
            <h2 className="gbw-row-title"><span {...text}>{s.title}</span>{s.ending ? ` · ${t(`segment.ending.${s.ending}`)}` : ''}</h2>
            <PartStatus t={t} status={s.status} />
            <PartError part={s} />
          </div>
          <RetryPart t={t} part={s} actions={actions} label={t('make.retrySegment', { id: s.id })} attrs={{ 'data-testid': 'retry-segment' }} />
        </li>
      )}
    />
  );
}
