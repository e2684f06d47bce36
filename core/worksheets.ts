// Worksheets (issue 12): the item types, their shapes with the answer key, and checking a student's
// answer. Pure and shared (no zod here: the browser's student mode imports it): the server checks
// what the writer returns and what an author saves with api/kinds/worksheet/schema.ts; the student
// mode checks answers with these functions, so the score on screen and the key agree.
export const ITEM_TYPES = ['multipleChoice', 'trueFalse', 'fillBlanks', 'matching', 'ordering', 'shortAnswer', 'openQuestion'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const WORKSHEETS_PER_GROUP = { min: 1, max: 10, default: 3 } as const;
export const ITEMS_PER_WORKSHEET = { min: 3, max: 25, default: 8 } as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** How a blank is written in a fill-in item's text: three or more underscores. */
export const BLANK = /_{3,}/g;
export const blankCount = (text: string): number => (text.match(BLANK) ?? []).length;

/** An item of a worksheet, with its answer key (checked by api/kinds/worksheet/schema.ts). */
export type Item = { prompt: string; explanation: string } & (
  | { type: 'multipleChoice'; options: string[]; /** the indexes of the correct options */ correct: number[]; /** several may be correct */ multiple: boolean }
  | { type: 'trueFalse'; answer: boolean }
  | { type: 'fillBlanks'; /** with a blank (___) per answer */ text: string; /** per blank, the answers accepted (the first is the key's) */ answers: string[][] }
  | { type: 'matching'; pairs: { left: string; right: string }[] }
  | { type: 'ordering'; /** in the right order */ steps: string[] }
  | { type: 'shortAnswer'; /** the answers accepted (the first is the key's) */ answers: string[] }
  | { type: 'openQuestion'; /** a model answer or what a good one contains, for the teacher */ sampleAnswer: string; /** a word problem's final answer, checked */ finalAnswer?: string | undefined });

export interface Worksheet {
  title: string;
  instructions: string;
  objectives: string[];
  items: Item[];
}

/** What a student gave for an item, by type. */
export type Response =
  | { type: 'multipleChoice'; chosen: number[] }
  | { type: 'trueFalse'; answer: boolean | null }
  | { type: 'fillBlanks'; blanks: string[] }
  | { type: 'matching'; rights: (number | null)[] } // for each pair's left, the index of the right chosen
  | { type: 'ordering'; order: number[] } // the steps' indexes in the order the student put them
  | { type: 'shortAnswer'; answer: string }
  | { type: 'openQuestion'; answer: string };

/** An answer as compared: trimmed, NFKC, lower case, one space, no final full stop. */
export function normalizeAnswer(value: string): string {
  return value.normalize('NFKC').trim().toLocaleLowerCase().replace(/\s+/g, ' ').replace(/[.。।]$/u, '').trim();
}

/** A number written as 3, -2.5, 2,5, 3/4 or 1 1/2 (or ½); null when it is not one. */
export function parseNumber(value: string): number | null {
  const vulgar: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
  const v = value.normalize('NFKC').trim().replace(/\u2044/g, '/').replace(/\s+/g, ' ');
  const vulgarMatch = /^(-?\d+)?\s?([½¼¾⅓⅔])$/.exec(value.trim());
  if (vulgarMatch) return (vulgarMatch[1] ? Number(vulgarMatch[1]) : 0) + vulgar[vulgarMatch[2]!]!;
  let m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(v);
  if (m) return (m[1] ? -1 : 1) * (Number(m[2]) + Number(m[3]) / Number(m[4]));
  m = /^(-?\d+)\/(\d+)$/.exec(v);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  if (/^-?\d+([.,]\d+)?$/.test(v)) return Number(v.replace(',', '.'));
  return null;
}

/** Whether a written answer is one of those accepted: the same words, or the same number (½ = 0.5 = 1/2). */
export function answerMatches(given: string, accepted: readonly string[]): boolean {
  const g = normalizeAnswer(given);
  if (!g) return false;
  const n = parseNumber(g);
  return accepted.some((a) => {
    if (normalizeAnswer(a) === g) return true;
    const an = parseNumber(a);
    return n !== null && an !== null && Math.abs(n - an) < 1e-9;
  });
}

export interface Check {
  /** null: a person marks it (an open question) */
  correct: boolean | null;
  /** parts right out of parts (a blank, a pair, an option): partial credit for the score */
  got: number;
  of: number;
}

/** Checks one answer against the key. */
export function checkItem(item: Item, response: Response | undefined): Check {
  switch (item.type) {
    case 'multipleChoice': {
      const chosen = new Set(response?.type === 'multipleChoice' ? response.chosen : []);
      const right = item.correct.length === chosen.size && item.correct.every((i) => chosen.has(i));
      return { correct: right, got: right ? 1 : 0, of: 1 };
    }
    case 'trueFalse': {
      const right = response?.type === 'trueFalse' && response.answer === item.answer;
      return { correct: right, got: right ? 1 : 0, of: 1 };
    }
    case 'fillBlanks': {
      const blanks = response?.type === 'fillBlanks' ? response.blanks : [];
      const got = item.answers.filter((accepted, i) => answerMatches(blanks[i] ?? '', accepted)).length;
      return { correct: got === item.answers.length, got, of: item.answers.length };
    }
    case 'matching': {
      const rights = response?.type === 'matching' ? response.rights : [];
      const got = item.pairs.filter((_, i) => rights[i] === i).length;
      return { correct: got === item.pairs.length, got, of: item.pairs.length };
    }
    case 'ordering': {
      const order = response?.type === 'ordering' ? response.order : [];
      const got = item.steps.filter((_, i) => order[i] === i).length;
      return { correct: got === item.steps.length, got, of: item.steps.length };
    }
    case 'shortAnswer': {
      const right = response?.type === 'shortAnswer' && answerMatches(response.answer, item.answers);
      return { correct: right, got: right ? 1 : 0, of: 1 };
    }
    case 'openQuestion': {
      if (!item.finalAnswer) return { correct: null, got: 0, of: 0 };
      const right = response?.type === 'openQuestion' && answerMatches(response.answer.split('\n').at(-1) ?? '', [item.finalAnswer]);
      return { correct: right, got: right ? 1 : 0, of: 1 };
    }
  }
}

/** A worksheet's score: points (an item is worth 1, shared among its parts) out of the items a computer can mark. */
export function score(items: readonly Item[], responses: readonly (Response | undefined)[]): { points: number; of: number } {
  let points = 0;
  let of = 0;
  items.forEach((item, i) => {
    const check = checkItem(item, responses[i]);
    if (check.of === 0) return;
    points += check.got / check.of;
    of += 1;
  });
  return { points: Math.round(points * 100) / 100, of };
}

/** A small seeded random generator (mulberry32): the same seed gives the same worksheet and the same shuffle. */
export function seeded(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The indexes 0..n-1 shuffled by the generator (Fisher–Yates). */
export function shuffledIndexes(n: number, random: () => number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
