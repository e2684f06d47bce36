// The teacher's item form (issue 12), its pure part: an item as the form holds it (a draft), the
// same checks as the server's schema (api/kinds/worksheet/schema.ts: the same fields, paths and
// English messages, so a server refusal and a browser check read alike and are translated by the
// same keys), and the mapping to and from GraphQL's WorksheetItem (a fill-in item's per-blank
// answers are `blanks` there, `answers` in core). No zod here: the browser imports it.
import { blankCount, normalizeAnswer, type Item, type ItemType } from '../../../../core/worksheets.ts';

type Base = { prompt: string; explanation: string };

/** An item while the teacher edits it: a true/false answer may be unchosen, a final answer empty. */
export type ItemDraft = Base & (
  | { type: 'multipleChoice'; options: string[]; correct: number[]; multiple: boolean }
  | { type: 'trueFalse'; answer: boolean | null }
  | { type: 'fillBlanks'; text: string; answers: string[][] }
  | { type: 'matching'; pairs: { left: string; right: string }[] }
  | { type: 'ordering'; steps: string[] }
  | { type: 'shortAnswer'; answers: string[] }
  | { type: 'openQuestion'; sampleAnswer: string; finalAnswer: string });

/** An item as it arrives: GraphQL's WorksheetItem (unused fields null), or core's Item. */
export interface ItemLike {
  type: ItemType;
  prompt: string;
  explanation: string;
  options?: readonly string[] | null | undefined;
  correct?: readonly number[] | null | undefined;
  multiple?: boolean | null | undefined;
  answer?: boolean | null | undefined;
  text?: string | null | undefined;
  blanks?: readonly (readonly string[])[] | null | undefined;
  pairs?: readonly { left: string; right: string }[] | null | undefined;
  steps?: readonly string[] | null | undefined;
  answers?: readonly string[] | readonly (readonly string[])[] | null | undefined;
  sampleAnswer?: string | null | undefined;
  finalAnswer?: string | null | undefined;
}

/** What updateWorksheetItem and addWorksheetItem take (GraphQL's WorksheetItemInput). */
export interface ItemInput {
  type: ItemType;
  prompt: string;
  explanation: string;
  options?: string[];
  correct?: number[];
  multiple?: boolean;
  answer?: boolean | null;
  text?: string;
  blanks?: string[][];
  pairs?: { left: string; right: string }[];
  steps?: string[];
  answers?: string[];
  sampleAnswer?: string;
  finalAnswer?: string;
}

export const LIMITS = {
  options: { min: 3, max: 5 },
  pairs: { min: 2, max: 8 },
  steps: { min: 3, max: 8 },
  /** characters, as the server's schema allows */
  prompt: 1000, explanation: 1000, option: 300, text: 1000, blankAnswer: 200, side: 200, step: 300, answer: 200, sampleAnswer: 2000, finalAnswer: 200,
  title: 200, instructions: 1000, objective: 300, objectives: 6,
} as const;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** An item from GraphQL (or core) as the form holds it. */
export function fromGraphQL(item: ItemLike): ItemDraft {
  const base = { prompt: item.prompt ?? '', explanation: item.explanation ?? '' };
  switch (item.type) {
    case 'multipleChoice':
      return { type: item.type, ...base, options: strings(item.options), correct: [...(item.correct ?? [])], multiple: item.multiple ?? false };
    case 'trueFalse':
      return { type: item.type, ...base, answer: typeof item.answer === 'boolean' ? item.answer : null };
    case 'fillBlanks': {
      // GraphQL names them blanks; core (and a page that reads the database) answers
      const perBlank = item.blanks ?? (Array.isArray(item.answers) && item.answers.every((a) => Array.isArray(a)) ? item.answers as readonly (readonly string[])[] : []);
      return { type: item.type, ...base, text: item.text ?? '', answers: perBlank.map((accepted) => strings(accepted)) };
    }
    case 'matching':
      return { type: item.type, ...base, pairs: (item.pairs ?? []).map((p) => ({ left: p.left, right: p.right })) };
    case 'ordering':
      return { type: item.type, ...base, steps: strings(item.steps) };
    case 'shortAnswer':
      return { type: item.type, ...base, answers: strings(item.answers) };
    case 'openQuestion':
      return { type: item.type, ...base, sampleAnswer: item.sampleAnswer ?? '', finalAnswer: item.finalAnswer ?? '' };
  }
}

