// The server speaks English in its errors; the admin screens show them in the page language.
// Known field messages and rule violations map to keys of the admin namespace, with the field's
// label; anything unknown is shown as the server wrote it.
import type { TFunction } from 'i18next';
import { GqlError } from './gql.ts';

const FIELD_MESSAGES: Record<string, string> = {
  'is required': 'server.required',
  'is not valid JSON': 'server.invalidJson',
  'must be a JSON object, like {}': 'server.jsonObject',
  'is already taken': 'server.taken',
  'is too long': 'server.tooLong',
  'is not valid': 'server.invalid',
  'must start with a letter and use only letters, digits, _ . - (at most 100 characters)': 'server.keyFormat',
  'is not a known task type': 'server.unknownType',
  'cannot remove your own admin role': 'server.ownAdmin',
  'cannot contain \\u0000': 'server.invalid',
};

/** Field messages with values in them: the key, and the values it reads besides the label. */
const FIELD_PATTERNS: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^Unknown variable: (.+)$/, 'server.unknownVariable', (m) => ({ names: m[1] ?? '' })],
  [/^must be between (\S+) and (\S+)$/, 'server.between', (m) => ({ min: m[1] ?? '', max: m[2] ?? '' })],
  [/^must be a whole number from (\S+) to (\S+)$/, 'server.wholeNumberRange', (m) => ({ min: m[1] ?? '', max: m[2] ?? '' })],
];

function fieldMessage(message: string, label: string, t: TFunction): string {
  const key = FIELD_MESSAGES[message];
  if (key) return t(key, { label });
  for (const [pattern, patternKey, values] of FIELD_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, { label, ...values(match) });
  }
  return message;
}

const MESSAGES: [RegExp, string][] = [
  [/^You cannot remove your own admin role$/, 'server.ownAdmin'],
  [/^You cannot disable or enable your own account$/, 'server.ownAccount'],
  [/^Only an admin can (change an admin account|grant the admin role)$/, 'server.adminOnly'],
  [/^Only a queued task can be changed/, 'server.notQueued'],
  [/^This version has written books and can no longer be changed/, 'server.configUsed'],
];

const CODES: Record<string, string> = {
  UNAUTHENTICATED: 'server.unauthenticated',
  FORBIDDEN: 'server.forbidden',
  NOT_FOUND: 'server.notFound',
};

/** The error with its message and field messages in the page language (t: the admin namespace). */
export function localizeError(error: unknown, t: TFunction, labels: Record<string, string> = {}): unknown {
  if (!(error instanceof GqlError) || error.errors.length === 0) return error;
  const [first, ...rest] = error.errors as [GqlError['errors'][number], ...GqlError['errors']];
  const code = first.extensions?.code ?? '';
  const fields = Object.fromEntries(Object.entries(first.extensions?.fields ?? {}).map(([name, message]) =>
    [name, fieldMessage(message, labels[name] ?? name, t)]));
  const rule = MESSAGES.find(([pattern]) => pattern.test(first.message));
  const message = rule ? t(rule[1], { label: '' }) : CODES[code] ? t(CODES[code]) : first.message;
  const extensions = { ...first.extensions, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
  return new GqlError([{ ...first, message, extensions }, ...rest], error.status);
}

/** One line for a toast: the localized message, the network message offline, else the generic one. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof TypeError) return t('errors.network', { ns: 'common' });
  const localized = localizeError(error, t);
  if (localized instanceof GqlError && localized.errors[0]?.message) return localized.errors[0].message;
  return t('errors.generic', { ns: 'common' });
}
