// Cookbooks (issue 13): a recipe page's schema.org `Recipe` JSON-LD, as Google's recipe rich results
// read it. Pure: the page (and a test) build it from the recipe and what the page knows.
//
// What goes in, and what stays out:
// - name, description (the page's, else the recipe's story), url, inLanguage (BCP 47), author (a
//   Person), datePublished when the recipe has been published, image only when there is one
//   (Google needs one for the rich result, but a picture is never invented).
// - recipeIngredient: one string per ingredient, as cooks write it ("200 g red lentils, rinsed",
//   "1½ tsp cumin", "salt, to taste"), quantities written by core/recipes.ts in the book's language
//   (1,5 kg in Italian). Counts and pinches have no symbol: the word comes from `unitWord` (the
//   kind's phrases), else English words on an English page and none elsewhere.
// - recipeInstructions: HowToStep objects with the step's `text` only (Google's `name` is a short
//   summary of a step, which a recipe does not have; never "Step 1").
// - prepTime, cookTime, totalTime as ISO 8601 durations (Google: always prep and cook together, or
//   total); recipeYield the servings as a number in a string ("4"), as Google asks.
// - recipeCuisine, keywords (the page's, comma-separated, without the cuisine), suitableForDiet:
//   schema.org RestrictedDiet URLs for the claimed tags it defines (vegetarian, vegan, gluten-free;
//   it has no dairy-free or nut-free diet), and only claims the ingredients allow (dietOf).
// - nutrition is left out: nothing in a recipe measures it, and Google prefers none to a guess.
// The object holds no undefined values (absent means absent) and is ready for JSON.stringify; escaping
// it inside a <script> element is the page's job.
import { detectLanguage, type LangCode } from './languages.ts';
import { NOTE_SEPARATOR, dietOf, formatQuantity, isoDuration, totalTime, unitSymbol, type DietTag, type Ingredient, type Quantity, type Unit } from './recipes.ts';

/** What the JSON-LD needs of a recipe (the cookbook schema's Recipe is one). */
export interface JsonLdRecipe {
  title: string;
  /** the recipe's short story or note: the description when the page gives none */
  story?: string | undefined;
  servings: number;
  prepMinutes?: number | undefined;
  cookMinutes?: number | undefined;
  ingredients: readonly Ingredient[];
  steps: readonly { text: string }[];
  diet?: readonly DietTag[] | undefined;
  cuisine?: string | undefined;
}

export interface RecipeJsonLdOptions {
  /** the recipe page's absolute URL */
  url: string;
  /** absolute URLs of the recipe's pictures, when it has any (Google: 16:9, 4:3 and 1:1 are best) */
  image?: string | readonly string[] | undefined;
  author: { name: string; url?: string | undefined };
  /** the book's language as a BCP 47 tag (core/languages.ts LANGUAGE_INFO[lang].bcp47): "it", "zh-Hans" */
  language: string;
  /** when the recipe was published: a Date or an ISO 8601 date ("2025-03-01", "2025-03-01T10:00:00Z") */
  datePublished?: Date | string | undefined;
  /** a short summary of the dish; the recipe's story when absent */
  description?: string | undefined;
  /** other terms for the recipe ("weeknight", "one-pot"), in the book's language */
  keywords?: readonly string[] | undefined;
  /** the word for a unit that has no symbol (clove, pinch, "to taste") for that quantity, in the book's language */
  unitWord?: ((unit: Unit, quantity: Quantity | undefined) => string | undefined) | undefined;
}

export interface HowToStep {
  '@type': 'HowToStep';
  text: string;
}

/** A schema.org Recipe as this module writes it. */
export interface RecipeJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  url: string;
  image?: string[];
  author: { '@type': 'Person'; name: string; url?: string };
  datePublished?: string;
  description?: string;
  inLanguage: string;
  recipeYield: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeIngredient: string[];
  recipeInstructions: HowToStep[];
  recipeCuisine?: string;
  keywords?: string;
  suitableForDiet?: string[];
}

/** The diet tags schema.org's RestrictedDiet defines, as its URLs (it has no dairy-free or nut-free). */
export const RESTRICTED_DIET: Readonly<Partial<Record<DietTag, string>>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

const ENGLISH_WORDS: Readonly<Partial<Record<Unit, readonly [string, string]>>> = {
  piece: ['piece', 'pieces'], clove: ['clove', 'cloves'], slice: ['slice', 'slices'], can: ['can', 'cans'], bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'], leaf: ['leaf', 'leaves'], stalk: ['stalk', 'stalks'], head: ['head', 'heads'], stick: ['stick', 'sticks'],
  sheet: ['sheet', 'sheets'], pinch: ['pinch', 'pinches'], dash: ['dash', 'dashes'], handful: ['handful', 'handfuls'], 'to-taste': ['to taste', 'to taste'],
};

