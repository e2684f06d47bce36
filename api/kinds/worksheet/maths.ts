// The offline writer's computed maths (issue 12): where a worksheet's topic is arithmetic,
// fractions, unit conversions or number patterns, the items are real exercises whose answers are
// computed, not written: every key is right by construction and valid by the item schema. The
// same seed gives the same worksheet. Words come from maths-phrases.ts in the worksheet's language;
// the rest is numbers and symbols.
import type { LangCode } from '../../../core/languages.ts';
import { seeded, shuffledIndexes, type Difficulty, type Item, type ItemType } from '../../../core/worksheets.ts';
import { MATHS_PHRASES } from './maths-phrases.ts';

export const MATHS_TOPICS = ['addition', 'subtraction', 'multiplication', 'division', 'fractions', 'units', 'patterns'] as const;
export type MathsTopic = (typeof MATHS_TOPICS)[number];

/** Words that name each topic, in the 17 languages (lower case; a topic matches when it contains one). */
const TOPIC_WORDS: Record<MathsTopic, string[]> = {
  fractions: ['fraction', 'fracci', 'bruch', 'brüch', 'frazion', 'fraç', 'pecahan', 'sehemu', 'kesir', 'phân số', 'كسر', 'كسور', 'کسر', 'भिन्न', 'ভগ্নাংশ', '分数', '분수'],
  multiplication: ['multiplic', 'times table', 'einmaleins', 'moltiplica', 'perkalian', 'kuzidisha', 'çarpma', 'phép nhân', 'ضرب', 'गुणा', 'গুণ', '掛け算', 'かけ算', '乗法', '곱셈', '乘法'],
  division: ['divis', 'divid', 'pembagian', 'kugawanya', 'bölme', 'phép chia', 'قسمة', 'تقسیم', 'भाग', 'ভাগ', '割り算', 'わり算', '나눗셈', '除法'],
  addition: ['addition', 'adding', 'suma', 'addizion', 'adição', 'penjumlahan', 'kujumlisha', 'toplama', 'phép cộng', 'جمع', 'जोड़', 'যোগ', '足し算', 'たし算', '덧셈', '加法'],
  subtraction: ['subtract', 'resta', 'subtrakt', 'sottrazion', 'subtração', 'pengurangan', 'kutoa', 'çıkarma', 'phép trừ', 'طرح', 'تفریق', 'घटा', 'বিয়োগ', '引き算', 'ひき算', '뺄셈', '减法'],
  units: ['unit', 'measur', 'metric', 'convert', 'unidad', 'medida', 'einheit', 'unità', 'misur', 'unidade', 'satuan', 'vipimo', 'birim', 'đơn vị', 'وحدات', 'القياس', 'اکائی', 'इकाई', 'মাপ', 'একক', '単位', '단위', '单位'],
  patterns: ['pattern', 'sequence', 'patrón', 'secuencia', 'suite', 'folge', 'muster', 'succession', 'sequenz', 'padrão', 'sequência', 'pola bilangan', 'barisan', 'mfuatano', 'örüntü', 'dãy số', 'نمط', 'متتالية', 'سلسل', 'पैटर्न', 'अनुक्रम', 'ধারা', '数列', 'きまり', '수열', '규칙', '规律'],
};

/** The computed topic a worksheet's topic names, if any (fractions before arithmetic: "adding fractions"). */
export function mathsTopicOf(topic: string): MathsTopic | null {
  const t = topic.toLocaleLowerCase();
  for (const name of ['fractions', 'units', 'patterns', 'multiplication', 'division', 'subtraction', 'addition'] as const) {
    if (TOPIC_WORDS[name].some((w) => t.includes(w))) return name;
  }
  return null;
}

/** A rational number, kept exact. */
interface Q { n: number; d: number }
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const q = (n: number, d = 1): Q => { const g = gcd(n, d) || 1; const s = d < 0 ? -1 : 1; return { n: (s * n) / g, d: (s * d) / g }; };
const value = (x: Q) => x.n / x.d;
const same = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
/** As a pupil writes it: 3, 3/4, 7/4 (improper kept: the key accepts 1 3/4 and 1.75 too). */
const show = (x: Q) => (x.d === 1 ? String(x.n) : `${x.n}/${x.d}`);
/** Other ways of writing the same answer the key accepts. */
function alternates(x: Q): string[] {
  const out = [show(x)];
  if (x.d !== 1 && x.n > x.d) out.push(`${Math.floor(x.n / x.d)} ${x.n % x.d}/${x.d}`);
  const decimal = value(x);
  if (x.d !== 1 && Number.isFinite(decimal) && Math.round(decimal * 1000) === decimal * 1000) out.push(String(decimal));
  return out;
}

