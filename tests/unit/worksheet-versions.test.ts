// Issue 12, versions A and B of a worksheet for a class: B moves the items and the options (the key
// following them), keeps every item and option exactly once, and is the same for the same seed;
// the rights of a matching item and the steps of an ordering item are shown shuffled, never in the
// answer's order.
import { describe, expect, it } from 'vitest';
import { displayOrder, itemSeed, shuffledMoved, worksheetVersion } from '../../core/worksheet-versions.ts';
import { checkItem, seeded, type Item, type Response, type Worksheet } from '../../core/worksheets.ts';

const base = { explanation: 'Because.' };
const items: Item[] = [
  { ...base, type: 'multipleChoice', prompt: 'Which is one half?', options: ['1/2', '1/3', '2/3', '3/4'], correct: [0], multiple: false },
  { ...base, type: 'multipleChoice', prompt: 'Which are more than one half?', options: ['2/3', '1/4', '3/4', '1/5', '1/3'], correct: [0, 2], multiple: true },
  { ...base, type: 'trueFalse', prompt: '1/2 > 1/3', answer: true },
  { ...base, type: 'fillBlanks', prompt: 'Fill in.', text: '1/2 + 1/4 = ___ and 1/3 + 1/3 = ___', answers: [['3/4'], ['2/3']] },
  { ...base, type: 'matching', prompt: 'Match.', pairs: [{ left: '1/2', right: '0.5' }, { left: '1/4', right: '0.25' }, { left: '3/4', right: '0.75' }] },
  { ...base, type: 'ordering', prompt: 'Smallest first.', steps: ['1/8', '1/4', '1/2', '1'] },
  { ...base, type: 'shortAnswer', prompt: 'Half of 10?', answers: ['5'] },
  { ...base, type: 'openQuestion', prompt: 'A pizza…', sampleAnswer: 'Each gets 1/4.', finalAnswer: '1/4' },
];
const worksheet: Worksheet = { title: 'Fractions', instructions: 'Answer.', objectives: ['Compare fractions'], items };

/** The answer B's key gives, as a student would give it. */
function keyResponse(item: Item): Response {
  switch (item.type) {
    case 'multipleChoice': return { type: 'multipleChoice', chosen: [...item.correct] };
    case 'trueFalse': return { type: 'trueFalse', answer: item.answer };
    case 'fillBlanks': return { type: 'fillBlanks', blanks: item.answers.map((a) => a[0]!) };
    case 'matching': return { type: 'matching', rights: item.pairs.map((_, i) => i) };
    case 'ordering': return { type: 'ordering', order: item.steps.map((_, i) => i) };
    case 'shortAnswer': return { type: 'shortAnswer', answer: item.answers[0]! };
    case 'openQuestion': return { type: 'openQuestion', answer: item.finalAnswer ?? '' };
  }
}

describe('worksheet versions', () => {
  it('version A is the worksheet as written', () => {
    expect(worksheetVersion(worksheet, 'A', 'seed')).toEqual(worksheet);
  });

  it('version B moves the items and the options, and differs from A for every seed tried', () => {
    for (const seed of ['a', 'b', 'class 4B', 'x'.repeat(40), '7']) {
      const b = worksheetVersion(worksheet, 'B', seed);
      expect(b.items.map((i) => i.prompt)).not.toEqual(items.map((i) => i.prompt));
      for (const item of b.items) {
        if (item.type !== 'multipleChoice') continue;
        const original = items.find((i) => i.prompt === item.prompt) as Extract<Item, { type: 'multipleChoice' }>;
        expect(item.options).not.toEqual(original.options);
      }
      expect(b.title).toBe(worksheet.title);
      expect(b.objectives).toEqual(worksheet.objectives);
    }
  });

  it('keeps every item, option, pair and step exactly once, and the right options right', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const b = worksheetVersion(worksheet, 'B', seed);
      expect(b.items.map((i) => i.prompt).sort()).toEqual(items.map((i) => i.prompt).sort());
      for (const item of b.items) {
        const original = items.find((i) => i.prompt === item.prompt)!;
        expect(item.type).toBe(original.type);
        if (item.type === 'multipleChoice' && original.type === 'multipleChoice') {
          expect([...item.options].sort()).toEqual([...original.options].sort());
          expect(item.correct.map((i) => item.options[i]).sort()).toEqual(original.correct.map((i) => original.options[i]).sort());
          expect(item.correct).toEqual([...item.correct].sort((x, y) => x - y));
        } else if (item.type === 'matching' && original.type === 'matching') {
          expect(item.pairs.map((p) => `${p.left}=${p.right}`).sort()).toEqual(original.pairs.map((p) => `${p.left}=${p.right}`).sort());
        } else {
          expect(item).toEqual(original);
        }
      }
    }
  });

  it('B’s key still checks correct when a student answers by it', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const item of worksheetVersion(worksheet, 'B', seed).items) {
        expect(checkItem(item, keyResponse(item)).correct, `${seed}: ${item.prompt}`).toBe(true);
      }
    }
  });

  it('the same seed gives the same version, another seed (usually) another', () => {
    expect(worksheetVersion(worksheet, 'B', 'class 4B')).toEqual(worksheetVersion(worksheet, 'B', 'class 4B'));
    const orders = new Set(['s1', 's2', 's3', 's4', 's5'].map((s) => worksheetVersion(worksheet, 'B', s).items.map((i) => i.prompt).join('|')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('does not change the worksheet it is given', () => {
    const copy = structuredClone(worksheet);
    worksheetVersion(worksheet, 'B', 'z');
    expect(worksheet).toEqual(copy);
  });
});

describe('the order a student sees', () => {
  it('shuffles matching rights and ordering steps, never in the answer’s order, the same for the same seed', () => {
    const matching = items[4]!;
    const ordering = items[5]!;
    for (let n = 0; n < 200; n++) {
      for (const item of [matching, ordering]) {
        const order = displayOrder(item, `seed ${n}`);
        const count = item.type === 'matching' ? item.pairs.length : item.type === 'ordering' ? item.steps.length : 0;
        expect([...order].sort()).toEqual(Array.from({ length: count }, (_, i) => i));
        expect(order).not.toEqual(Array.from({ length: count }, (_, i) => i));
        expect(displayOrder(item, `seed ${n}`)).toEqual(order);
      }
    }
  });

  it('two steps are always shown swapped; one stays; other types have nothing to shuffle', () => {
    const two: Item = { ...base, type: 'ordering', prompt: 'p', steps: ['a', 'b'] };
    for (let n = 0; n < 50; n++) expect(displayOrder(two, String(n))).toEqual([1, 0]);
    expect(shuffledMoved(1, seeded('x'))).toEqual([0]);
    expect(shuffledMoved(0, seeded('x'))).toEqual([]);
    expect(displayOrder(items[0]!, 's')).toEqual([]);
  });

  it('an item’s seed names the sheet, the version and the place', () => {
    expect(itemSeed('w1', 'A', 0)).not.toBe(itemSeed('w1', 'B', 0));
    expect(itemSeed('w1', 'A', 0)).not.toBe(itemSeed('w1', 'A', 1));
  });
});