/** English words for the units without a symbol (a piece is the item itself: "2 eggs", not "2 pieces eggs"). */
function englishWord(unit: Unit, quantity: Quantity | undefined): string | undefined {
  if (unit === 'piece') return undefined;
  const words = ENGLISH_WORDS[unit];
  if (!words) return undefined;
  const one = quantity === undefined || (typeof quantity === 'number' && quantity <= 1);
  return one ? words[0] : words[1];
}

const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** One ingredient as a cook writes it: "200 g red lentils, rinsed", "2 cloves garlic", "salt, to taste". */
export function ingredientLine(ingredient: Ingredient, lang: LangCode, unitWord?: RecipeJsonLdOptions['unitWord']): string {
  const { quantity, unit } = ingredient;
  const amount = formatQuantity(quantity, unit, lang);
  const word = unit !== undefined && unitSymbol(unit) === null ? (unitWord ?? (lang === 'en' ? englishWord : () => undefined))(unit, quantity) : undefined;
  const item = clean(ingredient.item);
  const note = ingredient.note ? clean(ingredient.note) : '';
  const comma = NOTE_SEPARATOR[lang];
  if (unit === 'to-taste') return [item, word, note].filter(Boolean).join(comma);
  const head = [amount, word, item].filter(Boolean).join(' ');
  return note ? `${head}${comma}${note}` : head;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const BCP47 = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

function publishedDate(value: Date | string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('datePublished is not a valid date');
    return value.toISOString().slice(0, 10);
  }
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) throw new RangeError(`datePublished must be an ISO 8601 date, not ${value}`);
  return value;
}

/**
 * The schema.org Recipe of a recipe page (see the rules at the top). Throws a RangeError for a
 * language that is not a BCP 47 tag or a date that is not ISO 8601: the page's own mistakes.
 */
export function recipeJsonLd(recipe: JsonLdRecipe, options: RecipeJsonLdOptions): RecipeJsonLd {
  if (!BCP47.test(options.language)) throw new RangeError(`language must be a BCP 47 tag, not ${options.language}`);
  const lang = detectLanguage(options.language) ?? 'en';
  const out: RecipeJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: clean(recipe.title),
    url: options.url,
    author: { '@type': 'Person', name: clean(options.author.name) },
    inLanguage: options.language,
    recipeYield: String(recipe.servings),
    recipeIngredient: recipe.ingredients.map((i) => ingredientLine(i, lang, options.unitWord)),
    recipeInstructions: recipe.steps.map((s) => ({ '@type': 'HowToStep', text: clean(s.text) })),
  };
  if (options.author.url) out.author.url = options.author.url;

  const images = (typeof options.image === 'string' ? [options.image] : (options.image ?? [])).map((u) => u.trim()).filter(Boolean);
  if (images.length) out.image = [...new Set(images)];
  if (options.datePublished !== undefined) out.datePublished = publishedDate(options.datePublished);
  const description = clean(options.description ?? recipe.story ?? '');
  if (description) out.description = description;

  const { prepMinutes: prep, cookMinutes: cook } = recipe;
  const total = totalTime(prep, cook);
  if (total !== undefined) {
    // Google reads prep and cook together: a missing one is none
    out.prepTime = isoDuration(prep ?? 0);
    out.cookTime = isoDuration(cook ?? 0);
    out.totalTime = isoDuration(total);
  }

  const cuisine = recipe.cuisine ? clean(recipe.cuisine) : '';
  if (cuisine) out.recipeCuisine = cuisine;
  const seen = new Set<string>([cuisine.toLowerCase()]);
  const keywords: string[] = [];
  for (const raw of options.keywords ?? []) {
    const k = clean(raw.replace(/,/g, ' '));
    if (k && !seen.has(k.toLowerCase())) {
      seen.add(k.toLowerCase());
      keywords.push(k);
    }
  }
  if (keywords.length) out.keywords = keywords.join(', ');

  const allowed = dietOf(recipe.ingredients);
  const diets = (recipe.diet ?? []).filter((d) => allowed.includes(d)).map((d) => RESTRICTED_DIET[d]).filter((u): u is string => !!u);
  if (diets.length) out.suitableForDiet = [...new Set(diets)];
  return out;
}
