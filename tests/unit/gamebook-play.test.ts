// Issue 14, reading a gamebook: the choices offered in each state (a door opens with its key only; a
// choice to a hidden segment is never offered; an unwritten one is, and taking it asks for growth),
// taking one, one step back, the reader's path as a short URL-safe text that round-trips and
// replays — or is refused where the book no longer fits it, with how far it got — and the printed
// book's section numbers: a permutation with the start at 1, the same for a seed, reachable only.
import { describe, expect, it } from 'vitest';
import type { Choice, GamebookGraph, Segment } from '../../core/gamebook.ts';
import { reachableSegments } from '../../core/gamebook-checks.ts';
import {
  back, decodePath, encodePath, findSegment, offeredChoices, playableSegments, progressOf, replayPath, segmentsSeen, startReading, takeChoice, type Reading,
} from '../../core/gamebook-play.ts';
import { numberSections, printedChoices, segmentsInSectionOrder } from '../../core/gamebook-sections.ts';

const choice = (id: string, to: string | null, rules: Partial<Choice> = {}): Choice => ({ id, text: id, to, ...rules });
const room = (id: string, ...choices: Choice[]): Segment => ({ id, title: id, text: `The ${id}.`, choices });
const end = (id: string): Segment => ({ id, title: id, text: 'The end.', ending: 'good', choices: [] });

/** A hall with a study (where a key lies), a locked vault, a yard, and a well not written yet. */
const castle = (): GamebookGraph => ({
  start: 'hall',
  flags: ['key', 'wet'],
  segments: [
    room('hall', choice('to-study', 'study'), choice('open-vault', 'vault', { requires: ['key'] }), choice('to-yard', 'yard', { forbids: ['key'] })),
    room('study', choice('take-key', 'hall', { sets: ['key'] }), choice('leave', 'hall')),
    room('yard', choice('to-well', null, { sets: ['wet'] }), choice('to-hall', 'hall'), choice('to-tower', 'tower')),
    end('vault'),
    { ...end('tower'), hidden: true },
  ],
});

const take = (graph: GamebookGraph, reading: Reading, ...ids: string[]): Reading =>
  ids.reduce((r, id) => {
    const taken = takeChoice(graph, r, id);
    if (!taken.ok) throw new Error(`${id}: ${taken.reason}`);
    return taken.reading;
  }, reading);

describe('what is offered', () => {
  it('a door opens with its key only; a forbidden way closes once the key is carried', () => {
    const graph = castle();
    const ids = (state: string[]) => offeredChoices(graph, 'hall', new Set(state)).map((c) => c.id);
    expect(ids([])).toEqual(['to-study', 'to-yard']);
    expect(ids(['key'])).toEqual(['to-study', 'open-vault']);
  });

  it('a choice to a hidden segment is never offered; an unwritten one is; an ending offers nothing', () => {
    const graph = castle();
    expect(offeredChoices(graph, 'yard', new Set()).map((c) => c.id)).toEqual(['to-well', 'to-hall']);
    expect(offeredChoices(graph, 'vault', new Set())).toEqual([]);
    expect(offeredChoices(graph, 'tower', new Set())).toEqual([]);
    expect(offeredChoices(graph, 'nowhere', new Set())).toEqual([]);
    expect(findSegment(graph, 'tower')).toBeUndefined();
    expect([...playableSegments(graph).keys()]).toEqual(['hall', 'study', 'yard', 'vault']);
  });

  it('of two segments with one id, the first is the one read', () => {
    const graph = castle();
    graph.segments.push({ ...room('study', choice('other', 'yard')) });
    expect(offeredChoices(graph, 'study', new Set()).map((c) => c.id)).toEqual(['take-key', 'leave']);
  });
});

