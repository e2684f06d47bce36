// The storybook wizard island (issue 16): one component on three static pages per language,
// /{lang}/create/storybook/{start|outline|generate}, on the create wizards' frame
// (site/components/create/frame.ts: loading and resuming the book by ?book=, following its step,
// polling, credits; steps, alerts and words from site/components/create/). The start page offers
// to continue the author's latest unfinished storybook, and with ?book= of a storybook still at
// its storyboard it changes that book's start values (Back from the storyboard).
import type { Resource } from 'i18next';
import { useCallback } from 'react';
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../../stores/navigation.ts';
import { useWizardFrame } from '../../../create/frame.ts';
import { Alert, Spinner, StepList, useCreateT } from '../../../create/parts.tsx';
import { Button } from '../../../ui/Button.tsx';
import { fetchStoryCosts, fetchStoryCredits, fetchStorybook, type StoryBook, type StoryCosts } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useStoryT } from './parts.tsx';
import { StartStep } from './StartStep.tsx';
import { StoryboardStep } from './StoryboardStep.tsx';
import { STORY_STEPS, storyBusy, storyUrl, type StoryStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { STORY_STEPS, type StoryStep };

export interface StorybookWizardProps {
  lang: LangCode;
  step: StoryStep;
  /** namespaces `common` (ui, errors), `create` (the shared wizard words), `storybook` (story words) and `storybook-create` */
  resources: Resource[string];
}

export default function StorybookWizardIsland({ lang, step, resources }: StorybookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <StorybookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

const currentPath = () => `${location.pathname}${location.search}`;

// a storybook still at its storyboard (no page made yet) may have its start values changed
const atStoryboard = (book: StoryBook) => (book.status === 'outlined' || book.status === 'failed') && book.pages.length === 0;

function StorybookWizard({ lang, step }: { lang: LangCode; step: StoryStep }) {
  const t = useStoryT();
  const ct = useCreateT();
  const { viewer, phase, book, setBook, costs, balance, latest, reload, refreshCredits, retry, root } = useWizardFrame<StoryBook, StoryCosts>({
    kind: 'storybook', lang, step, url: storyUrl, fetchBook: fetchStorybook, fetchCredits: fetchStoryCredits, fetchCosts: fetchStoryCosts,
    atPlan: atStoryboard, busy: storyBusy, networkMessage: ct('errors.network'), offerLatest: true,
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
        <p><a href={storyUrl(lang, 'start')}>{ct('actions.startNew')}</a></p>
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
      <StoryboardStep
        lang={lang} book={book} costs={costs} balance={balance} onBook={setBook} onStale={() => void reload()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (book) {
    body = <MakeStep lang={lang} book={book} onBook={setBook} onStale={reload} onCreditsChanged={onCreditsChanged} />;
  }

  const labels = { start: t('steps.start'), outline: t('steps.outline'), generate: t('steps.generate') };
  return (
    <div ref={root} className="wizard sbw" data-step={step} data-viewer={viewer} data-testid="storybook-wizard">
      <StepList current={step} labels={labels} label={t('steps.label')} />
      {body}
    </div>
  );
}

