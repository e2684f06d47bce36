// The gamebook's map (issue 14): every segment a box in columns from the start (graph-layout.ts),
// every choice an arrow; endings coloured by kind, the start marked, a segment with a problem
// outlined red (error) or amber (warning), a choice left to grow in play a dashed arrow to "?".
// A box is a button: click, or Tab to it and press Enter or Space, and its editor opens.
import type { KeyboardEvent } from 'react';
import { MAP, type MapLayout } from './graph-layout.ts';

export function GraphMap({ layout, selected, onSelect, label, words, rtl = false }: {
  layout: MapLayout;
  /** the labels read from the right (the layout is mirrored already) */
  rtl?: boolean;
  selected: string | null;
  onSelect: (id: string) => void;
  label: string;
  words: { start: string; ending: (kind: string) => string; problem: (kind: 'error' | 'warning') => string; hidden: string; unreached: string };
}) {
  const key = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <div className="gbm-map" data-testid="gamebook-map">
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} width={layout.width} height={layout.height} role="group" aria-label={label}>
        <defs>
          <marker id="gbm-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" className="gbm-arrowhead" />
          </marker>
        </defs>
        {layout.edges.map((e) => (
          <g key={`${e.from}:${e.choiceId}`} className={e.unwritten ? 'gbm-edge gbm-edge--unwritten' : 'gbm-edge'}>
            <path d={`M${e.x1} ${e.y1} C${(e.x1 + e.x2) / 2} ${e.y1} ${(e.x1 + e.x2) / 2} ${e.y2} ${e.x2} ${e.y2}`} markerEnd="url(#gbm-arrow)" />
            {e.unwritten ? <text x={e.x2 + (e.x2 > e.x1 ? 4 : -12)} y={e.y2 + 4} textAnchor="start" className="gbm-unwritten">?</text> : null}
          </g>
        ))}
        {layout.nodes.map((n) => {
          const description = [
            n.start ? words.start : '', n.ending ? words.ending(n.ending) : '', n.problem ? words.problem(n.problem) : '',
            n.hidden ? words.hidden : '', n.reached ? '' : words.unreached,
          ].filter(Boolean).join(', ');
          const classes = ['gbm-node', n.ending ? `gbm-node--${n.ending}` : '', n.start ? 'gbm-node--start' : '', n.problem ? `gbm-node--${n.problem}` : '',
            n.id === selected ? 'is-selected' : '', n.hidden ? 'gbm-node--hidden' : ''].filter(Boolean).join(' ');
          return (
            <g
              key={n.id} className={classes} transform={`translate(${n.x} ${n.y})`} role="button" tabIndex={0}
              aria-label={`${n.title} (${n.id})${description ? `: ${description}` : ''}`} aria-pressed={n.id === selected}
              onClick={() => onSelect(n.id)} onKeyDown={key(n.id)} data-segment={n.id} data-problem={n.problem ?? ''}
            >
              <rect width={MAP.nodeWidth} height={MAP.nodeHeight} rx="8" />
              <text x={rtl ? MAP.nodeWidth - 10 : 10} y={16} textAnchor={rtl ? 'end' : 'start'} className="gbm-node-id">{n.start ? `${n.id} ${rtl ? '◀' : '▶'}` : n.id}</text>
              <text x={rtl ? MAP.nodeWidth - 10 : 10} y={31} textAnchor={rtl ? 'end' : 'start'} className="gbm-node-title">{n.title.length > 22 ? `${n.title.slice(0, 21)}…` : n.title}</text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
