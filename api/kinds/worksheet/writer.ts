// The worksheet's writing steps on the writer's primitives (issue 12): the group's plan and each
// worksheet are structured answers checked by their schemas (the items' keys valid by
// construction); then, with a provider, a second pass solves every item without seeing its key
// and flags each disagreement for the author to review. Offline, the plan and worksheets come from
// offline.ts, and there is nothing to check twice: the maths is computed, the open questions carry
// no key a solver could contradict.
import { z } from 'zod';
import { languageName, type PromptSet, type Usage, type WriteOptions, type Writer } from '../../ai/index.ts';
import { OFFLINE_MARK } from '../../ai/offline.ts';
import { checkItem, shuffledIndexes, seeded, type Item, type Response, type Worksheet as WorksheetShape } from '../../../core/worksheets.ts';
import { offlinePlan, offlineWorksheet } from './offline.ts';
import { GroupPlan, Item as ItemSchema, Worksheet, type WorksheetStart } from './schema.ts';
import { itemPrompts, planPrompts, WORKSHEET_PROMPTS, worksheetPrompts } from './prompts.ts';
import { mathsItems, mathsTopicOf } from './maths.ts';

// the prompts (templates with variables, the worksheet's generation configs) are in ./prompts.ts
export { planPrompts, worksheetPrompts, itemPrompts } from './prompts.ts';

/** A disagreement between the key and a solver who did not see it. */
export interface Flag { item: number; key: string; solver: string }

/** An item as the solver sees it: no key; matching rights and ordering steps shuffled. */
function unkeyed(item: Item, random: () => number): { shown: Record<string, unknown>; order?: number[] } {
  const base = { type: item.type, prompt: item.prompt };
  switch (item.type) {
    case 'multipleChoice': return { shown: { ...base, options: item.options, multiple: item.multiple } };
    case 'fillBlanks': return { shown: { ...base, text: item.text } };
    case 'matching': {
      const order = shuffledIndexes(item.pairs.length, random);
      return { shown: { ...base, left: item.pairs.map((p) => p.left), right: order.map((i) => item.pairs[i]!.right) }, order };
    }
    case 'ordering': {
      const order = shuffledIndexes(item.steps.length, random);
      return { shown: { ...base, steps: order.map((i) => item.steps[i]!) }, order };
    }
    default: return { shown: base };
  }
}

const SolverAnswers = z.object({
  answers: z.array(z.object({
    item: z.number().int().min(0),
    chosen: z.array(z.number().int()).optional(),
    answer: z.union([z.boolean(), z.string()]).optional(),
    blanks: z.array(z.string()).optional(),
    /** matching: for each left, the index of its right; ordering: the shown steps' indexes in order */
    order: z.array(z.number().int()).optional(),
  })),
});

/** The solver's answer as a student's response to the item as the key holds it. */
function response(item: Item, a: z.infer<typeof SolverAnswers>['answers'][number], order: number[] | undefined): Response | undefined {
  switch (item.type) {
    case 'multipleChoice': return { type: item.type, chosen: a.chosen ?? [] };
    case 'trueFalse': return { type: item.type, answer: typeof a.answer === 'boolean' ? a.answer : null };
    case 'fillBlanks': return { type: item.type, blanks: a.blanks ?? [] };
    case 'matching': return { type: item.type, rights: (a.order ?? []).map((shown) => order?.[shown] ?? null) };
    case 'ordering': return { type: item.type, order: (a.order ?? []).map((shown) => order?.[shown] ?? -1) };
    case 'shortAnswer':
    case 'openQuestion': return { type: item.type, answer: typeof a.answer === 'string' ? a.answer : '' };
  }
}

const keyText = (item: Item): string => {
  switch (item.type) {
    case 'multipleChoice': return item.correct.map((i) => item.options[i]).join(', ');
    case 'trueFalse': return String(item.answer);
    case 'fillBlanks': return item.answers.map((a) => a[0]).join(', ');
    case 'matching': return item.pairs.map((p) => `${p.left} → ${p.right}`).join('; ');
    case 'ordering': return item.steps.join(' < ');
    case 'shortAnswer': return item.answers[0]!;
    case 'openQuestion': return item.finalAnswer ?? '';
  }
};

/** The steps with a writer; `templates` are the book's generation config's (bookTemplates), the
 * built-in ones otherwise. */
