// The cookbook wizard's pure rules: the start form (defaults, stored values read back safely,
// diet tags in order, one clear message per problem, the whole price before the spend, the API
// input, which changes need a new plan) and the recipe list editor (reorder, add, remove within
// 1–12 recipes, the checks the server makes, two recipes with the same name refused with a
// message, the local copy restored only when newer); the pages' addresses and polling. Every
// message these rules can ask for exists in the English locale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CookbookPlan, WizardCookbook } from '../../site/components/kinds/cookbook/wizard/api.ts';
import {
  draftFromPlan, planFromDraft, planProblemMessage, planProblems, planReducer, planSignature, restorablePlan, typedPlan, type PlanDraft, type PlanProblem,
} from '../../site/components/kinds/cookbook/wizard/plan-edit.ts';
import {
  bookCookbookStart, cannotPay, COOK_SKILLS, cookbookPrice, cookbookStartInput, cookbookStartProblems, CUISINE_SUGGESTIONS, defaultCookbookStart,
  mergeCookbookStart, needsNewPlan, recipesPrice, startProblemMessage, toggleDiet, validRecipeCount, type StartField, type StartProblem,
} from '../../site/components/kinds/cookbook/wizard/start-values.ts';
import { atPlan, canonicalFolder, cookbookBusy, cookbookWizardUrl } from '../../site/components/kinds/cookbook/wizard/steps.ts';
import { DIET_TAGS } from '../../core/recipes.ts';

type Json = { [key: string]: string | Json };
const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/locales/en/cookbook-create.json'), 'utf8')) as Json;
/** The English text of a key (a plural key by its `_other` form), or undefined. */
function text(key: string): string | undefined {
  let node: string | Json | undefined = english;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object') return undefined;
    node = node[part] ?? (i === parts.length - 1 ? node[`${part}_other`] : undefined);
  }
  return typeof node === 'string' ? node : undefined;
}
/** The English message, its {{values}} filled in. */
const say = ({ key, values }: { key: string; values: Record<string, number> }) =>
  text(key)?.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));

const plan = (n: number): CookbookPlan => ({
  title: 'Cenas entre semana',
  recipes: Array.from({ length: n }, (_, i) => ({ title: `Receta ${i + 1}`, summary: `Resumen ${i + 1}` })),
});
const titles = (d: PlanDraft) => d.recipes.map((r) => r.title);

