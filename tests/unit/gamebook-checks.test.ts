// Issue 14, the checks an author sees before publishing a gamebook, on crafted graphs: each kind of
// problem found exactly where it is and nowhere else, the story state followed exactly (a door
// whose key one branch gives is fine, a door whose key nobody gives is never offered and the room
// behind it unreachable), readers trapped in a loop or at a dead end — only some readers, in some
// states — told apart from loops with a way out, and a 500-segment book with 8 flags checked whole.
import { describe, expect, it } from 'vitest';
import type { Choice, Ending, GamebookGraph, Segment } from '../../core/gamebook.ts';
import { blocksPublishing, checkGamebook, PROBLEM_KINDS, reachableSegments, type GamebookProblem } from '../../core/gamebook-checks.ts';

type Rules = Pick<Choice, 'requires' | 'forbids' | 'sets' | 'clears'>;
/** A choice from a segment to another (null: unwritten); its id is "from>to" unless given. */
const go = (to: string | null, rules: Rules & { id?: string } = {}): [string | null, Rules & { id?: string }] => [to, rules];
const room = (id: string, ...choices: [string | null, Rules & { id?: string }][]): Segment => ({
  id, title: id, text: `The ${id}.`,
  choices: choices.map(([to, { id: choiceId, ...rules }]) => ({ id: choiceId ?? `${id}>${to ?? 'null'}`, text: `To ${to}`, to, ...rules })),
});
const end = (id: string, ending: Ending = 'good'): Segment => ({ id, title: id, text: 'The end.', ending, choices: [] });
const book = (segments: Segment[], flags: string[] = [], start = segments[0]!.id): GamebookGraph => ({ start, segments, flags });

/** The problems without their severity, for exact comparison. */
const found = (graph: GamebookGraph) => checkGamebook(graph).map(({ severity: _, ...p }) => p);
const ofKind = (problems: GamebookProblem[], kind: GamebookProblem['kind']) => problems.filter((p) => p.kind === kind);

/** 17 passages, each leading two (or three) steps on, to 3 endings; a lantern found early opens a shortcut. */
function cleanBook(): GamebookGraph {
  const ids = [...Array.from({ length: 17 }, (_, i) => `p${i}`), 'home', 'lost', 'lake'];
  const segments: Segment[] = ids.slice(0, 17).map((id, i) =>
    room(id, go(ids[i + 1]!, i === 0 ? { sets: ['lantern'] } : {}), go(ids[i + 2]!), ...(i === 16 ? [go('lake')] : []), ...(i === 5 ? [go('p12', { requires: ['lantern'] })] : [])));
  return book([...segments, end('home'), end('lost', 'bad'), end('lake', 'neutral')], ['lantern']);
}

describe('a well made gamebook', () => {
  it('a 20-segment book with 3 endings has no problem at all', () => {
    const graph = cleanBook();
    expect(graph.segments).toHaveLength(20);
    expect(graph.segments.filter((s) => s.ending)).toHaveLength(3);
    expect(checkGamebook(graph)).toEqual([]);
    expect(blocksPublishing(checkGamebook(graph))).toBe(false);
    expect(reachableSegments(graph).size).toBe(20);
  });

  it('a key one branch gives opens a door: the door is offered and the vault behind it read', () => {
    const graph = book([
      room('hall', go('study'), go('vault', { requires: ['key'] }), go('yard')),
      room('study', go('hall', { id: 'take', sets: ['key'] }), go('hall', { id: 'leave' })),
      end('vault'), end('yard', 'neutral'),
    ], ['key']);
    expect(checkGamebook(graph)).toEqual([]);
  });

  it('a loop with a way out traps no one', () => {
    const graph = book([room('gate', go('r1'), go('out')), room('r1', go('r2'), go('r3')), room('r2', go('r3'), go('r1')), room('r3', go('r1'), go('out')), end('out')]);
    expect(checkGamebook(graph)).toEqual([]);
  });
});

