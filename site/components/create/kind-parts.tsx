// Small pieces the kinds' wizards share: a kind's translator (its own namespace), a labelled native
// <select> and a fieldset of choices that both take part in the enclosing <Form> (its checks,
// the focus on the first problem and the server's field messages land on them). Their classes and
// ids carry the kind's prefix (`wsw-select`, `cbw-choices`); the select itself is the kit's
// `ui-native-select`.
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, fieldLabelText } from '../ui/FieldLabel.tsx';
import { useFormField } from '../ui/form-context.ts';
import { useUiTranslation } from '../ui/translate.ts';
import type { CreateT } from './parts.tsx';
import '../ui/ui.css';

/** The translator of a kind's namespace (`worksheet-create`); values are not HTML-escaped (React escapes text). */
export function useKindT(namespace: string): CreateT {
  const { t } = useTranslation(namespace);
  return useCallback<CreateT>((key, values) => String(t(key, { ...values, interpolation: { escapeValue: false } })), [t]);
}

/** A labelled native <select>: quick on phones; a server message about it shows under it. */
export function NativeSelect({ prefix, label, name, value, onChange, options, testId }: {
  /** the kind's class prefix (`wsw`) */
  prefix: string;
  label: string; name: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[];
  testId?: string | undefined;
}) {
  const id = `${prefix}-select-${name}`;
  const errorId = `${id}-error`;
  const select = useRef<HTMLSelectElement | null>(null);
  const { error, clearError } = useFormField({ name, label, rules: {}, value: () => select.current?.value ?? '', element: () => select.current });
  return (
    <div className={error ? `ui-field ui-field--invalid ${prefix}-select` : `ui-field ${prefix}-select`}>
      <FieldLabel label={label} required htmlFor={id} />
      <select
        ref={select} id={id} name={name} value={value} className="ui-native-select" aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined} onChange={(event) => { clearError(); onChange(event.target.value); }} data-testid={testId}
      >
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <p id={errorId} className="ui-field-error">{error}</p> : null}
    </div>
  );
}

/**
 * A fieldset of checkboxes or radios that counts as one field of the form (`name`): `check` says
 * what is wrong with the choice (or nothing), the form shows it under the legend and focuses the
 * first choice; a server message for `name` shows the same way.
 */
export function ChoiceField({ prefix, name, legend, hint, required = true, check, className, testId, children }: {
  /** the kind's class prefix (`wsw`) */
  prefix: string;
  name: string; legend: string; hint?: string | undefined; required?: boolean | undefined; check?: (() => string | undefined) | undefined;
  className?: string | undefined; testId?: string | undefined; children: ReactNode;
}) {
  const base = useId();
  const ui = useUiTranslation();
  const set = useRef<HTMLFieldSetElement | null>(null);
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const { error, clearError } = useFormField({
    name, label: legend, rules: { validate: () => check?.() },
    value: () => String(set.current?.querySelectorAll('input:checked').length ?? 0),
    element: () => set.current?.querySelector('input') ?? null,
  });
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset ref={set} className={`${prefix}-choices${error ? ` ${prefix}-choices--invalid` : ''}${className ? ` ${className}` : ''}`} aria-describedby={described}
      aria-invalid={error ? true : undefined} data-field={name} data-testid={testId} onChange={clearError}
    >
      <legend className="ui-label">{fieldLabelText(legend, required, ui)}</legend>
      {hint ? <p id={hintId} className="wizard-hint">{hint}</p> : null}
      {children}
      {error ? <p id={errorId} className="ui-field-error">{error}</p> : null}
    </fieldset>
  );
}
