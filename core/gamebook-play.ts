// Gamebooks (issue 14), a reading: where the reader is, what they carry (the flags set), the
// choices offered there, taking one, one step back, and the reader's path as a short text for a
// shareable link or the browser's saved progress. Pure and shared: the play page runs these, and
// the checks (gamebook-checks.ts) explore every reading with the same rules, so what the author is
// told and what a reader meets agree.
//
// The rules, in one place:
// - What is there. A hidden segment (a moderator hid it) is not there; of two segments with one id
//   only the first counts (the checks report the second as a duplicate).
// - What is offered. At a segment that is there and not an ending, a choice is offered when every
//   flag it requires is set, none it forbids is, and it leads somewhere: to a segment that is there,
//   or to none yet (`to: null`, the book grows when the reader takes it). A choice to a missing or
//   hidden segment is never offered: the reader could not follow it. An ending offers nothing,
//   whatever choices it holds (the checks report those).
// - Taking a choice. Its `sets` are set, then its `clears` cleared: a flag in both ends cleared.
//   An unwritten choice is refused with the reason 'unwritten': the page asks the writer for the
//   segment, and takes the choice again in the grown graph.
// - The path. A reading keeps the ids of the choices taken, not their positions: ids are stable
//   while an author reorders, prunes or grows, so a shared link either replays the same story or
//   is refused where it stops fitting (with how far it got), never silently reads another.
import type { Choice, GamebookGraph, Segment, StoryState } from './gamebook.ts';

// ---------------------------------------------------------------------------------------------
// What is there, what is offered

/** The segment with this id a reading can be in; undefined when there is none or it is hidden. */
export function findSegment(graph: GamebookGraph, id: string): Segment | undefined {
  const segment = graph.segments.find((s) => s.id === id);
  return segment && !segment.hidden ? segment : undefined;
}

/** Every segment a reading can be in, by id, in the graph's order (the same rule as findSegment, for many look-ups). */
export function playableSegments(graph: GamebookGraph): Map<string, Segment> {
  const byId = new Map<string, Segment>();
  const met = new Set<string>();
  for (const segment of graph.segments) {
    if (met.has(segment.id)) continue;
    met.add(segment.id);
    if (!segment.hidden) byId.set(segment.id, segment);
  }
  return byId;
}

/** Whether the state lets the choice be offered: its requires all set, its forbids all unset (where it leads is not looked at). */
export function conditionsHold(choice: Choice, state: StoryState): boolean {
  return (choice.requires ?? []).every((f) => state.has(f)) && !(choice.forbids ?? []).some((f) => state.has(f));
}

/** The state after taking the choice: its sets set, then its clears cleared. */
export function stateAfter(choice: Choice, state: StoryState): StoryState {
  const next = new Set(state);
  for (const f of choice.sets ?? []) next.add(f);
  for (const f of choice.clears ?? []) next.delete(f);
  return next;
}

/** The choices offered at a segment in a state, in the author's order (none at an ending or a segment that is not there). */
export function offeredChoices(graph: GamebookGraph, segmentId: string, state: StoryState): Choice[] {
  const segment = findSegment(graph, segmentId);
  if (!segment || segment.ending) return [];
  return segment.choices.filter((c) => conditionsHold(c, state) && (c.to === null || findSegment(graph, c.to) !== undefined));
}

// ---------------------------------------------------------------------------------------------
// A reading

export interface Reading {
  /** the ids of the choices taken, from the start */
  readonly path: readonly string[];
  /** the segment the reader is at */
  readonly segment: string;
  /** the flags set */
  readonly state: StoryState;
  /** the reading one step back (null at the start): back() needs no graph, and works after the graph changed */
  readonly previous: Reading | null;
}

/** Why a choice cannot be taken: no such choice here, not offered in this state (or leads nowhere), or not written yet. */
export type Refusal = 'unknown' | 'notOffered' | 'unwritten';
export type Taken = { ok: true; reading: Reading } | { ok: false; reason: Refusal };

/** A reading at the start, nothing carried. (A graph whose start is not there — the checks' missingStart — has no segment to show.) */
export function startReading(graph: GamebookGraph): Reading {
  return { path: [], segment: graph.start, state: new Set(), previous: null };
}

