// The storybook wizard's calls to the GraphQL API (api/graphql/storybooks.ts), through the site's
// client. Errors are sorted by the textbook wizard's errorKind (402 → notEnoughCredits, …). Every
// type here is the schema's, as these operations ask for it (site/lib/graphql.ts).
import { graphql, type ResultOf, type VariablesOf } from '../../../../lib/graphql.ts';
import { answer, creditsOf } from '../../../create/kind-api.ts';

const PictureFields = graphql(`fragment WizardPictureFields on WebImage { id alt width height placeholder src sources { type srcset } }`);

const CharacterFields = graphql(`
  fragment WizardCharacterFields on StoryCharacter { id name kind look clothes colours portrait { ...WizardPictureFields } }
`, [PictureFields]);

const StorybookFields = graphql(`
  fragment WizardStorybookFields on Storybook {
    id title slug idea titleGiven age language pageCount artStyle status wizardStep offlineDraft errorMessage isOwner updatedAt
    characters { ...WizardCharacterFields }
    storyboard { title pages { beat characters scene { setting timeOfDay description } } }
    pages { id position text alt beat characters status errorMessage scene { setting timeOfDay description } picture { ...WizardPictureFields } }
  }
`, [CharacterFields, PictureFields]);

/** The wizard's storybook: the fields above, typed by the schema. */
export type StoryBook = ResultOf<typeof StorybookFields>;
export type StoryCharacter = ResultOf<typeof CharacterFields>;
/** A picture as GraphQL's WebImage gives it: sizes per format, a placeholder, width and height. */
export type WebImage = ResultOf<typeof PictureFields>;
export type Storyboard = NonNullable<StoryBook['storyboard']>;
export type StoryBeat = Storyboard['pages'][number];
export type StoryScene = StoryBeat['scene'];
export type StoryPage = StoryBook['pages'][number];

const CostsFields = graphql(`fragment WizardStoryCostsFields on StorybookCosts { plan page }`);
/** plan: a storyboard; page: one page, its words and its picture */
export type StoryCosts = ResultOf<typeof CostsFields>;

const StorybookQuery = graphql(`query WizardStorybook($id: ID!) { storybook(id: $id) { ...WizardStorybookFields } }`, [StorybookFields]);

export const fetchStorybook = (id: string, signal?: AbortSignal): Promise<StoryBook | null> => answer(StorybookQuery, 'storybook', { id }, signal);

const CostsQuery = graphql(`query StorybookCosts { storybookCosts { ...WizardStoryCostsFields } }`, [CostsFields]);

export const fetchStoryCosts = (): Promise<StoryCosts> => answer(CostsQuery, 'storybookCosts', {});

const CreditsQuery = graphql(`query StorybookCredits { creditBalance storybookCosts { ...WizardStoryCostsFields } }`, [CostsFields]);

export const fetchStoryCredits = (): Promise<{ costs: StoryCosts; balance: number }> => creditsOf(CreditsQuery, 'storybookCosts');

const MyCharactersQuery = graphql(`query MyCharacters { myCharacters { ...WizardCharacterFields } }`, [CharacterFields]);

/** The signed-in user's characters, newest first: they carry over between books. */
export const fetchMyCharacters = (): Promise<StoryCharacter[]> => answer(MyCharactersQuery, 'myCharacters', {});

export type CharacterInput =
  | { userCharacterId: string }
  | { name: string; kind: string; look: string; clothes: string; colours: string };

const StartMutation = graphql(`mutation StartStorybook($input: StartStorybookInput!) { startStorybook(input: $input) { ...WizardStorybookFields } }`, [StorybookFields]);

/** What the first step sends (the schema's StartStorybookInput, its characters one of the two shapes above). */
export type StartStorybookInput = Omit<VariablesOf<typeof StartMutation>['input'], 'characters'> & { characters: CharacterInput[] };

const UpdateStartMutation = graphql(`
  mutation UpdateStorybookStart($id: ID!, $input: StorybookStartInput!) { updateStorybookStart(id: $id, input: $input) { ...WizardStorybookFields } }
`, [StorybookFields]);

/** Back from the storyboard: this book's start values changed (a new title is free). */
export const updateStorybookStart = (id: string, input: Omit<StartStorybookInput, 'idempotencyKey'>): Promise<StoryBook> =>
  answer(UpdateStartMutation, 'updateStorybookStart', { id, input });

export const startStorybook = (input: StartStorybookInput): Promise<StoryBook> => answer(StartMutation, 'startStorybook', { input });

const UpdateStoryboardMutation = graphql(`
  mutation UpdateStoryboard($id: ID!, $storyboard: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $storyboard) { ...WizardStorybookFields } }
`, [StorybookFields]);

export const updateStoryboard = (id: string, storyboard: Storyboard): Promise<StoryBook> => answer(UpdateStoryboardMutation, 'updateStoryboard', { id, storyboard });

const RegenerateMutation = graphql(`
  mutation RegenerateStoryboard($id: ID!, $comment: String!) { regenerateStoryboard(id: $id, comment: $comment) { ...WizardStorybookFields } }
`, [StorybookFields]);

export const regenerateStoryboard = (id: string, comment: string): Promise<StoryBook> => answer(RegenerateMutation, 'regenerateStoryboard', { id, comment });

const GenerateMutation = graphql(`
  mutation GenerateStorybook($id: ID!, $key: String!) { generateStorybook(id: $id, idempotencyKey: $key) { ...WizardStorybookFields } }
`, [StorybookFields]);

export const generateStorybook = (id: string, idempotencyKey: string): Promise<StoryBook> => answer(GenerateMutation, 'generateStorybook', { id, key: idempotencyKey });

const CancelMutation = graphql(`mutation CancelStorybook($id: ID!) { cancelStorybook(id: $id) { ...WizardStorybookFields } }`, [StorybookFields]);

export const cancelStorybook = (id: string): Promise<StoryBook> => answer(CancelMutation, 'cancelStorybook', { id });

const RetryMutation = graphql(`mutation RetryStorybookPage($id: ID!) { retryStorybookPage(pageId: $id) { id status } }`);

export async function retryStorybookPage(pageId: string): Promise<void> {
  await answer(RetryMutation, 'retryStorybookPage', { id: pageId });
}