describe('what a reader could not follow', () => {
  it('a link to no segment is a broken link, at its choice', () => {
    const problems = checkGamebook(book([room('a', go('b'), go('ghost')), end('b')]));
    expect(problems).toEqual([{ kind: 'brokenLink', severity: 'error', segmentIds: ['a'], choiceId: 'a>ghost', target: 'ghost' }]);
    expect(blocksPublishing(problems)).toBe(true);
  });

  it('a hidden segment is not there: a link to it is a hidden target, and it is never called unreachable', () => {
    const hidden = { ...end('c'), hidden: true };
    expect(found(book([room('a', go('b'), go('c')), end('b'), hidden]))).toEqual([{ kind: 'hiddenTarget', segmentIds: ['a'], choiceId: 'a>c', target: 'c' }]);
    // and its own choices are not checked
    expect(found(book([room('a', go('b'), go('b2')), end('b'), end('b2'), { ...room('h', go('ghost')), hidden: true }]))).toEqual([]);
  });

  it('the start must be a segment that is there', () => {
    expect(found(book([room('a', go('b'), go('c')), end('b'), end('c')], [], 'nope'))).toEqual([{ kind: 'missingStart', segmentIds: [], target: 'nope' }]);
    expect(found(book([{ ...room('a', go('b'), go('c')), hidden: true }, end('b'), end('c')]))).toEqual([{ kind: 'missingStart', segmentIds: [], target: 'a' }]);
  });

  it('a segment id or a choice id used twice', () => {
    expect(found(book([room('a', go('b'), go('c')), end('b'), end('c'), end('b', 'bad')]))).toEqual([{ kind: 'duplicateId', segmentIds: ['b'] }]);
    expect(found(book([room('a', go('b', { id: 'x' }), go('c', { id: 'x' })), end('b'), end('c')]))).toEqual([{ kind: 'duplicateId', segmentIds: ['a'], choiceId: 'x' }]);
  });

  it('flags: one a choice names but the book does not declare, one badly named, more than 8', () => {
    // the typo "lanter" is declared nowhere and set by no one: the choice is never offered either
    expect(found(book([room('a', go('b'), go('c', { requires: ['lanter'] })), end('b'), end('c')], ['lantern']))).toEqual([
      { kind: 'unknownFlag', segmentIds: ['a'], choiceId: 'a>c', flag: 'lanter' },
      { kind: 'impossibleChoice', segmentIds: ['a'], choiceId: 'a>c' },
      { kind: 'unreachable', segmentIds: ['c'] },
    ]);
    expect(found(book([room('a', go('b', { sets: ['Bad-Name'] }), go('c')), end('b'), end('c')], ['Bad-Name']))).toEqual([{ kind: 'unknownFlag', segmentIds: [], flag: 'Bad-Name' }]);
    const nine = Array.from({ length: 9 }, (_, i) => `f${i}`);
    expect(found(book([room('a', go('b', { sets: nine }), go('c')), end('b'), end('c')], nine))).toEqual([{ kind: 'tooManyFlags', segmentIds: [] }]);
  });
});

describe('the shape of segments', () => {
  it('2 to 4 choices: one or five is a warning, none a dead end', () => {
    const graph = book([
      room('a', go('one'), go('five'), go('none')),
      room('one', go('e1')),
      room('five', go('e1'), go('e2'), go('e3'), go('e4'), go('e5')),
      room('none'),
      end('e1'), end('e2'), end('e3'), end('e4'), end('e5'),
    ]);
    const problems = checkGamebook(graph);
    expect(ofKind(problems, 'choiceCount').map((p) => [p.segmentIds, p.severity])).toEqual([[['one'], 'warning'], [['five'], 'warning']]);
    expect(found(graph).map((p) => `${p.kind} ${p.segmentIds}`)).toEqual(['deadEnd none', 'choiceCount one', 'choiceCount five']);
  });

  it('an ending with choices: an error, and the reading ends there all the same', () => {
    const ending = { ...end('e'), choices: [{ id: 'on', text: 'Go on', to: 'beyond' }] };
    expect(found(book([room('a', go('e'), go('e2')), ending, end('e2'), end('beyond')]))).toEqual([
      { kind: 'endingWithChoices', segmentIds: ['e'] },
      { kind: 'unreachable', segmentIds: ['beyond'] },
    ]);
  });

  it('an unwritten choice is news, not a fault; a book that can still grow has no ending yet', () => {
    const growing = checkGamebook(book([room('a', go('b'), go(null)), end('b')]));
    expect(growing).toEqual([{ kind: 'unwritten', severity: 'info', segmentIds: ['a'], choiceId: 'a>null' }]);
    const seedling = checkGamebook(book([room('a', go(null, { id: 'x' }), go(null, { id: 'y' }))]));
    // a problem about the whole book comes before those about its segments
    expect(seedling.map((p) => [p.kind, p.severity, p.choiceId])).toEqual([
      ['noEnding', 'info', undefined], ['unwritten', 'info', 'x'], ['unwritten', 'info', 'y'],
    ]);
    expect(blocksPublishing(seedling)).toBe(false);
  });
});

