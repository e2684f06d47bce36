// What a failed submit shows (spec §8): the first error message, or 'Something went wrong';
// BAD_USER_INPUT shows 'Errors prevented this form from being saved' with per-field messages;
// a network failure shows 'An error has occurred' with its details.
import type { Translate } from './translate.ts';

export interface FormFailure {
  message: string;
  details?: string | undefined;
  /** server messages by field name, shown on the fields themselves */
  fields: Record<string, string>;
}

/** A response outside 200–299 (spec §7), carrying its parsed body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function isNetworkError(error: Loose): boolean {
  return error instanceof TypeError || error.network === true || isObject(error.networkError);
}

/** The error objects of a GraphQL result, an Apollo-style error, a REST body or a plain error. */
function errorList(error: Loose): Loose[] {
  for (const key of ['graphQLErrors', 'errors']) {
    const list = error[key];
    if (Array.isArray(list) && list.length > 0) return list.filter(isObject);
  }
  if (error instanceof HttpError) return isObject(error.body) ? errorList(error.body) : [];
  if (typeof error.error === 'string') return [{ ...error, message: error.error }];
  return [error];
}

export function describeFormError(error: unknown, t: Translate): FormFailure {
  const generic: FormFailure = { message: t('errors.generic'), fields: {} };
  if (!isObject(error)) return typeof error === 'string' && error ? { ...generic, message: error } : generic;
  if (isNetworkError(error)) {
    const cause = isObject(error.networkError) ? error.networkError : error;
    const details = typeof cause.message === 'string' ? cause.message : undefined;
    return { message: t('errors.network'), details: details || undefined, fields: {} };
  }
  const first = errorList(error)[0];
  if (!first) return generic;
  const extensions = isObject(first.extensions) ? first.extensions : {};
  const code = extensions.code ?? first.code;
  if (code === 'BAD_USER_INPUT') {
    const fields = { ...stringRecord(first.fields), ...stringRecord(extensions.fields) };
    const message = typeof first.message === 'string' ? first.message : '';
    return { message: t('errors.formInvalid'), details: message || undefined, fields };
  }
  const message = first.message;
  return typeof message === 'string' && message !== '' ? { message, fields: {} } : generic;
}

export type FormEncoding = 'json' | 'form';
export type FormMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type FormValue = FormDataEntryValue | FormDataEntryValue[];
export type FormValues = Record<string, FormValue>;

function entries(values: FormValues): Array<[string, FormDataEntryValue]> {
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, FormDataEntryValue] => [name, item]));
}

function encode(values: FormValues, encoding: FormEncoding): { body: BodyInit; type?: string } {
  if (encoding === 'json') return { body: JSON.stringify(values), type: 'application/json' };
  const pairs = entries(values);
  if (pairs.some(([, value]) => typeof value !== 'string')) {
    const data = new FormData();
    for (const [name, value] of pairs) data.append(name, value);
    return { body: data };
  }
  return { body: new URLSearchParams(pairs as Array<[string, string]>) };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends the values with the session cookie (credentials 'include'). Statuses outside 200–299
 * and a GraphQL body with errors are failures; the parsed body is returned otherwise.
 */
export async function sendForm(
  action: string,
  values: FormValues,
  { method = 'post', encoding = 'json', headers = {} }: { method?: FormMethod; encoding?: FormEncoding; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const init: RequestInit = { method: method.toUpperCase(), credentials: 'include', headers: { Accept: 'application/json', ...headers } };
  let url = action;
  if (method === 'get') {
    const query = new URLSearchParams(entries(values).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
    url = `${action}${action.includes('?') ? '&' : '?'}${query}`;
  } else {
    const { body, type } = encode(values, encoding);
    init.body = body;
    if (type) init.headers = { ...init.headers, 'Content-Type': type };
  }
  const response = await fetch(url, init);
  const body = await readBody(response);
  if (response.status < 200 || response.status > 299) throw new HttpError(response.status, body);
  if (isObject(body) && Array.isArray(body.errors) && body.errors.length > 0) throw body;
  return body;
}
