// The wizard's calls to the GraphQL API (api/graphql/textbooks.ts), through the site's client
// (site/lib/graphql-client.ts: the signed-in token, errors as GraphQLRequestError).
import { kindOfBookId, type BookKind } from '../../../core/kinds.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const WizardBookFields = graphql(`
  fragment WizardBookFields on Textbook {
    id title slug topic subject subjectCode audience readingLevel notes language chapterCount status wizardStep offlineDraft errorMessage isOwner updatedAt
    outline { title chapters { title sections } }
    chapters { id position title sections markdown html(headingLevel: 3) status errorMessage }
  }
`);

/** The wizard's book: the fields above, typed by the schema. */
export type WizardBook = ResultOf<typeof WizardBookFields>;
/** A chapter as the wizard shows it (`html`: safe HTML made by the server, headings from h3). */
export type WizardChapter = WizardBook['chapters'][number];

const CostsFields = graphql(`fragment WizardCostsFields on CreditCosts { outline chapter }`);
export type Costs = ResultOf<typeof CostsFields>;

const BookQuery = graphql(`query WizardTextbook($id: ID!) { textbook(id: $id) { ...WizardBookFields } }`, [WizardBookFields]);

export async function fetchBook(id: string, signal?: AbortSignal): Promise<WizardBook | null> {
  return (await request(BookQuery, { id }, signal ? { signal } : {})).textbook;
}

const LatestDraftQuery = graphql(`
  query WizardLatestDraft {
    drafts: myBooks(mode: drafts) { id title wizardStep updatedAt }
    generating: myBooks(mode: generating) { id title wizardStep updatedAt }
  }
`);

/** The most recently touched unfinished book of this kind (drafts, or being written / stopped), if any. */
export async function fetchLatestDraft(kind: BookKind = 'textbook'): Promise<{ id: string; wizardStep: string; title: string } | null> {
  const data = await request(LatestDraftQuery);
  // My Books lists every kind; each wizard resumes its own
  const books = [...data.drafts, ...data.generating].filter((b) => kindOfBookId(b.id) === kind).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  const latest = books[0];
  return latest ? { id: latest.id, wizardStep: latest.wizardStep, title: latest.title } : null;
}

const PaymentsQuery = graphql(`query WizardPayments { creditPayments { enabled } }`);

/** Whether the site sells credits (Stripe is configured): the out-of-credits message links to buying. */
export async function fetchPaymentsEnabled(): Promise<boolean> {
  return (await request(PaymentsQuery)).creditPayments.enabled;
}

const CostsQuery = graphql(`query WizardCosts { creditCosts { ...WizardCostsFields } }`, [CostsFields]);

export async function fetchCosts(): Promise<Costs> {
  return (await request(CostsQuery)).creditCosts;
}

const CreditsQuery = graphql(`query WizardCredits { creditBalance creditCosts { ...WizardCostsFields } }`, [CostsFields]);

export async function fetchCredits(): Promise<{ costs: Costs; balance: number }> {
  const data = await request(CreditsQuery);
  return { costs: data.creditCosts, balance: data.creditBalance };
}

const StartMutation = graphql(`mutation StartTextbook($input: StartTextbookInput!) { startTextbook(input: $input) { ...WizardBookFields } }`, [WizardBookFields]);

/** What the first step sends (StartTextbookInput). */
export type StartInput = VariablesOf<typeof StartMutation>['input'];

export async function startTextbook(input: StartInput): Promise<WizardBook> {
  return (await request(StartMutation, { input })).startTextbook;
}

const UpdateStartMutation = graphql(`
  mutation UpdateTextbookStart($id: ID!, $input: TextbookStartInput!) { updateTextbookStart(id: $id, input: $input) { ...WizardBookFields } }
`, [WizardBookFields]);

/** Changes the start values of a book at its outline step (the same book; see core/textbook-start.ts). */
export async function updateTextbookStart(id: string, input: VariablesOf<typeof UpdateStartMutation>['input']): Promise<WizardBook> {
  return (await request(UpdateStartMutation, { id, input })).updateTextbookStart;
}

const UpdateOutlineMutation = graphql(`
  mutation UpdateTextbookOutline($id: ID!, $outline: OutlineInput!) { updateTextbookOutline(id: $id, outline: $outline) { ...WizardBookFields } }
`, [WizardBookFields]);

export async function updateOutline(id: string, outline: VariablesOf<typeof UpdateOutlineMutation>['outline']): Promise<WizardBook> {
  return (await request(UpdateOutlineMutation, { id, outline })).updateTextbookOutline;
}

const RegenerateOutlineMutation = graphql(`
  mutation RegenerateOutline($id: ID!, $comment: String!) { regenerateOutline(id: $id, comment: $comment) { ...WizardBookFields } }
`, [WizardBookFields]);

export async function regenerateOutline(id: string, comment: string): Promise<WizardBook> {
  return (await request(RegenerateOutlineMutation, { id, comment })).regenerateOutline;
}

const GenerateMutation = graphql(`
  mutation GenerateTextbook($id: ID!, $key: String!) { generateTextbook(id: $id, idempotencyKey: $key) { ...WizardBookFields } }
`, [WizardBookFields]);

export async function generateTextbook(id: string, idempotencyKey: string): Promise<WizardBook> {
  return (await request(GenerateMutation, { id, key: idempotencyKey })).generateTextbook;
}

const CancelMutation = graphql(`mutation CancelGeneration($id: ID!) { cancelGeneration(id: $id) { ...WizardBookFields } }`, [WizardBookFields]);

export async function cancelGeneration(id: string): Promise<WizardBook> {
  return (await request(CancelMutation, { id })).cancelGeneration;
}

const RetryMutation = graphql(`mutation RetryChapter($id: ID!) { retryChapter(chapterId: $id) { id status } }`);

export async function retryChapter(chapterId: string): Promise<void> {
  await request(RetryMutation, { id: chapterId });
}

// ---- errors -------------------------------------------------------------------------------

export type ErrorKind = 'notEnoughCredits' | 'conflict' | 'notFound' | 'unauthenticated' | 'badInput' | 'network' | 'other';

/** What kind of failure a call ended in, for the message the wizard shows. */
export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof GraphQLRequestError)) return 'other';
  if (error.network) return 'network';
  const first = error.errors?.[0];
  const code = first?.extensions?.code;
  if (error.status === 402 || /^Not enough credits/.test(first?.message ?? '')) return 'notEnoughCredits';
  if (code === 'CONFLICT' || error.status === 409) return 'conflict';
  if (code === 'NOT_FOUND' || error.status === 404) return 'notFound';
  if (code === 'UNAUTHENTICATED' || error.status === 401) return 'unauthenticated';
  if (code === 'BAD_USER_INPUT') return 'badInput';
  return 'other';
}

/** The server's own message (already readable), when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof GraphQLRequestError ? error.errors?.[0]?.message : undefined;
}
