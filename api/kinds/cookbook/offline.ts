// The offline writer's cookbook (issue 13): with no AI provider, a cookbooklet on any theme gets
// real, tested home recipes from the bank (recipe-bank.ts), written in the book's language
// (recipe-words.ts). The plan picks the recipes that keep the diet asked for, preferring the
// cuisine asked for and the theme's words (in the book's language or in English: "lentils",
// "lenticchie", "quick", "veloce"); the same seed gives the same plan, and no recipe comes twice.
import type { LangCode } from '../../../core/languages.ts';
import { allergensOf, foldText, type Allergen, type DietTag, type Ingredient, type Quantity } from '../../../core/recipes.ts';
import { seeded, shuffledIndexes } from '../../../core/worksheets.ts';
import { RECIPE_BANK, RECIPE_BY_KEY, type BankIngredient, type BankRecipe } from './recipe-bank.ts';
import { CUISINE_WORDS, GROUP_WORDS, INGREDIENT_WORDS, NOTE_WORDS, TEXT_WORDS, THEME_WORDS, type ThemeKey } from './recipe-words.ts';

export interface OfflineCookbookRequest {
  /** "weeknight dinners for a family of four", in any language */
  theme: string;
  /** a cuisine as the cook typed it ("Italian", "cucina italiana"), or none */
  cuisine?: string | undefined;
  /** every tag asked for must be one the recipe has */
  diet: readonly DietTag[];
  language: LangCode;
  recipeCount: number;
  seed: string | number;
}

export interface OfflinePlanEntry {
  /** the bank's key: offlineRecipe(key, language) writes it */
  key: string;
  title: string;
  summary: string;
}

export interface OfflineCookbookPlan {
  title: string;
  recipes: OfflinePlanEntry[];
}

export interface OfflineStep {
  text: string;
  minutes?: number;
  temperature?: { value: number; unit: 'C' };
}

