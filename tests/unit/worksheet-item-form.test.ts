// The teacher's item form (issue 12), its pure part: the browser's checks give the server's
// messages on the server's paths for every item type (checked against the kind's zod schema
// itself), and an item goes to GraphQL's input and back unchanged.
import { describe, expect, it } from 'vitest';
import { Item as ItemSchema } from '../../api/kinds/worksheet/schema.ts';
import { ITEM_TYPES, type Item } from '../../core/worksheets.ts';
import {
  blankItem, fitBlanks, fromGraphQL, itemFieldErrors, messageKey, toItemInput, validateHeader, validateItem, type ItemDraft,
} from '../../site/components/kinds/worksheet/item-form.ts';

/** The server's field errors for an item, as badInputFrom builds them (the first message per path). */
function serverErrors(item: unknown): Record<string, string> {
  const parsed = ItemSchema.safeParse(item);
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message;
  return fields;
}

const base = { prompt: '¿Qué fracción es mayor?', explanation: '3/4 = 6/8, y 6/8 > 5/8.' };

const valid: { [K in Item['type']]: Extract<ItemDraft, { type: K }> } = {
  multipleChoice: { type: 'multipleChoice', ...base, options: ['5/8', '3/4', '1/2'], correct: [1], multiple: false },
  trueFalse: { type: 'trueFalse', ...base, answer: true },
  fillBlanks: { type: 'fillBlanks', ...base, text: '1/2 + 1/4 = ___ y 1/3 + 1/3 = ___', answers: [['3/4', '0,75'], ['2/3']] },
  matching: { type: 'matching', ...base, pairs: [{ left: '1/2', right: '0,5' }, { left: '1/4', right: '0,25' }, { left: '3/4', right: '0,75' }] },
  ordering: { type: 'ordering', ...base, steps: ['1/4', '1/2', '3/4', '1'] },
  shortAnswer: { type: 'shortAnswer', ...base, answers: ['3/4', '0,75'] },
  openQuestion: { type: 'openQuestion', ...base, sampleAnswer: 'Ana comió 3/8 y Luis 2/8: juntos 5/8 de la pizza.', finalAnswer: '5/8' },
};

