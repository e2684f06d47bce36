// The gamebook's and world's calls to the GraphQL API (api/graphql/gamebooks.ts), through the
// site's client: the wizard (start in a world, the map of the plan, write), the author's map
// after writing (a segment's edits, add, prune, write again, share), worlds, playing and growing.
// Every type is the schema's, as these operations ask for it (site/lib/graphql.ts).
import { answer, creditsOf } from '../../create/kind-api.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

const ChoiceFields = graphql(`fragment GamebookChoiceFields on GamebookChoice { id text to requires forbids sets clears }`);
const PictureFields = graphql(`fragment GamebookPictureFields on WebImage { id alt width height placeholder src sources { type srcset } }`);
export type GamebookPicture = ResultOf<typeof PictureFields>;
const SegmentFields = graphql(`
  fragment GamebookSegmentFields on GamebookSegment {
    id title summary text ending hidden grown status redo errorMessage choices { ...GamebookChoiceFields } picture { ...GamebookPictureFields }
  }
`, [ChoiceFields, PictureFields]);

// The wizard's gamebook: the plan whole, the segments as the making step lists them. (The whole
// plan and every segment's choices together would pass the query cost limit: api/graphql/limits.ts.)
const GamebookFields = graphql(`
  fragment GamebookWizardFields on Gamebook {
    id title slug idea language worldId segmentCount endingCount useFlags status wizardStep visibility offlineDraft errorMessage isOwner updatedAt
    world { id name slug }
    plan { title start flags segments { id title summary ending choices { ...GamebookChoiceFields } } }
    segments { id title ending status errorMessage }
  }
`, [ChoiceFields]);

export type WizardGamebook = ResultOf<typeof GamebookFields>;
export type GamebookPlanData = NonNullable<WizardGamebook['plan']>;

// The written gamebook, as its author's map and its player read it: every segment whole.
const FullFields = graphql(`
  fragment GamebookFullFields on Gamebook {
    id title slug idea language worldId status wizardStep visibility isOwner updatedAt start flags canGrow artStyle
    world { id name slug }
    segments { ...GamebookSegmentFields }
  }
`, [SegmentFields]);
export type FullGamebook = ResultOf<typeof FullFields>;
export type GamebookSegmentData = FullGamebook['segments'][number];
const FullQuery = graphql(`query GamebookFull($id: ID!) { gamebook(id: $id) { ...GamebookFullFields } }`, [FullFields]);
export const fetchGamebookFull = (id: string, signal?: AbortSignal): Promise<FullGamebook | null> => answer(FullQuery, 'gamebook', { id }, signal);

const CostsFields = graphql(`fragment GamebookCostsFields on GamebookCosts { plan segment picture }`);
export type GamebookCosts = ResultOf<typeof CostsFields>;

const GamebookQuery = graphql(`query GamebookWizardBook($id: ID!) { gamebook(id: $id) { ...GamebookWizardFields } }`, [GamebookFields]);
export const fetchGamebook = (id: string, signal?: AbortSignal): Promise<WizardGamebook | null> => answer(GamebookQuery, 'gamebook', { id }, signal);

const CostsQuery = graphql(`query GamebookCosts { gamebookCosts { ...GamebookCostsFields } }`, [CostsFields]);
export const fetchGamebookCosts = (): Promise<GamebookCosts> => answer(CostsQuery, 'gamebookCosts', {});
const CreditsQuery = graphql(`query GamebookCredits { creditBalance gamebookCosts { ...GamebookCostsFields } }`, [CostsFields]);
export const fetchGamebookCredits = (): Promise<{ costs: GamebookCosts; balance: number }> => creditsOf(CreditsQuery, 'gamebookCosts');

const StartMutation = graphql(`mutation StartGamebook($input: StartGamebookInput!) { startGamebook(input: $input) { ...GamebookWizardFields } }`, [GamebookFields]);
export type StartGamebookInput = VariablesOf<typeof StartMutation>['input'];
export const startGamebook = (input: StartGamebookInput): Promise<WizardGamebook> => answer(StartMutation, 'startGamebook', { input });