/** One computed exercise: the expression, its exact answer, and the working that explains it. */
interface Problem { expr: string; answer: Q; working: string; /** a measure: its answer written as a decimal (99.5, not 199/2) */ decimal?: boolean }

type Random = () => number;
/** The conversions the units topic asks for: a unit, a smaller one, how many of it make one. */
const CONVERSIONS = [['m', 'cm', 100], ['km', 'm', 1000], ['kg', 'g', 1000], ['L', 'mL', 1000], ['h', 'min', 60], ['cm', 'mm', 10]] as const;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const RANGES: Record<Difficulty, number> = { easy: 10, medium: 20, hard: 100 };

function problem(topic: MathsTopic, difficulty: Difficulty, random: Random): Problem {
  const top = RANGES[difficulty];
  switch (topic) {
    case 'addition': {
      const a = int(random, 1, top * 2), b = int(random, 1, top * 2);
      return { expr: `${a} + ${b}`, answer: q(a + b), working: `${a} + ${b} = ${a + b}` };
    }
    case 'subtraction': {
      const a = int(random, 2, top * 2), b = int(random, 1, a - 1);
      return { expr: `${a} − ${b}`, answer: q(a - b), working: `${a} − ${b} = ${a - b}` };
    }
    case 'multiplication': {
      const a = int(random, 2, difficulty === 'hard' ? 25 : 10), b = int(random, 2, difficulty === 'easy' ? 5 : 12);
      return { expr: `${a} × ${b}`, answer: q(a * b), working: `${a} × ${b} = ${a * b}` };
    }
    case 'division': {
      const b = int(random, 2, difficulty === 'easy' ? 5 : 12), c = int(random, 2, difficulty === 'hard' ? 25 : 10);
      return { expr: `${b * c} ÷ ${b}`, answer: q(c), working: `${b} × ${c} = ${b * c} → ${b * c} ÷ ${b} = ${c}` };
    }
    case 'fractions': {
      const kind = int(random, 0, difficulty === 'easy' ? 1 : 3);
      const d1 = int(random, 2, difficulty === 'hard' ? 12 : 8);
      const d2 = difficulty === 'easy' ? d1 : int(random, 2, 8);
      const n1 = int(random, 1, d1 - 1), n2 = int(random, 1, d2 - 1);
      const common = (d1 * d2) / gcd(d1, d2);
      const a = `${n1}/${d1}`, b = `${n2}/${d2}`;
      // "a/b + c/d = (on a common denominator) = …", the middle step only where the denominators differ
      const spread = d1 === d2 ? `${a} {op} ${b}` : `${(n1 * common) / d1}/${common} {op} ${(n2 * common) / d2}/${common}`;
      if (kind === 0 || (kind === 1 && value(q(n1, d1)) <= value(q(n2, d2)))) {
        const sum = q(n1 * d2 + n2 * d1, d1 * d2);
        const raw = `${(n1 * common) / d1 + (n2 * common) / d2}/${common}`;
        return { expr: `${a} + ${b}`, answer: sum, working: [`${a} + ${b}`, d1 === d2 ? '' : spread.replace('{op}', '+'), raw, raw === show(sum) ? '' : show(sum)].filter(Boolean).join(' = ') };
      }
      if (kind === 1) {
        const diff = q(n1 * d2 - n2 * d1, d1 * d2);
        const raw = `${(n1 * common) / d1 - (n2 * common) / d2}/${common}`;
        return { expr: `${a} − ${b}`, answer: diff, working: [`${a} − ${b}`, d1 === d2 ? '' : spread.replace('{op}', '−'), raw, raw === show(diff) ? '' : show(diff)].filter(Boolean).join(' = ') };
      }
      if (kind === 2) {
        const product = q(n1 * n2, d1 * d2);
        return { expr: `${a} × ${b}`, answer: product, working: `${a} × ${b} = ${n1 * n2}/${d1 * d2}${`${n1 * n2}/${d1 * d2}` === show(product) ? '' : ` = ${show(product)}`}` };
      }
      // a fraction of a whole number
      const whole = d1 * int(random, 1, 6);
      return { expr: `${a} × ${whole}`, answer: q(n1 * whole, d1), working: `${whole} ÷ ${d1} = ${whole / d1} → ${whole / d1} × ${n1} = ${(whole / d1) * n1}` };
    }
    case 'units': {
      const [big, small, factor] = CONVERSIONS[int(random, 0, CONVERSIONS.length - 1)]!;
      if (random() < 0.5 || difficulty === 'easy') {
        const n = int(random, 1, top);
        return { expr: `${n} ${big} = ___ ${small}`, answer: q(n * factor), working: `1 ${big} = ${factor} ${small} → ${n} × ${factor} = ${n * factor} ${small}`, decimal: true };
      }
      const halves = factor % 2 === 0 ? 2 : 1;
      const n = int(random, 1, top * halves);
      return { expr: `${(n * factor) / halves} ${small} = ___ ${big}`, answer: q(n, halves), working: `1 ${big} = ${factor} ${small} → ${(n * factor) / halves} ÷ ${factor} = ${value(q(n, halves))} ${big}`, decimal: true };
    }
    case 'patterns': {
      const start = int(random, 1, top), step = int(random, 2, difficulty === 'hard' ? 15 : 6) * (difficulty !== 'easy' && random() < 0.3 ? -1 : 1);
      const terms = [0, 1, 2, 3, 4].map((i) => start + 20 * Math.max(0, -step) + i * step);
      const missing = int(random, 2, 4);
      const shown = terms.map((t, i) => (i === missing ? '___' : String(t))).join(', ');
      return { expr: shown, answer: q(terms[missing]!), working: `${terms[1]! - terms[0]! > 0 ? '+' : '−'}${Math.abs(step)}: ${terms.join(', ')}` };
    }
  }
}

