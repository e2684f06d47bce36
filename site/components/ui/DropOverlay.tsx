// While a file is dragged over the page, a full-page overlay says 'Drop file to upload' (spec §2
// toolbars); dropping hands each file to onFile. A depth counter keeps the overlay steady while
// the pointer crosses child elements (each fires its own dragenter/dragleave).
import { useEffect, useRef, useState } from 'react';
import { useUiTranslation } from './translate.ts';
import { cx } from './util.ts';
import './ui.css';

export interface DropOverlayProps {
  onFile: (file: File) => void;
  disabled?: boolean | undefined;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function DropOverlay({ onFile, disabled = false }: DropOverlayProps) {
  const t = useUiTranslation();
  const [active, setActive] = useState(false);
  const handler = useRef(onFile);
  useEffect(() => {
    handler.current = onFile;
  });

  useEffect(() => {
    if (disabled) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setActive(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setActive(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setActive(false);
      for (const file of Array.from(event.dataTransfer?.files ?? [])) handler.current(file);
    };
    const listeners = [['dragenter', enter], ['dragover', over], ['dragleave', leave], ['drop', drop]] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
      setActive(false);
    };
  }, [disabled]);

  return (
    <div className={cx('ui-drop-overlay', active && 'ui-drop-overlay--active')} role="status" aria-live="polite">
      {active ? <p className="ui-drop-overlay-label">{t('ui.dropFile')}</p> : null}
    </div>
  );
}