describe('the start form', () => {
  it('defaults: the page language, 6 recipes, no diet, easy', () => {
    expect(defaultCookbookStart('es')).toEqual({ theme: '', cuisine: '', diet: [], language: 'es', recipeCount: '6', skill: 'easy' });
    expect(defaultCookbookStart('xx').language).toBe('en');
    expect(COOK_SKILLS).toEqual(['easy', 'medium', 'advanced']);
  });

  it('reads stored values back safely', () => {
    const defaults = defaultCookbookStart('ar');
    expect(mergeCookbookStart(defaults, null)).toEqual(defaults);
    expect(mergeCookbookStart(defaults, 'garbage')).toEqual(defaults);
    const merged = mergeCookbookStart(defaults, {
      theme: 'عشاء سريع', cuisine: 7, language: 'zz', recipeCount: 8, diet: ['vegan', 'paleo', 'vegetarian', 'vegan'], skill: 'chef',
    });
    expect(merged).toEqual({ theme: 'عشاء سريع', cuisine: '', diet: ['vegetarian', 'vegan'], language: 'ar', recipeCount: '8', skill: 'easy' });
  });

  it('keeps the diet tags in the form\'s order, each once', () => {
    expect(toggleDiet(['nut-free'], 'vegetarian', true)).toEqual(['vegetarian', 'nut-free']);
    expect(toggleDiet(['vegan'], 'vegan', true)).toEqual(['vegan']);
    expect(toggleDiet(['vegan', 'nut-free'], 'vegan', false)).toEqual(['nut-free']);
  });

  it('says what the server would refuse, one clear message per field', () => {
    const ok = { ...defaultCookbookStart('en'), theme: 'Weeknight dinners for a family of four' };
    expect(cookbookStartProblems(ok)).toEqual({});
    expect(cookbookStartProblems({ ...ok, theme: '   ', cuisine: 'x'.repeat(61), recipeCount: '13' })).toEqual({
      theme: 'required', cuisine: 'tooLong', recipeCount: 'count',
    });
    expect(cookbookStartProblems({ ...ok, theme: 'x'.repeat(301) }).theme).toBe('tooLong');
    expect(cookbookStartProblems({ ...ok, cuisine: ` ${'x'.repeat(60)} ` })).toEqual({});
    for (const count of ['0', '13', '2.5', '', 'six']) expect(cookbookStartProblems({ ...ok, recipeCount: count }).recipeCount).toBe('count');
    expect(['1', '6', '12'].every(validRecipeCount)).toBe(true);

    expect(say(startProblemMessage('recipeCount', 'count'))).toBe('Choose a whole number of recipes from 1 to 12.');
    expect(say(startProblemMessage('cuisine', 'tooLong'))).toBe('Keep the cuisine to 60 characters or fewer.');
    expect(say(startProblemMessage('theme', 'tooLong'))).toBe('Keep the theme to 300 characters or fewer.');
    expect(say(startProblemMessage('theme', 'required'))).toMatch(/^Say what your cookbook is about/);
  });

  it('shows the whole price before the spend: the recipe list and each recipe', () => {
    const costs = { plan: 1, recipe: 2 };
    expect(cookbookPrice(costs, '6')).toEqual({ plan: 1, recipe: 2, recipes: 6, total: 13 });
    expect(cookbookPrice(costs, 12)?.total).toBe(25);
    expect(cookbookPrice(costs, '13')).toBeNull();
    expect(cookbookPrice(costs, '')).toBeNull();
    expect(cookbookPrice(null, '6')).toBeNull();
    expect(recipesPrice(costs, 4)).toBe(8);
    expect(recipesPrice(null, 4)).toBeNull();
    expect(cannotPay(13, 12)).toBe(true);
    expect(cannotPay(13, 13)).toBe(false);
    expect(cannotPay(null, 0)).toBe(false);
    expect(cannotPay(13, null)).toBe(false);
  });

  it('sends the input the schema asks for: trimmed, the cuisine on one line or left out, the diet in order', () => {
    const v = { ...defaultCookbookStart('it'), theme: ' Cene veloci ', cuisine: ' Italiana\ndel sud ', diet: toggleDiet(['nut-free'], 'vegan', true), recipeCount: '4', skill: 'medium' as const };
    expect(cookbookStartInput(v, 'k1')).toEqual({
      theme: 'Cene veloci', cuisine: 'Italiana del sud', diet: ['vegan', 'nut-free'], language: 'it', recipeCount: 4, skill: 'medium', idempotencyKey: 'k1',
    });
    expect(cookbookStartInput({ ...v, cuisine: '  ' }, 'k2')).not.toHaveProperty('cuisine');
  });

  it('knows that any change to the start values is a new plan, and no change is none', () => {
    const book = { theme: 'Cene veloci', cuisine: null, diet: ['nut-free', 'vegan', 'keto'], language: 'it', recipeCount: 4, skill: 'advanced' } as unknown as WizardCookbook;
    const before = bookCookbookStart(book);
    expect(before).toEqual({ theme: 'Cene veloci', cuisine: '', diet: ['vegan', 'nut-free'], language: 'it', recipeCount: '4', skill: 'advanced' });
    expect(needsNewPlan(before, { ...before, theme: 'Cene veloci ', diet: ['vegan', 'nut-free'] })).toBe(false);
    for (const change of [{ theme: 'Pranzi' }, { cuisine: 'Sarda' }, { diet: ['vegan' as const] }, { language: 'en' }, { recipeCount: '5' }, { skill: 'easy' as const }]) {
      expect(needsNewPlan(before, { ...before, ...change })).toBe(true);
    }
  });
});

