// The checks of a gamebook, shown to its author (issue 14): each problem in a sentence naming its
// segments, errors first, with a button that opens the segment on the map. No problem: a line
// that says so. Errors keep the gamebook from being shared.
import type { GamebookProblem } from '../../../../core/gamebook-checks.ts';
import { problemWords, type DraftGraph } from './graph-draft.ts';
import type { GamebookT } from './strings.ts';

export function ChecksList({ t, problems, graph, onShow }: { t: GamebookT; problems: readonly GamebookProblem[]; graph: DraftGraph; onShow: (segmentId: string) => void }) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning').length;
  return (
    <section className="gbm-checks" aria-labelledby="gbm-checks-title" data-testid="gamebook-checks" data-errors={errors} data-warnings={warnings}>
      <h2 id="gbm-checks-title">{t('checks.title')}</h2>
      {problems.length === 0 ? <p className="gbm-checks-ok" data-testid="checks-ok">{t('checks.none')}</p> : (
        <>
          <p className="gbm-checks-summary">{errors ? t('checks.errors', { count: errors }) : t('checks.noErrors')}{warnings ? ` ${t('checks.warnings', { count: warnings })}` : ''}</p>
          <ul>
            {problems.map((p, i) => {
              const { key, values } = problemWords(p, graph);
              return (
                <li key={`${p.kind}:${p.segmentIds.join(',')}:${p.choiceId ?? ''}:${i}`} className={`gbm-problem gbm-problem--${p.severity}`} data-testid="check-problem" data-kind={p.kind} data-severity={p.severity}>
                  <span className="gbm-problem-severity">{t(`checks.severity.${p.severity}`)}</span>{' '}
                  <span>{t(key, values)}</span>
                  {p.segmentIds[0] ? <> {' '}<button type="button" className="gbm-link" onClick={() => onShow(p.segmentIds[0]!)} data-testid="check-show">{t('checks.show')}</button></> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