/** Per type, invalid drafts and the message the teacher gets on the path named. */
const invalid: [string, ItemDraft, string, string][] = [
  ['an empty prompt', { ...valid.trueFalse, prompt: '   ' }, 'prompt', 'is required'],
  ['a missing explanation', { ...valid.shortAnswer, explanation: '' }, 'explanation', 'is required'],
  ['a prompt too long', { ...valid.trueFalse, prompt: 'x'.repeat(1001) }, 'prompt', 'is longer than 1000 characters'],
  ['two options', { ...valid.multipleChoice, options: ['a', 'b'], correct: [0] }, 'options', 'needs 3 to 5 options'],
  ['six options', { ...valid.multipleChoice, options: ['a', 'b', 'c', 'd', 'e', 'f'], correct: [0] }, 'options', 'needs 3 to 5 options'],
  ['an empty option', { ...valid.multipleChoice, options: ['a', '', 'c'] }, 'options.1', 'is required'],
  ['an option too long', { ...valid.multipleChoice, options: ['a', 'b', 'c'.repeat(301)] }, 'options.2', 'is longer than 300 characters'],
  ['the same option twice (case and spaces aside)', { ...valid.multipleChoice, options: ['Half', ' half ', 'c'] }, 'options', 'must all be different'],
  ['no right option', { ...valid.multipleChoice, correct: [] }, 'correct', 'needs a correct option'],
  ['a right option that does not exist', { ...valid.multipleChoice, correct: [3] }, 'correct', 'names an option that does not exist'],
  ['a right option twice', { ...valid.multipleChoice, multiple: true, correct: [1, 1] }, 'correct', 'names an option twice'],
  ['two right options without "several"', { ...valid.multipleChoice, correct: [0, 1] }, 'correct', 'must be exactly one option (or allow several)'],
  ['every option right', { ...valid.multipleChoice, multiple: true, correct: [0, 1, 2] }, 'correct', 'cannot be every option'],
  ['no true/false answer', { ...valid.trueFalse, answer: null }, 'answer', 'must be true or false'],
  ['an empty text', { ...valid.fillBlanks, text: '', answers: [] }, 'text', 'is required'],
  ['no blank', { ...valid.fillBlanks, text: 'Sin huecos', answers: [] }, 'answers', 'needs at least one blank'],
  ['fewer answers than blanks', { ...valid.fillBlanks, answers: [['3/4']] }, 'answers', 'has 1 answers for 2 blanks'],
  ['more answers than blanks', { ...valid.fillBlanks, text: '1/2 + 1/4 = ___', answers: [['3/4'], ['x']] }, 'answers', 'has 2 answers for 1 blanks'],
  ['a blank with no answer', { ...valid.fillBlanks, answers: [['3/4'], []] }, 'answers.1', 'needs an answer for every blank'],
  ['an empty accepted answer of a blank', { ...valid.fillBlanks, answers: [['3/4', ' '], ['2/3']] }, 'answers.0.1', 'is required'],
  ['one pair', { ...valid.matching, pairs: [{ left: 'a', right: 'b' }] }, 'pairs', 'needs 2 to 8 pairs'],
  ['nine pairs', { ...valid.matching, pairs: Array.from({ length: 9 }, (_, i) => ({ left: `l${i}`, right: `r${i}` })) }, 'pairs', 'needs 2 to 8 pairs'],
  ['an empty side', { ...valid.matching, pairs: [{ left: 'a', right: '' }, { left: 'b', right: 'c' }] }, 'pairs.0.right', 'is required'],
  ['the same left side twice', { ...valid.matching, pairs: [{ left: 'a', right: '1' }, { left: 'A', right: '2' }] }, 'pairs', 'has the same left side twice'],
  ['the same right side twice', { ...valid.matching, pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '1' }] }, 'pairs', 'has the same right side twice'],
  ['two steps', { ...valid.ordering, steps: ['a', 'b'] }, 'steps', 'needs 3 to 8 steps'],
  ['nine steps', { ...valid.ordering, steps: Array.from({ length: 9 }, (_, i) => `s${i}`) }, 'steps', 'needs 3 to 8 steps'],
  ['an empty step', { ...valid.ordering, steps: ['a', '', 'c'] }, 'steps.1', 'is required'],
  ['the same step twice', { ...valid.ordering, steps: ['a', 'b', 'a'] }, 'steps', 'must all be different'],
  ['no accepted answer', { ...valid.shortAnswer, answers: [] }, 'answers', 'needs an answer'],
  ['an empty accepted answer', { ...valid.shortAnswer, answers: ['3/4', ''] }, 'answers.1', 'is required'],
  ['an accepted answer too long', { ...valid.shortAnswer, answers: ['x'.repeat(201)] }, 'answers.0', 'is longer than 200 characters'],
  ['no model answer', { ...valid.openQuestion, sampleAnswer: '' }, 'sampleAnswer', 'is required'],
  ['a final answer too long', { ...valid.openQuestion, finalAnswer: '9'.repeat(201) }, 'finalAnswer', 'Too big: expected string to have <=200 characters'],
];

/** The draft as core's item (what the server parses): an unchosen true/false stays unchosen, an empty final answer is left out. */
const asCore = (draft: ItemDraft): unknown => (draft.type === 'openQuestion' && !draft.finalAnswer.trim() ? { ...draft, finalAnswer: undefined } : draft);

describe('validateItem: the server\'s rules in the browser', () => {
  it.each(ITEM_TYPES)('a valid %s item passes, here and on the server', (type) => {
    expect(validateItem(valid[type])).toEqual({});
    expect(serverErrors(valid[type])).toEqual({});
  });

  it('an open question without a final answer is valid', () => {
    const item = { ...valid.openQuestion, finalAnswer: '' };
    expect(validateItem(item)).toEqual({});
    expect(serverErrors(asCore(item))).toEqual({});
  });

  it.each(invalid)('refuses %s with the server\'s message on the server\'s path', (_name, draft, path, message) => {
    const errors = validateItem(draft);
    expect(errors[path]).toBe(message);
    // the same fields and messages as the server gives for it
    expect(errors).toEqual(serverErrors(asCore(draft)));
  });

  it('knows every message it gives, for the page language', () => {
    for (const [, draft] of invalid) {
      for (const message of Object.values(validateItem(draft))) expect(messageKey(message), message).not.toBeNull();
    }
    expect(messageKey('has 1 answers for 2 blanks')).toEqual({ key: 'errors.blankCount', values: { answers: 1, blanks: 2 } });
    expect(messageKey('is longer than 300 characters')).toEqual({ key: 'errors.tooLong', values: { max: 300 } });
    expect(messageKey('something the server says')).toBeNull();
  });

  it('checks the header: a title, instructions, 1 to 6 objectives', () => {
    expect(validateHeader({ title: 'Fracciones', instructions: 'Resuelve.', objectives: ['Comparar fracciones'] })).toEqual({});
    expect(validateHeader({ title: ' ', instructions: '', objectives: [] })).toEqual({ title: 'is required', instructions: 'is required', objectives: 'needs a learning objective' });
    expect(validateHeader({ title: 'T', instructions: 'I', objectives: ['a', '', 'c', 'd', 'e', 'f', 'g'] }))
      .toEqual({ 'objectives.1': 'is required', objectives: 'can have at most 6 objectives' });
  });

  it('takes a worksheet\'s item paths to the item\'s own', () => {
    expect(itemFieldErrors({ 'items.2.options': 'must all be different', 'items.0.prompt': 'is required' }, 2)).toEqual({ options: 'must all be different' });
    expect(itemFieldErrors({ correct: 'needs a correct option' })).toEqual({ correct: 'needs a correct option' });
  });
});

