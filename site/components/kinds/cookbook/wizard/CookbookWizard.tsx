// The cookbook wizard island (issue 13): one component on the static pages per language,
// /{lang}/create/cookbook/start and /{lang}/create/cookbooks/{outline|generate}, on the create
// wizards' frame (site/components/create/frame.ts: loading and resuming the cookbook by ?book=,
// following its step, polling, credits; steps, alerts and words from site/components/create/).
// The start page offers to continue the cook's latest unfinished cookbook, and with ?book= of a
// cookbook still at its plan it changes that cookbook's start values (Back from the plan).
import type { Resource } from 'i18next';
import { useCallback } from 'react';
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../../stores/navigation.ts';
import { useWizardFrame } from '../../../create/frame.ts';
import { Alert, Spinner, StepList, useCreateT } from '../../../create/parts.tsx';
import { Button } from '../../../ui/Button.tsx';
import { fetchCookbook, fetchCookbookCosts, fetchCookbookCredits, type CookbookCosts, type WizardCookbook } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useCookbookT } from './parts.tsx';
import { PlanStep } from './PlanStep.tsx';
import { StartStep } from './StartStep.tsx';
import { atPlan, COOKBOOK_STEPS, cookbookBusy, cookbookWizardUrl, type CookbookStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { COOKBOOK_STEPS, type CookbookStep };

export interface CookbookWizardProps {
  lang: LangCode;
  step: CookbookStep;
  /** namespaces `common` (ui, errors), `create` (the shared wizard words) and `cookbook-create` */
  resources: Resource[string];
}

export default function CookbookWizardIsland({ lang, step, resources }: CookbookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <CookbookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

const currentPath = () => `${location.pathname}${location.search}`;

function CookbookWizard({ lang, step }: { lang: LangCode; step: CookbookStep }) {
  const t = useCookbookT();
  const ct = useCreateT();
  const { viewer, phase, book, setBook, costs, balance, latest, reload, refreshCredits, retry, root } = useWizardFrame<WizardCookbook, CookbookCosts>({
    kind: 'cookbook', lang, step, url: cookbookWizardUrl, fetchBook: fetchCookbook, fetchCredits: fetchCookbookCredits, fetchCosts: fetchCookbookCosts,
    atPlan, busy: cookbookBusy, networkMessage: ct('errors.network'), offerLatest: true,
  });

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);

  let body;
  if (phase.name === 'loading') {
    body = step === 'start' ? <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={t('loading')} />;
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
        <p><a href={cookbookWizardUrl(lang, 'start')}>{t('actions.startNew')}</a></p>
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
    body = <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} latest={latest} onCreditsChanged={onCreditsChanged} book={book} />;
  } else if (book && step === 'outline') {
    body = (
      <PlanStep
        lang={lang} book={book} costs={costs} balance={balance} onBook={setBook} onStale={() => void reload()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (book) {
    body = <MakeStep lang={lang} book={book} onBook={setBook} onStale={reload} onCreditsChanged={onCreditsChanged} />;
  }

  const labels = { start: t('steps.start'), outline: t('steps.outline'), generate: t('steps.generate') };
  return (
    <div ref={root} className="wizard cbw" data-step={step} data-viewer={viewer} data-testid="cookbook-wizard">
      <StepList current={step} labels={labels} label={t('steps.label')} />
      {body}
    </div>
  );
}
