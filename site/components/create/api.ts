// The wizard's calls to the GraphQL API (api/graphql/textbooks.ts), through the site's client
// (site/lib/graphql-client.ts: the signed-in token, errors as GraphQLRequestError).
import { kindOfBookId, type BookKind } from '../../../core/kinds.ts';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-client.ts';
import type { Outline } from './outline-edit.ts';

export interface WizardChapter {
  id: string;
  position: number;
  title: string;
  sections: string[];
  markdown: string;
  /** the chapter as safe HTML, rendered by the server (headings from h3) */
  html: string;
  /** queued, writing, done, failed or cancelled */
  status: string;
  errorMessage: string | null;
}

export interface WizardBook {
  id: string;
  title: string;
  slug: string;
  topic: string;
  subject: string;
  subjectCode: string | null;
  audience: string;
  readingLevel: string;
  notes: string;
  language: string;
  chapterCount: number;
  /** draft, outlining, outlined, generating, done, failed or cancelled */
  status: string;
  /** start, outline, generate or done */
  wizardStep: string;
  offlineDraft: boolean;
  errorMessage: string | null;
  isOwner: boolean;
  updatedAt: string;
  outline: Outline | null;
  chapters: WizardChapter[];
}

export interface Costs {
  outline: number;
  chapter: number;
}

const BOOK_FIELDS = `
  id title slug topic subject subjectCode audience readingLevel notes language chapterCount status wizardStep offlineDraft errorMessage isOwner updatedAt
  outline { title chapters { title sections } }
  chapters { id position title sections markdown html(headingLevel: 3) status errorMessage }
`;

export async function fetchBook(id: string, signal?: AbortSignal): Promise<WizardBook | null> {
  const data = await graphqlRequest<{ textbook: WizardBook | null }>(
    'WizardTextbook', `query WizardTextbook($id: ID!) { textbook(id: $id) { ${BOOK_FIELDS} } }`, { id }, signal ? { signal } : {},
  );
  return data.textbook;
}

/** The most recently touched unfinished book of this kind (drafts, or being written / stopped), if any. */
export async function fetchLatestDraft(kind: BookKind = 'textbook'): Promise<{ id: string; wizardStep: string; title: string } | null> {
  type Row = { id: string; title: string; wizardStep: string; updatedAt: string };
  const data = await graphqlRequest<{ drafts: Row[]; generating: Row[] }>(
    'WizardLatestDraft',
    `query WizardLatestDraft {
      drafts: myBooks(mode: drafts) { id title wizardStep updatedAt }
      generating: myBooks(mode: generating) { id title wizardStep updatedAt }
    }`,
  );
  // My Books lists every kind; each wizard resumes its own
  const books = [...data.drafts, ...data.generating].filter((b) => kindOfBookId(b.id) === kind).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  const latest = books[0];
  return latest ? { id: latest.id, wizardStep: latest.wizardStep, title: latest.title } : null;
}

/** Whether the site sells credits (Stripe is configured): the out-of-credits message links to buying. */
export async function fetchPaymentsEnabled(): Promise<boolean> {
  const data = await graphqlRequest<{ creditPayments: { enabled: boolean } }>('WizardPayments', 'query WizardPayments { creditPayments { enabled } }');
  return data.creditPayments.enabled;
}

export async function fetchCosts(): Promise<Costs> {
  const data = await graphqlRequest<{ creditCosts: Costs }>('WizardCosts', 'query WizardCosts { creditCosts { outline chapter } }');
  return data.creditCosts;
}

export async function fetchCredits(): Promise<{ costs: Costs; balance: number }> {
  const data = await graphqlRequest<{ creditCosts: Costs; creditBalance: number }>(
    'WizardCredits', 'query WizardCredits { creditBalance creditCosts { outline chapter } }',
  );
  return { costs: data.creditCosts, balance: data.creditBalance };
}

export interface StartInput {
  title: string;
  topic: string;
  subject: string;
  /** a code of the fixed subject list; when not given, the one `subject` names */
  subjectCode?: string | undefined;
  audience: string;
  readingLevel: string;
  language: string;
  chapterCount: number;
  notes: string;
  idempotencyKey: string;
}

export async function startTextbook(input: StartInput): Promise<WizardBook> {
  const data = await graphqlRequest<{ startTextbook: WizardBook }>(
    'StartTextbook', `mutation StartTextbook($input: StartTextbookInput!) { startTextbook(input: $input) { ${BOOK_FIELDS} } }`, { input },
  );
  return data.startTextbook;
}

/** Changes the start values of a book at its outline step (the same book; see core/textbook-start.ts). */
export async function updateTextbookStart(id: string, input: Omit<StartInput, 'idempotencyKey'>): Promise<WizardBook> {
  const data = await graphqlRequest<{ updateTextbookStart: WizardBook }>(
    'UpdateTextbookStart',
    `mutation UpdateTextbookStart($id: ID!, $input: TextbookStartInput!) { updateTextbookStart(id: $id, input: $input) { ${BOOK_FIELDS} } }`,
    { id, input },
  );
  return data.updateTextbookStart;
}

export async function updateOutline(id: string, outline: Outline): Promise<WizardBook> {
  const data = await graphqlRequest<{ updateTextbookOutline: WizardBook }>(
    'UpdateTextbookOutline',
    `mutation UpdateTextbookOutline($id: ID!, $outline: OutlineInput!) { updateTextbookOutline(id: $id, outline: $outline) { ${BOOK_FIELDS} } }`,
    { id, outline },
  );
  return data.updateTextbookOutline;
}

export async function regenerateOutline(id: string, comment: string): Promise<WizardBook> {
  const data = await graphqlRequest<{ regenerateOutline: WizardBook }>(
    'RegenerateOutline',
    `mutation RegenerateOutline($id: ID!, $comment: String!) { regenerateOutline(id: $id, comment: $comment) { ${BOOK_FIELDS} } }`,
    { id, comment },
  );
  return data.regenerateOutline;
}

export async function generateTextbook(id: string, idempotencyKey: string): Promise<WizardBook> {
  const data = await graphqlRequest<{ generateTextbook: WizardBook }>(
    'GenerateTextbook',
    `mutation GenerateTextbook($id: ID!, $key: String!) { generateTextbook(id: $id, idempotencyKey: $key) { ${BOOK_FIELDS} } }`,
    { id, key: idempotencyKey },
  );
  return data.generateTextbook;
}

export async function cancelGeneration(id: string): Promise<WizardBook> {
  const data = await graphqlRequest<{ cancelGeneration: WizardBook }>(
    'CancelGeneration', `mutation CancelGeneration($id: ID!) { cancelGeneration(id: $id) { ${BOOK_FIELDS} } }`, { id },
  );
  return data.cancelGeneration;
}

export async function retryChapter(chapterId: string): Promise<void> {
  await graphqlRequest<{ retryChapter: { id: string } }>(
    'RetryChapter', 'mutation RetryChapter($id: ID!) { retryChapter(chapterId: $id) { id status } }', { id: chapterId },
  );
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
