// One labelled control of the recipe form: the UI kit's label ("Title: ", "Note (optional): "),
// the control the caller renders with the ids and states it must carry, an optional hint, and the
// field's message (data-testid="recipe-error") tied to the control by aria-describedby.
import type { ReactNode } from 'react';
import { FieldLabel } from '../../../ui/FieldLabel.tsx';
import { cx, ids } from '../../../ui/util.ts';

/** What the control carries: its id (the label's target), whether it is invalid, what describes it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** the control's id; the hint and the error take it with -hint / -error */
  id: string;
  label: string;
  required?: boolean | undefined;
  labelHidden?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, required = false, labelHidden, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('ui-field', 'rce-field', error && 'ui-field--invalid', className)}>
      <FieldLabel label={label} required={required} hidden={labelHidden} htmlFor={id} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids(hintId, errorId) })}
      {hint ? <p id={hintId} className="rce-hint rce-field-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="ui-field-error" data-testid="recipe-error">{error}</p> : null}
    </div>
  );
}