/** The draft as GraphQL's WorksheetItemInput: only its type's fields, a fill-in's answers as `blanks`. */
export function toItemInput(item: ItemDraft): ItemInput {
  const base = { type: item.type, prompt: item.prompt, explanation: item.explanation };
  switch (item.type) {
    case 'multipleChoice': return { ...base, options: [...item.options], correct: [...item.correct], multiple: item.multiple };
    case 'trueFalse': return { ...base, answer: item.answer };
    case 'fillBlanks': return { ...base, text: item.text, blanks: item.answers.map((a) => [...a]) };
    case 'matching': return { ...base, pairs: item.pairs.map((p) => ({ left: p.left, right: p.right })) };
    case 'ordering': return { ...base, steps: [...item.steps] };
    case 'shortAnswer': return { ...base, answers: [...item.answers] };
    case 'openQuestion': return { ...base, sampleAnswer: item.sampleAnswer, ...(item.finalAnswer.trim() ? { finalAnswer: item.finalAnswer } : {}) };
  }
}

/** A new item of the type, empty where the teacher writes (and so not valid until they have). */
export function blankItem(type: ItemType): ItemDraft {
  const base = { prompt: '', explanation: '' };
  switch (type) {
    case 'multipleChoice': return { type, ...base, options: ['', '', ''], correct: [], multiple: false };
    case 'trueFalse': return { type, ...base, answer: null };
    case 'fillBlanks': return { type, ...base, text: '', answers: [] };
    case 'matching': return { type, ...base, pairs: [{ left: '', right: '' }, { left: '', right: '' }, { left: '', right: '' }] };
    case 'ordering': return { type, ...base, steps: ['', '', ''] };
    case 'shortAnswer': return { type, ...base, answers: [''] };
    case 'openQuestion': return { type, ...base, sampleAnswer: '', finalAnswer: '' };
  }
}

/** A fill-in item's answers after its text changed: one list per blank found, those already written kept by position. */
export function fitBlanks(text: string, answers: string[][]): string[][] {
  return Array.from({ length: blankCount(text) }, (_, i) => answers[i] ?? ['']);
}

// ---- the checks (api/kinds/worksheet/schema.ts) ------------------------------------------------

type Errors = Record<string, string>;

/** Records the first message for a path, as the server does (badInputFrom). */
const put = (errors: Errors, path: string, message: string) => { errors[path] ??= message; };

/** z.string().trim().min(1, 'is required').max(max, 'is longer than max characters') */
function text(errors: Errors, path: string, value: unknown, max: number) {
  const v = typeof value === 'string' ? value.trim() : '';
  if (v.length < 1) put(errors, path, 'is required');
  if (v.length > max) put(errors, path, `is longer than ${max} characters`);
}

const distinct = (values: string[]) => new Set(values.map((v) => normalizeAnswer(v.trim()))).size === values.length;

/** Field errors by path (`prompt`, `options.1`, `answers.0.2`, `pairs`…), empty when the item is valid. */
export function validateItem(item: ItemDraft | Item): Record<string, string> {
  const errors: Errors = {};
  text(errors, 'prompt', item.prompt, LIMITS.prompt);
  text(errors, 'explanation', item.explanation, LIMITS.explanation);
  switch (item.type) {
    case 'multipleChoice': {
      item.options.forEach((o, i) => text(errors, `options.${i}`, o, LIMITS.option));
      if (item.options.length < LIMITS.options.min || item.options.length > LIMITS.options.max) put(errors, 'options', 'needs 3 to 5 options');
      if (!distinct(item.options)) put(errors, 'options', 'must all be different');
      if (item.correct.length < 1) put(errors, 'correct', 'needs a correct option');
      if (item.correct.some((i) => i >= item.options.length)) put(errors, 'correct', 'names an option that does not exist');
      if (new Set(item.correct).size !== item.correct.length) put(errors, 'correct', 'names an option twice');
      if (!item.multiple && item.correct.length > 1) put(errors, 'correct', 'must be exactly one option (or allow several)');
      if (item.multiple && item.correct.length >= item.options.length) put(errors, 'correct', 'cannot be every option');
      break;
    }
    case 'trueFalse':
      if (typeof item.answer !== 'boolean') put(errors, 'answer', 'must be true or false');
      break;
    case 'fillBlanks': {
      text(errors, 'text', item.text, LIMITS.text);
      item.answers.forEach((accepted, b) => {
        accepted.forEach((a, i) => text(errors, `answers.${b}.${i}`, a, LIMITS.blankAnswer));
        if (accepted.length < 1) put(errors, `answers.${b}`, 'needs an answer for every blank');
      });
      if (item.answers.length < 1) put(errors, 'answers', 'needs at least one blank');
      const blanks = blankCount(item.text.trim());
      if (blanks !== item.answers.length) put(errors, 'answers', `has ${item.answers.length} answers for ${blanks} blanks`);
      break;
    }
    case 'matching': {
      item.pairs.forEach((p, i) => {
        text(errors, `pairs.${i}.left`, p.left, LIMITS.side);
        text(errors, `pairs.${i}.right`, p.right, LIMITS.side);
      });
      if (item.pairs.length < LIMITS.pairs.min || item.pairs.length > LIMITS.pairs.max) put(errors, 'pairs', 'needs 2 to 8 pairs');
      if (!distinct(item.pairs.map((p) => p.left))) put(errors, 'pairs', 'has the same left side twice');
      if (!distinct(item.pairs.map((p) => p.right))) put(errors, 'pairs', 'has the same right side twice');
      break;
    }
    case 'ordering':
      item.steps.forEach((s, i) => text(errors, `steps.${i}`, s, LIMITS.step));
      if (item.steps.length < LIMITS.steps.min || item.steps.length > LIMITS.steps.max) put(errors, 'steps', 'needs 3 to 8 steps');
      if (!distinct(item.steps)) put(errors, 'steps', 'must all be different');
      break;
    case 'shortAnswer':
      item.answers.forEach((a, i) => text(errors, `answers.${i}`, a, LIMITS.answer));
      if (item.answers.length < 1) put(errors, 'answers', 'needs an answer');
      break;
    case 'openQuestion':
      text(errors, 'sampleAnswer', item.sampleAnswer, LIMITS.sampleAnswer);
      if ((item.finalAnswer ?? '').trim().length > LIMITS.finalAnswer) put(errors, 'finalAnswer', `Too big: expected string to have <=${LIMITS.finalAnswer} characters`);
      break;
  }
  return errors;
}