describe('the recipe list editor', () => {
  it('moves a recipe up and down, never past the ends, its summary with it', () => {
    let d = draftFromPlan(plan(3));
    d = planReducer(d, { type: 'move', recipe: 2, by: -1 });
    expect(titles(d)).toEqual(['Receta 1', 'Receta 3', 'Receta 2']);
    expect(planReducer(d, { type: 'move', recipe: 0, by: -1 })).toBe(d);
    expect(planReducer(d, { type: 'move', recipe: 2, by: 1 })).toBe(d);
    expect(planFromDraft(d).recipes[1]).toEqual({ title: 'Receta 3', summary: 'Resumen 3' });
    d = planReducer(d, { type: 'move', recipe: 0, by: 1 });
    expect(titles(d)).toEqual(['Receta 3', 'Receta 1', 'Receta 2']);
  });

  it('adds a recipe at the end to name and describe, and keeps to 1–12 recipes', () => {
    let d = draftFromPlan(plan(1));
    expect(planReducer(d, { type: 'remove', recipe: 0 })).toBe(d);
    d = planReducer(d, { type: 'add' });
    expect(d.recipes).toHaveLength(2);
    expect(d.recipes[1]).toMatchObject({ title: '', summary: '' });
    expect(new Set(d.recipes.map((r) => r.key)).size).toBe(2);
    const added = d.recipes[1]!;
    expect(planProblems(d)).toEqual({ [`recipe:${added.key}`]: 'required', [`summary:${added.key}`]: 'required' });
    d = planReducer(d, { type: 'remove', recipe: 1 });
    expect(planFromDraft(d)).toEqual(plan(1));
    const full = draftFromPlan(plan(12));
    expect(planReducer(full, { type: 'add' })).toBe(full);
    let grown = draftFromPlan(plan(10));
    for (let i = 0; i < 5; i++) grown = planReducer(grown, { type: 'add' });
    expect(grown.recipes).toHaveLength(12);
    expect(planReducer(grown, { type: 'remove', recipe: 12 })).toBe(grown);
  });

  it('refuses two recipes with the same name, case, accents and punctuation aside, with a message', () => {
    let d = draftFromPlan({ title: 'Cenas', recipes: [{ title: 'Crème brûlée', summary: 'Postre' }, { title: 'Tortilla', summary: 'Cena' }] });
    expect(planProblems(d)).toEqual({});
    d = planReducer(d, { type: 'setRecipeTitle', recipe: 1, title: '  creme BRULEE! ' });
    const problems = planProblems(d);
    expect(problems).toEqual({ [`recipe:${d.recipes[1]!.key}`]: 'sameTitle' });
    expect(say(planProblemMessage(`recipe:${d.recipes[1]!.key}`, 'sameTitle'))).toBe('Another recipe already has this name. Give each recipe its own.');
    // the first of the two is fine: the message lands on the later one
    expect(problems[`recipe:${d.recipes[0]!.key}`]).toBeUndefined();
  });

  it('finds empty and long texts as the server would', () => {
    let d = draftFromPlan(plan(2));
    d = planReducer(d, { type: 'setTitle', title: '  ' });
    d = planReducer(d, { type: 'setRecipeTitle', recipe: 0, title: 'x'.repeat(201) });
    d = planReducer(d, { type: 'setSummary', recipe: 1, summary: 'y'.repeat(301) });
    expect(planProblems(d)).toEqual({ title: 'required', [`recipe:${d.recipes[0]!.key}`]: 'tooLong', [`summary:${d.recipes[1]!.key}`]: 'tooLong' });
    expect(say(planProblemMessage('title', 'tooLong'))).toBe('Too long: at most 200 characters.');
    expect(say(planProblemMessage(`summary:${d.recipes[1]!.key}`, 'tooLong'))).toBe('Too long: at most 300 characters.');
  });

  it('sends trimmed one-line texts and keeps the typed ones on this device', () => {
    let d = draftFromPlan(plan(1));
    d = planReducer(d, { type: 'setRecipeTitle', recipe: 0, title: '  Tortilla\nde patatas ' });
    d = planReducer(d, { type: 'setSummary', recipe: 0, summary: ' Jugosa.\nCon cebolla. ' });
    expect(planFromDraft(d).recipes[0]).toEqual({ title: 'Tortilla de patatas', summary: 'Jugosa.\nCon cebolla.' });
    expect(typedPlan(d).recipes[0]!.title).toBe('  Tortilla\nde patatas ');
    expect(planReducer(d, { type: 'reset', plan: plan(2) }).recipes).toHaveLength(2);
  });

  it('restores the local copy only when it is newer than the server and says something else', () => {
    const server = { updatedAt: '2026-05-01T10:00:00.000Z', plan: plan(3) };
    const edited = { ...plan(3), title: 'Mis cenas' };
    expect(restorablePlan({ plan: edited, editedAt: 0, base: server.updatedAt }, server)).toEqual(edited);
    expect(restorablePlan({ plan: edited, editedAt: Date.parse('2026-05-01T09:00:00Z'), base: '2026-04-01T00:00:00.000Z' }, server)).toBeNull();
    expect(restorablePlan({ plan: edited, editedAt: Date.parse('2026-05-01T11:00:00Z'), base: 'old' }, server)).toEqual(edited);
    expect(restorablePlan({ plan: plan(3), editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorablePlan({ plan: { title: 'x', recipes: [{ title: 'y' }] }, editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorablePlan({ plan: plan(14), editedAt: 0, base: server.updatedAt }, server)?.recipes).toHaveLength(12);
    expect(restorablePlan('garbage', server)).toBeNull();
    expect(planSignature(plan(2))).not.toBe(planSignature(plan(3)));
  });
});

describe('the wizard pages', () => {
  it('are /create/cookbook/start and /create/cookbooks/{outline|generate}, the cookbook in the query string', () => {
    expect(cookbookWizardUrl('es', 'start')).toBe('/es/create/cookbook/start');
    expect(cookbookWizardUrl('es', 'outline', 'b0ab-1')).toBe('/es/create/cookbooks/outline?book=b0ab-1');
    expect(cookbookWizardUrl('ar', 'generate', 'b0ab-1')).toBe('/ar/create/cookbooks/generate?book=b0ab-1');
    expect(canonicalFolder('start')).toBe('cookbook');
    expect(canonicalFolder('outline')).toBe('cookbooks');
    expect(canonicalFolder('generate')).toBe('cookbooks');
  });

  it('polls while anything is being written; a cookbook with no recipe yet is still at its plan', () => {
    expect(cookbookBusy({ status: 'outlining', recipes: [] })).toBe(true);
    expect(cookbookBusy({ status: 'done', recipes: [{ status: 'done' }] })).toBe(false);
    expect(cookbookBusy({ status: 'failed', recipes: [{ status: 'queued' }] })).toBe(true);
    expect(atPlan({ status: 'outlined', recipes: [] })).toBe(true);
    expect(atPlan({ status: 'failed', recipes: [] })).toBe(true);
    expect(atPlan({ status: 'outlined', recipes: [{}] })).toBe(false);
  });
});

describe('the English words', () => {
  it('has a message for every problem the rules can find, and a name for every choice', () => {
    const startProblems: [StartField, StartProblem][] = [['theme', 'required'], ['theme', 'tooLong'], ['cuisine', 'tooLong'], ['recipeCount', 'count']];
    for (const [field, problem] of startProblems) expect(text(startProblemMessage(field, problem).key), `${field}.${problem}`).toBeTruthy();
    for (const problem of ['required', 'tooLong', 'sameTitle'] as PlanProblem[]) expect(text(planProblemMessage('recipe:r0', problem).key)).toBeTruthy();
    for (const tag of DIET_TAGS) expect(text(`diet.${tag}.name`) && text(`diet.${tag}.hint`), tag).toBeTruthy();
    for (const skill of COOK_SKILLS) expect(text(`skill.${skill}.name`) && text(`skill.${skill}.hint`), skill).toBeTruthy();
    for (const cuisine of CUISINE_SUGGESTIONS) expect(text(`cuisines.${cuisine}`), cuisine).toBeTruthy();
    for (const step of ['start', 'outline', 'generate']) expect(text(`pageTitles.${step}`) && text(`steps.${step}`)).toBeTruthy();
    for (const key of ['chooser.title', 'chooser.desc', 'chooser.action', 'fields.themePlaceholder', 'make.open', 'moved.text', 'moved.link']) {
      expect(text(key), key).toBeTruthy();
    }
  });
});
