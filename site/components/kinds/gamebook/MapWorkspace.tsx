// The author's workspace around a gamebook's graph (issue 14), on the plan and after writing: the
// map (GraphMap), the checks (ChecksList) and the selected segment's editor beside them. The map
// scrolls on its own on a small screen; the editor follows it there.
import { useMemo, type ReactNode } from 'react';
import type { GamebookProblem } from '../../../../core/gamebook-checks.ts';
import { ChecksList } from './ChecksList.tsx';
import { GraphMap } from './GraphMap.tsx';
import { coreGraph, type DraftGraph } from './graph-draft.ts';
import { layoutGraph } from './graph-layout.ts';
import type { GamebookT } from './strings.ts';

export function MapWorkspace({ t, graph, problems, selected, onSelect, rtl, editor }: {
  t: GamebookT;
  graph: DraftGraph;
  problems: readonly GamebookProblem[];
  selected: string | null;
  onSelect: (id: string) => void;
  rtl: boolean;
  editor: ReactNode;
}) {
  const layout = useMemo(() => layoutGraph(coreGraph(graph), problems, rtl), [graph, problems, rtl]);
  const show = (id: string) => {
    onSelect(id);
    requestAnimationFrame(() => document.getElementById(`gbm-seg-${id}-title`)?.focus());
  };
  return (
    <div className="gbm-workspace">
      <div className="gbm-map-column">
        <GraphMap
          layout={layout} selected={selected} onSelect={show} label={t('map.label')} rtl={rtl}
          words={{
            start: t('map.start'), ending: (kind) => t(`segment.ending.${kind}`), problem: (kind) => t(`checks.severity.${kind}`),
            hidden: t('segment.hiddenBadge'), unreached: t('map.unreached'),
          }}
        />
        <p className="gbm-hint">{t('map.hint')}</p>
        <ChecksList t={t} problems={problems} graph={graph} onShow={show} />
      </div>
      <div className="gbm-editor-column">{editor ?? <p className="gbm-hint" data-testid="no-segment">{t('map.pick')}</p>}</div>
    </div>
  );
}
