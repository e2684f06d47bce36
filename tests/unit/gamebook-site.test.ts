// Issue 14, the gamebook screens' pure parts: the map's layout (columns by distance from the start,
// unreached segments apart, problems on their boxes, a choice left to grow pointing at "?", right to
// left mirrored), where a reading resumes (a shared link first, then this browser, replayed as far
// as it still fits), the link to a reader's path, and the player's keys.
import { describe, expect, it } from 'vitest';
import type { GamebookGraph } from '../../core/gamebook.ts';
import { checkGamebook } from '../../core/gamebook-checks.ts';
import { encodePath, takeChoice, startReading } from '../../core/gamebook-play.ts';
import { layoutGraph, MAP } from '../../site/components/kinds/gamebook/graph-layout.ts';
import { keyAction, pathLink, resumeReading } from '../../site/components/kinds/gamebook/play.ts';

const c = (id: string, to: string | null, extra: object = {}) => ({ id, text: `→ ${to}`, to, ...extra });
const graph: GamebookGraph = {
  start: 's1', flags: ['key'],
  segments: [
    { id: 's1', title: 'Start', text: 'a', choices: [c('a', 's2', { sets: ['key'] }), c('b', 's3'), c('g', null)] },
    { id: 's2', title: 'Two', text: 'b', choices: [c('c', 'e1'), c('d', 's3')] },
    { id: 's3', title: 'Three', text: 'c', choices: [c('e', 'e1'), c('f', 'e2', { requires: ['key'] })] },
    { id: 'e1', title: 'End', text: 'd', ending: 'good', choices: [] },
    { id: 'e2', title: 'Other end', text: 'e', ending: 'bad', choices: [] },
    { id: 'lost', title: 'Lost', text: 'f', choices: [c('h', 'e1'), c('i', 'e2')] },
  ],
};

describe('layoutGraph', () => {
  const layout = layoutGraph(graph, checkGamebook(graph));
  const node = (id: string) => layout.nodes.find((n) => n.id === id)!;
  it('puts segments in columns by how many choices from the start, the unreached in a last column', () => {
    expect(node('s1').x).toBe(MAP.pad);
    expect(node('s2').x).toBe(node('s3').x);
    expect(node('s2').x).toBe(MAP.pad + MAP.columnWidth);
    expect(node('e1').x).toBe(MAP.pad + 2 * MAP.columnWidth);
    expect(node('lost').x).toBe(MAP.pad + 3 * MAP.columnWidth);
    expect(node('lost').reached).toBe(false);
    expect(node('s1').start).toBe(true);
    expect(layout.width).toBe(4 * MAP.columnWidth + 2 * MAP.pad);
  });
  it('marks the worst problem on each box (the unreached one a warning) and draws a choice left to grow as unwritten', () => {
    expect(node('lost').problem).toBe('warning');
    expect(node('s2').problem).toBeNull();
    const unwritten = layout.edges.filter((e) => e.unwritten);
    expect(unwritten.map((e) => `${e.from}:${e.choiceId}`)).toEqual(['s1:g']);
    expect(layout.edges.filter((e) => !e.unwritten)).toHaveLength(8);
  });
  it('mirrors the columns right to left', () => {
    const rtl = layoutGraph(graph, [], true);
    const at = (id: string) => rtl.nodes.find((n) => n.id === id)!;
    expect(at('s1').x).toBe(rtl.width - MAP.pad - MAP.nodeWidth);
    expect(at('s2').x).toBeLessThan(at('s1').x);
  });
});

describe('resumeReading', () => {
  const twoSteps = encodePath(['a', 'd']);
  it('follows a shared link first, then what this browser kept, else starts', () => {
    expect(resumeReading(graph, twoSteps, encodePath(['b'])).reading.segment).toBe('s3');
    expect(resumeReading(graph, twoSteps, encodePath(['b'])).from).toBe('link');
    expect(resumeReading(graph, null, encodePath(['b']))).toMatchObject({ from: 'kept', partial: false });
    expect(resumeReading(graph, null, null)).toMatchObject({ from: 'start', partial: false });
    expect(resumeReading(graph, null, null).reading.segment).toBe('s1');
  });
  it('replays a path that no longer fits as far as it does, and says so', () => {
    const resumed = resumeReading(graph, encodePath(['a', 'zzz']), null);
    expect(resumed).toMatchObject({ partial: true, from: 'link' });
    expect(resumed.reading.segment).toBe('s2');
    expect(resumeReading(graph, '%%%', null)).toMatchObject({ partial: true });
  });
  it('keeps the state the path earned (the key taken opens the door)', () => {
    const resumed = resumeReading(graph, twoSteps, null).reading;
    expect(resumed.state.has('key')).toBe(true);
  });
});

describe('pathLink and keyAction', () => {
  it('writes the reading\'s path in the address, and none at the start', () => {
    const taken = takeChoice(graph, startReading(graph), 'a');
    if (!taken.ok) throw new Error('not taken');
    expect(new URL(pathLink('https://example.org/fr/interact/x/1/2?path=old', taken.reading)).searchParams.get('path')).toBe('a');
    expect(pathLink('https://example.org/fr/interact/x/1/2?path=old&x=1', startReading(graph))).toBe('https://example.org/fr/interact/x/1/2?x=1');
  });
  it('maps 1–4 to choices, B and Backspace to back, R to restart, and nothing with a modifier', () => {
    expect(keyAction('1', false)).toEqual({ choice: 0 });
    expect(keyAction('4', false)).toEqual({ choice: 3 });
    expect(keyAction('5', false)).toBeNull();
    expect(keyAction('b', false)).toEqual({ action: 'back' });
    expect(keyAction('Backspace', false)).toEqual({ action: 'back' });
    expect(keyAction('R', false)).toEqual({ action: 'restart' });
    expect(keyAction('1', true)).toBeNull();
  });
});
