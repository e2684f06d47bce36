// Issue 12, the worksheet's items: a key that is valid by its schema (options, blanks, pairs,
// steps), and a student's answers checked against it the same way on the server and in the
// browser: words compared as a teacher would (case, spaces, a final full stop), numbers as numbers
// (½ = 0.5 = 1/2), partial credit for blanks, pairs and steps, open questions left to the teacher.
import { describe, expect, it } from 'vitest';
import { Item, Worksheet } from '../../api/kinds/worksheet/schema.ts';
import { answerMatches, checkItem, parseNumber, score, seeded, shuffledIndexes, type Item as ItemType } from '../../core/worksheets.ts';

const base = { prompt: 'Question', explanation: 'Because.' };
const problems = (value: unknown) => {
  const parsed = Item.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a worksheet item’s key', () => {
  it('multiple choice: 3 to 5 different options, the right number correct', () => {
    expect(problems({ ...base, type: 'multipleChoice', options: ['1/2', '1/3', '2/3'], correct: [0] })).toEqual([]);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b'], correct: [0] })).toEqual(['options: needs 3 to 5 options']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c', 'd', 'e', 'f'], correct: [0] })).toEqual(['options: needs 3 to 5 options']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['Paris', 'paris ', 'Rome'], correct: [0] })).toEqual(['options: must all be different']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c'], correct: [0, 1] })).toEqual(['correct: must be exactly one option (or allow several)']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c'], correct: [0, 1], multiple: true })).toEqual([]);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c'], correct: [0, 1, 2], multiple: true })).toEqual(['correct: cannot be every option']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c'], correct: [3] })).toEqual(['correct: names an option that does not exist']);
    expect(problems({ ...base, type: 'multipleChoice', options: ['a', 'b', 'c'], correct: [] })).toEqual(['correct: needs a correct option']);
  });

  it('fill in the blanks: an answer (or accepted alternatives) for every blank', () => {
    expect(problems({ ...base, type: 'fillBlanks', text: '1/2 + 1/4 = ____', answers: [['3/4', '0.75']] })).toEqual([]);
    expect(problems({ ...base, type: 'fillBlanks', text: '___ and ___', answers: [['a']] })).toEqual(['answers: has 1 answers for 2 blanks']);
    expect(problems({ ...base, type: 'fillBlanks', text: 'no blank here', answers: [] })).toEqual(['answers: needs at least one blank']);
    expect(problems({ ...base, type: 'fillBlanks', text: '___', answers: [[]] })).toEqual(['answers.0: needs an answer for every blank']);
  });

  it('matching pairs are unique on both sides; ordering steps differ; every item explains its answer', () => {
    expect(problems({ ...base, type: 'matching', pairs: [{ left: '1/2', right: '0.5' }, { left: '1/4', right: '0.25' }] })).toEqual([]);
    expect(problems({ ...base, type: 'matching', pairs: [{ left: '1/2', right: '0.5' }, { left: '1/2', right: '0.25' }] })).toEqual(['pairs: has the same left side twice']);
    expect(problems({ ...base, type: 'matching', pairs: [{ left: 'a', right: 'x' }, { left: 'b', right: 'X' }] })).toEqual(['pairs: has the same right side twice']);
    expect(problems({ ...base, type: 'ordering', steps: ['1/4', '1/2', '1/2'] })).toEqual(['steps: must all be different']);
    expect(problems({ type: 'trueFalse', prompt: '1/2 > 1/3', answer: true })).toEqual(['explanation: Invalid input: expected string, received undefined']);
    expect(problems({ ...base, type: 'essay' })).toHaveLength(1);
  });

  it('a worksheet has a title, instructions, objectives and 3 to 25 items', () => {
    const items = [1, 2, 3].map((n) => ({ ...base, type: 'shortAnswer', answers: [String(n)] }));
    expect(Worksheet.safeParse({ title: 'Fractions', instructions: 'Answer every question.', objectives: ['Add fractions'], items }).success).toBe(true);
    const few = Worksheet.safeParse({ title: 'Fractions', instructions: 'Answer.', objectives: ['Add fractions'], items: items.slice(0, 2) });
    expect(few.success ? [] : few.error.issues.map((i) => i.message)).toEqual(['needs at least 3 items']);
  });
});

