// @vitest-environment happy-dom
// The pure rules behind <Form>: validateValue (spec §5) and describeFormError (spec §8).
import { describe, expect, it } from 'vitest';
import { describeFormError, HttpError } from '../../site/components/ui/form-errors.ts';
import type { Translate } from '../../site/components/ui/translate.ts';
import { validateValue, type FieldRules } from '../../site/components/ui/validation.ts';
import { i18n } from './ui-helpers.tsx';

const t: Translate = (key, values) => String(i18n.t(key, { ns: 'common', ...values }));

describe('validateValue', () => {
  it.each<[string, string, FieldRules, string | undefined]>([
    ['empty required', '', { required: true }, 'Required'],
    ['blank required', '   ', { required: true }, 'Required'],
    ['empty optional skips checks', '', { minLength: 3, email: true }, undefined],
    ['email without @', 'ada.example.com', { email: true }, 'Email is not formatted correctly'],
    ['email text@text', 'ada@example', { email: true }, undefined],
    ['too short', 'ab', { minLength: 3 }, 'Email is too short'],
    ['long enough', 'abc', { minLength: 3 }, undefined],
    ['too long', 'abcd', { maxLength: 3 }, 'Email is too long'],
    ['too low', '4', { min: 5 }, 'Email is too low'],
    ['10 is not below 9 (numbers compare as numbers)', '10', { min: 9 }, undefined],
    ['too high', '11', { max: 10 }, 'Email is too high'],
    ['date before min', '1999-12-31', { min: '2000-01-01' }, 'Email is too low'],
    ['date after max', '2031-01-01', { max: '2030-12-31' }, 'Email is too high'],
    ['pattern mismatch', '12a', { pattern: '[0-9]+' }, 'Email is not formatted correctly'],
    ['pattern match', '123', { pattern: /^[0-9]+$/ }, undefined],
    ['not a number', 'abc', { number: true }, 'Email is not valid'],
    ['validate returns a string', 'x', { validate: () => 'Pick another' }, 'Pick another'],
    ['validate returns false', 'x', { validate: () => false }, 'Email is not valid'],
    ['validate returns true', 'x', { validate: () => true }, undefined],
  ])('%s', (_name, value, rules, expected) => {
    expect(validateValue(value, rules, 'Email', t)).toBe(expected);
  });
});

describe('describeFormError', () => {
  it.each<[string, unknown, string, string | undefined, Record<string, string>]>([
    ['first GraphQL error', { errors: [{ message: 'First' }, { message: 'Second' }] }, 'First', undefined, {}],
    ['Apollo-style error', { graphQLErrors: [{ message: 'Nope' }] }, 'Nope', undefined, {}],
    ['plain Error', new Error('Broken'), 'Broken', undefined, {}],
    ['no message', { errors: [{}] }, 'Something went wrong', undefined, {}],
    ['nothing useful', null, 'Something went wrong', undefined, {}],
    ['BAD_USER_INPUT', { errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'is required' } } }] },
      'Errors prevented this form from being saved', 'Bad', { title: 'is required' }],
    ['TypeError is network', new TypeError('Failed to fetch'), 'An error has occurred', 'Failed to fetch', {}],
    ['networkError', { networkError: { message: 'offline' } }, 'An error has occurred', 'offline', {}],
    ['HTTP 500 without body', new HttpError(500, null), 'Something went wrong', undefined, {}],
    ['HTTP 400 REST body', new HttpError(400, { error: 'Bad', code: 'BAD_USER_INPUT', fields: { email: 'is taken' } }),
      'Errors prevented this form from being saved', 'Bad', { email: 'is taken' }],
  ])('%s', (_name, error, message, details, fields) => {
    expect(describeFormError(error, t)).toEqual({ message, details, fields });
  });
});