describe('blankItem: a new item of each type', () => {
  it.each(ITEM_TYPES)('a new %s item has the fields of its type and is refused until it is written', (type) => {
    const item = blankItem(type);
    expect(item.type).toBe(type);
    const errors = validateItem(item);
    expect(errors.prompt).toBe('is required');
    expect(errors.explanation).toBe('is required');
    // the form keeps to the limits from the start: no count message for the lists it opens with
    expect(errors.options ?? errors.pairs ?? errors.steps ?? '').not.toMatch(/needs \d/);
  });
});

describe('fitBlanks: one list of answers per blank in the text', () => {
  it('adds a list for a new blank and drops the list of a removed one, keeping those written', () => {
    expect(fitBlanks('a ___ b', [])).toEqual([['']]);
    expect(fitBlanks('a ___ b ___ c', [['x', 'y']])).toEqual([['x', 'y'], ['']]);
    expect(fitBlanks('a ___ b', [['x'], ['z']])).toEqual([['x']]);
    expect(fitBlanks('no blank __ here', [['x']])).toEqual([]);
  });
});

describe('toItemInput and fromGraphQL', () => {
  it.each(ITEM_TYPES)('a %s item goes to GraphQL and back unchanged', (type) => {
    const draft = valid[type];
    const input = toItemInput(draft);
    expect(input.type).toBe(type);
    // GraphQL answers every field, null where the type has none
    const none = { options: null, correct: null, multiple: null, answer: null, text: null, blanks: null, pairs: null, steps: null, answers: null, sampleAnswer: null, finalAnswer: null };
    expect(fromGraphQL({ ...none, ...input })).toEqual(draft);
  });

  it('sends only the fields of the item\'s type, a fill-in\'s answers as blanks', () => {
    expect(toItemInput(valid.fillBlanks)).toEqual({ type: 'fillBlanks', ...base, text: valid.fillBlanks.text, blanks: [['3/4', '0,75'], ['2/3']] });
    expect(Object.keys(toItemInput(valid.trueFalse)).sort()).toEqual(['answer', 'explanation', 'prompt', 'type']);
    expect(Object.keys(toItemInput(valid.multipleChoice)).sort()).toEqual(['correct', 'explanation', 'multiple', 'options', 'prompt', 'type']);
  });

  it('leaves out an open question\'s empty final answer', () => {
    expect(toItemInput({ ...valid.openQuestion, finalAnswer: '  ' })).not.toHaveProperty('finalAnswer');
  });

  it('reads core\'s item too (a fill-in\'s answers under answers), and what the server\'s itemOut gives', () => {
    const core: Item = { type: 'fillBlanks', ...base, text: '___ y ___', answers: [['1'], ['2', 'dos']] };
    expect(fromGraphQL(core)).toEqual(core);
    expect(fromGraphQL({ ...core, answers: null, blanks: core.answers })).toEqual(core);
    expect(fromGraphQL({ type: 'openQuestion', ...base, sampleAnswer: 'm' })).toEqual({ type: 'openQuestion', ...base, sampleAnswer: 'm', finalAnswer: '' });
    expect(fromGraphQL({ type: 'multipleChoice', ...base, options: ['a', 'b', 'c'], correct: [2] })).toMatchObject({ multiple: false });
  });

  it('sends what the server accepts and stores as the same item', () => {
    for (const type of ITEM_TYPES) {
      const input = toItemInput(valid[type]);
      // the server's itemIn: a fill-in's blanks are its answers
      const core = input.type === 'fillBlanks' ? { ...input, blanks: undefined, answers: input.blanks } : input;
      const parsed = ItemSchema.safeParse(core);
      expect(parsed.success, type).toBe(true);
      expect(fromGraphQL(parsed.data as Item)).toEqual(valid[type]);
    }
  });
});
