// Small pieces of the cookbook wizard: its translator (the 'cookbook-create' namespace), a
// labelled native <select> and a fieldset of choices that both take part in the enclosing
// <Form> (its checks, the focus on the first problem and the server's field messages land on
// them), and the text attributes for words in the cookbook's language.
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, type LangCode } from '../../../../../core/languages.ts';
import { FieldLabel, fieldLabelText } from '../../../ui/FieldLabel.tsx';
import { useFormField } from '../../../ui/form-context.ts';
import { useUiTranslation } from '../../../ui/translate.ts';

export type CookbookT = (key: string, values?: Record<string, unknown>) => string;

/** The wizard's translator; values are not HTML-escaped (React escapes text). */
export function useCookbookT(): CookbookT {
  const { t } = useTranslation('cookbook-create');
  return useCallback<CookbookT>((key, values) => String(t(key, { ...values, interpolation: { escapeValue: false } })), [t]);
}

export type TextAttrs = { lang?: string; dir: 'ltr' | 'rtl' | 'auto' };

/** Text attributes for words in the cookbook's language (its direction may differ from the page's). */
export function bookText(language: string): TextAttrs {
  const info = LANGUAGE_INFO[language as LangCode];
  return info ? { lang: info.bcp47, dir: info.dir } : { dir: 'auto' };
}

/** A labelled native <select>: quick on phones; a server message about it shows under it. */
export function NativeSelect({ label, name, value, onChange, options, testId }: {
  label: string; name: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[];
  testId?: string | undefined;
}) {
  const id = `cbw-select-${name}`;
  const errorId = `${id}-error`;
  const select = useRef<HTMLSelectElement | null>(null);
  const { error, clearError } = useFormField({ name, label, rules: {}, value: () => select.current?.value ?? '', element: () => select.current });
  return (
    <div className={error ? 'ui-field ui-field--invalid cbw-select' : 'ui-field cbw-select'}>
      <FieldLabel label={label} required htmlFor={id} />
      <select
        ref={select} id={id} name={name} value={value} className="cbw-select-control" aria-invalid={error ? true : undefined}
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
export function ChoiceField({ name, legend, hint, required = true, check, className, testId, children }: {
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
    <fieldset ref={set} className={`cbw-choices${error ? ' cbw-choices--invalid' : ''}${className ? ` ${className}` : ''}`} aria-describedby={described}
      aria-invalid={error ? true : undefined} data-field={name} data-testid={testId} onChange={clearError}
    >
      <legend className="ui-label">{fieldLabelText(legend, required, ui)}</legend>
      {hint ? <p id={hintId} className="wizard-hint">{hint}</p> : null}
      {children}
      {error ? <p id={errorId} className="ui-field-error">{error}</p> : null}
    </fieldset>
  );
}
