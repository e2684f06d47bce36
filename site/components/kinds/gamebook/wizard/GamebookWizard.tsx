// The gamebook wizard island (issue 14): /{lang}/create/gamebook/{start|outline|generate}, on the
// kinds' wizard island (site/components/create/KindWizard.tsx: loading and resuming the gamebook
// by ?book=, following its step, polling, credits).
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { KindWizard, type KindIslandProps } from '../../../create/KindWizard.tsx';
import { fetchGamebook, fetchGamebookCosts, fetchGamebookCredits, type GamebookCosts, type WizardGamebook } from '../api.ts';
import { useGamebookT } from '../strings.ts';
import { MakeStep } from './MakeStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { StartStep } from './StartStep.tsx';
import { atPlan, gamebookBusy, gamebookWizardUrl, type GamebookStep } from './steps.ts';
import '../../../create/create.css';
import '../gamebook.css';

export default function GamebookWizardIsland({ lang, step, resources }: KindIslandProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <GamebookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

function GamebookWizard({ lang, step }: { lang: LangCode; step: GamebookStep }) {
  const t = useGamebookT();
  return (
    <KindWizard<WizardGamebook, GamebookCosts>
      kind="gamebook" lang={lang} step={step} url={gamebookWizardUrl} fetchBook={fetchGamebook} fetchCredits={fetchGamebookCredits}
      fetchCosts={fetchGamebookCosts} atPlan={atPlan} busy={gamebookBusy} t={t} words={{ loading: t('loading'), startNew: t('actions.startNew') }}
      className="wizard gbw" testId="gamebook-wizard" Start={StartStep} Plan={PlanStep} Make={MakeStep}
    />
  );
}
