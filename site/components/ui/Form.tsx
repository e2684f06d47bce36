// The form every screen uses (spec §4, §5, §7, §8). On submit the whole field set is validated
// first; the first invalid field takes focus. Only a valid form calls onSubmit(values, submitter)
// (values include the clicked submit button's name and value) or, without onSubmit, sends the
// values to `action`. While that is pending the submit buttons show loading; a failure shows the
// first error message, 'Errors prevented this form from being saved' with the server's field
// errors for BAD_USER_INPUT, or 'An error has occurred' with the details for a network failure.
import {
  useCallback, useMemo, useRef, useState, type FormEvent, type FormHTMLAttributes, type MouseEvent, type ReactNode,
} from 'react';
import { FormContext, type FieldHandle, type FormContextValue } from './form-context.ts';
import {
  describeFormError, sendForm, type FormEncoding, type FormFailure, type FormMethod, type FormValues,
} from './form-errors.ts';
import { useUiTranslation, type Translate } from './translate.ts';
import { cx, inDocumentOrder } from './util.ts';
import { validateValue, type FieldRules } from './validation.ts';
import './ui.css';

export { FieldLabel, fieldLabelText, type FieldLabelProps } from './FieldLabel.tsx';
export type { FormEncoding, FormMethod, FormValues } from './form-errors.ts';

export interface FormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onError' | 'action' | 'method' | 'encType' | 'noValidate'> {
  /** called with the values of a valid form; a rejection is shown as the form's error */
  onSubmit?: ((values: FormValues, submitter: HTMLElement | null) => unknown) | undefined;
  /** without onSubmit, the values are sent here with credentials 'include' */
  action?: string | undefined;
  method?: FormMethod | undefined;
  encoding?: FormEncoding | undefined;
  headers?: Record<string, string> | undefined;
  /** the parsed response body of a successful `action` request */
  onSuccess?: ((body: unknown) => unknown) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  children?: ReactNode;
}

interface Problem {
  name: string;
  label: string;
  message: string;
  element: HTMLElement | null;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** The text of a plain control's label, without the trailing ': ' or ' (optional): '. */
function plainLabel(control: Control): string {
  const text = control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? control.name;
  return text.replace(/\s*(\(optional\))?\s*:?\s*$/u, '').trim() || control.name;
}

function plainValue(control: Control, form: HTMLFormElement): string {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked ? control.value : '';
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const group = Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio' && el.name === control.name);
    return group.find((radio) => radio.checked)?.value ?? '';
  }
  return control.value;
}

function plainRules(control: Control): FieldRules {
  const rules: FieldRules = { required: control.required };
  if (control instanceof HTMLSelectElement) return rules;
  if (control.minLength > 0) rules.minLength = control.minLength;
  if (control.maxLength >= 0 && control.hasAttribute('maxlength')) rules.maxLength = control.maxLength;
  if (control instanceof HTMLInputElement) {
    if (control.min !== '') rules.min = control.min;
    if (control.max !== '') rules.max = control.max;
    if (control.pattern !== '') rules.pattern = control.pattern;
    rules.email = control.type === 'email';
    rules.number = control.type === 'number';
  }
  return rules;
}

/** Every broken rule: registered fields by their rules, plain named controls by their attributes. */
function findProblems(form: HTMLFormElement, fields: Iterable<FieldHandle>, t: Translate): Problem[] {
  const problems: Problem[] = [];
  const registered = new Set<string>();
  for (const { current: field } of fields) {
    registered.add(field.name);
    const message = validateValue(field.value(), field.rules, field.label, t);
    if (message) problems.push({ name: field.name, label: field.label, message, element: field.element() });
  }
  const seen = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled || registered.has(element.name) || seen.has(element.name)) continue;
    if (element instanceof HTMLInputElement && SKIPPED_TYPES.has(element.type)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') seen.add(element.name);
    const label = plainLabel(element);
    const rules = plainRules(element);
    const value = plainValue(element, form);
    const message = value.trim() === '' && rules.required ? t('ui.messages.required', { label }) : validateValue(value, rules, label, t);
    if (message) problems.push({ name: element.name, label, message, element });
  }
  const byElement = new Map(problems.filter((p) => p.element).map((p) => [p.element as HTMLElement, p]));
  const ordered = inDocumentOrder([...byElement.keys()]).map((element) => byElement.get(element) as Problem);
  return [...ordered, ...problems.filter((p) => !p.element)];
}