/** Takes a choice of the reader's segment: the new reading, or why not. */
export function takeChoice(graph: GamebookGraph, reading: Reading, choiceId: string): Taken {
  const segment = findSegment(graph, reading.segment);
  const choice = segment?.choices.find((c) => c.id === choiceId);
  if (!segment || !choice) return { ok: false, reason: 'unknown' };
  if (!offeredChoices(graph, segment.id, reading.state).includes(choice)) return { ok: false, reason: 'notOffered' };
  if (choice.to === null) return { ok: false, reason: 'unwritten' };
  return { ok: true, reading: { path: [...reading.path, choice.id], segment: choice.to, state: stateAfter(choice, reading.state), previous: reading } };
}

/** One step back (at the start, the start). */
export function back(reading: Reading): Reading {
  return reading.previous ?? reading;
}

/** The distinct segments the reading has been at, in the order first met. */
export function segmentsSeen(reading: Reading): string[] {
  const trail: string[] = [];
  for (let r: Reading | null = reading; r; r = r.previous) trail.push(r.segment);
  return [...new Set(trail.reverse())];
}

/**
 * A hint for "you have seen N of M": N the segments this reading has been at, M those linked from
 * the start whatever the flags (an estimate: a segment behind a door no key opens is counted).
 */
export function progressOf(graph: GamebookGraph, reading: Reading): { seen: number; of: number } {
  const segments = playableSegments(graph);
  const linked = new Set<string>();
  const queue = segments.has(graph.start) ? [graph.start] : [];
  for (const id of queue) {
    if (linked.has(id)) continue;
    linked.add(id);
    const segment = segments.get(id)!;
    if (segment.ending) continue;
    for (const c of segment.choices) if (c.to !== null && segments.has(c.to)) queue.push(c.to);
  }
  return { seen: segmentsSeen(reading).filter((id) => linked.has(id)).length, of: linked.size };
}

// ---------------------------------------------------------------------------------------------
// The path as text

// The text uses only URL-unreserved characters (RFC 3986: letters, digits, - _ . ~), so it needs no
// escaping in a link: the choice ids joined by ".", each id's other characters (and a "~") written
// as ~XX per UTF-8 byte. An empty id is a lone "~", so [""] and [] differ.
const PLAIN = /^[A-Za-z0-9_-]$/;

/** The path as a short URL-safe text (the empty path is ""). */
export function encodePath(path: readonly string[]): string {
  const bytes = new TextEncoder();
  const encodeId = (id: string): string => {
    if (id === '') return '~';
    let out = '';
    for (const ch of id) {
      if (PLAIN.test(ch)) out += ch;
      else for (const b of bytes.encode(ch)) out += `~${b.toString(16).padStart(2, '0')}`;
    }
    return out;
  };
  return path.map(encodeId).join('.');
}

/** The path a text encodes; null when it is not one encodePath writes. */
export function decodePath(text: string): string[] | null {
  if (text === '') return [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ids: string[] = [];
  for (const part of text.split('.')) {
    if (part === '~') { ids.push(''); continue; }
    if (part === '' || !/^(?:[A-Za-z0-9_-]|~[0-9a-f]{2})+$/.test(part)) return null;
    // runs of ~XX are one character's bytes (or several characters'): decode each run whole
    try {
      ids.push(part.replace(/(?:~[0-9a-f]{2})+/g, (run) => decoder.decode(Uint8Array.from(run.slice(1).split('~'), (h) => parseInt(h, 16)))));
    } catch {
      return null; // bytes that are not UTF-8
    }
  }
  return encodePath(ids) === text ? ids : null; // one text per path: "~41" (an escaped plain "A") is refused
}

export type Replayed =
  | { ok: true; reading: Reading; taken: number }
  | { ok: false; /** the reading as far as the path fits */ reading: Reading; /** the choices replayed before it stopped fitting */ taken: number; reason: Refusal | 'malformed' };

/** Replays a shared or saved path from the start; refuses where it no longer fits the graph, with the reading that far. */
export function replayPath(graph: GamebookGraph, encoded: string): Replayed {
  let reading = startReading(graph);
  const path = decodePath(encoded);
  if (!path) return { ok: false, reading, taken: 0, reason: 'malformed' };
  for (const choiceId of path) {
    const taken = takeChoice(graph, reading, choiceId);
    if (!taken.ok) return { ok: false, reading, taken: reading.path.length, reason: taken.reason };
    reading = taken.reading;
  }
  return { ok: true, reading, taken: reading.path.length };
}