/** The worksheet's title, instructions and objectives as the teacher edits them. */
export interface HeaderDraft { title: string; instructions: string; objectives: string[] }

/** Field errors for the header (the server's Worksheet schema: title, instructions, objectives). */
export function validateHeader(header: HeaderDraft): Record<string, string> {
  const errors: Errors = {};
  text(errors, 'title', header.title, LIMITS.title);
  text(errors, 'instructions', header.instructions, LIMITS.instructions);
  header.objectives.forEach((o, i) => text(errors, `objectives.${i}`, o, LIMITS.objective));
  if (header.objectives.length < 1) put(errors, 'objectives', 'needs a learning objective');
  if (header.objectives.length > LIMITS.objectives) put(errors, 'objectives', 'can have at most 6 objectives');
  return errors;
}

/** A server field path for the form: an item's paths as they are; a worksheet's `items.3.prompt` → `prompt` when it is item 3. */
export function itemFieldErrors(fields: Record<string, string> | undefined, index?: number): Record<string, string> {
  const out: Errors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const m = /^items\.(\d+)\.(.+)$/.exec(path);
    if (m) { if (index !== undefined && Number(m[1]) === index) put(out, m[2]!, message); }
    else put(out, path, message);
  }
  return out;
}

// ---- messages for people ----------------------------------------------------------------------

/** A checking message (the browser's or the server's) as a key of the worksheet-editor namespace with its values; null when unknown. */
export function messageKey(message: string): { key: string; values: Record<string, string | number> } | null {
  const fixed: Record<string, string> = {
    'is required': 'errors.required',
    'needs 3 to 5 options': 'errors.optionsCount',
    'must all be different': 'errors.distinct',
    'needs a correct option': 'errors.correctNeeded',
    'names an option that does not exist': 'errors.correctMissing',
    'names an option twice': 'errors.correctTwice',
    'must be exactly one option (or allow several)': 'errors.exactlyOne',
    'cannot be every option': 'errors.notEvery',
    'must be true or false': 'errors.trueFalse',
    'needs an answer for every blank': 'errors.blankAnswer',
    'needs at least one blank': 'errors.noBlank',
    'needs 2 to 8 pairs': 'errors.pairsCount',
    'has the same left side twice': 'errors.sameLeft',
    'has the same right side twice': 'errors.sameRight',
    'needs 3 to 8 steps': 'errors.stepsCount',
    'needs an answer': 'errors.answerNeeded',
    'needs a learning objective': 'errors.objectiveNeeded',
    'can have at most 6 objectives': 'errors.objectivesMax',
  };
  if (fixed[message]) return { key: fixed[message], values: {} };
  let m = /^is longer than (\d+) characters$/.exec(message) ?? /^Too big: expected string to have <=(\d+) characters$/.exec(message);
  if (m) return { key: 'errors.tooLong', values: { max: Number(m[1]) } };
  m = /^has (\d+) answers for (\d+) blanks$/.exec(message);
  if (m) return { key: 'errors.blankCount', values: { answers: Number(m[1]), blanks: Number(m[2]) } };
  return null;
}