export interface OfflineRecipe {
  key: string;
  title: string;
  story: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** the words in the book's language; `allergens` as the English words tell them, so every language derives the same */
  ingredients: Ingredient[];
  steps: OfflineStep[];
  tips: string[];
  diet: DietTag[];
  cuisine: string;
  /** the recipe's allergens (of the EU's 14), from its English ingredients */
  allergens: Allergen[];
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

// ---------------------------------------------------------------------------------------------
// Matching a theme's words

const LATIN = /\p{Script=Latin}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Accents kept (Vietnamese tones tell words apart; kana and hangul stay whole), punctuation a space. */
const light = (text: string) => text.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

interface Theme { folded: string; light: string }
const themeOf = (text: string): Theme => ({ folded: ` ${foldText(text)} `, light: ` ${light(text)} ` });

/**
 * Whether a text mentions a word: a Latin-script word as a whole word, accents aside except in
 * Vietnamese, with up to two more letters when it has four or more ("lentil" → "lentils",
 * "lenteja" → "lentejas", not "rice" in "ricette"); other scripts (no spaces, or words with
 * particles attached) as a substring of two characters or more (one Chinese character is a word: 鱼).
 */
function mentions(theme: Theme, word: string, lang: LangCode): boolean {
  if (!LATIN.test(word)) {
    const w = light(word);
    return (w.length >= 2 || CJK.test(w)) && theme.light.includes(w);
  }
  const vi = lang === 'vi';
  const w = vi ? light(word) : foldText(word);
  if (w.length < 2) return false;
  const haystack = vi ? theme.light : theme.folded;
  let at = haystack.indexOf(` ${w}`);
  while (at !== -1) {
    const rest = haystack.slice(at + 1 + w.length);
    const tail = /^\p{L}*/u.exec(rest)![0].length;
    if (tail === 0 || (w.length >= 4 && tail <= 2)) return true;
    at = haystack.indexOf(` ${w}`, at + 1);
  }
  return false;
}

/** The words of an entry in the language and in English (a theme may be in either). */
const both = (words: Readonly<Record<LangCode, string>>, lang: LangCode): [string, LangCode][] =>
  lang === 'en' ? [[words.en, 'en']] : [[words[lang], lang], [words.en, 'en']];

/** Words of the bank's ingredient names that say how an ingredient is, not what: never matched alone ("petites" is not "petit-déjeuner"). */
const DESCRIBING = new Set([
  'small', 'ripe', 'dried', 'canned', 'whole', 'peeled', 'white', 'brown', 'green', 'fresh', 'plain', 'long', 'grain', 'firm', 'boneless', 'skinless', 'smooth', 'sweet', 'with',
  'pequenas', 'pequenos', 'maduros', 'maduras', 'seca', 'seco', 'conserva', 'enteros', 'pelados', 'blanco', 'blanca', 'fresco', 'fresca', 'pardinas', 'verdes', 'grano', 'largo', 'deshuesados', 'piel', 'para',
  'petites', 'petits', 'murs', 'mures', 'sechee', 'conserve', 'entieres', 'pelees', 'blanc', 'blanche', 'frais', 'fraiche', 'brunes', 'vertes', 'ferme', 'desosses', 'sans', 'peau', 'avec', 'pour',
  'kleine', 'kleinen', 'reife', 'getrocknete', 'dose', 'ganze', 'geschalte', 'weisser', 'frische', 'frischer', 'braune', 'grune', 'ohne', 'haut', 'knochen',
  'piccole', 'maturi', 'mature', 'secca', 'scatola', 'pelati', 'bianco', 'marroni', 'verdi', 'chicco', 'lungo', 'disossate', 'senza', 'pelle',
  'inteiros', 'branco', 'marrons', 'agulhinha', 'desossadas', 'pele',
  'kecil', 'matang', 'kering', 'kalengan', 'utuh', 'kupas', 'putih', 'segar', 'cokelat', 'atau', 'hijau', 'tanpa', 'kulit', 'berbutir', 'panjang',
  'ndogo', 'zilizoiva', 'yaliyoiva', 'uliokaushwa', 'kopo', 'nzima', 'nyeupe', 'mweupe', 'mbichi', 'kahawia', 'kijani', 'punje', 'ndefu',
  'kucuk', 'olgun', 'kurutulmus', 'butun', 'soyulmus', 'beyaz', 'taze', 'yesil', 'uzun', 'taneli', 'kemiksiz', 'derisiz',
  'trắng', 'tươi',
]);

/**
 * Whether a theme names a dish or an ingredient ("brown or green lentils"): in Latin script, a
 * word of the theme of four letters or more is a word of the name, give or take two letters at
 * the end ("lentil", "lentils"); in Chinese, Japanese and Korean, two characters of the name
 * follow each other in the theme ("扁豆"); in other scripts, a word of the name of three letters
 * or more is in the theme.
 */
function names(theme: Theme, name: string, lang: LangCode): boolean {
  if (LATIN.test(name)) {
    const vi = lang === 'vi';
    const fold = (t: string) => (vi ? light(t) : foldText(t));
    const themeWordsOf = (vi ? theme.light : theme.folded).split(' ').filter((w) => w.length >= 4);
    const nameWords = fold(name).split(' ').filter((w) => w.length >= 3 && !DESCRIBING.has(w));
    const close = (a: string, b: string) => a.startsWith(b) && a.length - b.length <= 2;
    return themeWordsOf.some((t) => nameWords.some((n) => close(n, t) || (n.length >= 4 && close(t, n))));
  }
  const text = light(name);
  if (CJK.test(text)) {
    const chars = [...text].filter((c) => CJK.test(c));
    for (let i = 0; i + 1 < chars.length; i++) if (theme.light.includes(chars[i]! + chars[i + 1]!)) return true;
    return false;
  }
  return text.split(' ').some((w) => w.length >= 3 && theme.light.includes(w));
}

const anyMention = (theme: Theme, words: Readonly<Record<LangCode, string>>, lang: LangCode) =>
  both(words, lang).some(([text, l]) => mentions(theme, text, l));
const anyName = (theme: Theme, words: Readonly<Record<LangCode, string>>, lang: LangCode) =>
  both(words, lang).some(([text, l]) => names(theme, text, l));

const themeWords = (key: ThemeKey, lang: LangCode): [string, LangCode][] =>
  both(THEME_WORDS[key], lang).flatMap(([text, l]) => text.split('|').map((w): [string, LangCode] => [w, l]));

function score(recipe: BankRecipe, theme: Theme, cuisine: Theme | null, lang: LangCode): number {
  let points = 0;
  const cuisineWords = CUISINE_WORDS[recipe.cuisine];
  if (cuisine && (anyMention(cuisine, cuisineWords, lang) || mentions(cuisine, recipe.cuisine, 'en'))) points += 10;
  if (anyMention(theme, cuisineWords, lang)) points += 4;
  for (const tag of recipe.themes) if (themeWords(tag, lang).some(([w, l]) => mentions(theme, w, l))) points += 3;
  for (const item of recipe.mains) if (anyName(theme, INGREDIENT_WORDS[item], lang)) points += 3;
  if (anyName(theme, TEXT_WORDS[recipe.title], lang)) points += 2;
  return points;
}

// ---------------------------------------------------------------------------------------------
// The plan

/**
 * The cookbook's plan: `recipeCount` recipes of the bank that have every diet tag asked for (a
 * vegetarian book gets only vegetarian recipes, a vegan one only vegan ones), those of the
 * cuisine asked for first, then those the theme's words name (a tag such as "quick" or
 * "breakfast", a main ingredient, the dish's name, its cuisine), ties broken by the seed. The
 * same request gives the same plan; no recipe is chosen twice.
 *
 * The bank is small: when fewer of its recipes keep the diet than `recipeCount`, the plan has
 * only those (possibly none). The caller caps the cookbook's recipe count to the plan's length.
 */
export function offlineCookbookPlan(request: OfflineCookbookRequest): OfflineCookbookPlan {
  const { language: lang } = request;
  const theme = themeOf(request.theme);
  const cuisine = request.cuisine?.trim() ? themeOf(request.cuisine) : null;
  const allowed = RECIPE_BANK.filter((r) => request.diet.every((tag) => r.diet.includes(tag)));
  const order = shuffledIndexes(allowed.length, seeded(`cookbook:${request.seed}`));
  const rank = new Map(order.map((index, place) => [allowed[index]!.key, place]));
  const scored = allowed.map((recipe) => ({ recipe, points: score(recipe, theme, cuisine, lang) }));
  scored.sort((a, b) => b.points - a.points || rank.get(a.recipe.key)! - rank.get(b.recipe.key)!);
  const count = Math.max(0, Math.floor(request.recipeCount));
  return {
    title: clip(request.theme.split(/\r?\n/)[0]!.trim(), 200),
    recipes: scored.slice(0, count).map(({ recipe }) => ({
      key: recipe.key,
      title: clip(TEXT_WORDS[recipe.title][lang], 200),
      summary: clip(TEXT_WORDS[recipe.story][lang], 300),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// A recipe in a language

function ingredientIn(ingredient: BankIngredient, lang: LangCode): Ingredient {
  const english: Ingredient = {
    item: INGREDIENT_WORDS[ingredient.item].en,
    ...(ingredient.note ? { note: NOTE_WORDS[ingredient.note].en } : {}),
  };
  const allergens = [...new Set([...(ingredient.allergens ?? []), ...allergensOf([english])])];
  const out: Ingredient = { item: INGREDIENT_WORDS[ingredient.item][lang] };
  if (ingredient.quantity !== undefined) out.quantity = copyQuantity(ingredient.quantity);
  if (ingredient.unit) out.unit = ingredient.unit;
  if (ingredient.note) out.note = NOTE_WORDS[ingredient.note][lang];
  if (ingredient.group) out.group = GROUP_WORDS[ingredient.group][lang];
  if (allergens.length) out.allergens = allergens;
  return out;
}

const copyQuantity = (q: Quantity): Quantity => (typeof q === 'number' ? q : { min: q.min, max: q.max });

/** The English ingredients of a bank recipe, as core/recipes.ts reads them (allergens, diet). */
export function englishIngredients(recipe: BankRecipe): Ingredient[] {
  return recipe.ingredients.map((i) => ({
    item: INGREDIENT_WORDS[i.item].en,
    ...(i.note ? { note: NOTE_WORDS[i.note].en } : {}),
    ...(i.allergens ? { allergens: i.allergens } : {}),
  }));
}

/** A recipe of the bank in a language, ready for the kind's schema; undefined for a key the bank does not have. */
export function offlineRecipe(key: string, language: LangCode): OfflineRecipe | undefined {
  const recipe = RECIPE_BY_KEY.get(key);
  if (!recipe) return undefined;
  return {
    key: recipe.key,
    title: TEXT_WORDS[recipe.title][language],
    story: TEXT_WORDS[recipe.story][language],
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    ingredients: recipe.ingredients.map((i) => ingredientIn(i, language)),
    steps: recipe.steps.map((s) => ({
      text: TEXT_WORDS[s.text][language],
      ...(s.minutes !== undefined ? { minutes: s.minutes } : {}),
      ...(s.temperature ? { temperature: { ...s.temperature } } : {}),
    })),
    tips: recipe.tips.map((t) => TEXT_WORDS[t][language]),
    diet: [...recipe.diet],
    cuisine: CUISINE_WORDS[recipe.cuisine][language],
    allergens: allergensOf(englishIngredients(recipe)),
  };
}

/** The keys of the bank's recipes, in the bank's order. */
export const OFFLINE_RECIPE_KEYS: readonly string[] = RECIPE_BANK.map((r) => r.key);