const UpdateStartMutation = graphql(`
  mutation UpdateGamebookStart($id: ID!, $input: GamebookStartInput!) { updateGamebookStart(id: $id, input: $input) { ...GamebookWizardFields } }
`, [GamebookFields]);
export const updateGamebookStart = (id: string, input: VariablesOf<typeof UpdateStartMutation>['input']): Promise<WizardGamebook> =>
  answer(UpdateStartMutation, 'updateGamebookStart', { id, input });

const UpdatePlanMutation = graphql(`
  mutation UpdateGamebookPlan($id: ID!, $plan: GamebookPlanInput!) { updateGamebookPlan(id: $id, plan: $plan) { ...GamebookWizardFields } }
`, [GamebookFields]);
export type GamebookPlanInput = VariablesOf<typeof UpdatePlanMutation>['plan'];
export const updateGamebookPlan = (id: string, plan: GamebookPlanInput): Promise<WizardGamebook> => answer(UpdatePlanMutation, 'updateGamebookPlan', { id, plan });

const RegeneratePlanMutation = graphql(`
  mutation RegenerateGamebookPlan($id: ID!, $comment: String!) { regenerateGamebookPlan(id: $id, comment: $comment) { ...GamebookWizardFields } }
`, [GamebookFields]);
export const regenerateGamebookPlan = (id: string, comment: string): Promise<WizardGamebook> => answer(RegeneratePlanMutation, 'regenerateGamebookPlan', { id, comment });

const GenerateMutation = graphql(`
  mutation GenerateGamebook($id: ID!, $key: String!) { generateGamebook(id: $id, idempotencyKey: $key) { ...GamebookWizardFields } }
`, [GamebookFields]);
export const generateGamebook = (id: string, key: string): Promise<WizardGamebook> => answer(GenerateMutation, 'generateGamebook', { id, key });

const CancelMutation = graphql(`mutation CancelGamebook($id: ID!) { cancelGamebook(id: $id) { ...GamebookWizardFields } }`, [GamebookFields]);
export const cancelGamebook = (id: string): Promise<WizardGamebook> => answer(CancelMutation, 'cancelGamebook', { id });

const RetryMutation = graphql(`mutation RetryGamebookSegment($g: ID!, $s: ID!) { retryGamebookSegment(gamebookId: $g, segmentId: $s) { id status } }`);
export const retrySegment = (gamebookId: string) => async (segmentId: string): Promise<void> => {
  await answer(RetryMutation, 'retryGamebookSegment', { g: gamebookId, s: segmentId });
};

const RegenerateSegmentMutation = graphql(`
  mutation RegenerateGamebookSegment($g: ID!, $s: ID!, $instruction: String!) { regenerateGamebookSegment(gamebookId: $g, segmentId: $s, instruction: $instruction) { ...GamebookSegmentFields } }
`, [SegmentFields]);
export const regenerateSegment = (g: string, s: string, instruction: string) => answer(RegenerateSegmentMutation, 'regenerateGamebookSegment', { g, s, instruction });

const DrawPictureMutation = graphql(`
  mutation DrawGamebookPicture($g: ID!, $s: ID!, $instruction: String, $artStyle: String) {
    drawGamebookPicture(gamebookId: $g, segmentId: $s, instruction: $instruction, artStyle: $artStyle) { ...GamebookSegmentFields }
  }
`, [SegmentFields]);
export const drawPicture = (g: string, s: string, instruction: string, artStyle: string) => answer(DrawPictureMutation, 'drawGamebookPicture', { g, s, instruction, artStyle });

const RemovePictureMutation = graphql(`mutation RemoveGamebookPicture($g: ID!, $s: ID!) { removeGamebookPicture(gamebookId: $g, segmentId: $s) { ...GamebookSegmentFields } }`, [SegmentFields]);
export const removePicture = (g: string, s: string) => answer(RemovePictureMutation, 'removeGamebookPicture', { g, s });

const UpdateSegmentMutation = graphql(`
  mutation UpdateGamebookSegment($g: ID!, $s: ID!, $segment: GamebookSegmentInput!) { updateGamebookSegment(gamebookId: $g, segmentId: $s, segment: $segment) { ...GamebookSegmentFields } }
`, [SegmentFields]);
export type SegmentInput = VariablesOf<typeof UpdateSegmentMutation>['segment'];
export const updateSegment = (g: string, s: string, segment: SegmentInput) => answer(UpdateSegmentMutation, 'updateGamebookSegment', { g, s, segment });

