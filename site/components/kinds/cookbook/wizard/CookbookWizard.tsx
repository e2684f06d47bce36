// The cookbook wizard island (issue 13): one component on the static pages per language,
// /{lang}/create/cookbook/start and /{lang}/create/cookbooks/{outline|generate}, on the kinds'
// wizard island (site/components/create/KindWizard.tsx: loading and resuming the cookbook by
// ?book=, following its step, polling, credits; steps, alerts and words from
// site/components/create/). The start page offers to continue the cook's latest unfinished
// cookbook, and with ?book= of a cookbook still at its plan it changes that cookbook's start
// values (Back from the plan).
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { KindWizard, type KindIslandProps } from '../../../create/KindWizard.tsx';
import { fetchCookbook, fetchCookbookCosts, fetchCookbookCredits, type CookbookCosts, type WizardCookbook } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useCookbookT } from './parts.tsx';
import { PlanStep } from './PlanStep.tsx';
import { StartStep } from './StartStep.tsx';
import { atPlan, COOKBOOK_STEPS, cookbookBusy, cookbookWizardUrl, type CookbookStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { COOKBOOK_STEPS, type CookbookStep };

/** namespaces `common` (ui, errors), `create` (the shared wizard words) and `cookbook-create` */
export type CookbookWizardProps = KindIslandProps;

export default function CookbookWizardIsland({ lang, step, resources }: CookbookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <CookbookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

function CookbookWizard({ lang, step }: { lang: LangCode; step: CookbookStep }) {
  const t = useCookbookT();
  return (
    <KindWizard<WizardCookbook, CookbookCosts>
      kind="cookbook" lang={lang} step={step} url={cookbookWizardUrl} fetchBook={fetchCookbook} fetchCredits={fetchCookbookCredits}
      fetchCosts={fetchCookbookCosts} atPlan={atPlan} busy={cookbookBusy} t={t} words={{ loading: t('loading'), startNew: t('actions.startNew') }}
      className="wizard cbw" testId="cookbook-wizard" Start={StartStep} Plan={PlanStep} Make={MakeStep}
    />
  );
}
