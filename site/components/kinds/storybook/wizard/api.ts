// The storybook wizard's calls to the GraphQL API (api/graphql/storybooks.ts), through the site's
// client. Errors are sorted by the textbook wizard's errorKind (402 → notEnoughCredits, …). Every
// type here is the schema's, as these operations ask for it (site/lib/graphql.ts).
import { graphql, request, type ResultOf, type VariablesOf } from '../../../../lib/graphql.ts';

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

export async function fetchStorybook(id: string, signal?: AbortSignal): Promise<StoryBook | null> {
  return (await request(StorybookQuery, { id }, signal ? { signal } : {})).storybook;
}

const CostsQuery = graphql(`query StorybookCosts { storybookCosts { ...WizardStoryCostsFields } }`, [CostsFields]);

export async function fetchStoryCosts(): Promise<StoryCosts> {
  return (await request(CostsQuery)).storybookCosts;
}

const CreditsQuery = graphql(`query StorybookCredits { creditBalance storybookCosts { ...WizardStoryCostsFields } }`, [CostsFields]);

export async function fetchStoryCredits(): Promise<{ costs: StoryCosts; balance: number }> {
  const data = await request(CreditsQuery);
  return { costs: data.storybookCosts, balance: data.creditBalance };
}

const MyCharactersQuery = graphql(`query MyCharacters { myCharacters { ...WizardCharacterFields } }`, [CharacterFields]);

/** The signed-in user's characters, newest first: they carry over between books. */
export async function fetchMyCharacters(): Promise<StoryCharacter[]> {
  return (await request(MyCharactersQuery)).myCharacters;
}

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
export async function updateStorybookStart(id: string, input: Omit<StartStorybookInput, 'idempotencyKey'>): Promise<StoryBook> {
  return (await request(UpdateStartMutation, { id, input })).updateStorybookStart;
}

export async function startStorybook(input: StartStorybookInput): Promise<StoryBook> {
  return (await request(StartMutation, { input })).startStorybook;
}

const UpdateStoryboardMutation = graphql(`
  mutation UpdateStoryboard($id: ID!, $storyboard: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $storyboard) { ...WizardStorybookFields } }
`, [StorybookFields]);

export async function updateStoryboard(id: string, storyboard: Storyboard): Promise<StoryBook> {
  return (await request(UpdateStoryboardMutation, { id, storyboard })).updateStoryboard;
}

const RegenerateMutation = graphql(`
  mutation RegenerateStoryboard($id: ID!, $comment: String!) { regenerateStoryboard(id: $id, comment: $comment) { ...WizardStorybookFields } }
`, [StorybookFields]);

export async function regenerateStoryboard(id: string, comment: string): Promise<StoryBook> {
  return (await request(RegenerateMutation, { id, comment })).regenerateStoryboard;
}

const GenerateMutation = graphql(`
  mutation GenerateStorybook($id: ID!, $key: String!) { generateStorybook(id: $id, idempotencyKey: $key) { ...WizardStorybookFields } }
`, [StorybookFields]);

export async function generateStorybook(id: string, idempotencyKey: string): Promise<StoryBook> {
  return (await request(GenerateMutation, { id, key: idempotencyKey })).generateStorybook;
}

const CancelMutation = graphql(`mutation CancelStorybook($id: ID!) { cancelStorybook(id: $id) { ...WizardStorybookFields } }`, [StorybookFields]);

export async function cancelStorybook(id: string): Promise<StoryBook> {
  return (await request(CancelMutation, { id })).cancelStorybook;
}

export async function retryStorybookPage(pageId: string): Promise<void> {
  await request(graphql(`mutation RetryStorybookPage($id: ID!) { retryStorybookPage(pageId: $id) { id status } }`), { id: pageId },
  );
}
