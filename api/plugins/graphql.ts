// Mercurius at /graphql: the product's API. Errors reach clients without internals: a 5xx is
// 'Something went wrong'; bad input carries a code (BAD_USER_INPUT…) and per-field messages.
import fp from 'fastify-plugin';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { graphql } from '../graphql/graphql.ts';
import mercurius, { type MercuriusOptions } from 'mercurius';
import type { FastifyPluginAsync } from 'fastify';
import { SOMETHING_WENT_WRONG, toAppError } from '../errors.ts';
import { loaders, resolvers, schema } from '../graphql/index.ts';
import { aliasLimitRule, MAX_COST, MAX_DEPTH, QueryTooCostlyError, queryCost, ResponseTooLargeError } from '../graphql/limits.ts';
import { acceptsGraphQLResponse, checkGraphQLEnvelope, graphqlResponseType, withoutSuggestions } from '../graphql/http.ts';
import { libraryCache } from '../services/library-cache.ts';

/** Root fields whose answers are the same for everyone (and change only by writes): cacheable whole. */
export const PUBLIC_ROOT_FIELDS = new Set(['version', 'library', 'featuredBooks', 'librarySubjects', 'librarySubjectCodes', 'libraryAuthors']);

/** A single query operation selecting only public root fields (memoised per query text). */
function isPublicQuery(query: string, memo: Map<string, boolean>): boolean {
  let known = memo.get(query);
  if (known !== undefined) return known;
  try {
    const document = graphql.parse(query);
    const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
    known = operations.length === 1 && operations[0]!.kind === 'OperationDefinition' && operations[0]!.operation === 'query'
      && operations[0]!.selectionSet.selections.every((s) => s.kind === 'Field' && PUBLIC_ROOT_FIELDS.has(s.name.value) && !s.directives?.length);
  } catch {
    known = false;
  }
  if (memo.size > 1000) memo.clear();
  memo.set(query, known);
  return known;
}

