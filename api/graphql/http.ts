// GraphQL over HTTP (the GraphQL-over-HTTP specification) around Mercurius: the request envelope
// is checked before Mercurius sees it (a non-string `query` or `operationName`, non-object
// `variables` or `extensions` are a 400 with a message, `extensions: null` is accepted), and a
// client that accepts `application/graphql-response+json` gets that media type with the
// specification's status codes: 400 for a request that could not run (parse, validation, bad
// variables, cost), 200 whenever execution started (field errors ride along with `data`). A
// client that sends only `application/json` (site/lib/graphql-client.ts) keeps today's answers.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/** True when the client's Accept header prefers (or only takes) application/graphql-response+json. */
export function acceptsGraphQLResponse(accept: string | undefined): boolean {
  if (!accept) return false;
  let response = -1;
  let json = -1;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (type === GRAPHQL_RESPONSE_TYPE) response = Math.max(response, weight);
    else if (type === 'application/json') json = Math.max(json, weight);
  }
  return response > 0 && response >= json;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first string inside `value` that holds a NUL character (Postgres text refuses it), as a path. */
export function nulPath(value: unknown, path = 'variables', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Why a GraphQL request's parameters are not a well-formed request, or undefined when they are. */
export function envelopeProblem(params: Record<string, unknown>): string | undefined {
  const { query, operationName, variables, extensions } = params;
  if (query === undefined || query === null) return 'A GraphQL request needs a "query" string';
  if (typeof query !== 'string') return 'The "query" parameter must be a string';
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return 'The "operationName" parameter must be a string or null';
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return 'The "variables" parameter must be an object or null';
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) return 'The "extensions" parameter must be an object or null';
  if (query.includes('\u0000')) return 'The query may not contain the NUL character (\\u0000)';
  const nul = nulPath(variables);
  if (nul) return `Text may not contain the NUL character (\\u0000): ${nul}`;
  return undefined;
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  return reply.code(status)
    .type(acceptsGraphQLResponse(request.headers.accept) ? `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8` : 'application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

function parsedParam(raw: unknown): { value?: unknown; bad?: true } {
  if (typeof raw !== 'string' || raw === '') return { value: raw === '' ? undefined : raw };
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { bad: true };
  }
}

/**
 * preValidation for /graphql: a malformed request never reaches Mercurius (whose body schema
 * would coerce `{"query": 123}` into the text "123" and fail inside graphql-js).
 */
export async function checkGraphQLEnvelope(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'POST') {
    const body = request.body;
    if (!isPlainObject(body)) return refuse(request, reply, 400, 'The body must be a JSON object with a "query" string');
    const problem = envelopeProblem(body);
    if (problem) return refuse(request, reply, 400, problem);
    if (body.extensions === null) delete body.extensions;
    return;
  }
  if (request.method === 'GET') {
    const params = { ...(request.query as Record<string, unknown>) };
    for (const name of ['variables', 'extensions'] as const) {
      const parsed = parsedParam(params[name]);
      if (parsed.bad) return refuse(request, reply, 400, `The "${name}" parameter must be JSON`);
      params[name] = parsed.value;
    }
    const problem = envelopeProblem(params);
    if (problem) return refuse(request, reply, 400, problem);
  }
}

/** onSend for /graphql: the media type the client asked for. */
export async function graphqlResponseType(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!acceptsGraphQLResponse(request.headers.accept)) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/json')) reply.header('content-type', `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
  return payload;
}

/** graphql-js appends "Did you mean …?" to validation messages: the schema's names, for anyone probing it. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?\s*$/u, '');
}
