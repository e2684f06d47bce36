// Gamebooks (issue 14), the checks an author sees before publishing: each problem names its kind,
// how bad it is and the segment (and choice, flag) it is about, so the map can point at it. Pure
// and shared: the editor shows them as the author works, the server refuses to publish on an error.
//
// The rules, in one place:
// - Readings are explored exactly, as pairs (segment, flags set), from (start, none), with the play
//   rules of gamebook-play.ts (what is there, what is offered, what a choice sets). Only the flags
//   some choice requires or forbids are followed: the others never change what is offered. With
//   ≤ 8 of them that is at most segments × 256 states, each visited once. With more (the book is
//   already refused for too many or unknown flags) the flags are ignored, every choice counted as
//   offered, so the rest of the checks still say something.
// - A reading is fine while it can still come to an ending, or to an unwritten choice (the book
//   grows there). A state that cannot is a trap: a dead end where nothing can be taken, or a loop
//   the reader goes round for ever. Only where the trap closes is reported — a dead end, or a loop
//   that leads nowhere else (a bottom strongly connected component of the trapped states, as the
//   set of its segments) — not every room that leads there: fixing that is fixing them all.
// - An ending ends the reading: its choices are not explored (a problem of their own). A choice to
//   a missing or hidden segment leads nowhere (the play page does not offer it).
// - Severities. An error blocks publishing: a reader could be stuck or lost, or the book cannot be
//   read as written (missing start, duplicate ids, broken links, unknown flags). A warning is
//   written text no reader can meet, or a shape off the rules (2–4 choices). Info is news: choices
//   left to grow in play. Two kinds depend on where they are: a dead end no reader can reach is a
//   warning; no ending is an error unless the book can still grow one (then info).
import { CHOICES_PER_SEGMENT, FLAG_NAME, MAX_FLAGS, type GamebookGraph, type Segment } from './gamebook.ts';
import { playableSegments } from './gamebook-play.ts';