describe('a reading', () => {
  it('starts at the start with nothing, takes choices, carries what they set', () => {
    const graph = castle();
    const start = startReading(graph);
    expect(start).toMatchObject({ path: [], segment: 'hall', previous: null });
    expect([...start.state]).toEqual([]);
    const reading = take(graph, start, 'to-study', 'take-key', 'open-vault');
    expect(reading.path).toEqual(['to-study', 'take-key', 'open-vault']);
    expect(reading.segment).toBe('vault');
    expect([...reading.state]).toEqual(['key']);
    expect(segmentsSeen(reading)).toEqual(['hall', 'study', 'vault']);
    expect(start.path).toEqual([]); // readings are values: the start is unchanged
  });

  it('sets then clears: a flag a choice both sets and clears ends cleared', () => {
    const graph: GamebookGraph = { start: 'a', flags: ['x'], segments: [room('a', choice('both', 'b', { sets: ['x'], clears: ['x'] }), choice('set', 'b', { sets: ['x'] })), room('b', choice('drop', 'a', { clears: ['x'] }), choice('stay', 'b'))] };
    expect([...take(graph, startReading(graph), 'both').state]).toEqual([]);
    expect([...take(graph, startReading(graph), 'set').state]).toEqual(['x']);
    expect([...take(graph, startReading(graph), 'set', 'stay', 'drop').state]).toEqual([]);
  });

  it('refuses a choice that is not here, not offered, or not written yet, saying which', () => {
    const graph = castle();
    const start = startReading(graph);
    expect(takeChoice(graph, start, 'take-key')).toEqual({ ok: false, reason: 'unknown' }); // the study's, not the hall's
    expect(takeChoice(graph, start, 'open-vault')).toEqual({ ok: false, reason: 'notOffered' }); // no key yet
    const yard = take(graph, start, 'to-yard');
    expect(takeChoice(graph, yard, 'to-tower')).toEqual({ ok: false, reason: 'notOffered' }); // hidden
    expect(takeChoice(graph, yard, 'to-well')).toEqual({ ok: false, reason: 'unwritten' });
    // once written, the same choice is taken in the grown graph
    const grown = castle();
    grown.segments.push(end('well'));
    grown.segments[2] = { ...grown.segments[2]!, choices: grown.segments[2]!.choices.map((c) => (c.id === 'to-well' ? { ...c, to: 'well' } : c)) };
    const well = take(grown, yard, 'to-well');
    expect([well.segment, [...well.state]]).toEqual(['well', ['wet']]);
  });

  it('back goes one step back, path, place and state; at the start it stays', () => {
    const graph = castle();
    const start = startReading(graph);
    const inStudy = take(graph, start, 'to-study');
    const withKey = take(graph, inStudy, 'take-key');
    expect(back(withKey)).toBe(inStudy);
    expect(back(withKey).segment).toBe('study');
    expect([...back(withKey).state]).toEqual([]);
    expect(back(back(withKey))).toBe(start);
    expect(back(start)).toBe(start);
    // after going back, another choice can be taken
    expect(take(graph, back(withKey), 'leave').path).toEqual(['to-study', 'leave']);
  });

  it('progress: the segments seen of those linked from the start', () => {
    const graph = castle();
    expect(progressOf(graph, startReading(graph))).toEqual({ seen: 1, of: 4 });
    expect(progressOf(graph, take(graph, startReading(graph), 'to-study', 'leave', 'to-study', 'take-key'))).toEqual({ seen: 2, of: 4 });
  });
});

describe('the path as a link', () => {
  it('round-trips any ids as URL-safe text; the plain ids stay readable', () => {
    const paths = [[], ['a'], ['c1', 'c2', 'c3'], ['ad3f-91', 'x_y'], ['with.dot', 'til~de', 'sp ace', 'slash/and?query&'], ['é', 'ねこ', '🐉', 'Ünïcödé'], [''], ['', 'a', ''], ['~', '.', '~7e']];
    for (const path of paths) {
      const text = encodePath(path);
      expect(text, JSON.stringify(path)).toMatch(/^[A-Za-z0-9_.~-]*$/);
      expect(encodeURIComponent(text)).toBe(text); // nothing to escape
      expect(decodePath(text), JSON.stringify(path)).toEqual(path);
    }
    expect(encodePath(['c1', 'c2'])).toBe('c1.c2');
    expect(encodePath([])).toBe('');
    expect(encodePath([''])).not.toBe(encodePath([]));
  });

  it('refuses text it would not write', () => {
    for (const text of ['a..b', '.a', 'a.', 'a b', '~zz', '~4', '~41', '~ff', '~c3', 'a/b', '~E9']) expect(decodePath(text), text).toBeNull();
  });

  it('replays a path to the same reading', () => {
    const graph = castle();
    const reading = take(graph, startReading(graph), 'to-study', 'take-key', 'to-study', 'leave', 'open-vault');
    const replayed = replayPath(graph, encodePath(reading.path));
    expect(replayed.ok).toBe(true);
    expect(replayed.taken).toBe(5);
    expect(replayed.reading.path).toEqual(reading.path);
    expect(replayed.reading.segment).toBe('vault');
    expect([...replayed.reading.state]).toEqual(['key']);
    // and back works on a replayed reading
    expect(back(replayed.reading).segment).toBe('hall');
    expect(replayPath(graph, '').reading.segment).toBe('hall');
  });

  it('refuses a path the book no longer fits, with the reading as far as it fits', () => {
    const graph = castle();
    const path = encodePath(['to-study', 'take-key', 'open-vault']);
    // the author removed the key: the vault no longer opens
    const edited = castle();
    edited.segments[1] = room('study', choice('leave', 'hall'), choice('read', 'hall'));
    expect(replayPath(graph, path).ok).toBe(true);
    const refused = replayPath(edited, path);
    expect(refused).toMatchObject({ ok: false, taken: 1, reason: 'unknown' });
    expect(refused.reading.segment).toBe('study');
    // a choice still there but no longer offered
    const noKey = castle();
    noKey.segments[1] = room('study', choice('take-key', 'hall'), choice('leave', 'hall'));
    expect(replayPath(noKey, path)).toMatchObject({ ok: false, taken: 2, reason: 'notOffered' });
    expect(replayPath(graph, 'not..a path')).toMatchObject({ ok: false, taken: 0, reason: 'malformed' });
  });
});

