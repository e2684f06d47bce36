// The browser's GraphQL client (spec §7): POST /graphql with credentials, JSON body
// {operationName, variables, query}, and, when signed in, the token as a bearer header plus an
// auth-provider header. Browser-only at call time; importing it on the server is harmless.
//
// Error rule: a network failure or a status outside 200–299 throws GraphQLRequestError (with
// `network` or `status`, and the body's `errors` when it has any). A 200 reply whose `errors`
// array is non-empty also throws GraphQLRequestError with that array (status 200), even when
// partial data came along: callers get either complete data or an error, never both.

import { FLAG_OVERRIDES_STORAGE_KEY } from '../../core/flags.ts';
export const GRAPHQL_ENDPOINT = '/graphql';
export const AUTH_PROVIDER = 'bookloom';

/** RedwoodJS's current-user query, as the spec's client sends it: currentUser is a JSON scalar. */
export const CURRENT_USER_OPERATION = '__REDWOOD__AUTH_GET_CURRENT_USER';
export const CURRENT_USER_QUERY = `query ${CURRENT_USER_OPERATION} { redwood { currentUser } }`;
export const USER_HEARTBEAT_QUERY = 'query UserHeartbeat { userHeartbeat }';

export type GraphQLErrorItem = { message: string; extensions?: Record<string, unknown> };

/** User metadata (spec §3) as `redwood.currentUser` returns it. */
export type CurrentUser = { id: string; name: string; email: string; picture: string | null; roles: string[] };

export type GraphQLRequestErrorInit = {
  status?: number;
  network?: boolean;
  errors?: GraphQLErrorItem[];
  cause?: unknown;
};

export class GraphQLRequestError extends Error {
  /** HTTP status, absent for network failures. */
  readonly status?: number;
  /** True when no reply arrived at all (offline, DNS, CORS, aborted). */
  readonly network: boolean;
  /** The reply's GraphQL errors, when it had any. */
  readonly errors?: GraphQLErrorItem[];

  constructor(message: string, init: GraphQLRequestErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'GraphQLRequestError';
    if (init.status !== undefined) this.status = init.status;
    this.network = init.network ?? false;
    if (init.errors !== undefined) this.errors = init.errors;
  }
}

type TokenSource = () => string | undefined;

let tokenSource: TokenSource = () => undefined;

/**
 * Where requests get the signed-in token from. The session store registers its getter when it
 * loads (site/stores/session.ts), so this module does not import the store.
 */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export type GraphQLRequestOptions = {
  /** Overrides the registered token source; null sends the request as a guest. */
  token?: string | null;
  signal?: AbortSignal;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The reply's `errors` as a clean list, or undefined when it has none. */
function errorsOf(body: unknown): GraphQLErrorItem[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return undefined;
  return body.errors.map((error: unknown) => {
    const message = isRecord(error) && typeof error.message === 'string' ? error.message : 'Unknown GraphQL error';
    const item: GraphQLErrorItem = { message };
    if (isRecord(error) && isRecord(error.extensions)) item.extensions = { ...error.extensions };
    return item;
  });
}

const isOk = (status: number) => status >= 200 && status <= 299;

function flagOverridesHeader(): string | undefined {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY);
    return stored && stored.length <= 500 && stored !== '{}' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export async function graphqlRequest<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: GraphQLRequestOptions = {},
): Promise<T> {
  const token = options.token === undefined ? tokenSource() : options.token;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['auth-provider'] = AUTH_PROVIDER;
  }
  // an admin's or moderator's own flag overrides (the Flags section of their menu): the server
  // honours them for those roles only (api/services/flags.ts)
  const flags = flagOverridesHeader();
  if (flags) headers['x-feature-flags'] = flags;
  const init: RequestInit = {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({ operationName, variables, query }),
  };
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await globalThis.fetch(GRAPHQL_ENDPOINT, init);
  } catch (cause) {
    throw new GraphQLRequestError(`${operationName}: network error`, { network: true, cause });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const errors = errorsOf(body);
  if (!isOk(response.status)) {
    const init: GraphQLRequestErrorInit = { status: response.status };
    if (errors) init.errors = errors;
    throw new GraphQLRequestError(`${operationName}: HTTP ${response.status}`, init);
  }
  if (errors) {
    throw new GraphQLRequestError(errors[0]?.message ?? 'GraphQL error', { status: response.status, errors });
  }
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new GraphQLRequestError(`${operationName}: reply without data`, { status: response.status });
  }
  return body.data as T;
}

/**
 * The signed-in user, or null for guests (spec §7). A non-OK status throws
 * Error('Could not fetch current user') with the request error as its cause; network failures
 * and GraphQL errors propagate as GraphQLRequestError.
 */
export async function fetchCurrentUser(options: GraphQLRequestOptions = {}): Promise<CurrentUser | null> {
  try {
    const data = await graphqlRequest<{ redwood?: { currentUser?: CurrentUser | null } | null }>(
      CURRENT_USER_OPERATION,
      CURRENT_USER_QUERY,
      {},
      options,
    );
    return data.redwood?.currentUser ?? null;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status !== undefined && !isOk(error.status)) {
      throw new Error('Could not fetch current user', { cause: error });
    }
    throw error;
  }
}

/** True while the caller's session is alive (spec §7, polled every HEARTBEAT_MS). */
export async function fetchUserHeartbeat(options: GraphQLRequestOptions = {}): Promise<boolean> {
  const data = await graphqlRequest<{ userHeartbeat?: unknown }>('UserHeartbeat', USER_HEARTBEAT_QUERY, {}, options);
  return data.userHeartbeat === true;
}
