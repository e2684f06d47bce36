// The item editor's calls (api/graphql/worksheets.ts) through the site's typed client, and the
// server's refusals as one line in the page language. Every mutation answers the whole worksheet,
// which replaces the one on screen.
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../../../lib/graphql-client.ts';
import { graphql, request, type ResultOf } from '../../../../lib/graphql.ts';
import { ITEMS_PER_WORKSHEET } from '../../../../../core/worksheets.ts';
import { messageKey, type ItemInput } from '../item-form.ts';

const Fields = graphql(`
  fragment WorksheetEditorFields on Worksheet {
    id title instructions objectives itemCount status errorMessage
    items { type prompt explanation options correct multiple answer text blanks pairs { left right } steps answers sampleAnswer finalAnswer }
    flags { item key solver }
  }
`);

/** The worksheet as the editor reads it back from the server. */
export type EditorWorksheetData = ResultOf<typeof Fields>;

const Get = graphql(`query WorksheetEditorSheet($id: ID!) { worksheet(id: $id) { ...WorksheetEditorFields } }`, [Fields]);

export async function fetchWorksheet(id: string, signal?: AbortSignal): Promise<EditorWorksheetData | null> {
  return (await request(Get, { id }, signal ? { signal } : {})).worksheet;
}

const Price = graphql(`query WorksheetEditorPrice { worksheetCosts { worksheet } creditBalance }`);

/** What writing an item or the worksheet again costs, and what the teacher has. */
export async function rewritePrice(): Promise<{ cost: number; balance: number }> {
  const data = await request(Price);
  return { cost: data.worksheetCosts.worksheet, balance: data.creditBalance };
}

const UpdateHeader = graphql(`
  mutation WorksheetEditorHeader($id: ID!, $input: WorksheetHeaderInput!) { updateWorksheet(worksheetId: $id, input: $input) { ...WorksheetEditorFields } }
`, [Fields]);
const UpdateItem = graphql(`
  mutation WorksheetEditorUpdateItem($id: ID!, $index: Int!, $item: WorksheetItemInput!) { updateWorksheetItem(worksheetId: $id, index: $index, item: $item) { ...WorksheetEditorFields } }
`, [Fields]);
const AddItem = graphql(`
  mutation WorksheetEditorAddItem($id: ID!, $item: WorksheetItemInput!, $index: Int) { addWorksheetItem(worksheetId: $id, item: $item, index: $index) { ...WorksheetEditorFields } }
`, [Fields]);
const RemoveItem = graphql(`
  mutation WorksheetEditorRemoveItem($id: ID!, $index: Int!) { removeWorksheetItem(worksheetId: $id, index: $index) { ...WorksheetEditorFields } }
`, [Fields]);
const MoveItem = graphql(`
  mutation WorksheetEditorMoveItem($id: ID!, $from: Int!, $to: Int!) { moveWorksheetItem(worksheetId: $id, from: $from, to: $to) { ...WorksheetEditorFields } }
`, [Fields]);
const DismissFlag = graphql(`
  mutation WorksheetEditorDismissFlag($id: ID!, $index: Int!) { dismissWorksheetFlag(worksheetId: $id, index: $index) { ...WorksheetEditorFields } }
`, [Fields]);
const RegenerateItem = graphql(`
  mutation WorksheetEditorRegenerateItem($id: ID!, $index: Int!, $instruction: String!) { regenerateWorksheetItem(worksheetId: $id, index: $index, instruction: $instruction) { ...WorksheetEditorFields } }
`, [Fields]);
const Regenerate = graphql(`
  mutation WorksheetEditorRegenerate($id: ID!, $instruction: String!) { regenerateWorksheet(worksheetId: $id, instruction: $instruction) { ...WorksheetEditorFields } }
`, [Fields]);

export const updateHeader = async (id: string, input: { title: string; instructions: string; objectives: string[] }) =>
  (await request(UpdateHeader, { id, input })).updateWorksheet;
export const updateItem = async (id: string, index: number, item: ItemInput) => (await request(UpdateItem, { id, index, item })).updateWorksheetItem;
export const addItem = async (id: string, item: ItemInput, index?: number) => (await request(AddItem, { id, item, ...(index === undefined ? {} : { index }) })).addWorksheetItem;
export const removeItem = async (id: string, index: number) => (await request(RemoveItem, { id, index })).removeWorksheetItem;
export const moveItem = async (id: string, from: number, to: number) => (await request(MoveItem, { id, from, to })).moveWorksheetItem;
export const dismissFlag = async (id: string, index: number) => (await request(DismissFlag, { id, index })).dismissWorksheetFlag;
export const regenerateItem = async (id: string, index: number, instruction: string) =>
  (await request(RegenerateItem, { id, index, instruction })).regenerateWorksheetItem;
export const regenerateWorksheet = async (id: string, instruction: string) => (await request(Regenerate, { id, instruction })).regenerateWorksheet;

// ---- refusals ---------------------------------------------------------------------------------

/** The server's field messages of a BAD_USER_INPUT refusal (paths as the schema names them). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const first = error.errors?.[0];
  if (first?.extensions?.code !== 'BAD_USER_INPUT') return {};
  const fields = first.extensions.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

// the server's whole-request messages (api/graphql/worksheets.ts, api/engine/books.ts) → keys of worksheet-editor
const KNOWN: [RegExp, string][] = [
  [/^Not enough credits/, 'errors.notEnoughCredits'],
  [/^A worksheet needs at least (\d+) items/, 'errors.tooFew'],
  [/^A worksheet can have at most (\d+) items/, 'errors.tooMany'],
  [/^This worksheet can be edited once it is written/, 'errors.busy'],
  [/^This worksheet is (queued|writing)/, 'errors.busy'],
  [/^Say how the worksheet should change/, 'errors.instructionRequired'],
  [/^There is no item/, 'errors.stale'],
  [/^No such (worksheet|book)/, 'errors.notFound'],
  [/^You must be signed in/, 'errors.signedOut'],
];

/** One line for the teacher: a known server message in the page language, else the server's own words. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError) {
    if (error.network) return t('errors.network');
    const message = error.errors?.[0]?.message;
    if (message) {
      const known = KNOWN.find(([pattern]) => pattern.test(message));
      if (known) return t(known[1], { min: ITEMS_PER_WORKSHEET.min, max: ITEMS_PER_WORKSHEET.max });
      // a field refusal: "options: must all be different" → the field's message, translated
      const field = /^[\w.]+: (.+)$/.exec(message);
      const key = field ? messageKey(field[1]!) : null;
      if (key) return t(key.key, key.values);
      return message;
    }
  }
  return t('errors.generic');
}
