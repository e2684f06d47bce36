// A labelled text input (spec §5): error message, password masking with a show/hide toggle,
// search mode with a clear button, an optional prefix, date and number inputs.
import { useCallback, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './Field.tsx';
import { useFormField } from './form-context.ts';
import { CloseIcon, EyeIcon } from './icons.tsx';
import { useUiTranslation } from './translate.ts';
import { cx, ids, setRef } from './util.ts';
import type { FieldRules } from './validation.ts';
import './ui.css';

export type TextInputType = 'text' | 'email' | 'password' | 'date' | 'search' | 'number';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'pattern' | 'children'> {
  label: string;
  type?: TextInputType | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  /** text shown before the input, e.g. '@' */
  prefix?: ReactNode;
  pattern?: string | undefined;
  validate?: FieldRules['validate'];
  labelHidden?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function TextInput({
  label, type = 'text', required = false, error, value, defaultValue, onChange, prefix, validate, labelHidden,
  name, id, className, minLength, maxLength, min, max, pattern, ref, 'aria-describedby': describedBy, ...rest
}: TextInputProps) {
  const t = useUiTranslation();
  const base = useId();
  const inputId = id ?? `${base}-input`;
  const errorId = `${base}-error`;
  const prefixId = `${base}-prefix`;
  const input = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const [revealed, setRevealed] = useState(false);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  const { error: formError, clearError } = useFormField({
    name: name ?? '',
    label,
    rules: { required, minLength, maxLength, min, max, pattern, validate, email: type === 'email', number: type === 'number' },
    value: () => input.current?.value ?? '',
    element: () => input.current,
  });
  const shown = error ?? formError;

  const inputRef = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
    setRef(ref, element);
  }, [ref]);

  const change = (next: string) => {
    if (!controlled) setInner(next);
    clearError();
    onChange?.(next);
  };

  const clear = () => {
    change('');
    input.current?.focus();
  };

  return (
    <FieldFrame label={label} required={required} labelHidden={labelHidden} controlId={inputId} errorId={errorId} error={shown} className={className}>
      <div className={cx('ui-input', shown && 'ui-input--invalid')}>
        {prefix !== undefined && prefix !== null ? <span id={prefixId} className="ui-input-prefix">{prefix}</span> : null}
        <input
          {...rest}
          ref={inputRef}
          id={inputId}
          name={name}
          type={type === 'password' && revealed ? 'text' : type}
          value={current}
          onChange={(event) => change(event.target.value)}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          min={min}
          max={max}
          pattern={pattern}
          className="ui-input-control"
          aria-invalid={shown ? true : undefined}
          aria-describedby={ids(describedBy, prefix !== undefined && prefix !== null && prefixId, shown && errorId)}
        />
        {type === 'password' ? (
          <button
            type="button"
            className="ui-input-action"
            aria-pressed={revealed}
            aria-label={t(revealed ? 'ui.hidePassword' : 'ui.showPassword')}
            aria-controls={inputId}
            onClick={() => setRevealed((shownNow) => !shownNow)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        ) : null}
        {type === 'search' && current !== '' ? (
          <button type="button" className="ui-input-action" aria-label={t('ui.clear')} aria-controls={inputId} onClick={clear}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
