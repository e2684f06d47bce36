// The worksheet wizard's calls to the GraphQL API (api/graphql/worksheets.ts), through the site's
// client. Errors are sorted by the create wizards' errorKind (402 → notEnoughCredits, …). Every
// type here is the schema's, as these operations ask for it (site/lib/graphql.ts).
import { graphql, type ResultOf, type VariablesOf } from '../../../../lib/graphql.ts';
import { answer, creditsOf } from '../../../create/kind-api.ts';

const GroupFields = graphql(`
  fragment WorksheetWizardGroupFields on WorksheetGroup {
    id title slug topic level language worksheetCount itemsPerWorksheet itemTypes difficulty status wizardStep offlineDraft errorMessage isOwner updatedAt
    plan { title worksheets { title objectives } }
    worksheets { id position title itemCount status errorMessage }
  }
`);

/** The wizard's worksheet group: the fields above, typed by the schema. */
export type WizardGroup = ResultOf<typeof GroupFields>;
export type GroupPlan = NonNullable<WizardGroup['plan']>;
export type PlanEntry = GroupPlan['worksheets'][number];
export type WizardWorksheet = WizardGroup['worksheets'][number];

const CostsFields = graphql(`fragment WorksheetWizardCostsFields on WorksheetCosts { plan worksheet }`);
/** plan: the group's plan; worksheet: writing one worksheet with its answer key */
export type WorksheetCosts = ResultOf<typeof CostsFields>;

const GroupQuery = graphql(`query WorksheetWizardGroup($id: ID!) { worksheetGroup(id: $id) { ...WorksheetWizardGroupFields } }`, [GroupFields]);

export const fetchWorksheetGroup = (id: string, signal?: AbortSignal): Promise<WizardGroup | null> => answer(GroupQuery, 'worksheetGroup', { id }, signal);

const CostsQuery = graphql(`query WorksheetWizardCosts { worksheetCosts { ...WorksheetWizardCostsFields } }`, [CostsFields]);

export const fetchWorksheetCosts = (): Promise<WorksheetCosts> => answer(CostsQuery, 'worksheetCosts', {});

const CreditsQuery = graphql(`query WorksheetWizardCredits { creditBalance worksheetCosts { ...WorksheetWizardCostsFields } }`, [CostsFields]);

export const fetchWorksheetCredits = (): Promise<{ costs: WorksheetCosts; balance: number }> => creditsOf(CreditsQuery, 'worksheetCosts');

const StartMutation = graphql(`
  mutation StartWorksheetGroup($input: StartWorksheetGroupInput!) { startWorksheetGroup(input: $input) { ...WorksheetWizardGroupFields } }
`, [GroupFields]);

/** What the first step sends (the schema's StartWorksheetGroupInput). */
export type StartWorksheetGroupInput = VariablesOf<typeof StartMutation>['input'];

export const startWorksheetGroup = (input: StartWorksheetGroupInput): Promise<WizardGroup> => answer(StartMutation, 'startWorksheetGroup', { input });

const UpdateStartMutation = graphql(`
  mutation UpdateWorksheetGroupStart($id: ID!, $input: WorksheetStartInput!) { updateWorksheetGroupStart(id: $id, input: $input) { ...WorksheetWizardGroupFields } }
`, [GroupFields]);

/** Back from the plan: this group's start values changed (a new topic, level, language or count is a new plan). */
export const updateWorksheetGroupStart = (id: string, input: VariablesOf<typeof UpdateStartMutation>['input']): Promise<WizardGroup> =>
  answer(UpdateStartMutation, 'updateWorksheetGroupStart', { id, input });

const UpdatePlanMutation = graphql(`
  mutation UpdateWorksheetGroupPlan($id: ID!, $plan: WorksheetGroupPlanInput!) { updateWorksheetGroupPlan(id: $id, plan: $plan) { ...WorksheetWizardGroupFields } }
`, [GroupFields]);

export const updateWorksheetGroupPlan = (id: string, plan: GroupPlan): Promise<WizardGroup> => answer(UpdatePlanMutation, 'updateWorksheetGroupPlan', { id, plan });

const RegeneratePlanMutation = graphql(`
  mutation RegenerateWorksheetGroupPlan($id: ID!, $comment: String!) { regenerateWorksheetGroupPlan(id: $id, comment: $comment) { ...WorksheetWizardGroupFields } }
`, [GroupFields]);

export const regenerateWorksheetGroupPlan = (id: string, comment: string): Promise<WizardGroup> =>
  answer(RegeneratePlanMutation, 'regenerateWorksheetGroupPlan', { id, comment });

const GenerateMutation = graphql(`
  mutation GenerateWorksheetGroup($id: ID!, $key: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $key) { ...WorksheetWizardGroupFields } }
`, [GroupFields]);

export const generateWorksheetGroup = (id: string, idempotencyKey: string): Promise<WizardGroup> =>
  answer(GenerateMutation, 'generateWorksheetGroup', { id, key: idempotencyKey });

const CancelMutation = graphql(`mutation CancelWorksheetGroup($id: ID!) { cancelWorksheetGroup(id: $id) { ...WorksheetWizardGroupFields } }`, [GroupFields]);

export const cancelWorksheetGroup = (id: string): Promise<WizardGroup> => answer(CancelMutation, 'cancelWorksheetGroup', { id });

const RetryMutation = graphql(`mutation RetryWorksheet($id: ID!) { retryWorksheet(worksheetId: $id) { id status } }`);

export async function retryWorksheet(worksheetId: string): Promise<void> {
  await answer(RetryMutation, 'retryWorksheet', { id: worksheetId });
}
