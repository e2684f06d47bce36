// The cookbook's plan as the cook edits it: its title and its recipes, each a title and a short
// summary; reorder, add, remove (within 1–12 recipes). A pure reducer over a draft whose recipes
// carry local keys (React lists and focus; never sent), the checks that mirror the server's
// (api/kinds/cookbook/schema.ts CookbookPlan: single-line titles of at most 200 characters,
// summaries of at most 300, no two recipes a reader would call the same: case, accents and
// punctuation aside), the conversion back to the API's plan and the local copy kept on this
// device until the server has it. Pure and isomorphic.
import { foldText } from '../../../../../core/recipes.ts';
import { addedItem, changedItem, movedItem, removedItem, textProblem, type CardsDraft } from '../../../create/list-edit.ts';
import { isPlanShape, newerPlanCopy, type LocalPlanCopy } from '../../../create/plan-copy.ts';
import type { CookbookPlan } from './api.ts';
import { RECIPE_COUNT } from './start-values.ts';

export const PLAN_LIMITS = { titleMax: 200, summaryMax: 300, recipesMin: RECIPE_COUNT.min, recipesMax: RECIPE_COUNT.max } as const;

export interface RecipeDraft { key: string; title: string; summary: string }
export type PlanDraft = CardsDraft<'recipes', RecipeDraft>;

export type PlanAction =
  | { type: 'reset'; plan: CookbookPlan }
  | { type: 'setTitle'; title: string }
  | { type: 'setRecipeTitle'; recipe: number; title: string }
  | { type: 'setSummary'; recipe: number; summary: string }
  | { type: 'move'; recipe: number; by: -1 | 1 }
  | { type: 'add' }
  | { type: 'remove'; recipe: number };

export function draftFromPlan(plan: CookbookPlan, nextKey = 0): PlanDraft {
  let next = nextKey;
  const recipes = plan.recipes.map((r): RecipeDraft => ({ key: `r${next++}`, title: r.title, summary: r.summary }));
  return { title: plan.title, recipes, nextKey: next };
}

/** A title as the server keeps it: one line, trimmed. */
const line = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The plan to send: texts trimmed, titles on one line. */
export function planFromDraft(draft: PlanDraft): CookbookPlan {
  return { title: line(draft.title), recipes: draft.recipes.map((r) => ({ title: line(r.title), summary: r.summary.trim() })) };
}

/** The plan as typed (untrimmed), to keep on this device. */
export function typedPlan(draft: PlanDraft): CookbookPlan {
  return { title: draft.title, recipes: draft.recipes.map((r) => ({ title: r.title, summary: r.summary })) };
}

/** The draft with its recipes edited; the same draft when the edit cannot be made. */
const withRecipes = (state: PlanDraft, recipes: RecipeDraft[] | null): PlanDraft => (recipes ? { ...state, recipes } : state);

export function planReducer(state: PlanDraft, action: PlanAction): PlanDraft {
  switch (action.type) {
    case 'reset':
      return draftFromPlan(action.plan, state.nextKey);
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setRecipeTitle':
      return withRecipes(state, changedItem(state.recipes, action.recipe, (r) => ({ ...r, title: action.title })));
    case 'setSummary':
      return withRecipes(state, changedItem(state.recipes, action.recipe, (r) => ({ ...r, summary: action.summary })));
    case 'move':
      return withRecipes(state, movedItem(state.recipes, action.recipe, action.by));
    case 'add': {
      // a new recipe at the end, to be named and described
      const recipes = addedItem(state.recipes, { key: `r${state.nextKey}`, title: '', summary: '' }, PLAN_LIMITS.recipesMax);
      return recipes ? { ...state, recipes, nextKey: state.nextKey + 1 } : state;
    }
    case 'remove':
      return withRecipes(state, removedItem(state.recipes, action.recipe, PLAN_LIMITS.recipesMin));
  }
}

export type PlanProblem = 'required' | 'tooLong' | 'sameTitle';

/** Two recipe titles a reader would call the same (the server's rule): case, accents and punctuation aside. */
export const sameTitle = (a: string, b: string) => foldText(a) === foldText(b);

/** What the server would refuse, by place: `title`, `recipe:<key>` (its title), `summary:<key>`. Empty when it can be saved. */
export function planProblems(draft: PlanDraft): Record<string, PlanProblem> {
  const problems: Record<string, PlanProblem> = {};
  const put = (place: string, problem: PlanProblem | undefined) => { if (problem) problems[place] = problem; };
  put('title', textProblem(line(draft.title), PLAN_LIMITS.titleMax));
  const seen: string[] = [];
  for (const r of draft.recipes) {
    const name = line(r.title);
    put(`recipe:${r.key}`, textProblem(name, PLAN_LIMITS.titleMax) ?? (seen.some((other) => sameTitle(other, name)) ? 'sameTitle' : undefined));
    if (name) seen.push(name);
    put(`summary:${r.key}`, textProblem(r.summary.trim(), PLAN_LIMITS.summaryMax));
  }
  return problems;
}

/** The locale key (cookbook-create) of a problem at a place, with its values. */
export function planProblemMessage(place: string, problem: PlanProblem): { key: string; values: Record<string, number> } {
  const max = place.startsWith('summary:') ? PLAN_LIMITS.summaryMax : PLAN_LIMITS.titleMax;
  return { key: `plan.problems.${problem}`, values: { max } };
}

export function planSignature(plan: CookbookPlan): string {
  return JSON.stringify({ title: plan.title, recipes: plan.recipes.map((r) => ({ title: r.title, summary: r.summary })) });
}

// ---- the local copy: edits kept on this device until the server has them --------------------

export const PLAN_DRAFT_PREFIX = 'bookloom.wizard.cookbookPlan.';

/** The plan as typed, kept with when it was edited and the cookbook's `updatedAt` when the edits began. */
export type LocalPlanDraft = LocalPlanCopy<'plan', CookbookPlan>;

const isPlan = (value: unknown): value is CookbookPlan =>
  isPlanShape(value, 'recipes', ({ title, summary }) => typeof title === 'string' && typeof summary === 'string');

/**
 * The plan kept on this device to open instead of the server's, or null: when it is newer (the
 * server has not changed since these edits began, or they were made after its last change) and
 * says something the server does not. Cut to the most recipes a cookbook has.
 */
export function restorablePlan(stored: unknown, server: { updatedAt: string; plan: CookbookPlan }): CookbookPlan | null {
  const plan = newerPlanCopy(stored, 'plan', isPlan, server.updatedAt);
  if (!plan) return null;
  const cleaned: CookbookPlan = { title: plan.title, recipes: plan.recipes.slice(0, PLAN_LIMITS.recipesMax).map((r) => ({ title: r.title, summary: r.summary })) };
  return planSignature(planFromDraft(draftFromPlan(cleaned))) === planSignature(server.plan) ? null : cleaned;
}
