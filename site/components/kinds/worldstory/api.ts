// The world story wizard's calls (api/graphql/worldstories.ts), through the site's client.
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';
import { answer, creditsOf } from '../../create/kind-api.ts';

const StoryFields = graphql(`
  fragment WorldStoryWizardFields on WorldStory {
    id title slug idea language worldId chapterCount status wizardStep visibility offlineDraft errorMessage isOwner updatedAt
    plan { title chapters { title summary } }
    chapters { id position title summary status errorMessage }
  }
`);
export type WizardStory = ResultOf<typeof StoryFields>;
export type StoryPlan = NonNullable<WizardStory['plan']>;
const CostsFields = graphql(`fragment WorldStoryCostsFields on WorldStoryCosts { plan chapter }`);
export type StoryCosts = ResultOf<typeof CostsFields>;

const StoryQuery = graphql(`query WorldStoryWizard($id: ID!) { worldStory(id: $id) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const fetchStory = (id: string, signal?: AbortSignal) => answer(StoryQuery, 'worldStory', { id }, signal);
const CostsQuery = graphql(`query WorldStoryCosts { worldStoryCosts { ...WorldStoryCostsFields } }`, [CostsFields]);
export const fetchStoryCosts = () => answer(CostsQuery, 'worldStoryCosts', {});
const CreditsQuery = graphql(`query WorldStoryCredits { creditBalance worldStoryCosts { ...WorldStoryCostsFields } }`, [CostsFields]);
export const fetchStoryCredits = () => creditsOf(CreditsQuery, 'worldStoryCosts');

const StartMutation = graphql(`mutation StartWorldStory($input: StartWorldStoryInput!) { startWorldStory(input: $input) { ...WorldStoryWizardFields } }`, [StoryFields]);
export type StartStoryInput = VariablesOf<typeof StartMutation>['input'];
export const startStory = (input: StartStoryInput) => answer(StartMutation, 'startWorldStory', { input });
const UpdateStartMutation = graphql(`mutation UpdateWorldStoryStart($id: ID!, $input: WorldStoryStartInput!) { updateWorldStoryStart(id: $id, input: $input) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const updateStoryStart = (id: string, input: VariablesOf<typeof UpdateStartMutation>['input']) => answer(UpdateStartMutation, 'updateWorldStoryStart', { id, input });
const UpdatePlanMutation = graphql(`mutation UpdateWorldStoryPlan($id: ID!, $plan: WorldStoryPlanInput!) { updateWorldStoryPlan(id: $id, plan: $plan) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const updateStoryPlan = (id: string, plan: StoryPlan) => answer(UpdatePlanMutation, 'updateWorldStoryPlan', { id, plan });
const RegenerateMutation = graphql(`mutation RegenerateWorldStoryPlan($id: ID!, $comment: String!) { regenerateWorldStoryPlan(id: $id, comment: $comment) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const regenerateStoryPlan = (id: string, comment: string) => answer(RegenerateMutation, 'regenerateWorldStoryPlan', { id, comment });
const GenerateMutation = graphql(`mutation GenerateWorldStory($id: ID!, $key: String!) { generateWorldStory(id: $id, idempotencyKey: $key) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const generateStory = (id: string, key: string) => answer(GenerateMutation, 'generateWorldStory', { id, key });
const CancelMutation = graphql(`mutation CancelWorldStory($id: ID!) { cancelWorldStory(id: $id) { ...WorldStoryWizardFields } }`, [StoryFields]);
export const cancelStory = (id: string) => answer(CancelMutation, 'cancelWorldStory', { id });
const RetryMutation = graphql(`mutation RetryWorldStoryChapter($id: ID!) { retryWorldStoryChapter(chapterId: $id) { id status } }`);
export const retryChapter = async (id: string): Promise<void> => { await answer(RetryMutation, 'retryWorldStoryChapter', { id }); };
const VisibilityMutation = graphql(`mutation SetWorldStoryVisibility($id: ID!, $v: Visibility!) { setWorldStoryVisibility(id: $id, visibility: $v) { id visibility } }`);
export const setStoryVisibility = (id: string, v: 'private' | 'public') => answer(VisibilityMutation, 'setWorldStoryVisibility', { id, v });
