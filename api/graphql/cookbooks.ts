// Cookbooks over GraphQL (issue 13): the wizard (start, plan, make), the cook's recipe form (a
// whole recipe saved at once, checked by the kind's schema), one recipe written again with an
// instruction, and the readers' queries. Resolvers delegate to the engine (api/engine/books.ts).
// A quantity is a number, or a range (quantity = its min, quantityMax = its max).
import { slugify } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import { allergensOf, foldText, totalTime, UNITS, type Ingredient } from '../../core/recipes.ts';
import { AppError } from '../errors.ts';
import {
  cancelBook, generateBook, ownedBook, partVersions, regeneratePart, regeneratePlan, restorePartVersion, retryPart, startBook, updatePart, updatePlan, updateStart,
} from '../engine/books.ts';
import { kindCosts } from '../services/credits.ts';
import { readableBook, setVisibility } from '../services/textbooks/books.ts';
import { cookbook as cookbookKind } from '../kinds/cookbook/index.ts';
import { SKILLS } from '../kinds/cookbook/schema.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { actor, engineDeps } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  enum CookingSkill { ${SKILLS.join(' ')} }

  "an ingredient: a quantity (a number, or a range from quantity to quantityMax) in a unit of the known list (${UNITS.join(', ')}), or a count of whole things with no unit"
  type RecipeIngredient {
    quantity: Float
    quantityMax: Float
    unit: String
    item: String!
    note: String
    "the part of the recipe it is for: for the sauce"
    group: String
  }
  type RecipeTemperature { value: Float!  unit: String! }
  type RecipeStep { text: String!  minutes: Int  temperature: RecipeTemperature }

  type Recipe {
    id: ID!
    cookbookId: ID!
    position: Int!
    title: String!
    slug: String!
    "what the plan said of it (before it is written)"
    summary: String!
    story: String!
    servings: Int!
    prepMinutes: Int!
    cookMinutes: Int!
    totalMinutes: Int!
    ingredients: [RecipeIngredient!]!
    steps: [RecipeStep!]!
    tips: [String!]!
    "vegetarian, vegan, gluten-free, dairy-free, nut-free: those the cook claims and the ingredients allow"
    diet: [String!]!
    "of the 14 major allergens, those the ingredients contain"
    allergens: [String!]!
    cuisine: String!
    "queued, writing, done, failed or cancelled"
    status: PartStatus!
    errorMessage: String
  }

  type CookbookPlanEntry { title: String!  summary: String! }
  type CookbookPlan { title: String!  recipes: [CookbookPlanEntry!]! }

  type Cookbook implements Book {
    id: ID!
    "always cookbook"
    kind: BookKind!
    title: String!
    slug: String!
    theme: String!
    cuisine: String
    diet: [String!]!
    skill: CookingSkill!
    language: String!
    recipeCount: Int!
    status: BookStatus!
    wizardStep: WizardStep!
    visibility: Visibility!
    offlineDraft: Boolean!
    errorMessage: String
    isOwner: Boolean!
    "its recipes (recipeCount)"
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
    plan: CookbookPlan
    recipes: [Recipe!]!
  }

  type CookbookCosts { plan: Int!  recipe: Int! }

  "a state a recipe had: kept for every writing, rewrite, edit and restore"
  type RecipeVersion { id: ID!  source: String!  instruction: String  title: String!  createdAt: String! }

  input CookbookStartInput { theme: String!  cuisine: String  diet: [String!]!  language: String!  recipeCount: Int!  skill: CookingSkill! }
  input StartCookbookInput { theme: String!  cuisine: String  diet: [String!]!  language: String!  recipeCount: Int!  skill: CookingSkill!  idempotencyKey: String! }
  input CookbookPlanEntryInput { title: String!  summary: String! }
  input CookbookPlanInput { title: String!  recipes: [CookbookPlanEntryInput!]! }
  input RecipeIngredientInput { quantity: Float  quantityMax: Float  unit: String  item: String!  note: String  group: String }
  input RecipeTemperatureInput { value: Float!  unit: String! }
  input RecipeStepInput { text: String!  minutes: Int  temperature: RecipeTemperatureInput }
  input RecipeInput {
    title: String!
    story: String!
    servings: Int!
    prepMinutes: Int!
    cookMinutes: Int!
    ingredients: [RecipeIngredientInput!]!
    steps: [RecipeStepInput!]!
    tips: [String!]!
    diet: [String!]!
    cuisine: String!
  }

  extend type Query {
    cookbook(id: ID!): Cookbook
    recipe(id: ID!): Recipe
    cookbookCosts: CookbookCosts!
    "a recipe's versions, newest first: the owner's and moderators'"
    recipeVersions(recipeId: ID!): [RecipeVersion!]!
  }

  extend type Mutation {
    startCookbook(input: StartCookbookInput!): Cookbook!
    "back from the plan: a new theme, cuisine, diet, skill, language or count is a new plan (one plan's price); the rest is free"
    updateCookbookStart(id: ID!, input: CookbookStartInput!): Cookbook!
    updateCookbookPlan(id: ID!, plan: CookbookPlanInput!): Cookbook!
    regenerateCookbookPlan(id: ID!, comment: String!): Cookbook!
    generateCookbook(id: ID!, idempotencyKey: String!): Cookbook!
    cancelCookbook(id: ID!): Cookbook!
    setCookbookVisibility(id: ID!, visibility: Visibility!): Cookbook!
    retryRecipe(recipeId: ID!): Recipe!
    "the recipe written again with the cook's instruction (one recipe's price)"
    regenerateRecipe(recipeId: ID!, instruction: String!): Recipe!
    "the cook's own edit: the whole recipe, checked (quantities numbers in known units, diet tags the ingredients keep)"
    updateRecipe(recipeId: ID!, recipe: RecipeInput!): Recipe!
    restoreRecipeVersion(versionId: ID!): Recipe!
  }