export const PROBLEM_KINDS = [
  'missingStart', 'duplicateId', 'brokenLink', 'hiddenTarget', 'unknownFlag', 'tooManyFlags', 'endingWithChoices', 'choiceCount',
  'unreachable', 'deadEnd', 'impossibleChoice', 'loopWithoutExit', 'noEnding', 'unwritten',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface GamebookProblem {
  kind: ProblemKind;
  severity: Severity;
  /** the segments it is about, in the graph's order (all of a loop's); empty when about the whole book */
  segmentIds: string[];
  /** the choice it is about (brokenLink, hiddenTarget, unwritten, impossibleChoice, unknownFlag, a duplicate choice id) */
  choiceId?: string;
  /** the id that is not there or is hidden (brokenLink, hiddenTarget, missingStart) */
  target?: string;
  /** the flag (unknownFlag) */
  flag?: string;
  /** a state a reader can be in there, the flags that matter set (deadEnd, loopWithoutExit) */
  state?: string[];
}

/** Whether the problems keep the book from being published (any error). */
export const blocksPublishing = (problems: readonly GamebookProblem[]): boolean => problems.some((p) => p.severity === 'error');

/** Every problem of the gamebook, errors first, then in the graph's order. */
export function checkGamebook(graph: GamebookGraph): GamebookProblem[] {
  const problems = [...shapeProblems(graph), ...readingProblems(explore(graph))];
  const position = new Map<string, number>();
  graph.segments.forEach((s, i) => { if (!position.has(s.id)) position.set(s.id, i); });
  const rank = (p: GamebookProblem) => SEVERITIES.indexOf(p.severity) * (graph.segments.length + 1) + (p.segmentIds[0] === undefined ? 0 : position.get(p.segmentIds[0])! + 1);
  return problems.map((p, i) => ({ p, i, r: rank(p) })).sort((a, b) => a.r - b.r || a.i - b.i).map(({ p }) => p);
}

/** The segments some reading can reach, whatever flags it takes there (the printed book numbers these). */
export function reachableSegments(graph: GamebookGraph): Set<string> {
  const space = explore(graph);
  if (!space) return new Set();
  return new Set(space.segments.filter((_, i) => space.segmentReached[i]).map((s) => s.id));
}

// ---------------------------------------------------------------------------------------------
// What can be seen without reading: ids, links, flags, the number of choices

function shapeProblems(graph: GamebookGraph): GamebookProblem[] {
  const out: GamebookProblem[] = [];
  const live = playableSegments(graph);
  const ids = new Set<string>();
  for (const s of graph.segments) {
    if (ids.has(s.id)) out.push({ kind: 'duplicateId', severity: 'error', segmentIds: [s.id] });
    ids.add(s.id);
  }
  if (!live.has(graph.start)) out.push({ kind: 'missingStart', severity: 'error', segmentIds: [], target: graph.start });

  const declared = new Set(graph.flags);
  for (const flag of declared) if (!FLAG_NAME.test(flag)) out.push({ kind: 'unknownFlag', severity: 'error', segmentIds: [], flag });
  if (declared.size > MAX_FLAGS) out.push({ kind: 'tooManyFlags', severity: 'error', segmentIds: [] });

  const choiceIds = new Set<string>();
  for (const s of live.values()) {
    const at = { segmentIds: [s.id] };
    if (s.ending && s.choices.length > 0) out.push({ kind: 'endingWithChoices', severity: 'error', ...at });
    // no choice at all is a dead end, reported with the readings
    if (!s.ending && s.choices.length > 0 && (s.choices.length < CHOICES_PER_SEGMENT.min || s.choices.length > CHOICES_PER_SEGMENT.max)) {
      out.push({ kind: 'choiceCount', severity: 'warning', ...at });
    }
    for (const c of s.choices) {
      const about = { ...at, choiceId: c.id };
      if (choiceIds.has(c.id)) out.push({ kind: 'duplicateId', severity: 'error', ...about });
      choiceIds.add(c.id);
      if (c.to === null) out.push({ kind: 'unwritten', severity: 'info', ...about });
      else if (!live.has(c.to)) out.push({ kind: ids.has(c.to) ? 'hiddenTarget' : 'brokenLink', severity: 'error', ...about, target: c.to });
      const named = new Set([...(c.requires ?? []), ...(c.forbids ?? []), ...(c.sets ?? []), ...(c.clears ?? [])]);
      for (const flag of named) if (!declared.has(flag)) out.push({ kind: 'unknownFlag', severity: 'error', ...about, flag });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Every reading: the state space

// A state is a segment's number (in `segments`) and the flags set as a bit mask: segment << bits | mask.
// Everything about states lives in typed arrays indexed by state: a 500-segment book with 8 flags
// has 128 000 states and half a million moves between them, which plain objects would make slow.
// Memory is about 20 bytes a possible state: the schema's cap on segments is what keeps it small.
const OPEN = -1; // a choice not written yet: the reading can go on once it is
const NOWHERE = -2; // a choice to a missing or hidden segment

interface Space {
  /** the segments that are there, in the graph's order */
  segments: Segment[];
  /** the flags followed, bit i for flags[i] (the others never change what is offered) */
  flags: string[];
  bits: number;
  /** each segment's choices are rules ruleStart[i] .. ruleStart[i + 1] - 1, in its order */
  ruleStart: Int32Array;
  /** per rule: offered in some state reached */
  offered: Uint8Array;
  /** the states reached, in the order reached (breadth first: the first of a segment is a shortest reading's) */
  order: Int32Array;
  segmentReached: Uint8Array;
  /** each state's next states: edgeTo[edgeStart[s]] .. edgeTo[edgeEnd[s] - 1] */
  edgeTo: Int32Array;
  edgeStart: Int32Array;
  edgeEnd: Int32Array;
  /** whether a reading in the state can still come to an ending or an unwritten choice */
  canFinish: Uint8Array;
  endingReached: boolean;
  openReached: boolean;
}

/** Explores every reading from the start; null when there is no start to read from. */
function explore(graph: GamebookGraph): Space | null {
  const segments = [...playableSegments(graph).values()];
  const number = new Map(segments.map((s, i) => [s.id, i]));
  const start = number.get(graph.start);
  if (start === undefined) return null;

  const gating = new Set<string>();
  for (const s of segments) for (const c of s.choices) for (const f of [...(c.requires ?? []), ...(c.forbids ?? [])]) gating.add(f);
  const flags = gating.size > MAX_FLAGS ? [] : [...gating];
  const bits = flags.length;
  const bit = new Map(flags.map((f, i) => [f, 1 << i]));
  const mask = (names: readonly string[] | undefined) => (names ?? []).reduce((m, f) => m | (bit.get(f) ?? 0), 0);

  // the choices as the explorer follows them: where they lead, their flags as masks
  const count = segments.reduce((n, s) => n + s.choices.length, 0);
  const ruleStart = new Int32Array(segments.length + 1);
  const to = new Int32Array(count);
  const requires = new Int32Array(count);
  const forbids = new Int32Array(count);
  const sets = new Int32Array(count);
  const keeps = new Int32Array(count); // the flags a choice does not clear
  let r = 0;
  segments.forEach((s, i) => {
    ruleStart[i] = r;
    for (const c of s.choices) {
      to[r] = c.to === null ? OPEN : (number.get(c.to) ?? NOWHERE);
      requires[r] = mask(c.requires);
      forbids[r] = mask(c.forbids);
      sets[r] = mask(c.sets);
      keeps[r] = ~mask(c.clears);
      r++;
    }
  });
  ruleStart[segments.length] = r;

  const size = segments.length << bits;
  const reached = new Uint8Array(size);
  const good = new Uint8Array(size);
  const segmentReached = new Uint8Array(segments.length);
  const isEnding = Uint8Array.from(segments, (s) => (s.ending ? 1 : 0));
  const offered = new Uint8Array(count);
  const order = new Int32Array(size);
  const edgeStart = new Int32Array(size);
  const edgeEnd = new Int32Array(size);
  const edgeTo = new Int32Array(count << bits); // each choice moves at most once from each of its segment's states
  let edges = 0;
  let endingReached = false;
  let openReached = false;

  // breadth first; a state's moves are written together, so they are one run of edgeTo
  let tail = 0;
  reached[start << bits] = 1;
  order[tail++] = start << bits;
  for (let head = 0; head < tail; head++) {
    const state = order[head]!;
    const seg = state >> bits;
    const flagsSet = state & ((1 << bits) - 1);
    segmentReached[seg] = 1;
    edgeStart[state] = edges;
    if (isEnding[seg]) {
      good[state] = 1;
      endingReached = true;
    } else {
      for (let r = ruleStart[seg]!; r < ruleStart[seg + 1]!; r++) {
        if ((flagsSet & requires[r]!) !== requires[r] || (flagsSet & forbids[r]!) !== 0) continue;
        offered[r] = 1;
        if (to[r] === OPEN) {
          good[state] = 1;
          openReached = true;
        } else if (to[r] !== NOWHERE) {
          const next = (to[r]! << bits) | ((flagsSet | sets[r]!) & keeps[r]!);
          edgeTo[edges++] = next;
          if (!reached[next]) {
            reached[next] = 1;
            order[tail++] = next;
          }
        }
      }
    }
    edgeEnd[state] = edges;
  }
  const space = {
    segments, flags, bits, ruleStart, offered, order: order.subarray(0, tail), segmentReached,
    edgeTo: edgeTo.subarray(0, edges), edgeStart, edgeEnd, endingReached, openReached,
  };
  return { ...space, canFinish: backwardsFrom(good, space) };
}

/** The states from which a good state can be reached: breadth first along the moves reversed. */
function backwardsFrom(good: Uint8Array, { order, edgeTo, edgeStart, edgeEnd }: Omit<Space, 'canFinish'>): Uint8Array {
  const size = good.length;
  // the moves reversed, grouped by where they lead (a counting sort)
  const predStart = new Int32Array(size + 1);
  for (let e = 0; e < edgeTo.length; e++) predStart[edgeTo[e]! + 1]!++;
  for (let s = 0; s < size; s++) predStart[s + 1]! += predStart[s]!;
  const fill = predStart.slice(0, size);
  const pred = new Int32Array(edgeTo.length);
  for (let i = 0; i < order.length; i++) {
    const from = order[i]!;
    for (let e = edgeStart[from]!; e < edgeEnd[from]!; e++) pred[fill[edgeTo[e]!]!++] = from;
  }

  const canFinish = new Uint8Array(size);
  const queue = new Int32Array(order.length);
  let tail = 0;
  for (let i = 0; i < order.length; i++) {
    if (good[order[i]!]) { canFinish[order[i]!] = 1; queue[tail++] = order[i]!; }
  }
  for (let head = 0; head < tail; head++) {
    const s = queue[head]!;
    for (let p = predStart[s]!; p < predStart[s + 1]!; p++) {
      const from = pred[p]!;
      if (!canFinish[from]) { canFinish[from] = 1; queue[tail++] = from; }
    }
  }
  return canFinish;
}

// ---------------------------------------------------------------------------------------------
// What the readings tell: unreachable text, never-offered choices, dead ends, loops, no ending

function readingProblems(space: Space | null): GamebookProblem[] {
  if (!space) return []; // no start: every segment would be unreachable, which says nothing more
  const out: GamebookProblem[] = [];
  const { segments, segmentReached, ruleStart, offered, order, bits } = space;
  const flagsOf = (state: number) => space.flags.filter((_, i) => state & (1 << i));

  // a dead end: a state that cannot finish and has nowhere to go (the first reached names the segment's)
  const deadEndAt = new Map<number, number>();
  for (let i = 0; i < order.length; i++) {
    const state = order[i]!;
    const seg = state >> bits;
    if (!space.canFinish[state] && space.edgeStart[state] === space.edgeEnd[state] && !segments[seg]!.ending && !deadEndAt.has(seg)) deadEndAt.set(seg, state);
  }

  segments.forEach((s, seg) => {
    const at = [s.id];
    if (!segmentReached[seg]) {
      out.push({ kind: 'unreachable', severity: 'warning', segmentIds: at });
      if (!s.ending && s.choices.length === 0) out.push({ kind: 'deadEnd', severity: 'warning', segmentIds: at, state: [] });
      return;
    }
    const dead = deadEndAt.get(seg);
    if (dead !== undefined) out.push({ kind: 'deadEnd', severity: 'error', segmentIds: at, state: flagsOf(dead) });
    if (s.ending) return;
    s.choices.forEach((c, i) => {
      if (!offered[ruleStart[seg]! + i]) out.push({ kind: 'impossibleChoice', severity: 'warning', segmentIds: at, choiceId: c.id });
    });
  });

  for (const loop of trappingLoops(space)) {
    out.push({ kind: 'loopWithoutExit', severity: 'error', segmentIds: loop.segments.map((seg) => segments[seg]!.id), state: flagsOf(loop.state) });
  }
  if (!space.endingReached) out.push({ kind: 'noEnding', severity: space.openReached ? 'info' : 'error', segmentIds: [] });
  return out;
}

/**
 * The loops a reader cannot leave: the bottom strongly connected components, with a cycle, of the
 * trapped states (Tarjan's algorithm, without recursion: a long corridor would overflow the stack).
 * Each is given as its segments (sorted; one entry per set of segments, however many flag states
 * share it) and the first state reached in it, in the order their first states were reached.
 */
function trappingLoops({ order, canFinish, edgeTo, edgeStart, edgeEnd, bits }: Space): { segments: number[]; state: number }[] {
  let trapped = 0;
  for (let i = 0; i < order.length; i++) if (!canFinish[order[i]!]) trapped++;
  if (trapped === 0) return [];

  const size = canFinish.length;
  const position = new Int32Array(size); // in `order`: a loop is named by the state of it first reached
  for (let i = 0; i < order.length; i++) position[order[i]!] = i;
  const index = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const component = new Int32Array(size).fill(-1);
  const onStack = new Uint8Array(size);
  const stack = new Int32Array(trapped); // Tarjan's stack of states
  const calls = new Int32Array(trapped); // the depth-first path, each with the next move to try
  const nextEdge = new Int32Array(trapped);
  let stackTop = 0;
  let depth = 0;
  let counter = 0;
  let components = 0;
  const loops = new Map<string, { segments: number[]; state: number }>();

  const visit = (s: number) => {
    index[s] = low[s] = counter++;
    stack[stackTop++] = s;
    onStack[s] = 1;
    calls[depth] = s;
    nextEdge[depth++] = edgeStart[s]!;
  };
  for (let i = 0; i < order.length; i++) {
    if (canFinish[order[i]!] || index[order[i]!] !== -1) continue;
    visit(order[i]!);
    while (depth > 0) {
      const v = calls[depth - 1]!;
      const e = nextEdge[depth - 1]!;
      if (e < edgeEnd[v]!) {
        nextEdge[depth - 1] = e + 1;
        const w = edgeTo[e]!; // trapped too: were w able to finish, so would v
        if (index[w] === -1) visit(w);
        else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      depth--;
      if (depth > 0) low[calls[depth - 1]!] = Math.min(low[calls[depth - 1]!]!, low[v]!);
      if (low[v] !== index[v]) continue;
      // v roots a component: its states are on the stack down to v
      const members: number[] = [];
      do {
        const w = stack[--stackTop]!;
        onStack[w] = 0;
        component[w] = components;
        members.push(w);
      } while (members.at(-1) !== v);
      // bottom: no move leaves it (the components it could lead to are finished, so named, already)
      let bottom = true;
      let cycle = members.length > 1;
      for (const m of members) {
        for (let x = edgeStart[m]!; x < edgeEnd[m]!; x++) {
          if (component[edgeTo[x]!] !== components) bottom = false;
          else if (edgeTo[x] === m) cycle = true;
        }
      }
      components++;
      if (!bottom || !cycle) continue; // without a cycle, a bottom component is a dead end, reported as one
      const segs = [...new Set(members.map((m) => m >> bits))].sort((a, b) => a - b);
      const first = members.reduce((a, b) => (position[a]! <= position[b]! ? a : b));
      const key = segs.join(',');
      const known = loops.get(key);
      if (!known || position[first]! < position[known.state]!) loops.set(key, { segments: segs, state: first });
    }
  }
  return [...loops.values()].sort((a, b) => position[a.state]! - position[b.state]!);
}