export const graphqlPlugin = fp(async (app) => {
  const production = app.config.isProduction;
  // GraphQL requests are JSON (or application/graphql); anything else is refused up front
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/graphql')) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/graphql') {
      return reply.code(415).send({ errors: [{ message: 'Unsupported content type: send application/json', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    }
  });
  // GraphQL over HTTP (api/graphql/http.ts): a malformed request is a 400 before Mercurius; the
  // answer's media type is the one the client accepts; an answer above the size cap is refused
  const isGraphQL = (request: { routeOptions: { url?: string } }) => request.routeOptions.url === '/graphql';
  app.addHook('preValidation', async (request, reply) => {
    if (isGraphQL(request)) return checkGraphQLEnvelope(request, reply);
  });
  const maxResponseBytes = app.config.GRAPHQL_MAX_RESPONSE_MB * 1024 * 1024;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isGraphQL(request)) return payload;
    if (typeof payload === 'string' && payload.length > maxResponseBytes / 4 && Buffer.byteLength(payload) > maxResponseBytes) {
      const error = new ResponseTooLargeError(Buffer.byteLength(payload), app.config.GRAPHQL_MAX_RESPONSE_MB);
      request.log.warn({ bytes: Buffer.byteLength(payload) }, 'GraphQL answer over the size cap refused');
      reply.code(error.statusCode).header('content-type', 'application/json; charset=utf-8');
      payload = JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code } }] });
    }
    return graphqlResponseType(request, reply, payload);
  });
  await app.register(mercurius as unknown as FastifyPluginAsync<MercuriusOptions>, {
    schema,
    resolvers,
    loaders,
    path: '/graphql',
    graphiql: !production,
    queryDepth: MAX_DEPTH,
    allowBatchedQueries: false,
    // compile a query to JavaScript after its first run (graphql-jit): ~3× the throughput of
    // interpreting it, measured by bench/library.ts on the Discover listing
    jit: 1,
    validationRules: production ? [aliasLimitRule(), graphql.NoSchemaIntrospectionCustomRule] : [aliasLimitRule()],
    context: (request) => ({ config: app.config, knex: app.knex, jobs: app.jobs, user: request.user }),
    errorFormatter: (execution, context) => {
      // no "Did you mean …?" in production: it lists the schema's names to whoever probes it
      const shown = production ? withoutSuggestions : (message: string) => message;
      const errors = execution.errors.flatMap((err: GraphQLError): GraphQLFormattedError[] => {
        const original = err.originalError as (Error & { errors?: GraphQLError[] }) | undefined;
        if (original instanceof QueryTooCostlyError) {
          return [{ message: original.message, extensions: { code: original.code, cost: original.cost, limit: original.limit } }];
        }
        // parse, validation and depth failures arrive wrapped in one error holding the list
        if (original && Array.isArray(original.errors)) {
          const code = (original as { statusCode?: number }).statusCode === 405 ? 'METHOD_NOT_ALLOWED' : 'GRAPHQL_VALIDATION_FAILED';
          return original.errors.map((e) => ({ message: shown(e.message), locations: e.locations, extensions: { code } }));
        }
        if (!original || original === err) {
          return [{ message: shown(err.message), locations: err.locations, path: err.path, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }];
        }
        const appError = toAppError(original);
        if (appError.status >= 500) {
          context.reply.log.error({ err: original, path: err.path }, 'resolver failed');
          return [{ message: SOMETHING_WENT_WRONG, path: err.path, extensions: { code: appError.code } }];
        }
        return [{
          message: appError.message,
          path: err.path,
          extensions: { code: appError.code, ...(appError.fields ? { fields: appError.fields } : {}) },
        }];
      });
      // a request that could not run at all answers with the 4xx of its first error; a partial
      // result is a 200 as GraphQL over HTTP expects
      const first = execution.errors[0]?.originalError as { statusCode?: number } | undefined;
      const firstStatus = first?.statusCode ?? toAppError(first).status;
      const status = execution.data ? 200 : (execution as { statusCode?: number }).statusCode ?? (firstStatus < 500 ? firstStatus : 200);
      if (acceptsGraphQLResponse(context.reply?.request.headers.accept)) {
        // application/graphql-response+json: execution started (a data entry, even null) → 200;
        // a request error → its 4xx (400 for parse, validation, variables, cost) and no data entry
        if ('data' in execution) return { statusCode: 200, response: { data: execution.data ?? null, errors } };
        return { statusCode: firstStatus >= 400 && firstStatus < 500 ? firstStatus : 400, response: { errors } as never };
      }
      return { statusCode: status, response: { data: execution.data ?? null, errors } };
    },
  });

  // a write may change what the public library lists: this process serves no older listing
  const cache = libraryCache(app.knex);
  cache.ttlMs = app.config.LIBRARY_CACHE_SECONDS * 1000;
  // (again once it ran, so a listing read while it ran is not kept)
  const writes = new WeakSet<object>();
  // the cost limit (api/graphql/limits.ts), from the document and variables, before anything runs
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    const request = context.reply.request;
    const operationName = ((request.body ?? request.query) as { operationName?: string } | undefined)?.operationName;
    const cost = queryCost(schema, document, variables as Record<string, unknown> | undefined, operationName);
    if (cost > MAX_COST) {
      request.log.info({ cost, limit: MAX_COST }, 'GraphQL query over the cost limit refused');
      throw new QueryTooCostlyError(cost, MAX_COST);
    }
  });
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    if (document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation')) {
      writes.add(context);
      cache.changed();
    }
  });
  app.graphql.addHook('onResolution', async (_execution, context) => {
    if (!writes.has(context)) return;
    cache.changed();
    // the other instances on this database end theirs too (api/plugins/cache-bus.ts)
    await app.announceLibraryChange().catch((error) => app.log.warn({ err: error }, 'could not announce a library change'));
  });

  // whole answers to queries made only of public, user-independent fields (the Discover listing,
  // featured picks…) are kept as JSON text for the same TTL: an anonymous or signed-in visitor
  // alike gets them without parsing, executing or serialising again
  const cacheable = new Map<string, boolean>();
  const pending = new WeakMap<object, { key: string; generation: number }>();
  app.addHook('preHandler', async (request, reply) => {
    if (cache.ttlMs <= 0 || request.method !== 'POST' || request.routeOptions.url !== '/graphql') return;
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    if (!body || typeof body.query !== 'string' || !isPublicQuery(body.query, cacheable)) return;
    const key = JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null]);
    const hit = cache.response(key);
    if (hit !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
    pending.set(request, { key, generation: cache.currentGeneration });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = pending.get(request);
    if (!entry || reply.statusCode !== 200 || typeof payload !== 'string' || payload.includes('"errors"')) return payload;
    cache.keepResponse(entry.key, payload, entry.generation);
    return payload;
  });
}, { name: 'graphql', dependencies: ['db', 'auth'] });
