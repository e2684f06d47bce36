// The admin screens' GraphQL client (spec §7): POST /graphql with credentials 'include' and a
// JSON body {operationName, variables, query}; with a token, also the bearer and auth-provider
// headers. A result with errors throws GqlError, whose `errors` list the UI kit's Form reads
// (BAD_USER_INPUT → per-field messages). An expired session is refreshed once and the call
// retried, so a screen left open for a while still saves.

import { print } from '@0no-co/graphql.web';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';

export interface GqlErrorEntry {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string> };
}

export class GqlError extends Error {
  readonly errors: GqlErrorEntry[];
  readonly status: number;

  constructor(errors: GqlErrorEntry[], status: number) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'GqlError';
    this.errors = errors;
    this.status = status;
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

function loginToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return /(?:^|;\s*)loginJWT=([^;]+)/.exec(document.cookie)?.[1];
}

/** Trades the refresh cookie (path /login) for a new loginJWT; false when the session is over. */
export async function refreshSession(): Promise<boolean> {
  try {
    const response = await fetch('/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ method: 'refreshToken' }),
    });
    return response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
}

async function post(operationName: string, query: string, variables: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const token = loginToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}`, 'auth-provider': 'dbAuth' } : {}),
    },
    body: JSON.stringify({ operationName, variables, query }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Runs one operation and returns its data; throws GqlError for GraphQL errors, TypeError when offline. */
export async function gql<T>(operationName: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let { status, body } = await post(operationName, query, variables);
  const errorsOf = (value: unknown): GqlErrorEntry[] =>
    value && typeof value === 'object' && Array.isArray((value as { errors?: unknown }).errors) ? (value as { errors: GqlErrorEntry[] }).errors : [];
  if (errorsOf(body)[0]?.extensions?.code === 'UNAUTHENTICATED' && (await refreshSession())) {
    ({ status, body } = await post(operationName, query, variables));
  }
  const errors = errorsOf(body);
  if (errors.length > 0) throw new GqlError(errors, status);
  const data = body && typeof body === 'object' ? (body as { data?: T }).data : undefined;
  if (status < 200 || status > 299 || data === undefined || data === null) {
    throw new GqlError([{ message: `HTTP ${status}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }], status);
  }
  return data;
}

/** Runs a gql.tada operation (site/lib/graphql.ts): its variables and data typed by the schema. */
export function gqlRequest<D extends TadaDocumentNode<any, any>>(document: D, variables: VariablesOf<D>): Promise<ResultOf<D>> {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const name = operation && 'name' in operation && operation.name ? operation.name.value : 'Anonymous';
  return gql<ResultOf<D>>(name, print(document), variables as Record<string, unknown>);
}
