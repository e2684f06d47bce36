// Field rules and the one function that checks a value against them (spec §5). Pure: the
// translator is passed in, so the same rules serve registered fields and plain named inputs.
import { isValidEmail } from '../../../core/email.ts';
import type { Translate } from './translate.ts';

export interface FieldRules {
  required?: boolean | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** numbers compare numerically, anything else (ISO dates) as text */
  min?: number | string | undefined;
  max?: number | string | undefined;
  pattern?: RegExp | string | undefined;
  email?: boolean | undefined;
  number?: boolean | undefined;
  /** a string is shown as the error; false shows the generic "is not valid" */
  validate?: ((value: string) => string | boolean | null | undefined) | undefined;
}

function compare(value: string, bound: number | string): number {
  const a = Number(value);
  const b = Number(bound);
  if (value.trim() !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  return value < String(bound) ? -1 : value > String(bound) ? 1 : 0;
}

function matches(value: string, pattern: RegExp | string): boolean {
  return typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`, 'v').test(value) : pattern.test(value);
}

/** The message for the first rule the value breaks, or undefined when it passes. */
export function validateValue(value: string, rules: FieldRules, label: string, t: Translate): string | undefined {
  const empty = value.trim() === '';
  if (empty && rules.required) return t('ui.required');
  if (!empty) {
    const message = (key: string) => t(`ui.messages.${key}`, { label });
    if (rules.number && !Number.isFinite(Number(value))) return message('invalid');
    if (rules.email && !isValidEmail(value)) return message('format');
    if (rules.minLength !== undefined && value.length < rules.minLength) return message('tooShort');
    if (rules.maxLength !== undefined && value.length > rules.maxLength) return message('tooLong');
    if (rules.min !== undefined && rules.min !== '' && compare(value, rules.min) < 0) return message('tooLow');
    if (rules.max !== undefined && rules.max !== '' && compare(value, rules.max) > 0) return message('tooHigh');
    if (rules.pattern !== undefined && rules.pattern !== '' && !matches(value, rules.pattern)) return message('format');
  }
  const custom = rules.validate?.(value);
  if (typeof custom === 'string' && custom !== '') return custom;
  if (custom === false) return t('ui.messages.invalid', { label });
  return undefined;
}
