// The storybook wizard island (issue 16): one component on three static pages per language,
// /{lang}/create/storybook/{start|outline|generate}, on the kinds' wizard island
// (site/components/create/KindWizard.tsx: loading and resuming the book by ?book=, following its
// step, polling, credits; steps, alerts and words from site/components/create/). The start page
// offers to continue the author's latest unfinished storybook, and with ?book= of a storybook
// still at its storyboard it changes that book's start values (Back from the storyboard).
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { KindWizard, type KindIslandProps } from '../../../create/KindWizard.tsx';
import { useCreateT } from '../../../create/parts.tsx';
import { fetchStoryCosts, fetchStoryCredits, fetchStorybook, type StoryBook, type StoryCosts } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useStoryT } from './parts.tsx';
import { StartStep } from './StartStep.tsx';
import { StoryboardStep } from './StoryboardStep.tsx';
import { STORY_STEPS, storyBusy, storyUrl, type StoryStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { STORY_STEPS, type StoryStep };

/** namespaces `common` (ui, errors), `create` (the shared wizard words), `storybook` (story words) and `storybook-create` */
export type StorybookWizardProps = KindIslandProps;

export default function StorybookWizardIsland({ lang, step, resources }: StorybookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <StorybookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

// a storybook still at its storyboard (no page made yet) may have its start values changed
const atStoryboard = (book: StoryBook) => (book.status === 'outlined' || book.status === 'failed') && book.pages.length === 0;

function StorybookWizard({ lang, step }: { lang: LangCode; step: StoryStep }) {
  const t = useStoryT();
  const ct = useCreateT();
  return (
    <KindWizard<StoryBook, StoryCosts>
      kind="storybook" lang={lang} step={step} url={storyUrl} fetchBook={fetchStorybook} fetchCredits={fetchStoryCredits} fetchCosts={fetchStoryCosts}
      atPlan={atStoryboard} busy={storyBusy} t={t} words={{ loading: ct('loading'), startNew: ct('actions.startNew') }}
      className="wizard sbw" testId="storybook-wizard" Start={StartStep} Plan={StoryboardStep} Make={MakeStep}
    />
  );
}
