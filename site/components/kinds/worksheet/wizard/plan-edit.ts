// The group's plan as the teacher edits it: the group's title and its worksheets, each with a
// title and 1–6 learning objectives; reorder, add, remove (within 1–10 worksheets). A pure
// reducer over a draft whose worksheets and objectives carry local keys (React lists and focus;
// never sent), the checks that mirror the server's (api/kinds/worksheet/schema.ts GroupPlan and
// the kind's checkPlan: no two worksheets with the same title), the conversion back to the API's
// plan and the local copy kept on this device until the server has it. Pure and isomorphic.
import { WORKSHEETS_PER_GROUP } from '../../../../../core/worksheets.ts';
import { addedItem, changedItem, movedItem, removedItem, textProblem, type CardsDraft } from '../../../create/list-edit.ts';
import { isPlanShape, newerPlanCopy, type LocalPlanCopy } from '../../../create/plan-copy.ts';
import type { GroupPlan } from './api.ts';

export const PLAN_LIMITS = {
  titleMax: 200, objectiveMax: 300, objectivesMin: 1, objectivesMax: 6, worksheetsMin: WORKSHEETS_PER_GROUP.min, worksheetsMax: WORKSHEETS_PER_GROUP.max,
} as const;

export interface ObjectiveDraft { key: string; text: string }
export interface WorksheetDraft { key: string; title: string; objectives: ObjectiveDraft[] }
export type PlanDraft = CardsDraft<'worksheets', WorksheetDraft>;

export type PlanAction =
  | { type: 'reset'; plan: GroupPlan }
  | { type: 'setTitle'; title: string }
  | { type: 'setWorksheetTitle'; worksheet: number; title: string }
  | { type: 'move'; worksheet: number; by: -1 | 1 }
  | { type: 'add' }
  | { type: 'remove'; worksheet: number }
  | { type: 'setObjective'; worksheet: number; objective: number; text: string }
  | { type: 'addObjective'; worksheet: number }
  | { type: 'removeObjective'; worksheet: number; objective: number };

export function draftFromPlan(plan: GroupPlan, nextKey = 0): PlanDraft {
  let next = nextKey;
  const worksheets = plan.worksheets.map((w): WorksheetDraft => ({
    key: `w${next++}`, title: w.title, objectives: w.objectives.map((text) => ({ key: `o${next++}`, text })),
  }));
  return { title: plan.title, worksheets, nextKey: next };
}

/** The plan to send: texts trimmed. */
export function planFromDraft(draft: PlanDraft): GroupPlan {
  return {
    title: draft.title.trim(),
    worksheets: draft.worksheets.map((w) => ({ title: w.title.trim(), objectives: w.objectives.map((o) => o.text.trim()) })),
  };
}

/** The plan as typed (untrimmed), to keep on this device. */
export function typedPlan(draft: PlanDraft): GroupPlan {
  return { title: draft.title, worksheets: draft.worksheets.map((w) => ({ title: w.title, objectives: w.objectives.map((o) => o.text) })) };
}

/** The draft with its worksheets edited; the same draft when the edit cannot be made. */
const withWorksheets = (state: PlanDraft, worksheets: WorksheetDraft[] | null): PlanDraft => (worksheets ? { ...state, worksheets } : state);

function withWorksheet(state: PlanDraft, index: number, change: (w: WorksheetDraft) => WorksheetDraft): PlanDraft {
  return withWorksheets(state, changedItem(state.worksheets, index, change, true));
}

