// The worksheet wizard island (issue 12): one component on three static pages per language,
// /{lang}/create/worksheets/{start|outline|generate}, on the create wizards' frame
// (site/components/create/frame.ts: loading and resuming the group by ?book=, following its
// step, polling, credits; steps, alerts and words from site/components/create/). The start page
// offers to continue the teacher's latest unfinished worksheet group, and with ?book= of a group
// still at its plan it changes that group's start values (Back from the plan).
import type { Resource } from 'i18next';
import { useCallback } from 'react';
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../../stores/navigation.ts';
import { useWizardFrame } from '../../../create/frame.ts';
import { Alert, Spinner, StepList, useCreateT } from '../../../create/parts.tsx';
import { Button } from '../../../ui/Button.tsx';
import { fetchWorksheetCosts, fetchWorksheetCredits, fetchWorksheetGroup, type WizardGroup, type WorksheetCosts } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useWorksheetT } from './parts.tsx';
import { PlanStep } from './PlanStep.tsx';
import { StartStep } from './StartStep.tsx';
import { atPlan, WORKSHEET_STEPS, worksheetBusy, worksheetWizardUrl, type WorksheetStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { WORKSHEET_STEPS, type WorksheetStep };

export interface WorksheetWizardProps {
  lang: LangCode;
  step: WorksheetStep;
  /** namespaces `common` (ui, errors), `create` (the shared wizard words) and `worksheet-create` */
  resources: Resource[string];
}

export default function WorksheetWizardIsland({ lang, step, resources }: WorksheetWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <WorksheetWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

const currentPath = () => `${location.pathname}${location.search}`;

function WorksheetWizard({ lang, step }: { lang: LangCode; step: WorksheetStep }) {
  const t = useWorksheetT();
  const ct = useCreateT();
  const { viewer, phase, book: group, setBook: setGroup, costs, balance, latest, reload, refreshCredits, retry, root } = useWizardFrame<WizardGroup, WorksheetCosts>({
    kind: 'worksheet', lang, step, url: worksheetWizardUrl, fetchBook: fetchWorksheetGroup, fetchCredits: fetchWorksheetCredits, fetchCosts: fetchWorksheetCosts,
    atPlan, busy: worksheetBusy, networkMessage: ct('errors.network'), offerLatest: true,
  });

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);

  let body;
  if (phase.name === 'loading') {
    body = step === 'start' ? <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={ct('loading')} />;
  } else if (phase.name === 'signIn') {
    body = (
      <Alert kind="info">
        <p>{t('errors.signIn')}</p>
        <p><Button onClick={() => requireLogin(currentPath())}>{ct('actions.signIn')}</Button></p>
      </Alert>
    );
  } else if (phase.name === 'notFound') {
    body = (
      <Alert>
        <p>{t('errors.notFound')}</p>
        <p><a href={worksheetWizardUrl(lang, 'start')}>{ct('actions.startNew')}</a></p>
      </Alert>
    );
  } else if (phase.name === 'error') {
    body = (
      <Alert>
        <p>{phase.message ?? t('errors.load')}</p>
        <p><Button kind="secondary" onClick={retry}>{ct('actions.retry')}</Button></p>
      </Alert>
    );
  } else if (step === 'start') {
    body = <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} latest={latest} onCreditsChanged={onCreditsChanged} group={group} />;
  } else if (group && step === 'outline') {
    body = (
      <PlanStep
        lang={lang} group={group} costs={costs} balance={balance} onGroup={setGroup} onStale={() => void reload()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (group) {
    body = <MakeStep lang={lang} group={group} onGroup={setGroup} onStale={reload} onCreditsChanged={onCreditsChanged} />;
  }

  const labels = { start: t('steps.start'), outline: t('steps.outline'), generate: t('steps.generate') };
  return (
    <div ref={root} className="wizard wsw" data-step={step} data-viewer={viewer} data-testid="worksheet-wizard">
      <StepList current={step} labels={labels} label={t('steps.label')} />
      {body}
    </div>
  );
}