`;

type Row = Record<string, any>;



export const cookbookBook = (row: Row) => ({
  id: row.id, kind: 'cookbook' as const, partCount: row.chapter_count, title: row.title, slug: slugify(row.title, 'Cookbook'), theme: row.topic,
  cuisine: row.details?.cuisine ?? null, diet: row.details?.diet ?? [], skill: row.details?.skill ?? row.reading_level ?? 'easy',
  language: row.language, recipeCount: row.chapter_count,
  status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline',
  errorMessage: row.error_message, createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(), userId: row.user_id,
});

const ingredientOut = (i: Ingredient) => ({
  ...i, quantity: typeof i.quantity === 'object' ? i.quantity.min : i.quantity ?? null, quantityMax: typeof i.quantity === 'object' ? i.quantity.max : null,
});

export const recipePart = (row: Row) => {
  const c = row.content ?? {};
  const ingredients = (c.ingredients ?? []) as Ingredient[];
  const title = c.title || row.title;
  return {
    id: row.id, cookbookId: row.book_id, position: row.position, title, slug: slugify(title, 'Recipe'), summary: c.summary ?? '',
    story: c.story ?? '', servings: c.servings ?? 0, prepMinutes: c.prepMinutes ?? 0, cookMinutes: c.cookMinutes ?? 0,
    totalMinutes: totalTime(c.prepMinutes, c.cookMinutes) ?? 0, ingredients: ingredients.map(ingredientOut), steps: c.steps ?? [], tips: c.tips ?? [],
    diet: c.diet ?? [], allergens: allergensOf(ingredients), cuisine: c.cuisine ?? '', status: row.status, errorMessage: row.error_message,
  };
};

/** A recipe from GraphQL's input: a range's quantityMax joined to its quantity, empty fields left out. */
export function recipeIn(input: Row): Row {
  return {
    ...input,
    ingredients: (input.ingredients ?? []).map((i: Row) => {
      const out: Row = { item: i.item };
      if (i.quantity !== null && i.quantity !== undefined) out.quantity = i.quantityMax !== null && i.quantityMax !== undefined ? { min: i.quantity, max: i.quantityMax } : i.quantity;
      for (const key of ['unit', 'note', 'group'] as const) if (typeof i[key] === 'string' && i[key].trim()) out[key] = i[key];
      return out;
    }),
    steps: (input.steps ?? []).map((s: Row) => ({
      text: s.text, ...(s.minutes !== null && s.minutes !== undefined ? { minutes: s.minutes } : {}), ...(s.temperature ? { temperature: s.temperature } : {}),
    })),
  };
}

const version = (row: Row) => ({
  id: row.id, source: row.source, instruction: row.instruction, title: row.content?.title ?? row.title ?? '', createdAt: new Date(row.created_at).toISOString(),
});

export const resolvers: Resolvers = {
  Query: {
    cookbook: async (_r, { id }, ctx) => cookbookBook(await readableBook(ctx.knex, ctx.user, id, 'cookbook')),
    recipe: async (_r, { id }, ctx) => {
      const part = await ctx.knex('book_parts').where({ id: parseId('Recipe', id), kind: 'cookbook' }).first();
      if (!part) throw AppError.notFound('No such recipe');
      await readableBook(ctx.knex, ctx.user, part.book_id, 'cookbook');
      return recipePart(part);
    },
    recipeVersions: async (_r, a, ctx) => (await partVersions(ctx.knex, actor(ctx), 'cookbook', a.recipeId)).map(version),
    cookbookCosts: async (_r, _a, ctx) => {
      const c = await kindCosts(ctx.knex, 'cookbook', cookbookKind.defaultCosts);
      return { plan: c.plan, recipe: c.part };
    },
  },
  Mutation: {
    startCookbook: async (_r, { input }, ctx) => cookbookBook(await startBook(engineDeps(ctx), actor(ctx), 'cookbook', withoutNulls(input))),
    updateCookbookStart: async (_r, a, ctx) => cookbookBook(await updateStart(engineDeps(ctx), actor(ctx), 'cookbook', a.id, withoutNulls(a.input))),
    updateCookbookPlan: async (_r, a, ctx) => cookbookBook(await updatePlan(ctx.knex, actor(ctx), 'cookbook', a.id, a.plan)),
    regenerateCookbookPlan: async (_r, a, ctx) => cookbookBook(await regeneratePlan(engineDeps(ctx), actor(ctx), 'cookbook', a.id, a.comment)),
    generateCookbook: async (_r, a, ctx) => cookbookBook(await generateBook(engineDeps(ctx), actor(ctx), 'cookbook', a.id, a.idempotencyKey)),
    cancelCookbook: async (_r, a, ctx) => cookbookBook(await cancelBook(ctx.knex, actor(ctx), 'cookbook', a.id)),
    setCookbookVisibility: async (_r, a, ctx) => {
      await ownedBook(ctx.knex, actor(ctx), 'cookbook', a.id);
      return cookbookBook(await setVisibility(ctx.knex, actor(ctx), parseId('Cookbook', a.id), a.visibility, { production: ctx.config.isProduction }));
    },
    retryRecipe: async (_r, a, ctx) => recipePart(await retryPart(engineDeps(ctx), actor(ctx), 'cookbook', a.recipeId)),
    regenerateRecipe: async (_r, a, ctx) => recipePart(await regeneratePart(engineDeps(ctx), actor(ctx), 'cookbook', a.recipeId, a.instruction, 'text')),
    updateRecipe: async (_r, a, ctx) => {
      const next = recipeIn(a.recipe);
      // an ingredient's declared allergens (for words the lexicon does not know) stay with the same ingredient
      const kept = (c: Row) => new Map<string, unknown>((c.ingredients ?? []).filter((i: Row) => Array.isArray(i.allergens)).map((i: Row) => [foldText(i.item), i.allergens]));
      return recipePart(await updatePart(ctx.knex, actor(ctx), 'cookbook', a.recipeId, (c) => {
        const allergens = kept(c);
        const ingredients = next.ingredients.map((i: Row) => (allergens.has(foldText(i.item)) ? { ...i, allergens: allergens.get(foldText(i.item)) } : i));
        return { ...next, ingredients, summary: c.summary };
      }));
    },
    restoreRecipeVersion: async (_r, a, ctx) => recipePart(await restorePartVersion(ctx.knex, actor(ctx), 'cookbook', a.versionId)),
  },
  Cookbook: {
    isOwner: (book, _a, ctx) => ctx.user?.id === (book as { userId: string }).userId,
  },
};

/** GraphQL's null for an optional input field is its absence to the kind's schema. */
const withoutNulls = (input: Row) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

type BookObj = { obj: { id: string; userId: string } };

export const loaders: Loaders = {
  Cookbook: {
    author: bookAuthors,
    recipes: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).orderBy('position');
      return queries.map((q) => rows.filter((r) => r.book_id === q.obj.id).map(recipePart));
    },
    plan: latestPlans,
  },
};