describe('play and the checks agree', () => {
  /** Every segment some reading reaches, by the play functions alone (breadth first over (segment, flags)). */
  const playedSegments = (graph: GamebookGraph): Set<string> => {
    const seen = new Set<string>();
    const segments = new Set<string>();
    const queue = [startReading(graph)];
    for (const reading of queue) {
      const key = `${reading.segment}|${[...reading.state].sort().join(',')}`;
      if (seen.has(key) || !findSegment(graph, reading.segment)) continue;
      seen.add(key);
      segments.add(reading.segment);
      for (const c of offeredChoices(graph, reading.segment, reading.state)) {
        const taken = takeChoice(graph, reading, c.id);
        if (taken.ok) queue.push(taken.reading);
      }
    }
    return segments;
  };

  it('the segments the checks call reachable are those a reader can reach', () => {
    const dropped: GamebookGraph = {
      start: 'a', flags: ['key'],
      segments: [room('a', choice('k', 'b', { sets: ['key'] }), choice('n', 'b')), room('b', choice('drop', 'c', { clears: ['key'] }), choice('go', 'c')), room('c', choice('door', 'd', { requires: ['key'] }), choice('x', 'e', { forbids: ['key'] })), end('d'), end('e'), end('island')],
    };
    for (const graph of [castle(), dropped]) expect(reachableSegments(graph)).toEqual(playedSegments(graph));
    expect([...reachableSegments(castle())]).toEqual(['hall', 'study', 'yard', 'vault']);
  });
});

describe('the printed book', () => {
  /** A 20-segment book: a corridor of rooms each leading two on, a locked room never opened, a hidden one. */
  const printed = (): GamebookGraph => {
    const ids = Array.from({ length: 20 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    const segments = ids.map((id, i) => (i >= 18 ? end(id) : room(id, choice(`${id}a`, ids[i + 1]!), choice(`${id}b`, ids[Math.min(i + 2, 19)]!))));
    segments[3] = room('r03', choice('r03a', 'r04'), choice('r03b', 'r05'), choice('r03-locked', 'locked', { requires: ['key'] }), choice('r03-later', null));
    return { start: 'r00', flags: ['key'], segments: [...segments, end('locked'), { ...end('secret'), hidden: true }] };
  };

  it('numbers every reachable segment 1..N, the start 1, nothing unreachable or hidden', () => {
    const sections = numberSections(printed(), 'seed');
    expect(sections.size).toBe(20);
    expect(sections.get('r00')).toBe(1);
    expect([...sections.values()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(sections.has('locked')).toBe(false);
    expect(sections.has('secret')).toBe(false);
  });

  it('is the same for a seed, whatever order the segments are stored in, and shuffled differently by another', () => {
    const graph = printed();
    const a = numberSections(graph, 'seed');
    expect(numberSections(printed(), 'seed')).toEqual(a);
    expect(numberSections({ ...graph, segments: [...graph.segments].reverse() }, 'seed')).toEqual(a);
    const b = numberSections(graph, 'other');
    expect(b.get('r00')).toBe(1);
    expect([...b]).not.toEqual([...a]);
    // shuffled: not simply in the book's order
    expect([...a.keys()].sort().map((id) => a.get(id))).not.toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(segmentsInSectionOrder(graph, a).map((s) => a.get(s.id))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('prints each choice as a section to turn to, leaving out unwritten ones (and saying how many)', () => {
    const graph = printed();
    const sections = numberSections(graph, 7);
    const { choices, unwritten } = printedChoices(graph.segments[3]!, sections);
    expect(choices.map((c) => [c.choice.id, c.section])).toEqual([['r03a', sections.get('r04')], ['r03b', sections.get('r05')]]);
    expect(unwritten).toBe(1);
    expect(printedChoices(graph.segments[19]!, sections)).toEqual({ choices: [], unwritten: 0 });
    expect(numberSections({ ...graph, start: 'gone' }, 7).size).toBe(0);
  });
});
