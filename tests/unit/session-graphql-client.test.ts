import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_PROVIDER,
  CURRENT_USER_QUERY,
  GraphQLRequestError,
  fetchCurrentUser,
  fetchUserHeartbeat,
  graphqlRequest,
  setTokenSource,
} from '../../site/lib/graphql-client.ts';

const USER = { id: '70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b', name: 'Ada', email: 'ada@example.com', picture: null, roles: ['admin'] };

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status <= 299, status, json: async () => body } as unknown as Response;
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function reply(status: number, body: unknown): void {
  fetchMock.mockResolvedValue(jsonResponse(status, body));
}

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string>; body: unknown } {
  const [input, init = {}] = fetchMock.mock.lastCall ?? [];
  return {
    url: String(input),
    init,
    headers: (init.headers ?? {}) as Record<string, string>,
    body: JSON.parse(String(init.body)) as unknown,
  };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setTokenSource(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => undefined);
});

describe('graphqlRequest', () => {
  it('POSTs {operationName, variables, query} to /graphql with credentials', async () => {
    reply(200, { data: { ok: 1 } });
    await expect(graphqlRequest('Op', 'query Op($a: Int) { ok }', { a: 2 })).resolves.toEqual({ ok: 1 });
    const request = lastRequest();
    expect(request.url).toBe('/graphql');
    expect(request.init.method).toBe('POST');
    expect(request.init.credentials).toBe('include');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ operationName: 'Op', variables: { a: 2 }, query: 'query Op($a: Int) { ok }' });
  });

  it('sends no auth headers for a guest', async () => {
    reply(200, { data: { ok: 1 } });
    await graphqlRequest('Op', 'query Op { ok }');
    const { headers } = lastRequest();
    expect(Object.keys(headers).map((name) => name.toLowerCase())).toEqual(['content-type']);
  });

  it('sends the bearer token and auth-provider header when signed in', async () => {
    setTokenSource(() => 'tok.en.sig');
    reply(200, { data: { ok: 1 } });
    await graphqlRequest('Op', 'query Op { ok }');
    const { headers } = lastRequest();
    expect(headers.authorization).toBe('Bearer tok.en.sig');
    expect(headers['auth-provider']).toBe('bookloom');
    expect(AUTH_PROVIDER).toBe('bookloom');
  });

  it('lets a call go out as a guest with token null', async () => {
    setTokenSource(() => 'tok.en.sig');
    reply(200, { data: { ok: 1 } });
    await graphqlRequest('Op', 'query Op { ok }', {}, { token: null });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('throws GraphQLRequestError with the errors array for a 200 reply with errors', async () => {
    const errors = [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }];
    reply(200, { data: null, errors });
    const error = await caught(graphqlRequest('Op', 'query Op { ok }'));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ status: 200, network: false, errors, message: 'Not allowed' });
  });

  it('throws even when partial data came with the errors', async () => {
    reply(200, { data: { ok: 1 }, errors: [{ message: 'half' }] });
    await expect(graphqlRequest('Op', 'query Op { ok }')).rejects.toBeInstanceOf(GraphQLRequestError);
  });

  it('throws with the status (and any errors) for a non-2xx reply', async () => {
    reply(400, { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    const error = await caught(graphqlRequest('Op', 'query Op { ok'));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ status: 400, network: false, errors: [{ message: 'Syntax Error' }] });
  });

  it('throws a network error when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(graphqlRequest('Op', 'query Op { ok }'));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).network).toBe(true);
    expect((error as GraphQLRequestError).status).toBeUndefined();
  });

  it('throws when a 200 reply has no data', async () => {
    reply(200, {});
    await expect(graphqlRequest('Op', 'query Op { ok }')).rejects.toMatchObject({ status: 200, network: false });
  });
});

describe('fetchCurrentUser', () => {
  it('returns data.redwood.currentUser from the CurrentUser query', async () => {
    reply(200, { data: { redwood: { currentUser: USER } } });
    await expect(fetchCurrentUser()).resolves.toEqual(USER);
    expect(lastRequest().body).toEqual({ operationName: '__REDWOOD__AUTH_GET_CURRENT_USER', variables: {}, query: CURRENT_USER_QUERY });
    expect(CURRENT_USER_QUERY).toBe('query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }');
  });

  it('returns null for a guest', async () => {
    reply(200, { data: { redwood: { currentUser: null } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it("throws 'Could not fetch current user' on a 500", async () => {
    reply(500, { error: 'Internal' });
    const error = await caught(fetchCurrentUser());
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Could not fetch current user');
    expect((error as Error).cause).toMatchObject({ status: 500 });
  });

  it('lets a network failure through as GraphQLRequestError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ network: true });
  });
});

describe('fetchUserHeartbeat', () => {
  it.each([
    [true, true],
    [false, false],
  ])('answers %s for userHeartbeat %s', async (answer, expected) => {
    reply(200, { data: { userHeartbeat: answer } });
    await expect(fetchUserHeartbeat()).resolves.toBe(expected);
    expect(lastRequest().body).toMatchObject({ operationName: 'UserHeartbeat', query: 'query UserHeartbeat { userHeartbeat }' });
  });
});
