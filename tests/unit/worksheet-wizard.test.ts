// The worksheet wizard's pure rules: the plan editor (reorder, add, remove within 1–10
// worksheets, 1–6 objectives each, the checks the server makes, the local copy restored only
// when newer) and the start form (stored values read back safely, item types in order, the API
// input, which changes need a new plan, what keeps the wizard polling).
import { describe, expect, it } from 'vitest';
import type { GroupPlan, WizardGroup } from '../../site/components/kinds/worksheet/wizard/api.ts';
import {
  draftFromPlan, planFromDraft, planProblems, planReducer, planSignature, restorablePlan, typedPlan, type PlanDraft,
} from '../../site/components/kinds/worksheet/wizard/plan-edit.ts';
import {
  defaultWorksheetStart, groupWorksheetStart, mergeWorksheetStart, needsNewPlan, toggleItemType, validItemsPerWorksheet, validWorksheetCount,
  worksheetStartInput,
} from '../../site/components/kinds/worksheet/wizard/start-values.ts';
import { atPlan, worksheetBusy, worksheetWizardUrl } from '../../site/components/kinds/worksheet/wizard/steps.ts';

const plan = (n: number): GroupPlan => ({
  title: 'Fracciones, 4.º',
  worksheets: Array.from({ length: n }, (_, i) => ({ title: `Ficha ${i + 1}`, objectives: [`Objetivo ${i + 1}.1`, `Objetivo ${i + 1}.2`] })),
});
const titles = (d: PlanDraft) => d.worksheets.map((w) => w.title);

