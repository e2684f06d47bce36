// The foundation's HTTP contract: health, readiness, GraphQL errors and limits, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const gql = (query: string, variables?: object) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready when the database answers and migrations are current', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz is 503 while migrations are pending', async () => {
    const db = await createTestDatabase({ migrate: false });
    await db.knex.raw('select 1');
    const app = await buildApp({ config: testConfig(db), knex: db.knex, site: false });
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().reason).toMatch(/migrations pending: 20261122_0001_foundation\.ts, 20261122_0002_auth\.ts, 20261122_0003_credits\.ts/);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

describe('GraphQL', () => {
  it('answers the version query', async () => {
    const res = await gql('{ version { version build environment } }');
    expect(res.statusCode).toBe(200);
    const { version } = res.json().data;
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.build.length).toBeGreaterThan(0);
    expect(version.environment).toBe('local');
  });

  it('refuses an unknown field with a 400 naming the field', async () => {
    const res = await gql('{ version { nope } }');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Cannot query field "nope" on type "Version".');
    expect(res.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a query deeper than 8 levels', async () => {
    // __type → ofType → ofType … nests as deep as we like through introspection
    let inner = 'name';
    for (let i = 0; i < 9; i++) inner = `ofType { ${inner} }`;
    const res = await gql(`{ __type(name: "Query") { fields { type { ${inner} } } } }`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toMatch(/exceeds maximum operation depth|depth/i);
  });

  it('refuses more than 30 aliases in one request', async () => {
    const fields = Array.from({ length: 31 }, (_, i) => `a${i}: version { version }`).join(' ');
    const res = await gql(`{ ${fields} }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Too many aliases: at most 30 are allowed in one request');
  });

  it('accepts 30 aliases', async () => {
    const fields = Array.from({ length: 30 }, (_, i) => `a${i}: version { version }`).join(' ');
    expect((await gql(`{ ${fields} }`)).statusCode).toBe(200);
  });

  it('allows introspection outside production', async () => {
    const res = await gql('{ __schema { queryType { name } } }');
    expect(res.json().data.__schema.queryType.name).toBe('Query');
  });

  it('refuses malformed JSON with a 400 and a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Request body is not valid JSON');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: '{ version { version } }' });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].message).toMatch(/Unsupported content type/);
  });

  it('refuses an oversize body with 413 and keeps serving', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: `{ version { version } } #${'x'.repeat(1_100_000)}` }) });
    expect(res.statusCode).toBe(413);
    expect((await gql('{ version { version } }')).statusCode).toBe(200);
  });

  it('refuses an invalid id with BAD_USER_INPUT and the exact message', async () => {
    const bad = await gql('query($id: ID!) { user(id: $id) { name } }', { id: 'not-a-uuid' });
    expect(bad.json().errors[0]).toMatchObject({ message: 'Invalid uuid: not-a-uuid', extensions: { code: 'BAD_USER_INPUT' } });
    const wrongType = await gql('query($id: ID!) { user(id: $id) { name } }', { id: '60000000-0000-4000-8000-000000000000' });
    expect(wrongType.json().errors[0]).toMatchObject({ message: 'Invalid User uuid', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('production GraphQL', () => {
  it('turns introspection and GraphiQL off', async () => {
    const db = await createTestDatabase();
    const config = testConfig(db, { APP_ENV: 'production', PUBLIC_URL: 'https://bookloom.app' });
    const app = await buildApp({ config, knex: db.knex, site: false });
    try {
      const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __schema { queryType { name } } }' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(/introspection/i);
      expect((await app.inject('/graphiql')).statusCode).toBe(404);
      const version = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ version { environment } }' } });
      expect(version.json().data.version.environment).toBe('production');
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
