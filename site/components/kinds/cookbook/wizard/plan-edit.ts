// The cookbook's plan as the cook edits it: its title and its recipes, each a title and a short
// summary; reorder, add, remove (within 1–12 recipes). A pure reducer over a draft whose recipes
// carry local keys (React lists and focus; never sent), the checks that mirror the server's
// (api/kinds/cookbook/schema.ts CookbookPlan: single-line titles of at most 200 characters,
// summaries of at most 300, no two recipes a reader would call the same: case, accents and
// punctuation aside), the conversion back to the API's plan and the local copy kept on this
// device until the server has it. Pure and isomorphic.
import { foldText } from '../../../../../core/recipes.ts';
import type { CookbookPlan } from './api.ts';
import { RECIPE_COUNT } from './start-values.ts';

export const PLAN_LIMITS = { titleMax: 200, summaryMax: 300, recipesMin: RECIPE_COUNT.min, recipesMax: RECIPE_COUNT.max } as const;

export interface RecipeDraft { key: string; title: string; summary: string }
export interface PlanDraft {
  title: string;
  recipes: RecipeDraft[];
  nextKey: number;
}

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

function withRecipe(state: PlanDraft, index: number, change: (r: RecipeDraft) => RecipeDraft): PlanDraft {
  const recipe = state.recipes[index];
  if (!recipe) return state;
  const recipes = [...state.recipes];
  recipes[index] = change(recipe);
  return { ...state, recipes };
}

export function planReducer(state: PlanDraft, action: PlanAction): PlanDraft {
  switch (action.type) {
    case 'reset':
      return draftFromPlan(action.plan, state.nextKey);
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setRecipeTitle':
      return withRecipe(state, action.recipe, (r) => ({ ...r, title: action.title }));
    case 'setSummary':
      return withRecipe(state, action.recipe, (r) => ({ ...r, summary: action.summary }));
    case 'move': {
      const target = action.recipe + action.by;
      if (!state.recipes[action.recipe] || target < 0 || target >= state.recipes.length) return state;
      const recipes = [...state.recipes];
      const [moved] = recipes.splice(action.recipe, 1);
      recipes.splice(target, 0, moved!);
      return { ...state, recipes };
    }
    case 'add': {
      if (state.recipes.length >= PLAN_LIMITS.recipesMax) return state;
      // a new recipe at the end, to be named and described
      return { ...state, recipes: [...state.recipes, { key: `r${state.nextKey}`, title: '', summary: '' }], nextKey: state.nextKey + 1 };
    }
    case 'remove':
      if (state.recipes.length <= PLAN_LIMITS.recipesMin || !state.recipes[action.recipe]) return state;
      return { ...state, recipes: state.recipes.filter((_, i) => i !== action.recipe) };
  }
}

export type PlanProblem = 'required' | 'tooLong' | 'sameTitle';

/** Two recipe titles a reader would call the same (the server's rule): case, accents and punctuation aside. */
export const sameTitle = (a: string, b: string) => foldText(a) === foldText(b);

/** What the server would refuse, by place: `title`, `recipe:<key>` (its title), `summary:<key>`. Empty when it can be saved. */
export function planProblems(draft: PlanDraft): Record<string, PlanProblem> {
  const problems: Record<string, PlanProblem> = {};
  const title = line(draft.title);
  if (!title) problems.title = 'required';
  else if (title.length > PLAN_LIMITS.titleMax) problems.title = 'tooLong';
  const seen: string[] = [];
  for (const r of draft.recipes) {
    const name = line(r.title);
    if (!name) problems[`recipe:${r.key}`] = 'required';
    else if (name.length > PLAN_LIMITS.titleMax) problems[`recipe:${r.key}`] = 'tooLong';
    else if (seen.some((other) => sameTitle(other, name))) problems[`recipe:${r.key}`] = 'sameTitle';
    if (name) seen.push(name);
    const summary = r.summary.trim();
    if (!summary) problems[`summary:${r.key}`] = 'required';
    else if (summary.length > PLAN_LIMITS.summaryMax) problems[`summary:${r.key}`] = 'tooLong';
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

export interface LocalPlanDraft {
  /** the plan as typed */
  plan: CookbookPlan;
  /** when it was last edited (ms since the epoch) */
  editedAt: number;
  /** the server's `updatedAt` of the cookbook when these edits began */
  base: string;
}

function isPlan(value: unknown): value is CookbookPlan {
  if (typeof value !== 'object' || value === null) return false;
  const { title, recipes } = value as Record<string, unknown>;
  return typeof title === 'string' && Array.isArray(recipes) && recipes.length > 0 && recipes.every((r: unknown) => {
    if (typeof r !== 'object' || r === null) return false;
    const { title: name, summary } = r as Record<string, unknown>;
    return typeof name === 'string' && typeof summary === 'string';
  });
}

/**
 * The plan kept on this device to open instead of the server's, or null: when it is newer (the
 * server has not changed since these edits began, or they were made after its last change) and
 * says something the server does not. Cut to the most recipes a cookbook has.
 */
export function restorablePlan(stored: unknown, server: { updatedAt: string; plan: CookbookPlan }): CookbookPlan | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { plan, editedAt, base } = stored as Partial<LocalPlanDraft>;
  if (!isPlan(plan) || typeof editedAt !== 'number') return null;
  const serverTime = Date.parse(server.updatedAt);
  const newer = base === server.updatedAt || (Number.isFinite(serverTime) && editedAt > serverTime);
  if (!newer) return null;
  const cleaned: CookbookPlan = { title: plan.title, recipes: plan.recipes.slice(0, PLAN_LIMITS.recipesMax).map((r) => ({ title: r.title, summary: r.summary })) };
  return planSignature(planFromDraft(draftFromPlan(cleaned))) === planSignature(server.plan) ? null : cleaned;
}
