// The author's map of a gamebook (issue 14), laid out: pure and isomorphic. Segments in columns by
// how many choices they are from the start (breadth first), in the order first met; segments no
// path reaches in a last column of their own; a choice left to grow in play points at a small
// "not written yet" mark beside its segment. Right to left, the map reads from the right.
import type { GamebookGraph } from '../../../../core/gamebook.ts';
import type { GamebookProblem } from '../../../../core/gamebook-checks.ts';

export const MAP = { columnWidth: 190, rowHeight: 64, nodeWidth: 150, nodeHeight: 40, pad: 16 } as const;

export interface MapNode {
  id: string;
  title: string;
  x: number;
  y: number;
  ending?: string | undefined;
  start: boolean;
  /** the worst problem the checks find on it */
  problem: 'error' | 'warning' | null;
  reached: boolean;
  hidden: boolean;
}
export interface MapEdge { from: string; choiceId: string; x1: number; y1: number; x2: number; y2: number; unwritten: boolean }
export interface MapLayout { nodes: MapNode[]; edges: MapEdge[]; width: number; height: number }

export function layoutGraph(graph: GamebookGraph, problems: readonly GamebookProblem[], rtl = false): MapLayout {
  const byId = new Map(graph.segments.map((s) => [s.id, s]));
  const depth = new Map<string, number>();
  const order: string[] = [];
  if (byId.has(graph.start)) {
    depth.set(graph.start, 0);
    order.push(graph.start);
  }
  for (let i = 0; i < order.length; i++) {
    const s = byId.get(order[i]!)!;
    for (const c of s.choices) {
      if (c.to !== null && byId.has(c.to) && !depth.has(c.to)) {
        depth.set(c.to, depth.get(s.id)! + 1);
        order.push(c.to);
      }
    }
  }
  const reachedColumns = order.length ? Math.max(...order.map((id) => depth.get(id)!)) + 1 : 0;
  const unreached = graph.segments.filter((s) => !depth.has(s.id));
  for (const s of unreached) depth.set(s.id, reachedColumns);
  const columns = reachedColumns + (unreached.length ? 1 : 0);
  const rows = new Map<number, number>();
  const worst = new Map<string, 'error' | 'warning'>();
  for (const p of problems) {
    if (p.severity === 'info') continue;
    for (const id of p.segmentIds) if (worst.get(id) !== 'error') worst.set(id, p.severity);
  }
  const width = Math.max(1, columns) * MAP.columnWidth + MAP.pad * 2;
  const place = (column: number) => {
    const x = MAP.pad + column * MAP.columnWidth;
    return rtl ? width - x - MAP.nodeWidth : x;
  };
  const nodes: MapNode[] = [...order, ...unreached.map((s) => s.id)].map((id) => {
    const s = byId.get(id)!;
    const column = depth.get(id)!;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    return {
      id, title: s.title, x: place(column), y: MAP.pad + row * MAP.rowHeight, ending: s.ending, start: id === graph.start,
      problem: worst.get(id) ?? null, reached: column < reachedColumns, hidden: Boolean(s.hidden),
    };
  });
  const at = new Map(nodes.map((n) => [n.id, n]));
  const edges: MapEdge[] = [];
  for (const s of graph.segments) {
    const from = at.get(s.id)!;
    const out = rtl ? from.x : from.x + MAP.nodeWidth;
    s.choices.forEach((c, i) => {
      const y1 = from.y + MAP.nodeHeight / 2;
      const to = c.to === null ? undefined : at.get(c.to);
      if (to) {
        const x2 = rtl ? to.x + MAP.nodeWidth : to.x;
        edges.push({ from: s.id, choiceId: c.id, x1: out, y1, x2, y2: to.y + MAP.nodeHeight / 2, unwritten: false });
      } else if (c.to === null) {
        const reach = (MAP.columnWidth - MAP.nodeWidth) * 0.6;
        edges.push({ from: s.id, choiceId: c.id, x1: out, y1, x2: rtl ? out - reach : out + reach, y2: y1 + (i - (s.choices.length - 1) / 2) * 10, unwritten: true });
      }
    });
  }
  const height = MAP.pad * 2 + Math.max(1, ...rows.values()) * MAP.rowHeight;
  return { nodes, edges, width, height };
}
