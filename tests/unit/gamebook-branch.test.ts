// Issue 14, "regenerate a branch" on the author's map: a segment's branch is the segment and what
// a reader reaches only through it — not what another path also reaches, not what no path reaches.
import { describe, expect, it } from 'vitest';
import { branchOf, type DraftGraph, type DraftSegment } from '../../site/components/kinds/gamebook/graph-draft.ts';

const seg = (id: string, to: (string | null)[], ending: DraftSegment['ending'] = ''): DraftSegment => ({
  id, title: id, body: id, ending, hidden: false, grown: false,
  choices: to.map((t, i) => ({ id: `${id}-${i + 1}`, text: `to ${t}`, to: t, requires: [], forbids: [], sets: [], clears: [] })),
});

// s1 → s2, s3; s2 → s4, s5; s3 → s5, e2; s4 → e1, s6; s5 → e2, e1; s6 → e1, e2; s9 (unreached) → e1, e2
const graph: DraftGraph = {
  start: 's1', flags: [],
  segments: [
    seg('s1', ['s2', 's3']), seg('s2', ['s4', 's5']), seg('s3', ['s5', 'e2']), seg('s4', ['e1', 's6']), seg('s5', ['e2', 'e1']),
    seg('s6', ['e1', 'e2']), seg('e1', [], 'good'), seg('e2', [], 'bad'), seg('s9', ['e1', 'e2']),
  ],
};

describe('branchOf', () => {
  it('takes a segment and what only it leads to', () => {
    expect(branchOf(graph, 's2')).toEqual(['s2', 's4', 's6']);
    expect(branchOf(graph, 's4')).toEqual(['s4', 's6']);
  });
  it('leaves out what another path also reaches', () => {
    expect(branchOf(graph, 's3')).toEqual(['s3']);
    expect(branchOf(graph, 's5')).toEqual(['s5']);
  });
  it('is the whole reachable book from the start, and nothing for a segment no path reaches', () => {
    expect(branchOf(graph, 's1')).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 'e1', 'e2']);
    expect(branchOf(graph, 's9')).toEqual([]);
  });
  it('follows choices left to grow as leading nowhere yet', () => {
    const g: DraftGraph = { ...graph, segments: graph.segments.map((s) => (s.id === 's2' ? seg('s2', ['s4', null]) : s)) };
    expect(branchOf(g, 's2')).toEqual(['s2', 's4', 's6']);
  });
});