describe('checking a student’s answer', () => {
  it('compares words as a teacher would, and numbers as numbers', () => {
    expect(answerMatches('  Paris. ', ['paris'])).toBe(true);
    expect(answerMatches('PARIS', ['Paris'])).toBe(true);
    expect(answerMatches('Lyon', ['Paris'])).toBe(false);
    expect(answerMatches('', ['0'])).toBe(false);
    expect(answerMatches('0.5', ['1/2'])).toBe(true);
    expect(answerMatches('½', ['0,5'])).toBe(true);
    expect(answerMatches('1 1/2', ['3/2'])).toBe(true);
    expect(answerMatches('2/4', ['1/2'])).toBe(true);
    expect(answerMatches('0.51', ['1/2'])).toBe(false);
    expect(parseNumber('1/0')).toBeNull();
    expect(parseNumber('-2,5')).toBe(-2.5);
    expect(parseNumber('three')).toBeNull();
  });

  it('marks every item type, with partial credit for blanks, pairs and steps', () => {
    const items: ItemType[] = [
      { ...base, type: 'multipleChoice', options: ['a', 'b', 'c', 'd'], correct: [1, 3], multiple: true },
      { ...base, type: 'trueFalse', answer: false },
      { ...base, type: 'fillBlanks', text: '___ + ___ = 1', answers: [['1/2'], ['1/2', '0.5']] },
      { ...base, type: 'matching', pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '2' }, { left: 'c', right: '3' }] },
      { ...base, type: 'ordering', steps: ['1/4', '1/3', '1/2', '1'] },
      { ...base, type: 'shortAnswer', answers: ['7'] },
      { ...base, type: 'openQuestion', sampleAnswer: 'Any fair explanation.' },
      { ...base, type: 'openQuestion', sampleAnswer: '3 × 4 = 12 apples', finalAnswer: '12' },
    ];
    expect(checkItem(items[0]!, { type: 'multipleChoice', chosen: [3, 1] })).toEqual({ correct: true, got: 1, of: 1 });
    expect(checkItem(items[0]!, { type: 'multipleChoice', chosen: [1] })).toEqual({ correct: false, got: 0, of: 1 });
    expect(checkItem(items[1]!, { type: 'trueFalse', answer: false })).toEqual({ correct: true, got: 1, of: 1 });
    expect(checkItem(items[1]!, { type: 'trueFalse', answer: null })).toEqual({ correct: false, got: 0, of: 1 });
    expect(checkItem(items[2]!, { type: 'fillBlanks', blanks: ['0.5', 'half'] })).toEqual({ correct: false, got: 1, of: 2 });
    expect(checkItem(items[3]!, { type: 'matching', rights: [0, 2, 1] })).toEqual({ correct: false, got: 1, of: 3 });
    expect(checkItem(items[4]!, { type: 'ordering', order: [0, 1, 2, 3] })).toEqual({ correct: true, got: 4, of: 4 });
    expect(checkItem(items[5]!, undefined)).toEqual({ correct: false, got: 0, of: 1 });
    expect(checkItem(items[6]!, { type: 'openQuestion', answer: 'Because…' })).toEqual({ correct: null, got: 0, of: 0 });
    expect(checkItem(items[7]!, { type: 'openQuestion', answer: '3 groups of 4\n12' })).toEqual({ correct: true, got: 1, of: 1 });
    // the score: an item is worth 1, shared among its parts; an open question is the teacher's to mark
    expect(score(items, [
      { type: 'multipleChoice', chosen: [1, 3] }, { type: 'trueFalse', answer: true }, { type: 'fillBlanks', blanks: ['1/2', '0.5'] },
      { type: 'matching', rights: [0, 2, 1] }, { type: 'ordering', order: [1, 0, 2, 3] }, { type: 'shortAnswer', answer: '7' }, undefined, { type: 'openQuestion', answer: '12' },
    ])).toEqual({ points: 4.83, of: 7 });
  });

  it('shuffles the same way for the same seed (version A and B of a class set)', () => {
    const a = shuffledIndexes(10, seeded('group-1:A'));
    expect(shuffledIndexes(10, seeded('group-1:A'))).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shuffledIndexes(10, seeded('group-1:B'))).not.toEqual(a);
  });
});