describe('every reading, flags and all', () => {
  it('a door whose key nobody gives is never offered, and the room behind it is unreachable', () => {
    const graph = book([room('hall', go('vault', { requires: ['key'] }), go('yard'), go('garden')), end('vault'), end('yard'), end('garden')], ['key']);
    expect(found(graph)).toEqual([
      { kind: 'impossibleChoice', segmentIds: ['hall'], choiceId: 'hall>vault' },
      { kind: 'unreachable', segmentIds: ['vault'] },
    ]);
    expect(blocksPublishing(checkGamebook(graph))).toBe(false);
    expect([...reachableSegments(graph)]).toEqual(['hall', 'yard', 'garden']);
  });

  it('a key dropped on the way opens nothing: sets then clears are followed in order', () => {
    const graph = book([
      room('hall', go('corridor', { sets: ['key'] }), go('corridor', { id: 'empty-handed' })),
      room('corridor', go('door', { clears: ['key'] }), go('out')),
      room('door', go('vault', { requires: ['key'] }), go('out')),
      end('vault'), end('out'),
    ], ['key']);
    expect(found(graph).map((p) => `${p.kind} ${p.segmentIds} ${p.choiceId ?? ''}`)).toEqual(['impossibleChoice door door>vault', 'unreachable vault ']);
  });

  it('a choice forbidding a flag every path to it sets is never offered', () => {
    const graph = book([
      room('a', go('b', { sets: ['cursed'] }), go('b', { id: 'also', sets: ['cursed'] })),
      room('b', go('c', { forbids: ['cursed'] }), go('e1'), go('e2')),
      end('c'), end('e1'), end('e2'),
    ], ['cursed']);
    expect(found(graph)).toEqual([{ kind: 'impossibleChoice', segmentIds: ['b'], choiceId: 'b>c' }, { kind: 'unreachable', segmentIds: ['c'] }]);
  });

  it('a dead end for some readers only: those who come without the key', () => {
    const graph = book([
      room('a', go('b', { sets: ['key'] }), go('b', { id: 'no-key' })),
      room('b', go('e1', { requires: ['key'] }), go('e2', { requires: ['key'] })),
      end('e1'), end('e2'),
    ], ['key']);
    expect(checkGamebook(graph)).toEqual([{ kind: 'deadEnd', severity: 'error', segmentIds: ['b'], state: [] }]);
  });

  it('a loop of rooms with no way out traps the reader: reported once, as the whole loop', () => {
    const graph = book([
      room('gate', go('r1'), go('out')),
      room('r1', go('r2'), go('r3')), room('r2', go('r3'), go('r1')), room('r3', go('r1'), go('r2')),
      end('out'),
    ]);
    expect(checkGamebook(graph)).toEqual([{ kind: 'loopWithoutExit', severity: 'error', segmentIds: ['r1', 'r2', 'r3'], state: [] }]);
  });

  it('a loop whose way out needs a key traps those who did not take it, in that state', () => {
    const graph = book([
      room('gate', go('r1', { sets: ['key'] }), go('r1', { id: 'no-key' })),
      room('r1', go('r2'), go('r1', { id: 'wait' })),
      room('r2', go('r1'), go('out', { requires: ['key'] })),
      end('out'),
    ], ['key']);
    expect(found(graph)).toEqual([{ kind: 'loopWithoutExit', segmentIds: ['r1', 'r2'], state: [] }]);
  });

  it('a room waiting on itself is a loop of one', () => {
    const graph = book([room('a', go('cell'), go('out')), room('cell', go('cell', { id: 'wait' }), go('cell', { id: 'shout' })), end('out')]);
    expect(found(graph)).toEqual([{ kind: 'loopWithoutExit', segmentIds: ['cell'], state: [] }]);
  });

  it('only where the trap closes is reported: a loop that leads into a dead end is the dead end', () => {
    const graph = book([room('a', go('b'), go('out')), room('b', go('c'), go('pit')), room('c', go('b'), go('pit')), room('pit'), end('out')]);
    expect(found(graph)).toEqual([{ kind: 'deadEnd', segmentIds: ['pit'], state: [] }]);
  });

  it('a dead end no one can reach is a warning; an unreachable room is not also a dead end for its choices', () => {
    const problems = checkGamebook(book([room('a', go('b'), go('c')), end('b'), end('c'), room('island'), room('far', go('b'), go('c'))]));
    expect(problems).toEqual([
      { kind: 'unreachable', severity: 'warning', segmentIds: ['island'] },
      { kind: 'deadEnd', severity: 'warning', segmentIds: ['island'], state: [] },
      { kind: 'unreachable', severity: 'warning', segmentIds: ['far'] },
    ]);
  });

  it('no ending anywhere, and nothing left to grow: an error', () => {
    const problems = checkGamebook(book([room('a', go('b'), go('a', { id: 'stay' })), room('b', go('a'), go('b', { id: 'stay2' }))]));
    expect(problems.map((p) => [p.kind, p.severity])).toEqual([['noEnding', 'error'], ['loopWithoutExit', 'error']]);
  });

  it('the state shown is a real one: the flags a trapped reader has', () => {
    const graph = book([
      room('a', go('b', { sets: ['torch'] }), go('b', { id: 'dark' })),
      room('b', go('c', { requires: ['torch'] }), go('out', { forbids: ['torch'] })),
      room('c', go('b'), go('c', { id: 'wait' })),
      end('out'),
    ], ['torch']);
    expect(found(graph)).toEqual([{ kind: 'loopWithoutExit', segmentIds: ['b', 'c'], state: ['torch'] }]);
  });
});

