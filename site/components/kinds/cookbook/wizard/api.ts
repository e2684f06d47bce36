// The cookbook wizard's calls to the GraphQL API (api/graphql/cookbooks.ts), through the site's
// client. Errors are sorted by the create wizards' errorKind (402 → notEnoughCredits, …). Every
// type here is the schema's, as these operations ask for it (site/lib/graphql.ts).
import { graphql, type ResultOf, type VariablesOf } from '../../../../lib/graphql.ts';
import { answer, creditsOf } from '../../../create/kind-api.ts';

const CookbookFields = graphql(`
  fragment CookbookWizardFields on Cookbook {
    id title slug theme cuisine diet skill language recipeCount status wizardStep offlineDraft errorMessage isOwner updatedAt
    plan { title recipes { title summary } }
    recipes { id position title summary servings totalMinutes status errorMessage ingredients { item } }
  }
`);

/** The wizard's cookbook: the fields above, typed by the schema. */
export type WizardCookbook = ResultOf<typeof CookbookFields>;
export type CookbookPlan = NonNullable<WizardCookbook['plan']>;
export type PlanEntry = CookbookPlan['recipes'][number];
export type WizardRecipe = WizardCookbook['recipes'][number];

const CostsFields = graphql(`fragment CookbookWizardCostsFields on CookbookCosts { plan recipe }`);
/** plan: the recipe list; recipe: writing one recipe */
export type CookbookCosts = ResultOf<typeof CostsFields>;

const CookbookQuery = graphql(`query CookbookWizardBook($id: ID!) { cookbook(id: $id) { ...CookbookWizardFields } }`, [CookbookFields]);

export const fetchCookbook = (id: string, signal?: AbortSignal): Promise<WizardCookbook | null> => answer(CookbookQuery, 'cookbook', { id }, signal);

const CostsQuery = graphql(`query CookbookWizardCosts { cookbookCosts { ...CookbookWizardCostsFields } }`, [CostsFields]);

export const fetchCookbookCosts = (): Promise<CookbookCosts> => answer(CostsQuery, 'cookbookCosts', {});

const CreditsQuery = graphql(`query CookbookWizardCredits { creditBalance cookbookCosts { ...CookbookWizardCostsFields } }`, [CostsFields]);

export const fetchCookbookCredits = (): Promise<{ costs: CookbookCosts; balance: number }> => creditsOf(CreditsQuery, 'cookbookCosts');

const StartMutation = graphql(`
  mutation StartCookbook($input: StartCookbookInput!) { startCookbook(input: $input) { ...CookbookWizardFields } }
`, [CookbookFields]);

/** What the first step sends (the schema's StartCookbookInput). */
export type StartCookbookInput = VariablesOf<typeof StartMutation>['input'];
/** The cook's skill, as the schema's CookingSkill enum. */
export type CookingSkill = StartCookbookInput['skill'];

export const startCookbook = (input: StartCookbookInput): Promise<WizardCookbook> => answer(StartMutation, 'startCookbook', { input });

const UpdateStartMutation = graphql(`
  mutation UpdateCookbookStart($id: ID!, $input: CookbookStartInput!) { updateCookbookStart(id: $id, input: $input) { ...CookbookWizardFields } }
`, [CookbookFields]);

/** Back from the plan: this cookbook's start values changed (any change is a new plan). */
export const updateCookbookStart = (id: string, input: VariablesOf<typeof UpdateStartMutation>['input']): Promise<WizardCookbook> =>
  answer(UpdateStartMutation, 'updateCookbookStart', { id, input });

const UpdatePlanMutation = graphql(`
  mutation UpdateCookbookPlan($id: ID!, $plan: CookbookPlanInput!) { updateCookbookPlan(id: $id, plan: $plan) { ...CookbookWizardFields } }
`, [CookbookFields]);

export const updateCookbookPlan = (id: string, plan: CookbookPlan): Promise<WizardCookbook> => answer(UpdatePlanMutation, 'updateCookbookPlan', { id, plan });

const RegeneratePlanMutation = graphql(`
  mutation RegenerateCookbookPlan($id: ID!, $comment: String!) { regenerateCookbookPlan(id: $id, comment: $comment) { ...CookbookWizardFields } }
`, [CookbookFields]);

export const regenerateCookbookPlan = (id: string, comment: string): Promise<WizardCookbook> =>
  answer(RegeneratePlanMutation, 'regenerateCookbookPlan', { id, comment });

const GenerateMutation = graphql(`
  mutation GenerateCookbook($id: ID!, $key: String!) { generateCookbook(id: $id, idempotencyKey: $key) { ...CookbookWizardFields } }
`, [CookbookFields]);

export const generateCookbook = (id: string, idempotencyKey: string): Promise<WizardCookbook> =>
  answer(GenerateMutation, 'generateCookbook', { id, key: idempotencyKey });

const CancelMutation = graphql(`mutation CancelCookbook($id: ID!) { cancelCookbook(id: $id) { ...CookbookWizardFields } }`, [CookbookFields]);

export const cancelCookbook = (id: string): Promise<WizardCookbook> => answer(CancelMutation, 'cancelCookbook', { id });

const RetryMutation = graphql(`mutation RetryRecipe($id: ID!) { retryRecipe(recipeId: $id) { id status } }`);

export async function retryRecipe(recipeId: string): Promise<void> {
  await answer(RetryMutation, 'retryRecipe', { id: recipeId });
}
