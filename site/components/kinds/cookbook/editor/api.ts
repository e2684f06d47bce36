// The cookbook owner's calls (api/graphql/cookbooks.ts) through the site's typed client, and the
// recipe editor's refusals as one line in the page language: a recipe saved whole, written again with an
// instruction (then read again until it is done), its versions and a restore, the price and the
// balance, and who can see the cookbook.
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../../../lib/graphql-client.ts';
import { graphql, request, type ResultOf } from '../../../../lib/graphql.ts';
import { messageKey, type RecipeInput } from './recipe-form.ts';

/** How often a recipe being written again is read (ms). */
export const RECIPE_POLL_MS = 1500;

const Fields = graphql(`
  fragment RecipeEditorFields on Recipe {
    id cookbookId position title slug story servings prepMinutes cookMinutes totalMinutes cuisine diet allergens status errorMessage
    ingredients { quantity quantityMax unit item note group }
    steps { text minutes temperature { value unit } }
    tips
  }
`);

/** The recipe as the editor reads it back from the server. */
export type EditorRecipeData = ResultOf<typeof Fields>;

const Get = graphql(`query RecipeEditorRecipe($id: ID!) { recipe(id: $id) { ...RecipeEditorFields } }`, [Fields]);
const Update = graphql(`
  mutation RecipeEditorUpdate($id: ID!, $recipe: RecipeInput!) { updateRecipe(recipeId: $id, recipe: $recipe) { ...RecipeEditorFields } }
`, [Fields]);
const Regenerate = graphql(`
  mutation RecipeEditorRegenerate($id: ID!, $instruction: String!) { regenerateRecipe(recipeId: $id, instruction: $instruction) { ...RecipeEditorFields } }
`, [Fields]);
const Price = graphql(`query RecipeEditorPrice { cookbookCosts { recipe } creditBalance }`);
const Versions = graphql(`query RecipeEditorVersions($id: ID!) { recipeVersions(recipeId: $id) { id source instruction title createdAt } }`);
const Restore = graphql(`mutation RecipeEditorRestore($versionId: ID!) { restoreRecipeVersion(versionId: $versionId) { ...RecipeEditorFields } }`, [Fields]);
const Visibility = graphql(`
  mutation CookbookOwnerVisibility($id: ID!, $visibility: Visibility!) { setCookbookVisibility(id: $id, visibility: $visibility) { id visibility } }
`);

export type RecipeVersion = ResultOf<typeof Versions>['recipeVersions'][number];
export type Visibility = 'private' | 'unlisted' | 'public';

export async function fetchRecipe(id: string, signal?: AbortSignal): Promise<EditorRecipeData | null> {
  return (await request(Get, { id }, signal ? { signal } : {})).recipe;
}
export const updateRecipe = async (id: string, recipe: RecipeInput) => (await request(Update, { id, recipe })).updateRecipe;
export const regenerateRecipe = async (id: string, instruction: string) => (await request(Regenerate, { id, instruction })).regenerateRecipe;
export const recipeVersions = async (id: string) => (await request(Versions, { id })).recipeVersions;
export const restoreRecipeVersion = async (versionId: string) => (await request(Restore, { versionId })).restoreRecipeVersion;
export const setCookbookVisibility = async (id: string, visibility: Visibility) => (await request(Visibility, { id, visibility })).setCookbookVisibility;

/** What writing one recipe again costs, and what the cook has. */
export async function rewritePrice(): Promise<{ cost: number; balance: number }> {
  const data = await request(Price);
  return { cost: data.cookbookCosts.recipe, balance: data.creditBalance };
}

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

// the server's whole-request messages (api/engine/books.ts, api/services) → keys of cookbook-editor
const KNOWN: [RegExp, string][] = [
  [/^Not enough credits/, 'errors.notEnoughCredits'],
  [/^This recipe can be edited once it is written/, 'errors.notWritten'],
  [/^This recipe is (queued|writing)/, 'errors.busy'],
  [/^This recipe is being written/, 'errors.busy'],
  [/^This book is not written yet/, 'errors.bookNotReady'],
  [/^Say how the recipe should change/, 'errors.instructionRequired'],
  [/^No such version/, 'errors.versionMissing'],
  [/^No such (recipe|book)/, 'errors.notFound'],
  [/^You must be signed in/, 'errors.signedOut'],
  [/^You are not allowed/, 'errors.forbidden'],
];

/** One line for the cook: a known server message in the page language, else the server's own words. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError) {
    if (error.network) return t('errors.network');
    const message = error.errors?.[0]?.message;
    if (message) {
      const known = KNOWN.find(([pattern]) => pattern.test(message));
      if (known) return t(known[1]);
      // a field refusal: "ingredients.0.unit: is not one of the units (…)" → the field's message, translated
      const field = /^[\w.]+: (.+)$/.exec(message);
      const key = field ? messageKey(field[1]!) : null;
      if (key) return t(key.key, key.values);
      return message;
    }
  }
  return t('errors.generic');
}
