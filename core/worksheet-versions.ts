// Worksheets (issue 12): version A and B of a worksheet for a class, and the order in which a
// student sees matching and ordering items. Pure and browser-safe like core/worksheets.ts: the
// printed sheet (server) and the student mode (browser) compute the same orders from the same seed.
//
// Version A is the worksheet as written. Version B moves the items and, inside a multiple-choice
// item, its options (the key's `correct` follows its options) and, inside a matching item, its
// pairs (a pair stays a pair). The key of an ordering item is its right order, so its steps never
// move in the key; what moves is the display: the rights of a matching item and the steps of an
// ordering item are shown shuffled (displayOrder), never in the answer's order.
import { seeded, shuffledIndexes, type Item, type Worksheet } from './worksheets.ts';

export const VERSIONS = ['A', 'B'] as const;
export type Version = (typeof VERSIONS)[number];

/** 0..n-1 shuffled, never left as they were when there are two or more (then rotated by one). */
export function shuffledMoved(n: number, random: () => number): number[] {
  const order = shuffledIndexes(n, random);
  return n >= 2 && order.every((v, i) => v === i) ? [...order.slice(1), order[0]!] : order;
}

/** An item of version B: its options or pairs moved, the key following them. */
function shuffleItem(item: Item, random: () => number): Item {
  switch (item.type) {
    case 'multipleChoice': {
      // order[new] = old: the option now at `new` was at `old`
      const order = shuffledMoved(item.options.length, random);
      return {
        ...item,
        options: order.map((old) => item.options[old]!),
        correct: item.correct.map((old) => order.indexOf(old)).sort((a, b) => a - b),
      };
    }
    case 'matching': {
      const order = shuffledMoved(item.pairs.length, random);
      return { ...item, pairs: order.map((old) => ({ ...item.pairs[old]! })) };
    }
    default:
      return item;
  }
}

/** The worksheet a class's version shows: A as written, B with its items and options moved, the same for the same seed. */
export function worksheetVersion(worksheet: Worksheet, version: Version, seed: string): Worksheet {
  if (version === 'A') return worksheet;
  const random = seeded(`${seed}|version-${version}`);
  const order = shuffledMoved(worksheet.items.length, random);
  return { ...worksheet, items: order.map((old) => shuffleItem(worksheet.items[old]!, random)) };
}

/** The seed of one item's display: the sheet's seed, its version and the item's place. */
export const itemSeed = (seed: string, version: Version, index: number): string => `${seed}|${version}|${index}`;

/**
 * The order a student sees a matching item's rights or an ordering item's steps in: indexes into
 * `pairs` or `steps`, shuffled by the seed and never the answer's order (two or more of them).
 * Other item types have nothing to shuffle: [].
 */
export function displayOrder(item: Item, seed: string): number[] {
  const n = item.type === 'matching' ? item.pairs.length : item.type === 'ordering' ? item.steps.length : 0;
  return n === 0 ? [] : shuffledMoved(n, seeded(`${seed}|display`));
}