describe('the plan editor', () => {
  it('moves a worksheet up and down, never past the ends', () => {
    let d = draftFromPlan(plan(3));
    d = planReducer(d, { type: 'move', worksheet: 2, by: -1 });
    expect(titles(d)).toEqual(['Ficha 1', 'Ficha 3', 'Ficha 2']);
    expect(planReducer(d, { type: 'move', worksheet: 0, by: -1 })).toBe(d);
    expect(planReducer(d, { type: 'move', worksheet: 2, by: 1 })).toBe(d);
    // the objectives travel with their worksheet
    expect(planFromDraft(d).worksheets[1]!.objectives).toEqual(['Objetivo 3.1', 'Objetivo 3.2']);
  });

  it('adds a worksheet at the end with an objective to write, and keeps to 1–10 worksheets', () => {
    let d = draftFromPlan(plan(1));
    expect(planReducer(d, { type: 'remove', worksheet: 0 })).toBe(d);
    d = planReducer(d, { type: 'add' });
    expect(d.worksheets).toHaveLength(2);
    expect(d.worksheets[1]).toMatchObject({ title: '', objectives: [{ text: '' }] });
    const keys = d.worksheets.flatMap((w) => [w.key, ...w.objectives.map((o) => o.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    const added = d.worksheets[1]!;
    expect(planProblems(d)).toEqual({ [`worksheet:${added.key}`]: 'required', [`objective:${added.objectives[0]!.key}`]: 'required' });
    d = planReducer(d, { type: 'remove', worksheet: 1 });
    expect(planFromDraft(d)).toEqual(plan(1));
    const full = draftFromPlan(plan(10));
    expect(planReducer(full, { type: 'add' })).toBe(full);
  });

  it('edits, adds and removes objectives within 1–6', () => {
    let d = draftFromPlan(plan(2));
    d = planReducer(d, { type: 'setObjective', worksheet: 1, objective: 0, text: 'Sumar fracciones' });
    d = planReducer(d, { type: 'removeObjective', worksheet: 1, objective: 1 });
    expect(planFromDraft(d).worksheets[1]!.objectives).toEqual(['Sumar fracciones']);
    expect(planReducer(d, { type: 'removeObjective', worksheet: 1, objective: 0 })).toBe(d);
    for (let i = 0; i < 10; i++) d = planReducer(d, { type: 'addObjective', worksheet: 0 });
    expect(d.worksheets[0]!.objectives).toHaveLength(6);
    const keys = d.worksheets[0]!.objectives.map((o) => o.key);
    expect(new Set(keys).size).toBe(6);
    // the other worksheet is untouched
    expect(d.worksheets[1]!.objectives).toHaveLength(1);
  });

  it('finds what the server would refuse: empty or long texts, two worksheets with the same title', () => {
    let d = draftFromPlan(plan(3));
    expect(planProblems(d)).toEqual({});
    d = planReducer(d, { type: 'setTitle', title: '   ' });
    d = planReducer(d, { type: 'setWorksheetTitle', worksheet: 2, title: ' ficha 1 ' });
    d = planReducer(d, { type: 'setObjective', worksheet: 1, objective: 0, text: 'x'.repeat(301) });
    expect(planProblems(d)).toEqual({
      title: 'required', [`worksheet:${d.worksheets[2]!.key}`]: 'sameTitle', [`objective:${d.worksheets[1]!.objectives[0]!.key}`]: 'tooLong',
    });
  });

  it('sends trimmed texts and keeps the typed ones on this device', () => {
    let d = draftFromPlan(plan(1));
    d = planReducer(d, { type: 'setWorksheetTitle', worksheet: 0, title: '  Comparar fracciones ' });
    expect(planFromDraft(d).worksheets[0]!.title).toBe('Comparar fracciones');
    expect(typedPlan(d).worksheets[0]!.title).toBe('  Comparar fracciones ');
    expect(planReducer(d, { type: 'reset', plan: plan(2) }).worksheets).toHaveLength(2);
  });

  it('restores the local copy only when it is newer than the server and says something else', () => {
    const server = { updatedAt: '2026-05-01T10:00:00.000Z', plan: plan(3) };
    const edited = { ...plan(3), title: 'Mis fracciones' };
    expect(restorablePlan({ plan: edited, editedAt: 0, base: server.updatedAt }, server)).toEqual(edited);
    expect(restorablePlan({ plan: edited, editedAt: Date.parse('2026-05-01T09:00:00Z'), base: '2026-04-01T00:00:00.000Z' }, server)).toBeNull();
    expect(restorablePlan({ plan: edited, editedAt: Date.parse('2026-05-01T11:00:00Z'), base: 'old' }, server)).toEqual(edited);
    expect(restorablePlan({ plan: plan(3), editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorablePlan({ plan: { title: 'x', worksheets: [{ title: 'y', objectives: 'no' }] }, editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorablePlan('garbage', server)).toBeNull();
    expect(planSignature(plan(2))).not.toBe(planSignature(plan(3)));
  });
});

describe('the start form', () => {
  it('defaults: the page language, 3 worksheets of 8 items, four item types, medium', () => {
    expect(defaultWorksheetStart('es')).toEqual({
      topic: '', level: '', language: 'es', worksheetCount: '3', itemsPerWorksheet: '8',
      itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'], difficulty: 'medium',
    });
    expect(defaultWorksheetStart('xx').language).toBe('en');
  });

  it('reads stored values back safely', () => {
    const defaults = defaultWorksheetStart('ar');
    expect(mergeWorksheetStart(defaults, null)).toEqual(defaults);
    const merged = mergeWorksheetStart(defaults, {
      topic: 'الكسور', level: 7, language: 'zz', worksheetCount: '5', itemTypes: ['ordering', 'bogus', 'matching', 'ordering'], difficulty: 'impossible',
    });
    expect(merged).toMatchObject({ topic: 'الكسور', level: '', language: 'ar', worksheetCount: '5', itemTypes: ['matching', 'ordering'], difficulty: 'medium' });
    expect(mergeWorksheetStart(defaults, { itemTypes: [] }).itemTypes).toEqual(defaults.itemTypes);
  });

  it('checks the counts as the server does', () => {
    expect(['1', '10', '3'].every(validWorksheetCount)).toBe(true);
    expect(['0', '11', '2.5', '', 'x'].some(validWorksheetCount)).toBe(false);
    expect(['3', '25'].every(validItemsPerWorksheet)).toBe(true);
    expect(['2', '26'].some(validItemsPerWorksheet)).toBe(false);
  });

  it('keeps the item types in the form\'s order, each once; none at all is allowed (and said on the field)', () => {
    expect(toggleItemType(['trueFalse', 'shortAnswer'], 'multipleChoice', true)).toEqual(['multipleChoice', 'trueFalse', 'shortAnswer']);
    expect(toggleItemType(['trueFalse'], 'trueFalse', true)).toEqual(['trueFalse']);
    expect(toggleItemType(['trueFalse'], 'trueFalse', false)).toEqual([]);
  });

  it('sends the input the schema asks for', () => {
    const v = { ...defaultWorksheetStart('es'), topic: ' Fracciones ', level: '4.º de\nprimaria ', worksheetCount: '3', itemsPerWorksheet: '6' };
    expect(worksheetStartInput(v, 'k1')).toEqual({
      topic: 'Fracciones', level: '4.º de primaria', language: 'es', worksheetCount: 3, itemsPerWorksheet: 6,
      itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'], difficulty: 'medium', idempotencyKey: 'k1',
    });
  });

  it('knows which changes need a new plan: topic, level, language or count, not items, types or difficulty', () => {
    const group = {
      topic: 'Fracciones', level: '4.º', language: 'es', worksheetCount: 3, itemsPerWorksheet: 8, itemTypes: ['trueFalse'], difficulty: 'hard',
    } as unknown as WizardGroup;
    const before = groupWorksheetStart(group);
    expect(before).toMatchObject({ worksheetCount: '3', itemsPerWorksheet: '8', itemTypes: ['trueFalse'], difficulty: 'hard' });
    expect(needsNewPlan(before, { ...before, itemsPerWorksheet: '12', itemTypes: ['matching'], difficulty: 'easy', topic: 'Fracciones ' })).toBe(false);
    expect(needsNewPlan(before, { ...before, worksheetCount: '4' })).toBe(true);
    expect(needsNewPlan(before, { ...before, level: '5.º' })).toBe(true);
    expect(needsNewPlan(before, { ...before, language: 'en' })).toBe(true);
  });
});

describe('the wizard pages', () => {
  it('puts the group in the query string and polls while anything is being written', () => {
    expect(worksheetWizardUrl('es', 'outline', '95ab-1')).toBe('/es/create/worksheets/outline?book=95ab-1');
    expect(worksheetWizardUrl('ar', 'start')).toBe('/ar/create/worksheets/start');
    expect(worksheetBusy({ status: 'outlining', worksheets: [] })).toBe(true);
    expect(worksheetBusy({ status: 'done', worksheets: [{ status: 'done' }] })).toBe(false);
    expect(worksheetBusy({ status: 'failed', worksheets: [{ status: 'writing' }] })).toBe(true);
    expect(atPlan({ status: 'outlined', worksheets: [] })).toBe(true);
    expect(atPlan({ status: 'outlined', worksheets: [{}] })).toBe(false);
  });
});