/** Wrong answers a pupil might give: off by one, doubled, halved, the fraction upside down; distinct, positive. */
function distractors(answer: Q, random: Random, count: number): Q[] {
  const out: Q[] = [];
  const candidates = answer.d === 1 ? [1, -1, 2, -2, 10, -10, answer.n].map((k) => q(answer.n + k)) : [q(answer.n + answer.d, answer.d), q(Math.abs(answer.n - answer.d) || answer.n + 2 * answer.d, answer.d), q(answer.n * 2, answer.d),
    q(answer.n, answer.d * 2), answer.n !== 0 ? q(answer.d, answer.n) : q(1, 2), q(answer.n + 2 * answer.d, answer.d), q(answer.n * 10, answer.d), q(answer.n + answer.d * 10, answer.d)];
  for (const i of shuffledIndexes(candidates.length, random)) {
    const c = candidates[i]!;
    if (c.n > 0 && !same(c, answer) && !out.some((o) => same(o, c))) out.push(c);
    if (out.length === count) break;
  }
  return out;
}

export interface MathsOptions {
  topic: MathsTopic;
  lang: LangCode;
  count: number;
  types: readonly ItemType[];
  difficulty: Difficulty;
  seed: string;
}

/** A worksheet's items, computed: the types asked for in turn, each with its key and working. */
export function mathsItems(options: MathsOptions): Item[] {
  const random = seeded(options.seed);
  const p = MATHS_PHRASES[options.lang];
  const fresh = (taken: Set<string>): Problem => {
    for (let i = 0; i < 50; i++) {
      const next = problem(options.topic, options.difficulty, random);
      if (!taken.has(next.expr)) { taken.add(next.expr); return next; }
    }
    return problem(options.topic, options.difficulty, random);
  };
  const asked = (x: Problem) => (x.expr.includes('___') ? x.expr : `${x.expr} = ?`);
  // an answer as written: a measure as a decimal (99.5), else as a pupil writes it (3/4)
  const w = (x: Problem, v: Q) => (x.decimal ? String(Math.round(value(v) * 1000) / 1000) : show(v));
  const keys = (x: Problem, v: Q) => [w(x, v), ...alternates(v).filter((a) => a !== w(x, v))];
  const taken = new Set<string>();
  const items: Item[] = [];
  for (let i = 0; i < options.count; i++) {
    const type = options.types[i % options.types.length]!;
    const x = fresh(taken);
    const explanation = x.working;
    switch (type) {
      case 'fillBlanks':
        items.push({ type, prompt: options.topic === 'patterns' ? p.pattern : options.topic === 'units' ? p.convert : p.compute,
          text: x.expr.includes('___') ? x.expr : `${x.expr} = ___`, answers: [keys(x, x.answer)], explanation });
        break;
      case 'shortAnswer':
        if (options.topic === 'fractions' && x.answer.d !== 1 && random() < 0.5) {
          const k = int(random, 2, 4);
          items.push({ type, prompt: `${p.simplest} ${x.answer.n * k}/${x.answer.d * k}`, answers: alternates(x.answer), explanation: `${x.answer.n * k}/${x.answer.d * k} = (${x.answer.n} × ${k})/(${x.answer.d} × ${k}) = ${show(x.answer)}` });
        } else {
          items.push({ type, prompt: `${options.topic === 'patterns' ? p.pattern : options.topic === 'units' ? p.convert : p.compute} ${asked(x)}`, answers: keys(x, x.answer), explanation });
        }
        break;
      case 'multipleChoice': {
        const wrong = distractors(x.answer, random, 3);
        const order = shuffledIndexes(wrong.length + 1, random);
        const all = [x.answer, ...wrong];
        items.push({ type, prompt: `${p.choose} ${asked(x)}`, options: order.map((j) => w(x, all[j]!)), correct: [order.indexOf(0)], multiple: false, explanation });
        break;
      }
      case 'trueFalse': {
        const truth = random() < 0.5;
        const shown = truth ? x.answer : distractors(x.answer, random, 1)[0]!;
        const statement = x.expr.includes('___') ? x.expr.replace('___', w(x, shown)) : `${x.expr} = ${w(x, shown)}`;
        items.push({ type, prompt: `${p.trueOrFalse} ${statement}`, answer: truth, explanation });
        break;
      }
      case 'matching': {
        const problems = [x];
        while (problems.length < 4) {
          const next = fresh(taken);
          if (!problems.some((o) => same(o.answer, next.answer))) problems.push(next);
        }
        items.push({ type, prompt: p.match, pairs: problems.map((o) => ({ left: o.expr, right: w(o, o.answer) })), explanation: problems.map((o) => o.working).join('; ') });
        break;
      }
      case 'ordering': {
        if (options.topic === 'units') {
          // quantities of one kind in two units, to order by size: 1 m, 90 cm, 150 cm, 2 m
          const [big, small, factor] = CONVERSIONS[int(random, 0, CONVERSIONS.length - 1)]!;
          const sizes = new Map<number, string>();
          while (sizes.size < 4) {
            const inBig = random() < 0.5;
            const n = inBig ? int(random, 1, 5) : int(random, 1, 5 * factor);
            sizes.set(inBig ? n * factor : n, `${n} ${inBig ? big : small}`);
          }
          const sorted = [...sizes].sort((a, b) => a[0] - b[0]);
          items.push({ type, prompt: p.order, steps: sorted.map(([, label]) => label), explanation: `1 ${big} = ${factor} ${small}: ${sorted.map(([base]) => `${base} ${small}`).join(' < ')}` });
          break;
        }
        const problems = [x];
        while (problems.length < 4) {
          const next = fresh(taken);
          if (!problems.some((o) => value(o.answer) === value(next.answer))) problems.push(next);
        }
        const sorted = [...problems].sort((a, b) => value(a.answer) - value(b.answer));
        items.push({ type, prompt: p.order, steps: sorted.map((o) => w(o, o.answer)), explanation: sorted.map((o) => w(o, o.answer)).join(' < ') });
        break;
      }
      case 'openQuestion':
        items.push({ type, prompt: p.explain.replace('{{expr}}', x.expr), sampleAnswer: x.working, finalAnswer: w(x, x.answer), explanation });
        break;
    }
  }
  return items;
}