function collectValues(form: HTMLFormElement, submitter: HTMLElement | null): FormValues {
  const data = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
    data.append(submitter.name, submitter.value);
  }
  const values: FormValues = {};
  for (const [name, value] of data) {
    const before = values[name];
    values[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return values;
}

/** A server message like 'is already taken' reads after the field's label. */
function summaryLine(label: string, message: string): string {
  return /^\p{Ll}/u.test(message) ? `${label} ${message}` : message;
}

export function Form({
  onSubmit, action, method = 'post', encoding = 'json', headers, onSuccess, onError, children, className,
  onClickCapture, onChange, ...rest
}: FormProps) {
  const t = useUiTranslation();
  const fields = useRef(new Set<FieldHandle>());
  const lastClicked = useRef<HTMLElement | null>(null);
  const busy = useRef(false);
  const flagged = useRef(new Set<HTMLElement>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [plainProblems, setPlainProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [submitter, setSubmitter] = useState<HTMLElement | null>(null);

  const register = useCallback((field: FieldHandle) => {
    fields.current.add(field);
    return () => {
      fields.current.delete(field);
    };
  }, []);

  const clearError = useCallback((name: string) => {
    setErrors(({ [name]: _removed, ...others }) => others);
  }, []);

  const context = useMemo<FormContextValue>(
    () => ({ register, errors, clearError, pending, submitter }),
    [register, errors, clearError, pending, submitter],
  );

  const labelOf = (name: string): string =>
    [...fields.current].find((field) => field.current.name === name)?.current.label ?? name;

  const flag = (elements: HTMLElement[]) => {
    for (const element of flagged.current) element.removeAttribute('aria-invalid');
    flagged.current = new Set(elements);
    for (const element of elements) element.setAttribute('aria-invalid', 'true');
  };

  const focusFirst = (names: string[]) => {
    const elements = [...fields.current]
      .filter((field) => names.includes(field.current.name))
      .map((field) => field.current.element())
      .filter((element): element is HTMLElement => element !== null);
    inDocumentOrder(elements)[0]?.focus();
  };

  const run = async (values: FormValues, clicked: HTMLElement | null) => {
    busy.current = true;
    setPending(true);
    setSubmitter(clicked);
    try {
      if (onSubmit) await onSubmit(values, clicked);
      else if (action !== undefined) {
        const body = await sendForm(action, values, { method, encoding, headers: headers ?? {} });
        await onSuccess?.(body);
      }
    } catch (error) {
      const described = describeFormError(error, t);
      setFailure(described);
      setErrors(described.fields);
      focusFirst(Object.keys(described.fields));
      onError?.(error);
    } finally {
      busy.current = false;
      setPending(false);
      setSubmitter(null);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const native = event.nativeEvent as Partial<SubmitEvent>;
    const clicked = native.submitter ?? lastClicked.current;
    lastClicked.current = null;
    const problems = findProblems(form, fields.current, t);
    const registered = new Set([...fields.current].map((field) => field.current.name));
    const plain = problems.filter((problem) => !registered.has(problem.name));
    setErrors(Object.fromEntries(problems.filter((problem) => registered.has(problem.name)).map((p) => [p.name, p.message])));
    setPlainProblems(plain);
    flag(plain.map((problem) => problem.element).filter((element): element is HTMLElement => element !== null));
    setFailure(null);
    if (problems.length > 0) {
      problems[0]?.element?.focus();
      return;
    }
    void run(collectValues(form, clicked), clicked);
  };

  // Remembers the clicked submit button where SubmitEvent.submitter is missing.
  const rememberSubmitter = (event: MouseEvent<HTMLFormElement>) => {
    const target = event.target instanceof Element ? event.target.closest('button, input') : null;
    if (target instanceof HTMLButtonElement ? target.type === 'submit' : target instanceof HTMLInputElement && target.type === 'submit') {
      lastClicked.current = target as HTMLElement;
    }
    onClickCapture?.(event);
  };

  // Editing a plain control clears its flag.
  const handleChange = (event: Parameters<NonNullable<FormProps['onChange']>>[0]) => {
    const target = event.target as HTMLElement;
    if (flagged.current.delete(target)) {
      target.removeAttribute('aria-invalid');
      setPlainProblems((list) => list.filter((problem) => problem.element !== target));
    }
    onChange?.(event);
  };

  const fieldLines = failure
    ? Object.entries(failure.fields).map(([name, message]) => summaryLine(labelOf(name), message))
    : [];
  const lines = [...fieldLines, ...plainProblems.map((problem) => problem.message)];
  const heading = failure?.message ?? (plainProblems.length > 0 ? t('errors.formInvalid') : undefined);
  const details = failure && fieldLines.length === 0 ? failure.details : undefined;

  return (
    <FormContext value={context}>
      <form
        {...rest}
        action={action}
        method={method === 'get' ? 'get' : 'post'}
        noValidate
        aria-busy={pending || undefined}
        className={cx('ui-form', className)}
        onSubmit={handleSubmit}
        onClickCapture={rememberSubmitter}
        onChange={handleChange}
      >
        {heading ? (
          <div role="alert" className="ui-form-error">
            <p className="ui-form-error-message">{heading}</p>
            {details ? <p className="ui-form-error-details">{details}</p> : null}
            {lines.length > 0 ? <ul>{lines.map((line, index) => <li key={index}>{line}</li>)}</ul> : null}
          </div>
        ) : null}
        {children}
      </form>
    </FormContext>
  );
}
