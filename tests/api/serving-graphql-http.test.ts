// GraphQL over HTTP (the GraphQL-over-HTTP specification) and field suggestions in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';

let t: TestApp;
let production: FastifyInstance;
const GQL_RESPONSE = 'application/graphql-response+json';

beforeAll(async () => {
  t = await createTestApp();
  production = await buildApp({ config: testConfig(t.db, { APP_ENV: 'production', PUBLIC_URL: 'https://bookloom.app' }), knex: t.db.knex, site: false });
  await production.ready();
});
afterAll(async () => {
  await production?.close();
  await t.close();
});

const post = (payload: unknown, accept?: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/graphql', payload: payload as object, headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) } });

describe('the request envelope', () => {
  it('refuses a non-string query, a non-string operationName and non-object variables with a 400 and a message', async () => {
    for (const [payload, message] of [
      [{ query: 123 }, /"query" parameter must be a string/],
      [{ query: ['{ version { version } }'] }, /"query" parameter must be a string/],
      [{ query: '{ version { version } }', operationName: 5 }, /"operationName" parameter must be a string/],
      [{ query: '{ version { version } }', variables: 'x' }, /"variables" parameter must be an object/],
      [{ query: '{ version { version } }', variables: [1] }, /"variables" parameter must be an object/],
      [{ query: '{ version { version } }', extensions: 7 }, /"extensions" parameter must be an object/],
      [{}, /needs a "query" string/],
      [[{ query: '{ version { version } }' }], /JSON object/],
    ] as const) {
      for (const accept of [undefined, GQL_RESPONSE]) {
        const res = await post(payload, accept);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors[0].message).toMatch(message);
        expect(res.json().errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
      }
    }
  });

  it('accepts extensions: null and variables: null', async () => {
    const res = await post({ query: '{ version { version } }', extensions: null, variables: null, operationName: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version.version).toEqual(expect.any(String));
  });

  it('refuses NUL characters in variables with a 400 naming the variable (Postgres text refuses them)', async () => {
    const res = await post({ query: 'query($q: String) { library(query: $q) { books { id } } }', variables: { q: 'volc\u0000ano' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/NUL character.*variables\.q/);
    const inline = await post({ query: '{ library(query: "volc\\u0000ano") { books { id } } }' });
    expect(inline.statusCode).toBe(400);
    expect(inline.json().errors[0]).toMatchObject({ message: 'Text may not contain the NUL character (\\u0000)', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('application/graphql-response+json', () => {
  it('answers in the media type the client accepts; application/json clients are unchanged', async () => {
    const modern = await post({ query: '{ version { version } }' }, `${GQL_RESPONSE}, application/json;q=0.9`);
    expect(modern.statusCode).toBe(200);
    expect(modern.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    const legacy = await post({ query: '{ version { version } }' }, 'application/json');
    expect(legacy.headers['content-type']).toMatch(/^application\/json/);
    const none = await post({ query: '{ version { version } }' });
    expect(none.headers['content-type']).toMatch(/^application\/json/);
    const prefersJson = await post({ query: '{ version { version } }' }, `${GQL_RESPONSE};q=0.5, application/json`);
    expect(prefersJson.headers['content-type']).toMatch(/^application\/json/);
  });

  it('parse and validation errors: 400 with no data entry', async () => {
    for (const query of ['{ version { version } ', '{ nothingHere }']) {
      const res = await post({ query }, GQL_RESPONSE);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
      expect(res.json()).not.toHaveProperty('data');
      expect(res.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const badVariable = await post({ query: 'query($o: Int) { library(offset: $o) { books { id } } }', variables: { o: 'ten' } }, GQL_RESPONSE);
    expect(badVariable.statusCode).toBe(400);
    expect(badVariable.json()).not.toHaveProperty('data');
  });

  it('a field error once execution started: 200 with the data entry', async () => {
    const res = await post({ query: '{ myBooks(mode: drafts) { id } }' }, GQL_RESPONSE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data', null);
    expect(res.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // the application/json client keeps its status for the same answer
    expect((await post({ query: '{ myBooks(mode: drafts) { id } }' }, 'application/json')).statusCode).toBe(401);
  });

  it('GET runs queries and refuses mutations with 405', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}`, headers: { accept: GQL_RESPONSE } });
    const ok = await get('{ version { version } }');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.version.version).toEqual(expect.any(String));
    const mutation = await get('mutation { saveBook(id: "8a000000-0000-4000-8000-000000000000") { saved } }');
    expect(mutation.statusCode).toBe(405);
    expect(mutation.json().errors[0].message).toMatch(/GET/);
    const badVariables = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ version { version } }')}&variables=%7Bnope` });
    expect(badVariables.statusCode).toBe(400);
    expect(badVariables.json().errors[0].message).toMatch(/"variables" parameter must be JSON/);
  });
});

describe('field suggestions', () => {
  it('are given locally and never in production', async () => {
    const local = await post({ query: '{ versio { api } }' });
    expect(local.json().errors[0].message).toMatch(/Did you mean "version"\?/);
    const prod = await post({ query: '{ versio { api } }' }, undefined, production);
    expect(prod.statusCode).toBe(400);
    expect(prod.json().errors[0].message).toBe('Cannot query field "versio" on type "Query".');
    const arg = await post({ query: '{ library(ofset: 1) { books { id } } }' }, undefined, production);
    expect(arg.json().errors[0].message).not.toMatch(/Did you mean/);
  });
});
