// A labelled text area (spec §5, §9): an optional maxLength counter "current / max" that turns
// red when exceeded (typing is not blocked, the error shows instead), growth between minRows
// and maxRows at 24px a row, and autofocus after 50 ms.
import {
  useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type Ref, type TextareaHTMLAttributes,
} from 'react';
import { FieldFrame } from './Field.tsx';
import { useFormField } from './form-context.ts';
import { useUiTranslation } from './translate.ts';
import { cx, ids, setRef } from './util.ts';
import type { FieldRules } from './validation.ts';
import './ui.css';

export const TEXTAREA_ROW_HEIGHT = 24;
/** padding-block on each side, matching ui.css */
export const TEXTAREA_PADDING = 8;
/** border width on each side, matching ui.css */
export const TEXTAREA_BORDER = 1;
export const TEXTAREA_AUTOFOCUS_DELAY = 50;
export const TEXTAREA_MIN_ROWS = 1;
export const TEXTAREA_MAX_ROWS = 4;

/** The border-box height of a text area showing `rows` rows. */
export function textAreaHeight(rows: number): number {
  return rows * TEXTAREA_ROW_HEIGHT + 2 * (TEXTAREA_PADDING + TEXTAREA_BORDER);
}

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'rows' | 'maxLength' | 'children'> {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  maxLength?: number | undefined;
  minRows?: number | undefined;
  maxRows?: number | undefined;
  validate?: FieldRules['validate'];
  labelHidden?: boolean | undefined;
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

export function TextArea({
  label, required = false, error, value, defaultValue, onChange, maxLength, minLength, minRows = TEXTAREA_MIN_ROWS,
  maxRows = TEXTAREA_MAX_ROWS, autoFocus = false, validate, labelHidden, name, id, className, style, ref,
  'aria-describedby': describedBy, ...rest
}: TextAreaProps) {
  const t = useUiTranslation();
  const base = useId();
  const areaId = id ?? `${base}-area`;
  const errorId = `${base}-error`;
  const counterId = `${base}-counter`;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const over = maxLength !== undefined && current.length > maxLength;

  const { error: formError, clearError } = useFormField({
    name: name ?? '',
    label,
    rules: { required, minLength, maxLength, validate },
    value: () => area.current?.value ?? '',
    element: () => area.current,
  });
  const shown = error ?? formError ?? (over ? t('ui.messages.tooLong', { label }) : undefined);

  const areaRef = useCallback((element: HTMLTextAreaElement | null) => {
    area.current = element;
    setRef(ref, element);
  }, [ref]);

  // Grow with the content: the larger of the line count and the wrapped height, clamped.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const low = Math.max(1, minRows);
    const high = Math.max(low, maxRows);
    element.style.height = `${textAreaHeight(low)}px`;
    const wrapped = Math.ceil((element.scrollHeight - 2 * TEXTAREA_PADDING) / TEXTAREA_ROW_HEIGHT);
    const needed = Math.max(current.split('\n').length, wrapped);
    const rows = Math.min(high, Math.max(low, needed));
    element.style.height = `${textAreaHeight(rows)}px`;
    element.style.overflowY = needed > high ? 'auto' : 'hidden';
  }, [current, minRows, maxRows]);

  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => area.current?.focus(), TEXTAREA_AUTOFOCUS_DELAY);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  const counter = maxLength === undefined ? null : (
    <p id={counterId} className={cx('ui-counter', over && 'ui-counter--over')} data-over={over || undefined}>
      {t('ui.counter', { current: current.length, max: maxLength })}
    </p>
  );

  return (
    <FieldFrame
      label={label} required={required} labelHidden={labelHidden} controlId={areaId} errorId={errorId} error={shown}
      className={className} extra={counter}
    >
      <textarea
        {...rest}
        ref={areaRef}
        id={areaId}
        name={name}
        value={current}
        rows={minRows}
        minLength={minLength}
        required={required}
        style={style}
        className={cx('ui-textarea', shown && 'ui-textarea--invalid')}
        onChange={(event) => {
          if (!controlled) setInner(event.target.value);
          clearError();
          onChange?.(event.target.value);
        }}
        aria-invalid={shown ? true : undefined}
        aria-describedby={ids(describedBy, maxLength !== undefined && counterId, shown && errorId)}
      />
    </FieldFrame>
  );
}