describe('a big book', () => {
  it('500 segments and 8 flags are explored whole (up to 500 × 256 states), and the one planted trap found', () => {
    const flags = Array.from({ length: 8 }, (_, i) => `f${i}`);
    const n = 500;
    const segments: Segment[] = [];
    for (let i = 0; i < n; i++) {
      const next = i + 1 < n ? `s${i + 1}` : 'end';
      const f = flags[i % 8]!;
      // every combination of flags is reachable: each step sets or clears one (all 8 set from s8 on)
      segments.push(room(`s${i}`, go(next, { id: `s${i}+`, sets: [f] }), go(next, { id: `s${i}-`, clears: [f] }),
        ...(i >= 8 ? [go('treasure', { id: `s${i}*`, requires: flags })] : []),
        ...(i === 250 ? [go('pit', { forbids: flags })] : [])));
    }
    segments.push(end('end'), end('treasure'), room('pit'));
    const problems = checkGamebook(book(segments, flags));
    expect(problems).toEqual([{ kind: 'deadEnd', severity: 'error', segmentIds: ['pit'], state: [] }]);
    expect(reachableSegments(book(segments, flags)).size).toBe(n + 3);
  });
});

describe('the kinds', () => {
  it('every kind is produced by some graph above (none is dead code)', () => {
    expect(PROBLEM_KINDS).toHaveLength(14);
    expect(new Set(PROBLEM_KINDS).size).toBe(14);
  });
});
