// Server-only: a cookbook and its recipes as their pages show them (issue 13). Who may read is the
// engine's rule (readableBook with the cookbook kind); the cookbook is a BookView, so the book
// pages' helpers (share card, save, read count, visibility) serve it unchanged. A recipe is
// readable exactly when its cookbook is.
import type { AstroGlobal } from 'astro';
import type { Knex } from 'knex';
import { AppError } from '../../../../api/errors.ts';
import { readableBook } from '../../../../api/services/textbooks/books.ts';
import { recipeHref } from '../../../../core/kinds.ts';
import { isIdOf } from '../../../../core/ids.ts';
import { isLangCode, LANGUAGE_INFO, type LangCode } from '../../../../core/languages.ts';
import { allergensOf, totalTime, type Allergen, type DietTag, type Ingredient, type Quantity, type Unit } from '../../../../core/recipes.ts';
import { recipeJsonLd } from '../../../../core/recipe-jsonld.ts';
import { slugify, userSlugForId } from '../../../../core/slug.ts';
import type { Recipe } from '../../../../api/kinds/cookbook/schema.ts';
import { bookSeo, decodedParam, siteOrigin, type BookView, type Viewer } from '../../book/book.server.ts';
import { translator } from '../../../lib/i18n.ts';

export interface RecipeView extends Recipe {
  id: string;
  position: number;
  slug: string;
  status: string;
  errorMessage: string | null;
  /** what the plan said of it */
  summary: string;
  totalMinutes: number;
  allergens: Allergen[];
  /** written (done, with its ingredients and steps) */
  ready: boolean;
}

export interface CookbookView extends BookView {
  kind: 'cookbook';
  cuisine: string;
  diet: DietTag[];
  skill: string;
  recipes: RecipeView[];
}

function recipeView(p: Record<string, any>): RecipeView {
  const c = p.content ?? {};
  const title = String(c.title || p.title || '');
  const ingredients = (c.ingredients ?? []) as Recipe['ingredients'];
  return {
    id: p.id, position: p.position, slug: slugify(title, 'Recipe'), status: p.status, errorMessage: p.error_message ?? null, summary: c.summary ?? '',
    title, story: c.story ?? '', servings: Number(c.servings ?? 0), prepMinutes: Number(c.prepMinutes ?? 0), cookMinutes: Number(c.cookMinutes ?? 0),
    ingredients, steps: c.steps ?? [], tips: c.tips ?? [], diet: c.diet ?? [], cuisine: c.cuisine ?? '',
    totalMinutes: totalTime(c.prepMinutes, c.cookMinutes) ?? 0, allergens: allergensOf(ingredients as Ingredient[]),
    ready: p.status === 'done' && ingredients.length > 0 && (c.steps ?? []).length > 0,
  };
}

export async function loadCookbook(knex: Knex, who: Viewer, id: string | undefined): Promise<CookbookView | null> {
  let row: Record<string, any>;
  try {
    row = await readableBook(knex, who, id, 'cookbook');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
  const [parts, author, slug] = await Promise.all([
    knex('book_parts').where({ book_id: row.id }).orderBy('position').select('id', 'position', 'title', 'content', 'status', 'error_message'),
    knex('users').where({ id: row.user_id }).first('name'),
    knex('user_slugs').where({ user_id: row.user_id, is_current: true }).first('slug'),
  ]);
  const language = isLangCode(row.language) ? row.language : 'en';
  return {
    kind: 'cookbook',
    id: row.id, title: row.title, slug: slugify(row.title, 'Cookbook'), topic: row.topic ?? '', subject: '', subjectCode: null, audience: '',
    readingLevel: row.reading_level ?? '', language, chapterCount: row.chapter_count, dedication: '', copyright: '',
    status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline', hidden: Boolean(row.hidden_at),
    createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at), userId: row.user_id, authorName: author?.name ?? '',
    authorSlug: slug?.slug ?? userSlugForId(row.user_id), isOwner: who?.id === row.user_id, readCount: row.read_count ?? 0,
    saveCount: row.save_count ?? 0, publishedAt: row.published_at ? new Date(row.published_at) : null, chapters: [],
    cuisine: row.details?.cuisine ?? '', diet: row.details?.diet ?? [], skill: row.details?.skill ?? row.reading_level ?? 'easy',
    recipes: parts.map(recipeView),
  };
}

/** A recipe and its cookbook, or null when this viewer may not read it (or it does not exist). */
export async function loadRecipe(knex: Knex, who: Viewer, id: string | undefined): Promise<{ book: CookbookView; recipe: RecipeView } | null> {
  if (!isIdOf('Recipe', id)) return null;
  const part = await knex('book_parts').where({ id, kind: 'cookbook' }).first('book_id');
  if (!part) return null;
  const book = await loadCookbook(knex, who, part.book_id);
  const recipe = book?.recipes.find((r) => r.id === id);
  return book && recipe ? { book, recipe } : null;
}

/** 301 to the recipe's slug when the URL's {name} is another; the part and query are kept. */
export function recipeRedirect(astro: AstroGlobal, lang: LangCode, recipe: RecipeView, part = ''): Response | undefined {
  if (decodedParam(astro.params.name) === recipe.slug) return undefined;
  return astro.redirect(`${recipeHref(lang, recipe.slug, recipe.id, part)}${astro.url.search}`, 301);
}

/** A recipe's words for search engines and share cards: its story, else the plan's summary. */
export const recipeDescription = (recipe: RecipeView) => (recipe.story || recipe.summary).slice(0, 300);

/** The word for a unit with no symbol (clove, pinch, to taste), in the book's language. */
export function unitWords(lang: LangCode) {
  const t = translator(lang, 'cookbook');
  return (unit: Unit, quantity: Quantity | undefined) => {
    const count = typeof quantity === 'number' ? quantity : quantity ? quantity.max : 1;
    const word = t(`units.${unit}`, { count, defaultValue: '' });
    return word || undefined;
  };
}

/**
 * The head of a recipe's page: the cookbook's share card, with schema.org's Recipe for the recipe
 * (core/recipe-jsonld.ts: ingredients in the book's language, HowToStep instructions, ISO 8601
 * times; no invented image or nutrition) — only when anyone may read it.
 */
export function recipeSeo(astro: AstroGlobal, lang: LangCode, book: CookbookView, recipe: RecipeView, part = '') {
  const seo: Record<string, any> = { ...bookSeo(astro, lang, book), path: recipeHref(lang, recipe.slug, recipe.id, part) };
  if (!seo.jsonLd || !recipe.ready) return { ...seo, jsonLd: undefined };
  const origin = siteOrigin(astro);
  seo.jsonLd = {
    ...recipeJsonLd(recipe, {
      url: new URL(recipeHref(lang, recipe.slug, recipe.id), origin).href,
      author: { name: book.authorName, url: new URL(`/${lang}/${book.authorSlug}`, origin).href },
      language: LANGUAGE_INFO[book.language].bcp47,
      ...(book.publishedAt ? { datePublished: book.publishedAt } : {}),
      unitWord: unitWords(book.language),
    }),
    isPartOf: { '@type': 'Book', name: book.title, url: seo.jsonLd.url },
  };
  return seo;
}

/** A cookbook's recipe as the shopping list island takes it. */
export const shoppingRecipe = (lang: LangCode, r: RecipeView) => ({
  id: r.id, title: r.title, href: recipeHref(lang, r.slug, r.id), servings: r.servings, ingredients: r.ingredients,
});