export function planReducer(state: PlanDraft, action: PlanAction): PlanDraft {
  switch (action.type) {
    case 'reset':
      return draftFromPlan(action.plan, state.nextKey);
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setWorksheetTitle':
      return withWorksheet(state, action.worksheet, (w) => ({ ...w, title: action.title }));
    case 'move':
      return withWorksheets(state, movedItem(state.worksheets, action.worksheet, action.by));
    case 'add': {
      // a new worksheet at the end, with a first objective to write
      const worksheet: WorksheetDraft = { key: `w${state.nextKey}`, title: '', objectives: [{ key: `o${state.nextKey + 1}`, text: '' }] };
      const worksheets = addedItem(state.worksheets, worksheet, PLAN_LIMITS.worksheetsMax);
      return worksheets ? { ...state, worksheets, nextKey: state.nextKey + 2 } : state;
    }
    case 'remove':
      return withWorksheets(state, removedItem(state.worksheets, action.worksheet, PLAN_LIMITS.worksheetsMin));
    case 'setObjective':
      return withWorksheet(state, action.worksheet, (w) => (w.objectives[action.objective]
        ? { ...w, objectives: w.objectives.map((o, i) => (i === action.objective ? { ...o, text: action.text } : o)) }
        : w));
    case 'addObjective': {
      if (!state.worksheets[action.worksheet] || state.worksheets[action.worksheet]!.objectives.length >= PLAN_LIMITS.objectivesMax) return state;
      const next = withWorksheet(state, action.worksheet, (w) => ({ ...w, objectives: [...w.objectives, { key: `o${state.nextKey}`, text: '' }] }));
      return { ...next, nextKey: state.nextKey + 1 };
    }
    case 'removeObjective':
      return withWorksheet(state, action.worksheet, (w) => (w.objectives.length <= PLAN_LIMITS.objectivesMin || !w.objectives[action.objective]
        ? w
        : { ...w, objectives: w.objectives.filter((_, i) => i !== action.objective) }));
  }
}

export type PlanProblem = 'required' | 'tooLong' | 'sameTitle';

/** What the server would refuse, by place: `title`, `worksheet:<key>`, `objective:<key>`. Empty when it can be saved. */
export function planProblems(draft: PlanDraft): Record<string, PlanProblem> {
  const problems: Record<string, PlanProblem> = {};
  const put = (place: string, problem: PlanProblem | undefined) => { if (problem) problems[place] = problem; };
  put('title', textProblem(draft.title.trim(), PLAN_LIMITS.titleMax));
  const seen = new Set<string>();
  for (const w of draft.worksheets) {
    const name = w.title.trim();
    put(`worksheet:${w.key}`, textProblem(name, PLAN_LIMITS.titleMax) ?? (seen.has(name.toLocaleLowerCase()) ? 'sameTitle' : undefined));
    seen.add(name.toLocaleLowerCase());
    for (const o of w.objectives) put(`objective:${o.key}`, textProblem(o.text.trim(), PLAN_LIMITS.objectiveMax));
  }
  return problems;
}

export function planSignature(plan: GroupPlan): string {
  return JSON.stringify({ title: plan.title, worksheets: plan.worksheets.map((w) => ({ title: w.title, objectives: w.objectives })) });
}

// ---- the local copy: edits kept on this device until the server has them --------------------

export const PLAN_DRAFT_PREFIX = 'bookloom.wizard.worksheetPlan.';

/** The plan as typed, kept with when it was edited and the group's `updatedAt` when the edits began. */
export type LocalPlanDraft = LocalPlanCopy<'plan', GroupPlan>;

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

const isPlan = (value: unknown): value is GroupPlan =>
  isPlanShape(value, 'worksheets', ({ title, objectives }) => typeof title === 'string' && strings(objectives) && objectives.length > 0);

/**
 * The plan kept on this device to open instead of the server's, or null: when it is newer (the
 * server has not changed since these edits began, or they were made after its last change) and
 * says something the server does not. Trimmed to the limits.
 */
export function restorablePlan(stored: unknown, server: { updatedAt: string; plan: GroupPlan }): GroupPlan | null {
  const plan = newerPlanCopy(stored, 'plan', isPlan, server.updatedAt);
  if (!plan) return null;
  const cleaned: GroupPlan = {
    title: plan.title,
    worksheets: plan.worksheets.slice(0, PLAN_LIMITS.worksheetsMax).map((w) => ({ title: w.title, objectives: w.objectives.slice(0, PLAN_LIMITS.objectivesMax) })),
  };
  return planSignature(planFromDraft(draftFromPlan(cleaned))) === planSignature(server.plan) ? null : cleaned;
}
