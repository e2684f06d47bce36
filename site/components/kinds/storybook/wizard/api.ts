// The storybook wizard's calls to the GraphQL API (api/graphql/storybooks.ts), through the site's
// client. Errors are sorted by the textbook wizard's errorKind (402 → notEnoughCredits, …).
import { graphqlRequest } from '../../../../lib/graphql-client.ts';

/** A picture as GraphQL's WebImage gives it: sizes per format, a placeholder, width and height. */
export interface WebImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** a tiny blurred version (data: URL) shown while the picture loads */
  placeholder: string | null;
  src: string;
  sources: { type: string; srcset: string }[];
}

export interface StoryCharacter {
  id: string;
  name: string;
  /** child, adult or animal */
  kind: string;
  look: string;
  clothes: string;
  colours: string;
  portrait: WebImage | null;
}

export interface StoryScene {
  setting: string;
  timeOfDay: string;
  description: string;
}

export interface StoryBeat {
  beat: string;
  characters: string[];
  scene: StoryScene;
}

export interface Storyboard {
  title: string;
  pages: StoryBeat[];
}

export interface StoryPage {
  id: string;
  position: number;
  text: string;
  alt: string;
  beat: string;
  characters: string[];
  scene: StoryScene;
  picture: WebImage | null;
  /** queued, writing, done, failed or cancelled */
  status: string;
  errorMessage: string | null;
}

export interface StoryBook {
  id: string;
  title: string;
  slug: string;
  idea: string | null;
  /** whether the author gave the title at the start */
  titleGiven: boolean;
  age: number;
  language: string;
  pageCount: number;
  artStyle: string;
  /** draft, outlining, outlined, generating, done, failed or cancelled */
  status: string;
  /** start, outline, generate or done */
  wizardStep: string;
  offlineDraft: boolean;
  errorMessage: string | null;
  isOwner: boolean;
  updatedAt: string;
  characters: StoryCharacter[];
  storyboard: Storyboard | null;
  pages: StoryPage[];
}

export interface StoryCosts {
  /** a storyboard (the plan) */
  plan: number;
  /** one page: its words and its picture */
  page: number;
}

const PICTURE = 'id alt width height placeholder src sources { type srcset }';
const SCENE = 'scene { setting timeOfDay description }';
const BOOK_FIELDS = `
  id title slug idea titleGiven age language pageCount artStyle status wizardStep offlineDraft errorMessage isOwner updatedAt
  characters { id name kind look clothes colours portrait { ${PICTURE} } }
  storyboard { title pages { beat characters ${SCENE} } }
  pages { id position text alt beat characters status errorMessage ${SCENE} picture { ${PICTURE} } }
`;

export async function fetchStorybook(id: string, signal?: AbortSignal): Promise<StoryBook | null> {
  const data = await graphqlRequest<{ storybook: StoryBook | null }>(
    'WizardStorybook', `query WizardStorybook($id: ID!) { storybook(id: $id) { ${BOOK_FIELDS} } }`, { id }, signal ? { signal } : {},
  );
  return data.storybook;
}

export async function fetchStoryCosts(): Promise<StoryCosts> {
  const data = await graphqlRequest<{ storybookCosts: StoryCosts }>('StorybookCosts', 'query StorybookCosts { storybookCosts { plan page } }');
  return data.storybookCosts;
}

export async function fetchStoryCredits(): Promise<{ costs: StoryCosts; balance: number }> {
  const data = await graphqlRequest<{ storybookCosts: StoryCosts; creditBalance: number }>(
    'StorybookCredits', 'query StorybookCredits { creditBalance storybookCosts { plan page } }',
  );
  return { costs: data.storybookCosts, balance: data.creditBalance };
}

/** The signed-in user's characters, newest first: they carry over between books. */
export async function fetchMyCharacters(): Promise<StoryCharacter[]> {
  const data = await graphqlRequest<{ myCharacters: StoryCharacter[] }>(
    'MyCharacters', `query MyCharacters { myCharacters { id name kind look clothes colours portrait { ${PICTURE} } } }`,
  );
  return data.myCharacters;
}

export type CharacterInput =
  | { userCharacterId: string }
  | { name: string; kind: string; look: string; clothes: string; colours: string };

export interface StartStorybookInput {
  title: string | null;
  idea: string;
  age: number;
  language: string;
  pageCount: number;
  artStyle: string;
  characters: CharacterInput[];
  idempotencyKey: string;
}

/** Back from the storyboard: this book's start values changed (a new title is free). */
export async function updateStorybookStart(id: string, input: Omit<StartStorybookInput, 'idempotencyKey'>): Promise<StoryBook> {
  const data = await graphqlRequest<{ updateStorybookStart: StoryBook }>(
    'UpdateStorybookStart', `mutation UpdateStorybookStart($id: ID!, $input: StorybookStartInput!) { updateStorybookStart(id: $id, input: $input) { ${BOOK_FIELDS} } }`, { id, input },
  );
  return data.updateStorybookStart;
}

export async function startStorybook(input: StartStorybookInput): Promise<StoryBook> {
  const data = await graphqlRequest<{ startStorybook: StoryBook }>(
    'StartStorybook', `mutation StartStorybook($input: StartStorybookInput!) { startStorybook(input: $input) { ${BOOK_FIELDS} } }`, { input },
  );
  return data.startStorybook;
}

export async function updateStoryboard(id: string, storyboard: Storyboard): Promise<StoryBook> {
  const data = await graphqlRequest<{ updateStoryboard: StoryBook }>(
    'UpdateStoryboard',
    `mutation UpdateStoryboard($id: ID!, $storyboard: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $storyboard) { ${BOOK_FIELDS} } }`,
    { id, storyboard },
  );
  return data.updateStoryboard;
}

export async function regenerateStoryboard(id: string, comment: string): Promise<StoryBook> {
  const data = await graphqlRequest<{ regenerateStoryboard: StoryBook }>(
    'RegenerateStoryboard',
    `mutation RegenerateStoryboard($id: ID!, $comment: String!) { regenerateStoryboard(id: $id, comment: $comment) { ${BOOK_FIELDS} } }`,
    { id, comment },
  );
  return data.regenerateStoryboard;
}

export async function generateStorybook(id: string, idempotencyKey: string): Promise<StoryBook> {
  const data = await graphqlRequest<{ generateStorybook: StoryBook }>(
    'GenerateStorybook',
    `mutation GenerateStorybook($id: ID!, $key: String!) { generateStorybook(id: $id, idempotencyKey: $key) { ${BOOK_FIELDS} } }`,
    { id, key: idempotencyKey },
  );
  return data.generateStorybook;
}

export async function cancelStorybook(id: string): Promise<StoryBook> {
  const data = await graphqlRequest<{ cancelStorybook: StoryBook }>(
    'CancelStorybook', `mutation CancelStorybook($id: ID!) { cancelStorybook(id: $id) { ${BOOK_FIELDS} } }`, { id },
  );
  return data.cancelStorybook;
}

export async function retryStorybookPage(pageId: string): Promise<void> {
  await graphqlRequest<{ retryStorybookPage: { id: string } }>(
    'RetryStorybookPage', 'mutation RetryStorybookPage($id: ID!) { retryStorybookPage(pageId: $id) { id status } }', { id: pageId },
  );
}
