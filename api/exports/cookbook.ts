// A cookbook as a file (issue 13): each written recipe is a chapter of the export pipeline's
// common document, laid out here as Markdown (and its XHTML) so the PDF, EPUB and DOCX builders
// take it as they take a textbook's chapter: the story, a line of servings and times, the
// ingredients under their group headings ("for the sauce") as cooks write them, numbered steps with
// their times and temperatures, and the tips. The words around the recipe's own are the book
// language's (content/locales/<lang>/cookbook.json `export.*`), read when the file is built, so the
// document itself (whose hash the site's pages read too) stays free of locale files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, isLangCode, LANGUAGE_INFO, type LangCode } from '../../core/languages.ts';
import { totalTime, type Ingredient, type Quantity, type Unit } from '../../core/recipes.ts';
import { ingredientLine } from '../../core/recipe-jsonld.ts';
import { ROOT_DIR } from '../config.ts';
import { renderMarkdownXhtml } from '../lib/markdown.ts';
import type { ExportChapter, ExportDocument } from './document.ts';

/** Bumped when the layout changes, so every cookbook's files are made again. */
export const COOKBOOK_LAYOUT_VERSION = 1;

/** What a chapter of a cookbook carries: the recipe as it is stored. */
export interface ExportRecipe {
  story: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  ingredients: Ingredient[];
  steps: { text: string; minutes?: number; temperature?: { value: number; unit: 'C' | 'F' } }[];
  tips: string[];
}

const ENGLISH = {
  serves: 'Serves {{count}}', prep: 'Prep {{time}}', cook: 'Cook {{time}}', total: 'Total {{time}}', minutes: '{{count}} min', hours: '{{count}} h',
  ingredients: 'Ingredients', steps: 'Method', tips: 'Tips',
} as const;
type Words = Record<keyof typeof ENGLISH, string> & { units: Record<string, string> };

const loaded: Partial<Record<LangCode, Record<string, any>>> = {};
function localeOf(lang: LangCode): Record<string, any> {
  if (!loaded[lang]) {
    try {
      loaded[lang] = JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', lang, 'cookbook.json'), 'utf8'));
    } catch {
      loaded[lang] = {};
    }
  }
  return loaded[lang]!;
}

/** The words around a recipe in the book's language, English where a key is missing. */
export function cookbookWords(language: string): Words {
  const lang: LangCode = isLangCode(language) ? language : DEFAULT_LANG;
  const own = localeOf(lang).export ?? {};
  const en = localeOf(DEFAULT_LANG).export ?? {};
  const words = Object.fromEntries((Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]).map((k) => [k, own[k] ?? en[k] ?? ENGLISH[k]])) as Words;
  words.units = { ...(localeOf(DEFAULT_LANG).units ?? {}), ...(localeOf(lang).units ?? {}) };
  return words;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k] ?? ''));

/** "45 min", "1 h 15 min" */
export function formatMinutes(minutes: number, words: Pick<Words, 'minutes' | 'hours'>): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? fill(words.hours, { count: h }) : '', m || !h ? fill(words.minutes, { count: m }) : ''].filter(Boolean).join(' ');
}

/** Markdown's own characters in a recipe's text, escaped: a recipe is plain text. */
const plain = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|<>~$])/g, '\\$1').replace(/\s*\n\s*/g, ' ').trim();

/** A recipe as Markdown: story, facts, ingredients by group, numbered steps, tips. */
export function recipeMarkdown(recipe: ExportRecipe, language: string): string {
  const lang: LangCode = isLangCode(language) ? language : DEFAULT_LANG;
  const words = cookbookWords(lang);
  // the unit's word in the plural form the language gives the amount (Arabic: zero, one, two, few, many, other)
  const plural = new Intl.PluralRules(LANGUAGE_INFO[lang].bcp47);
  const unitWord = (unit: Unit, quantity: Quantity | undefined) => {
    const count = quantity === undefined ? 1 : typeof quantity === 'number' ? quantity : quantity.max;
    return words.units[`${unit}_${plural.select(count)}`] ?? words.units[`${unit}_other`] ?? words.units[unit];
  };
  const total = totalTime(recipe.prepMinutes, recipe.cookMinutes) ?? 0;
  const facts = [
    fill(words.serves, { count: recipe.servings }),
    recipe.prepMinutes ? fill(words.prep, { time: formatMinutes(recipe.prepMinutes, words) }) : '',
    recipe.cookMinutes ? fill(words.cook, { time: formatMinutes(recipe.cookMinutes, words) }) : '',
    fill(words.total, { time: formatMinutes(total, words) }),
  ].filter(Boolean).join(' · ');
  const out: string[] = [];
  if (recipe.story.trim()) out.push(plain(recipe.story));
  out.push(`**${plain(facts)}**`);
  out.push(`## ${plain(words.ingredients)}`);
  let group: string | undefined;
  let list: string[] = [];
  const flush = () => { if (list.length) out.push(list.join('\n')); list = []; };
  for (const ingredient of recipe.ingredients) {
    if ((ingredient.group ?? '') !== (group ?? '')) {
      flush();
      group = ingredient.group;
      if (group) out.push(`### ${plain(group)}`);
    }
    list.push(`- ${plain(ingredientLine(ingredient, lang, unitWord))}`);
  }
  flush();
  out.push(`## ${plain(words.steps)}`);
  out.push(recipe.steps.map((step, i) => {
    const marks = [
      step.minutes ? formatMinutes(step.minutes, words) : '',
      step.temperature ? `${step.temperature.value} °${step.temperature.unit}` : '',
    ].filter(Boolean).join(' · ');
    return `${i + 1}. ${plain(step.text)}${marks ? ` *(${plain(marks)})*` : ''}`;
  }).join('\n'));
  if (recipe.tips.length) {
    out.push(`## ${plain(words.tips)}`);
    out.push(recipe.tips.map((tip) => `- ${plain(tip)}`).join('\n'));
  }
  return out.join('\n\n');
}

/** The document with every recipe laid out (the builders read each chapter's Markdown and XHTML). */
export function layOutCookbook(doc: ExportDocument): ExportDocument {
  return {
    ...doc,
    chapters: doc.chapters.map((chapter: ExportChapter): ExportChapter => {
      if (!chapter.recipe) return chapter;
      const markdown = recipeMarkdown(chapter.recipe, doc.language);
      return { ...chapter, markdown, xhtml: renderMarkdownXhtml(markdown, { headingLevel: 2 }) };
    }),
  };
}