const AddSegmentMutation = graphql(`
  mutation AddGamebookSegment($g: ID!, $segment: GamebookSegmentInput!) { addGamebookSegment(gamebookId: $g, segment: $segment) { ...GamebookSegmentFields } }
`, [SegmentFields]);
export const addSegment = (g: string, segment: SegmentInput) => answer(AddSegmentMutation, 'addGamebookSegment', { g, segment });

const DeleteSegmentMutation = graphql(`mutation DeleteGamebookSegment($g: ID!, $s: ID!) { deleteGamebookSegment(gamebookId: $g, segmentId: $s) }`);
export const deleteSegment = (g: string, s: string) => answer(DeleteSegmentMutation, 'deleteGamebookSegment', { g, s });

const VisibilityMutation = graphql(`mutation SetGamebookVisibility($id: ID!, $v: Visibility!) { setGamebookVisibility(id: $id, visibility: $v) { id visibility } }`);
export const setGamebookVisibility = (id: string, v: 'private' | 'public') => answer(VisibilityMutation, 'setGamebookVisibility', { id, v });

const TakeMutation = graphql(`mutation TakeGamebookChoice($g: ID!, $s: ID!, $c: ID!) { takeGamebookChoice(gamebookId: $g, segmentId: $s, choiceId: $c) { segmentId status } }`);
export const takeChoice = (g: string, s: string, c: string) => answer(TakeMutation, 'takeGamebookChoice', { g, s, c });

const SegmentStateQuery = graphql(`
  query GamebookSegmentState($g: ID!, $s: ID!) { gamebookSegment(gamebookId: $g, segmentId: $s) { status segment { ...GamebookSegmentFields } } }
`, [SegmentFields]);
export const fetchSegmentState = (g: string, s: string) => answer(SegmentStateQuery, 'gamebookSegment', { g, s });

const GrowthQuery = graphql(`
  query GamebookGrowth($g: ID!, $s: ID!, $c: ID!) { gamebookGrowth(gamebookId: $g, segmentId: $s, choiceId: $c) { status segmentId draftTitle draftText } }
`);
export const fetchGrowth = (g: string, s: string, c: string) => answer(GrowthQuery, 'gamebookGrowth', { g, s, c });

// ---------------------------------------------------------------------------------------------
// Worlds

const WorldFields = graphql(`
  fragment WorldFields on World {
    id name slug premise tone audienceAge language places { name description } characters { id name kind look clothes colours } rules lore
    visibility featured hidden isOwner updatedAt
  }
`);
export type WorldData = ResultOf<typeof WorldFields>;

const MyWorldsQuery = graphql(`query MyWorlds { myWorlds { ...WorldFields } adventurePrototypes { id title premise language segmentCount endingCount useFlags rules } }`, [WorldFields]);
export const fetchMyWorlds = () => request(MyWorldsQuery, {});
export type Prototype = ResultOf<typeof MyWorldsQuery>['adventurePrototypes'][number];

const CreateWorldMutation = graphql(`mutation CreateWorld($idea: String!, $language: String!) { createWorld(idea: $idea, language: $language) { ...WorldFields } }`, [WorldFields]);
export const createWorld = (idea: string, language: string) => answer(CreateWorldMutation, 'createWorld', { idea, language });

const UpdateWorldMutation = graphql(`mutation UpdateWorld($id: ID!, $world: WorldInput!) { updateWorld(id: $id, world: $world) { ...WorldFields } }`, [WorldFields]);
export type WorldInput = VariablesOf<typeof UpdateWorldMutation>['world'];
export const updateWorld = (id: string, world: WorldInput) => answer(UpdateWorldMutation, 'updateWorld', { id, world });

const WorldVisibilityMutation = graphql(`mutation SetWorldVisibility($id: ID!, $v: Visibility!) { setWorldVisibility(id: $id, visibility: $v) { ...WorldFields } }`, [WorldFields]);
export const setWorldVisibility = (id: string, v: 'private' | 'public') => answer(WorldVisibilityMutation, 'setWorldVisibility', { id, v });