export function worksheetWriter(writer: Writer, templates: PromptSet = WORKSHEET_PROMPTS) {
  return {
    async plan(start: WorksheetStart, comment?: string, opts: WriteOptions = {}): Promise<{ plan: GroupPlan; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'worksheet_group', ...planPrompts(start, comment, templates), schema: GroupPlan,
        check: (plan) => (plan.worksheets.length === start.worksheetCount ? undefined : `The plan has ${plan.worksheets.length} worksheets; it must have exactly ${start.worksheetCount}.`),
        offline: () => offlinePlan(start),
      }, opts);
      return { plan: value, usage };
    },

    async worksheet(start: WorksheetStart, entry: GroupPlan['worksheets'][number], seed: string, instruction?: string, opts: WriteOptions = {}): Promise<{ worksheet: WorksheetShape; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'worksheet', ...worksheetPrompts(start, entry, instruction, templates), schema: Worksheet,
        check: (sheet) => {
          // offline, a topic it cannot compute gets the open questions it can honestly ask
          // (offline.ts: no invented facts, so no keyed items), as many as it has up to the count
          // asked; holding it to the types and count asked failed every such group, every retry
          if (writer.name === OFFLINE_MARK && mathsTopicOf(start.topic) === null) return undefined;
          if (sheet.items.length !== start.itemsPerWorksheet) return `The worksheet has ${sheet.items.length} items; it must have exactly ${start.itemsPerWorksheet}.`;
          const other = sheet.items.find((item) => !start.itemTypes.includes(item.type));
          return other ? `Item type ${other.type} was not asked for; use only ${start.itemTypes.join(', ')}.` : undefined;
        },
        offline: () => offlineWorksheet({ start, entry, seed }),
      }, opts);
      return { worksheet: value as WorksheetShape, usage };
    },

    /** One item written again with the teacher's instruction: the same type, in the worksheet's place.
     * Offline, a computed (maths) item is a new exercise of its type; any other item stays as it was
     * (the offline writer cannot follow an instruction). */
    async item(start: WorksheetStart, entry: GroupPlan['worksheets'][number], current: Item, seed: string, instruction: string, opts: WriteOptions = {}): Promise<{ item: Item; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'worksheet_item', ...itemPrompts(start, entry, current, instruction, templates),
        schema: ItemSchema,
        check: (item) => (item.type === current.type ? undefined : `The item must stay of type ${current.type}.`),
        offline: () => {
          const maths = mathsTopicOf(start.topic);
          if (!maths) return current;
          return mathsItems({ topic: maths, lang: start.language, count: 1, types: [current.type], difficulty: start.difficulty, seed })[0] ?? current;
        },
      }, opts);
      return { item: value as Item, usage };
    },

    /** Solves every item without its key and lists where the solver and the key disagree (none offline). */
    async verify(sheet: WorksheetShape, language: WorksheetStart['language'], seed: string, opts: WriteOptions = {}): Promise<{ flags: Flag[]; usage: Usage }> {
      if (writer.name === OFFLINE_MARK) return { flags: [], usage: { inputTokens: 0, outputTokens: 0 } };
      const random = seeded(seed);
      const shown = sheet.items.map((item) => unkeyed(item, random));
      const { value, usage } = await writer.structured({
        name: 'solutions',
        system: `You solve worksheet items as a careful student would, in ${languageName(language)}. Answer with JSON only: { "answers": [{ "item": index, ... }] }, one per item: multipleChoice "chosen" (option indexes); trueFalse "answer" (true or false); fillBlanks "blanks"; matching "order" (for each left, the index of its right); ordering "order" (the shown steps' indexes in the right order); shortAnswer and openQuestion "answer" (the final result).`,
        prompt: JSON.stringify(shown.map((s, i) => ({ item: i, ...s.shown }))),
        schema: SolverAnswers,
        offline: () => ({ answers: [] }),
      }, opts);
      const flags: Flag[] = [];
      for (const answer of value.answers) {
        const item = sheet.items[answer.item];
        if (!item) continue;
        const given = response(item, answer, shown[answer.item]!.order);
        if (checkItem(item, given).correct === false) flags.push({ item: answer.item, key: keyText(item), solver: JSON.stringify(answer) });
      }
      return { flags, usage };
    },
  };
}
