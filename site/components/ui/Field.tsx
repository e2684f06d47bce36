// The frame every field shares: label, control, optional extras (a counter) and the error.
import type { ReactNode } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import { cx } from './util.ts';

export interface FieldFrameProps {
  label: string;
  required?: boolean | undefined;
  labelHidden?: boolean | undefined;
  controlId: string;
  labelId?: string | undefined;
  errorId: string;
  error?: string | undefined;
  className?: string | undefined;
  extra?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ label, required, labelHidden, controlId, labelId, errorId, error, className, extra, children }: FieldFrameProps) {
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <FieldLabel label={label} required={required} hidden={labelHidden} htmlFor={controlId} id={labelId} />
      {children}
      {extra}
      {error ? <p id={errorId} className="ui-field-error">{error}</p> : null}
    </div>
  );
}
