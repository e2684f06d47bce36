// Issue 12, the worksheet's items: a key that is valid by its schema (options, blanks, pairs,
// steps), and a student's answers checked against it the same way on the server and in the
// browser: words compared as a teacher would (case, spaces, a final full stop), numbers as numbers
// (½ = 0.5 = 1/2), partial credit for blanks, pairs and steps, open questions left to the teacher.
// The offline writer's maths: every key computed and reckoned again here from the question alone.
import { describe, expect, it } from 'vitest';
import { GroupPlan, Item, Worksheet } from '../../api/kinds/worksheet/schema.ts';
import { offlinePlan, offlineWorksheet } from '../../api/kinds/worksheet/offline.ts';
import { MATHS_PHRASES } from '../../api/kinds/worksheet/maths-phrases.ts';
import { WORKSHEET_PHRASES } from '../../api/kinds/worksheet/phrases.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { MATHS_TOPICS, mathsItems, mathsTopicOf } from '../../api/kinds/worksheet/maths.ts';
import { answerMatches, checkItem, ITEM_TYPES, parseNumber, score, seeded, shuffledIndexes, type Item as ItemType } from '../../core/worksheets.ts';

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

describe('the offline writer’s computed maths', () => {
  /** An independent reckoning of "a op b" (whole numbers or fractions), exactly, as a number. */
  const frac = (s: string) => { const [n, d] = s.split('/').map(Number); return n! / (d ?? 1); };
  const reckon = (expr: string): number => {
    const m = /^(\d+(?:\/\d+)?) ([+−×÷]) (\d+(?:\/\d+)?)$/.exec(expr);
    if (!m) throw new Error(`cannot reckon ${expr}`);
    const [a, b] = [frac(m[1]!), frac(m[3]!)];
    return { '+': a + b, '−': a - b, '×': a * b, '÷': a / b }[m[2] as '+']!;
  };
  const UNITS: Record<string, number> = { 'm>cm': 100, 'km>m': 1000, 'kg>g': 1000, 'L>mL': 1000, 'h>min': 60, 'cm>mm': 10 };
  /** The blank's value, reckoned from the statement itself. */
  const solve = (text: string): number => {
    const unit = /^(\d+(?:\.\d+)?) (\w+) = ___ (\w+)$/.exec(text);
    if (unit) return UNITS[`${unit[2]}>${unit[3]}`] ? Number(unit[1]) * UNITS[`${unit[2]}>${unit[3]}`]! : Number(unit[1]) / UNITS[`${unit[3]}>${unit[2]}`]!;
    if (text.includes(',')) {
      const terms = text.split(', ');
      const known = terms.map((t, i) => [i, Number(t)] as const).filter(([, v]) => !Number.isNaN(v));
      const step = (known[1]![1] - known[0]![1]) / (known[1]![0] - known[0]![0]);
      return known[0]![1] + (terms.indexOf('___') - known[0]![0]) * step;
    }
    return reckon(text.replace(/ = ___$/, ''));
  };

  it('names the topic in the worksheet’s language', () => {
    expect(mathsTopicOf('Sumar fracciones, 4.º de primaria')).toBe('fractions');
    expect(mathsTopicOf('Adding fractions')).toBe('fractions');
    expect(mathsTopicOf('かけ算の練習')).toBe('multiplication');
    expect(mathsTopicOf('الضرب في 7')).toBe('multiplication');
    expect(mathsTopicOf('Metric units of length')).toBe('units');
    expect(mathsTopicOf('Number patterns')).toBe('patterns');
    expect(mathsTopicOf('The water cycle')).toBeNull();
  });

  it('makes real exercises whose keys are right, valid by the schema, in every type, topic and difficulty', () => {
    let checked = 0;
    for (const topic of MATHS_TOPICS) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        for (const lang of ['en', 'es', 'ar', 'ja'] as const) {
          const items = mathsItems({ topic, lang, count: 14, types: ITEM_TYPES, difficulty, seed: `${topic}-${difficulty}-${lang}` });
          expect(items).toHaveLength(14);
          for (const item of items) {
            const parsed = Item.safeParse(item);
            expect(parsed.success, `${topic} ${JSON.stringify(item)} ${parsed.error?.message}`).toBe(true);
            if (item.type === 'fillBlanks') {
              expect(parseNumber(item.answers[0]![0]!), item.text).toBeCloseTo(solve(item.text), 9);
              checked++;
            }
            if (item.type === 'openQuestion' && topic !== 'units' && topic !== 'patterns') {
              expect(parseNumber(item.finalAnswer!), item.prompt).toBeCloseTo(reckon(item.prompt.match(/(\d+(?:\/\d+)? [+−×÷] \d+(?:\/\d+)?)/)![1]!), 9);
              checked++;
            }
            if (item.type === 'multipleChoice') expect(item.options).toContain(item.options[item.correct[0]!]);
            if (item.type === 'ordering') {
              // by size: numbers as numbers, quantities ("4 kg", "3561 g") in the smaller unit
              const units = new Set(item.steps.map((step) => step.split(' ')[1]).filter(Boolean));
              const pair = Object.keys(UNITS).find((k) => k.split('>').every((u) => units.has(u)) || (units.size === 1 && k.split('>').some((u) => units.has(u))));
              const size = (step: string) => {
                const [n, unit] = step.split(' ');
                return unit ? Number(n) * (pair?.startsWith(`${unit}>`) ? UNITS[pair]! : 1) : parseNumber(step)!;
              };
              const sizes = item.steps.map(size);
              expect(sizes.every((n) => Number.isFinite(n)), item.steps.join()).toBe(true);
              expect(sizes, item.steps.join()).toEqual([...sizes].sort((a, b) => a - b));
            }
            expect(item.prompt).not.toMatch(/{{|undefined|NaN/);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    // the same seed, the same worksheet; Spanish words around the numbers
    const es = mathsItems({ topic: 'fractions', lang: 'es', count: 4, types: ['fillBlanks', 'multipleChoice'], difficulty: 'medium', seed: 'x' });
    expect(mathsItems({ topic: 'fractions', lang: 'es', count: 4, types: ['fillBlanks', 'multipleChoice'], difficulty: 'medium', seed: 'x' })).toEqual(es);
    expect(es[0]!.prompt).toBe('Calcula.');
    expect(es[1]!.prompt).toMatch(/^Elige la respuesta correcta\. \d+\/\d+ [+−×] \d+(\/\d+)? = \?$/);
  });
});

describe('the offline writer’s worksheet group', () => {
  it('plans a worksheet per part with objectives, in every language, valid by the plan’s schema', () => {
    for (const language of LANGUAGES) {
      const plan = offlinePlan({ topic: 'Fracciones equivalentes', language, worksheetCount: 3 });
      expect(GroupPlan.safeParse(plan).success, language).toBe(true);
      expect(plan.worksheets).toHaveLength(3);
      expect(new Set(plan.worksheets.map((w) => w.title)).size, language).toBe(3);
      expect(JSON.stringify(plan), language).not.toMatch(/{{|}}/);
    }
    expect(offlinePlan({ topic: 'Fracciones equivalentes', language: 'es', worksheetCount: 2 }).worksheets[0]).toEqual({
      title: 'Fracciones equivalentes — ficha 1', objectives: ['Practicar: Fracciones equivalentes', 'Trabajar con cuidado y comprobar cada respuesta'],
    });
  });

  it('computes a maths worksheet of the types asked; asks open questions with a model answer elsewhere, never inventing facts', () => {
    const start = { topic: 'Sumar y restar fracciones', language: 'es' as const, itemsPerWorksheet: 8, itemTypes: ['multipleChoice', 'fillBlanks', 'matching', 'trueFalse'] as ItemType['type'][], difficulty: 'medium' as const };
    const plan = offlinePlan({ ...start, worksheetCount: 3 });
    const sheets = plan.worksheets.map((entry, i) => offlineWorksheet({ start, entry, seed: `group:${i}` }));
    for (const sheet of sheets) {
      expect(Worksheet.safeParse(sheet).success).toBe(true);
      expect(sheet.items.map((item) => item.type)).toEqual(['multipleChoice', 'fillBlanks', 'matching', 'trueFalse', 'multipleChoice', 'fillBlanks', 'matching', 'trueFalse']);
      expect(sheet.instructions).toBe('Lee cada pregunta con atención. Escribe tus respuestas en los espacios.');
    }
    // three worksheets, three different sets of exercises
    expect(new Set(sheets.map((s) => JSON.stringify(s.items))).size).toBe(3);

    for (const language of LANGUAGES) {
      const other = { ...start, topic: 'The water cycle', language };
      const entry = offlinePlan({ ...other, worksheetCount: 1 }).worksheets[0]!;
      const sheet = offlineWorksheet({ start: other, entry, seed: 'g:0' });
      expect(Worksheet.safeParse(sheet).success, language).toBe(true);
      expect(sheet.items.every((item) => item.type === 'openQuestion' && item.sampleAnswer.length > 20), language).toBe(true);
      expect(new Set(sheet.items.map((item) => item.prompt)).size, language).toBe(sheet.items.length);
      expect(JSON.stringify(sheet), language).not.toMatch(/{{|}}/);
    }
  });

  it('has every phrase in every language, with the same blanks to fill as English', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort().join();
    for (const table of [WORKSHEET_PHRASES, MATHS_PHRASES] as unknown as Record<string, Record<string, string>>[]) {
      for (const language of LANGUAGES) {
        expect(Object.keys(table[language]!), language).toEqual(Object.keys(table.en!));
        for (const [key, english] of Object.entries(table.en!)) {
          expect(names(table[language]![key]!), `${language} ${key}`).toBe(names(english));
          if (language !== 'en') expect(table[language]![key], `${language} ${key}`).not.toBe(english);
        }
      }
    }
  });
});
