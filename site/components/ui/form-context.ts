// How fields and buttons talk to the enclosing <Form>: fields register their rules and read the
// error to show; submit buttons read whether a submit is pending and which button started it.
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldRules } from './validation.ts';

export interface FieldEntry {
  name: string;
  /** the plain label ("Email"), used in the generic messages */
  label: string;
  rules: FieldRules;
  value: () => string;
  /** the control that takes focus when the field is invalid */
  element: () => HTMLElement | null;
}

export interface FieldHandle {
  readonly current: FieldEntry;
}

export interface FormContextValue {
  register: (field: FieldHandle) => () => void;
  errors: Readonly<Record<string, string>>;
  clearError: (name: string) => void;
  pending: boolean;
  submitter: HTMLElement | null;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** Whether the enclosing form is waiting for its submit, and the button that started it. */
export function useFormPending(): { pending: boolean; submitter: HTMLElement | null } {
  const context = useContext(FormContext);
  return { pending: context?.pending ?? false, submitter: context?.submitter ?? null };
}

/**
 * Registers a named field with the enclosing form (no-op outside one or without a name) and
 * returns the error the form holds for it.
 */
export function useFormField(entry: FieldEntry): { error: string | undefined; clearError: () => void } {
  const context = useContext(FormContext);
  const handle = useRef(entry);
  useLayoutEffect(() => {
    handle.current = entry;
  });
  const register = context?.register;
  const named = entry.name !== '';
  useEffect(() => (register && named ? register(handle) : undefined), [register, named]);
  const error = named ? context?.errors[entry.name] : undefined;
  return {
    error,
    clearError: () => {
      if (error !== undefined) context?.clearError(entry.name);
    },
  };
}
