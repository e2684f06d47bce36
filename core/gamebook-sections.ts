// Gamebooks (issue 14), the printed book's sections: every segment a reader can reach gets a number,
// the start 1 and the rest shuffled, so that reading on from a section never tells what comes next;
// each choice is printed as "turn to 37". Pure: the print export (gamebook-print.ts) lays them out.
//
// The rules, in one place:
// - Numbered: the segments some reading can reach (gamebook-checks.ts' reachableSegments, flags
//   counted: a room behind a door no key opens is not printed), never a hidden one.
// - The shuffle depends on the seed and on the segments' ids only, not on their order in the graph
//   (they are sorted by id first): the same book and seed print the same numbers, whatever order
//   they were stored in. Adding or removing a segment renumbers the book.
// - Unwritten choices (a book growing in play) are left out of print: paper cannot ask the writer
//   for the next segment. printedChoices says how many were left out, so the print can note that
//   the story goes on online; a section whose choices are all unwritten then reads as an end.
//   Choices to segments that are not numbered (missing, hidden, unreachable) are left out too: the
//   checks refuse to publish those that matter (broken or hidden links).
import type { Choice, GamebookGraph, Segment } from './gamebook.ts';
import { reachableSegments } from './gamebook-checks.ts';
import { seeded, shuffledIndexes } from './worksheets.ts';

/** Section numbers 1..N for the reachable segments: the start 1, the rest shuffled by the seed. Empty without a start. */
export function numberSections(graph: GamebookGraph, seed: string | number): Map<string, number> {
  const reachable = reachableSegments(graph);
  const sections = new Map<string, number>();
  if (!reachable.has(graph.start)) return sections;
  sections.set(graph.start, 1);
  const rest = [...reachable].filter((id) => id !== graph.start).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  shuffledIndexes(rest.length, seeded(seed)).forEach((from, i) => sections.set(rest[from]!, i + 2));
  return sections;
}

/** A segment in section order: the book's reading order on paper. */
export function segmentsInSectionOrder(graph: GamebookGraph, sections: ReadonlyMap<string, number>): Segment[] {
  const byId = new Map<string, Segment>();
  for (const s of graph.segments) if (!byId.has(s.id)) byId.set(s.id, s);
  return [...sections].sort((a, b) => a[1] - b[1]).map(([id]) => byId.get(id)!);
}

export interface PrintedChoice {
  choice: Choice;
  /** the section to turn to */
  section: number;
}

/** A section's choices as printed, in the author's order, and how many unwritten ones were left out. */
export function printedChoices(segment: Segment, sections: ReadonlyMap<string, number>): { choices: PrintedChoice[]; unwritten: number } {
  const choices: PrintedChoice[] = [];
  let unwritten = 0;
  if (segment.ending) return { choices, unwritten };
  for (const choice of segment.choices) {
    if (choice.to === null) unwritten++;
    else if (sections.has(choice.to)) choices.push({ choice, section: sections.get(choice.to)! });
  }
  return { choices, unwritten };
}
