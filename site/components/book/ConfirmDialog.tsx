// A modal question before an action that costs something: the browser's own <dialog> opened
// with showModal(), so focus moves in and stays there, the page behind is inert, Escape cancels
// and focus returns to the button that opened it. Cancel has the first focus.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import './versions.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirm button waits (the action is under way) */
  busy?: boolean | undefined;
  /** the confirm button is off (the action cannot be done) */
  confirmDisabled?: boolean | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, confirmDisabled, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="owner-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="owner-dialog-title">{title}</h2>
      <div id={bodyId} className="owner-dialog-body">{children}</div>
      <div className="owner-dialog-actions">
        <Button type="button" kind="secondary" size="small" onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
        <Button type="button" size="small" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
