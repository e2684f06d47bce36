// The worksheet wizard island (issue 12): one component on three static pages per language,
// /{lang}/create/worksheets/{start|outline|generate}, on the kinds' wizard island
// (site/components/create/KindWizard.tsx: loading and resuming the group by ?book=, following its
// step, polling, credits; steps, alerts and words from site/components/create/). The start page
// offers to continue the teacher's latest unfinished worksheet group, and with ?book= of a group
// still at its plan it changes that group's start values (Back from the plan).
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { KindWizard, type KindIslandProps } from '../../../create/KindWizard.tsx';
import { useCreateT } from '../../../create/parts.tsx';
import { fetchWorksheetCosts, fetchWorksheetCredits, fetchWorksheetGroup, type WizardGroup, type WorksheetCosts } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useWorksheetT } from './parts.tsx';
import { PlanStep } from './PlanStep.tsx';
import { StartStep } from './StartStep.tsx';
import { atPlan, WORKSHEET_STEPS, worksheetBusy, worksheetWizardUrl, type WorksheetStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { WORKSHEET_STEPS, type WorksheetStep };

/** namespaces `common` (ui, errors), `create` (the shared wizard words) and `worksheet-create` */
export type WorksheetWizardProps = KindIslandProps;

export default function WorksheetWizardIsland({ lang, step, resources }: WorksheetWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <WorksheetWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

function WorksheetWizard({ lang, step }: { lang: LangCode; step: WorksheetStep }) {
  const t = useWorksheetT();
  const ct = useCreateT();
  return (
    <KindWizard<WizardGroup, WorksheetCosts>
      kind="worksheet" lang={lang} step={step} url={worksheetWizardUrl} fetchBook={fetchWorksheetGroup} fetchCredits={fetchWorksheetCredits}
      fetchCosts={fetchWorksheetCosts} atPlan={atPlan} busy={worksheetBusy} t={t} words={{ loading: ct('loading'), startNew: ct('actions.startNew') }}
      className="wizard wsw" testId="worksheet-wizard" Start={StartStep} Plan={PlanStep} Make={MakeStep}
    />
  );
}
