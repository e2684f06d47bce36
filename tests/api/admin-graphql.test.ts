// The admin and moderator GraphQL domain over HTTP (app.inject, own database): who may call what
// (spec §6), and the round trips the admin screens rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as session from '../../api/graphql/session.ts';
import * as system from '../../api/graphql/system.ts';
import * as textbooks from '../../api/graphql/textbooks.ts';
import * as storybooks from '../../api/graphql/storybooks.ts';
import * as worksheets from '../../api/graphql/worksheets.ts';
import * as cookbooks from '../../api/graphql/cookbooks.ts';
import * as gamebooks from '../../api/graphql/gamebooks.ts';
import * as worldstories from '../../api/graphql/worldstories.ts';
import * as exportsDomain from '../../api/graphql/exports.ts';
import * as textbookLifecycle from '../../api/graphql/textbook-lifecycle.ts';
import * as chapterVersions from '../../api/graphql/chapter-versions.ts';
import * as library from '../../api/graphql/library.ts';
import * as payments from '../../api/graphql/payments.ts';
import * as users from '../../api/graphql/users.ts';
import { deterministicId } from '../../core/ids.ts';
import { buildApp } from '../../api/app.ts';
import type { Jobs } from '../../api/jobs/boss.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Persona = 'anonymous' | 'freeDemo' | 'interactDemo' | 'contentMod' | 'admin';
const cookies = new Map<Persona, string>();

/** Signs in with the local mock login, then gives the account its roles (read per request). */
async function signIn(email: string, roles: string[]): Promise<{ cookie: string; id: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  const jwt = res.cookies.find((c) => c.name === 'loginJWT')!.value;
  const [user] = await t.db.knex('users').where({ email }).update({ roles }).returning('id');
  return { cookie: `loginJWT=${jwt}`, id: user.id };
}

interface GqlResult {
  status: number;
  data: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
}

async function gql(query: string, variables: Record<string, unknown> = {}, as: Persona | string = 'admin'): Promise<GqlResult> {
  const cookie = as === 'anonymous' ? undefined : cookies.get(as as Persona) ?? as;
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', payload: { query, variables }, headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, ...res.json() };
}

/** Data of a call that must succeed. */
async function ok(query: string, variables: Record<string, unknown> = {}, as: Persona | string = 'admin') {
  const res = await gql(query, variables, as);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const persona of ['freeDemo', 'interactDemo', 'contentMod', 'admin'] as const) {
    const { cookie, id } = await signIn(`${persona.toLowerCase()}@example.com`, persona === 'admin' ? ['admin'] : [persona]);
    cookies.set(persona, cookie);
    ids[persona] = id;
  }
  // a few users to moderate
  const targets = await t.db.knex('users').insert(
    ['target', 'matrix-a', 'matrix-b', 'matrix-c'].map((name, i) => ({ id: deterministicId('User', 'admintest', i), email: `${name}@example.com`, name: `${name} person` })),
  ).returning(['id', 'email']);
  for (const row of targets) ids[row.email.split('@')[0]] = row.id;
  await t.db.knex('global_configs').insert([
    { key: 'seeded.config', value: JSON.stringify({ on: true }), description: 'seeded' },
    ...['matrix.one', 'matrix.two'].map((key) => ({ key, value: '1' })),
  ]);
});

const FIELDS_CONFIG = 'key value description createdAt updatedAt';
const FIELDS_TASK = 'id type status payload result createdAt updatedAt startedAt finishedAt createdBy { id email slug }';
const FIELDS_USER = 'id email name roles disabled disabledAt createdAt slug';

let queuedCount = 0;
async function queuedTask(payload: object = {}): Promise<string> {
  const id = deterministicId('Task', 'queued', queuedCount++);
  await t.db.knex('tasks').insert({ id, type: 'purgeRichLogs', payload: JSON.stringify(payload), created_by: ids.admin });
  return id;
}

let matrixBooks = 0;
async function matrixBook(): Promise<string> {
  const id = deterministicId('Textbook', 'matrix', matrixBooks++);
  await t.db.knex('books').insert({ id, user_id: ids.freeDemo, title: `Matrix ${id}`, topic: 'matrix', language: 'en', chapter_count: 1, start_key: id });
  return id;
}
let matrixConfigs = 0;
async function matrixConfig(): Promise<string> {
  const n = matrixConfigs++;
  const id = deterministicId('TextbookConfig', 'matrix', n);
  const { max } = (await t.db.knex('generation_configs').max('version as max').first()) as { max: number | null };
  await t.db.knex('generation_configs').insert({
    id, book_type: 'textbook', version: Number(max ?? 0) + 1, system_prompt: 'S', outline_prompt: 'O', chapter_prompt: 'C', reading_levels: ['primary'],
  });
  return id;
}

describe('access matrix', () => {
  const adminOnly = ['contentMod', 'interactDemo', 'freeDemo'] as const;

  // each case: the operation, variables per persona (so an allowed call has something to act on)
  const cases: { name: string; users?: boolean; query: string; variables: (persona: Persona) => Promise<Record<string, unknown>> | Record<string, unknown> }[] = [
    { name: 'globalConfigs', query: `{ globalConfigs { ${FIELDS_CONFIG} } }`, variables: () => ({}) },
    { name: 'globalConfig', query: `query($key: ID!) { globalConfig(key: $key) { key } }`, variables: () => ({ key: 'seeded.config' }) },
    { name: 'tasks', query: `{ tasks { total items { id } } }`, variables: () => ({}) },
    { name: 'task', query: `query($id: ID!) { task(id: $id) { id } }`, variables: async () => ({ id: await queuedTask() }) },
    { name: 'taskTypes', query: `{ taskTypes { type description } }`, variables: () => ({}) },
    { name: 'moderatorUsers', users: true, query: `{ moderatorUsers { total items { id slug } } }`, variables: () => ({}) },
    {
      name: 'createGlobalConfig', query: `mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`,
      variables: (p) => ({ input: { key: `matrix.${p}`, value: '"x"' } }),
    },
    {
      name: 'updateGlobalConfig', query: `mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { key } }`,
      variables: () => ({ key: 'matrix.one', input: { value: '2' } }),
    },
    { name: 'deleteGlobalConfig', query: `mutation($key: ID!) { deleteGlobalConfig(key: $key) { key } }`, variables: () => ({ key: 'matrix.two' }) },
    {
      name: 'createTask', query: `mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }`,
      variables: () => ({ input: { type: 'purgeRichLogs', payload: '{}' } }),
    },
    {
      name: 'updateTask', query: `mutation($id: ID!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) { id } }`,
      variables: async () => ({ id: await queuedTask(), input: { payload: '{"days": 7}' } }),
    },
    { name: 'cancelTask', query: `mutation($id: ID!) { cancelTask(id: $id) { id } }`, variables: async () => ({ id: await queuedTask() }) },
    {
      name: 'setUserRoles', users: true, query: `mutation($id: ID!, $roles: [String!]!) { setUserRoles(id: $id, roles: $roles) { id } }`,
      variables: () => ({ id: ids['matrix-a'], roles: ['freeDemo'] }),
    },
    {
      name: 'setUserDisabled', users: true, query: `mutation($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id } }`,
      variables: () => ({ id: ids['matrix-b'], disabled: true }),
    },
    { name: 'generationConfigs', users: true, query: `{ generationConfigs(bookType: "textbook") { id version active } }`, variables: () => ({}) },
    { name: 'generationConfig', users: true, query: `query($id: ID!) { generationConfig(id: $id) { id bookCount } }`, variables: async () => ({ id: await matrixConfig() }) },
    {
      name: 'hideTextbook', users: true, query: `mutation($id: ID!) { hideTextbook(id: $id, reason: "matrix") { id hidden hiddenReason } }`,
      variables: async () => ({ id: await matrixBook() }),
    },
    { name: 'setTextbookFeatured', users: true, query: `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: false) }`, variables: async () => ({ id: await matrixBook() }) },
    { name: 'unhideTextbook', users: true, query: `mutation($id: ID!) { unhideTextbook(id: $id) { id hidden } }`, variables: async () => ({ id: await matrixBook() }) },
    {
      name: 'createGenerationConfig', users: true, query: `mutation($input: GenerationConfigInput!) { createGenerationConfig(input: $input) { id version } }`,
      variables: () => ({ input: { temperature: 0.5 } }),
    },
    {
      name: 'updateGenerationConfig', users: true, query: `mutation($id: ID!, $input: GenerationConfigInput!) { updateGenerationConfig(id: $id, input: $input) { id } }`,
      variables: async () => ({ id: await matrixConfig(), input: { model: 'matrix-model' } }),
    },
    { name: 'activateGenerationConfig', users: true, query: `mutation($id: ID!) { activateGenerationConfig(id: $id) { id active } }`, variables: async () => ({ id: await matrixConfig() }) },
  ];

  // the root fields the other domains declare (their own tests cover who may call them)
  const otherDomainFields = new Set(
    [system.typeDefs, users.typeDefs, session.typeDefs, textbooks.typeDefs, textbookLifecycle.typeDefs, chapterVersions.typeDefs, library.typeDefs, payments.typeDefs, storybooks.typeDefs, worksheets.typeDefs, cookbooks.typeDefs, gamebooks.typeDefs, worldstories.typeDefs, exportsDomain.typeDefs].flatMap((sdl) =>
      [...sdl.matchAll(/(?:extend )?type (?:Query|Mutation) \{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/^\s*(\w+)[(:]/gm)].map((f) => f[1]!))),
  );

  it('covers every admin query and mutation of the schema', async () => {
    const res = await ok(`{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`);
    const known = new Set(cases.map((c) => c.name));
    const adminFields = [...res.__schema.queryType.fields, ...res.__schema.mutationType.fields].map((f: { name: string }) => f.name)
      .filter((name: string) => !otherDomainFields.has(name));
    expect(adminFields.filter((name: string) => !known.has(name))).toEqual([]);
  });

  describe.each(cases)('$name', ({ query, variables, users }) => {
    it('anonymous → UNAUTHENTICATED', async () => {
      const res = await gql(query, await variables('anonymous'), 'anonymous');
      expect(res.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      expect(Object.values(res.data ?? {}).every((value) => value === null)).toBe(true);
    });

    it.each(users ? (['freeDemo', 'interactDemo'] as const) : adminOnly)('%s → FORBIDDEN', async (persona) => {
      const res = await gql(query, await variables(persona), persona);
      expect(res.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(Object.values(res.data ?? {}).every((value) => value === null)).toBe(true);
    });

    if (users) {
      it('contentMod → allowed', async () => {
        await ok(query, await variables('contentMod'), 'contentMod');
      });
    }

    it('admin → allowed', async () => {
      await ok(query, await variables('admin'), 'admin');
    });
  });

  it('refused calls changed nothing', async () => {
    const made = await t.db.knex('global_configs').where('key', 'like', 'matrix.%').orderBy('key').pluck('key');
    expect(made).toEqual(['matrix.admin', 'matrix.one']);
    expect((await t.db.knex('global_configs').where({ key: 'matrix.one' }).first('value')).value).toBe(2);
  });
});

describe('global configs', () => {
  it('create → get → list → update → delete, with any JSON value', async () => {
    const value = '[1, {"a": "b"}, null, "text"]';
    const created = (await ok(`mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { ${FIELDS_CONFIG} } }`,
      { input: { key: 'feature.limits', value, description: 'Limits per plan' } })).createGlobalConfig;
    expect(created).toMatchObject({ key: 'feature.limits', description: 'Limits per plan' });
    expect(JSON.parse(created.value)).toEqual([1, { a: 'b' }, null, 'text']);
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await t.db.knex('global_configs').where({ key: 'feature.limits' }).first('value')).value).toEqual([1, { a: 'b' }, null, 'text']);

    const got = (await ok(`query($key: ID!) { globalConfig(key: $key) { ${FIELDS_CONFIG} } }`, { key: 'feature.limits' })).globalConfig;
    expect(got).toEqual(created);
    const list = (await ok(`{ globalConfigs { key } }`)).globalConfigs.map((c: { key: string }) => c.key);
    expect(list).toContain('feature.limits');
    expect(list).toEqual([...list].sort());

    const updated = (await ok(`mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { ${FIELDS_CONFIG} } }`,
      { key: 'feature.limits', input: { value: '"just a string"' } })).updateGlobalConfig;
    expect(updated.value).toBe('"just a string"');
    expect(updated.description).toBe('Limits per plan');

    for (const scalar of ['0', 'null', 'true', '"x"']) {
      const res = await ok(`mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { value } }`,
        { key: 'feature.limits', input: { value: scalar } });
      expect(res.updateGlobalConfig.value).toBe(scalar);
    }

    const deleted = (await ok(`mutation($key: ID!) { deleteGlobalConfig(key: $key) { key } }`, { key: 'feature.limits' })).deleteGlobalConfig;
    expect(deleted.key).toBe('feature.limits');
    const gone = await gql(`query($key: ID!) { globalConfig(key: $key) { key } }`, { key: 'feature.limits' });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('refuses invalid JSON with a BAD_USER_INPUT field error on value, and saves nothing', async () => {
    const res = await gql(`mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`,
      { input: { key: 'broken.value', value: '{"a": 1,}' } });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { value: 'is not valid JSON' } });
    expect(res.errors?.[0]?.message).toMatch(/^value is not valid JSON: /);
    expect(await t.db.knex('global_configs').where({ key: 'broken.value' }).first()).toBeUndefined();

    const update = await gql(`mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { key } }`,
      { key: 'seeded.config', input: { value: 'not json' } });
    expect(update.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { value: 'is not valid JSON' } });
    expect((await t.db.knex('global_configs').where({ key: 'seeded.config' }).first('value')).value).toEqual({ on: true });
  });

  it('validates the key and refuses a duplicate as a field error', async () => {
    for (const key of ['1starts-with-digit', 'has space', 'x'.repeat(101), '']) {
      const res = await gql(`mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`, { input: { key, value: '1' } });
      expect(res.errors?.[0]?.extensions.code, key).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors?.[0]?.extensions.fields ?? {}), key).toEqual(['key']);
    }
    const ok100 = await ok(`mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`, { input: { key: `a${'b'.repeat(99)}`, value: '1' } });
    expect(ok100.createGlobalConfig.key).toHaveLength(100);
    const dup = await gql(`mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`, { input: { key: 'seeded.config', value: '1' } });
    expect(dup.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { key: 'is already taken' } });
  });

  it('answers NOT_FOUND for an unknown key on update and delete', async () => {
    const update = await gql(`mutation { updateGlobalConfig(key: "no.such", input: { description: "x" }) { key } }`);
    expect(update.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const del = await gql(`mutation { deleteGlobalConfig(key: "bad key!") { key } }`);
    expect(del.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('tasks', () => {
  it('lists the task types with their descriptions', async () => {
    const { taskTypes } = await ok(`{ taskTypes { type description } }`);
    expect(taskTypes).toContainEqual({ type: 'purgeRichLogs', description: expect.stringMatching(/rich log/i) });
  });

  it('creating a purgeRichLogs task runs it to done with a result (no queue in tests)', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.db.knex('rich_log_entries').insert([0, 1, 2].map((i) => ({
      id: deterministicId('RichLogEntry', 'purge', i), level: 'info', source: 'test', message: `entry ${i}`, created_at: i < 2 ? old : new Date(),
    })));
    const { createTask: task } = await ok(`mutation($input: CreateTaskInput!) { createTask(input: $input) { ${FIELDS_TASK} } }`,
      { input: { type: 'purgeRichLogs', payload: '{"days": 30}' } });
    expect(task).toMatchObject({ type: 'purgeRichLogs', status: 'done', payload: '{"days":30}', createdBy: { id: ids.admin, email: 'admin@example.com' } });
    expect(JSON.parse(task.result)).toEqual({ deleted: 2 });
    expect(task.startedAt).toMatch(/T/);
    expect(task.finishedAt).toMatch(/T/);
    expect(task.id).toMatch(/^60/);
    expect(await t.db.knex('rich_log_entries').count({ n: '*' })).toEqual([{ n: '1' }]);

    const got = (await ok(`query($id: ID!) { task(id: $id) { ${FIELDS_TASK} } }`, { id: task.id })).task;
    expect(got).toEqual(task);
  });

  it('with a job queue, inserts the task queued and sends its id to the admin-task queue', async () => {
    const sent: [string, unknown][] = [];
    const jobs = { boss: { send: async (queue: string, data: unknown) => { sent.push([queue, data]); return 'job-1'; } }, stop: async () => {} };
    const app = await buildApp({ config: t.config, knex: t.db.knex, site: false, jobs: jobs as unknown as Jobs });
    try {
      const res = await app.inject({
        method: 'POST', url: '/graphql', headers: { cookie: cookies.get('admin')! },
        payload: { query: `mutation { createTask(input: { type: "purgeRichLogs" }) { id status payload } }` },
      });
      const task = res.json().data.createTask;
      expect(task).toMatchObject({ status: 'queued', payload: '{}' });
      expect(sent).toEqual([['admin-task', { taskId: task.id }]]);
    } finally {
      await app.close();
    }
  });

  it('records a failing task as failed with the error', async () => {
    const { createTask: task } = await ok(`mutation { createTask(input: { type: "purgeRichLogs", payload: "{\\"days\\": 0}" }) { status result } }`);
    expect(task.status).toBe('failed');
    expect(JSON.parse(task.result)).toEqual({ error: 'days must be a whole number of at least 1' });
  });

  it('refuses an unknown task type and a payload that is not a JSON object, as field errors', async () => {
    const before = await t.db.knex('tasks').count({ n: '*' });
    const unknown = await gql(`mutation { createTask(input: { type: "formatDisk", payload: "{}" }) { id } }`);
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { type: 'is not a known task type' } });
    const proto = await gql(`mutation { createTask(input: { type: "constructor" }) { id } }`);
    expect(proto.errors?.[0]?.extensions.fields).toEqual({ type: 'is not a known task type' });
    const list = await gql(`mutation { createTask(input: { type: "purgeRichLogs", payload: "[1]" }) { id } }`);
    expect(list.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { payload: 'must be a JSON object, like {}' } });
    const broken = await gql(`mutation { createTask(input: { type: "purgeRichLogs", payload: "{days: 1}" }) { id } }`);
    expect(broken.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { payload: 'is not valid JSON' } });
    expect(await t.db.knex('tasks').count({ n: '*' })).toEqual(before);
  });

  it('edits and cancels only a queued task', async () => {
    const id = await queuedTask({ days: 10 });
    const edited = (await ok(`mutation($id: ID!) { updateTask(id: $id, input: { payload: "{\\"days\\": 90}" }) { status payload } }`, { id })).updateTask;
    expect(edited).toEqual({ status: 'queued', payload: '{"days":90}' });
    const badType = await gql(`mutation($id: ID!) { updateTask(id: $id, input: { type: "nope" }) { id } }`, { id });
    expect(badType.errors?.[0]?.extensions.fields).toEqual({ type: 'is not a known task type' });
    const cancelled = (await ok(`mutation($id: ID!) { cancelTask(id: $id) { status finishedAt } }`, { id })).cancelTask;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.finishedAt).toMatch(/T/);
    const again = await gql(`mutation($id: ID!) { updateTask(id: $id, input: { payload: "{}" }) { id } }`, { id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a queued task can be changed; this one is cancelled', extensions: { code: 'CONFLICT' } });
    expect((await gql(`mutation($id: ID!) { cancelTask(id: $id) { id } }`, { id })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    const missing = await gql(`mutation($id: ID!) { cancelTask(id: $id) { id } }`, { id: deterministicId('Task', 'missing', 1) });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const wrongId = await gql(`query($id: ID!) { task(id: $id) { id } }`, { id: ids.admin });
    expect(wrongId.errors?.[0]).toMatchObject({ message: 'Invalid Task uuid', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lists newest first, filters by status and pages by 20', async () => {
    await t.db.knex('tasks').insert(Array.from({ length: 23 }, (_, i) => ({
      id: deterministicId('Task', 'paging', i), type: 'purgeRichLogs', status: 'done', created_at: new Date(Date.UTC(2020, 0, 1, 0, i)),
    })));
    const first = (await ok(`{ tasks(status: "done") { total page pageSize pageCount items { id createdAt status } } }`)).tasks;
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((task: { status: string }) => task.status === 'done')).toBe(true);
    const times = first.items.map((task: { createdAt: string }) => task.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const last = (await ok(`query($page: Int) { tasks(status: "done", page: $page) { page pageCount items { id } } }`, { page: first.pageCount })).tasks;
    expect(last.items.at(-1).id).toBe(deterministicId('Task', 'paging', 0));
    const bad = await gql(`{ tasks(status: "sleeping") { total } }`);
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('resolves createdBy for a whole page in one users query (dataloader)', async () => {
    const queries: string[] = [];
    const onQuery = (q: { sql: string }) => { if (/from "users"/.test(q.sql)) queries.push(q.sql); };
    t.db.knex.on('query', onQuery);
    try {
      const { tasks } = await ok(`{ tasks { items { createdBy { id slug } } } }`);
      expect(tasks.items.length).toBeGreaterThan(3);
    } finally {
      t.db.knex.off('query', onQuery);
    }
    // one for the session check, one batch for the page
    expect(queries.filter((sql) => !/user_sessions/.test(sql))).toHaveLength(1);
  });
});

describe('user moderation', () => {
  it('searches by e-mail or name, case-insensitively, 20 a page, with slugs', async () => {
    await t.db.knex('users').insert(Array.from({ length: 25 }, (_, i) => ({
      id: deterministicId('User', 'search', i), email: `reader${i}@books.example`, name: i === 3 ? 'Zoë 100%_Reader' : `Reader ${i}`,
    })));
    await t.db.knex('user_slugs').insert({ id: deterministicId('UserSlug', 'search', 0), user_id: deterministicId('User', 'search', 3), slug: '@zoe' });
    const byEmail = (await ok(`query($s: String) { moderatorUsers(search: $s) { total pageCount items { ${FIELDS_USER} } } }`, { s: 'BOOKS.example' }, 'contentMod')).moderatorUsers;
    expect(byEmail.total).toBe(25);
    expect(byEmail.items).toHaveLength(20);
    expect(byEmail.pageCount).toBe(2);
    const page2 = (await ok(`{ moderatorUsers(search: "books.example", page: 2) { page items { id } } }`, {}, 'contentMod')).moderatorUsers;
    expect(page2.items).toHaveLength(5);
    const byName = (await ok(`{ moderatorUsers(search: "zoë 100%_") { items { ${FIELDS_USER} } } }`)).moderatorUsers;
    expect(byName.items).toEqual([expect.objectContaining({ name: 'Zoë 100%_Reader', slug: '@zoe', roles: [], disabled: false })]);
    // % and _ are literal, not wildcards
    expect((await ok(`{ moderatorUsers(search: "%") { total } }`)).moderatorUsers.total).toBe(1);
  });

  it('changes roles; only an admin grants or removes admin', async () => {
    const set = (roles: string[], as: Persona, id = ids.target) =>
      gql(`mutation($id: ID!, $roles: [String!]!) { setUserRoles(id: $id, roles: $roles) { ${FIELDS_USER} } }`, { id, roles }, as);
    const mod = await set(['interactDemo', 'contentMod', 'interactDemo'], 'contentMod');
    expect(mod.data!.setUserRoles.roles).toEqual(['contentMod', 'interactDemo']);
    expect((await set(['admin'], 'contentMod')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await set(['admin', 'freeDemo'], 'admin')).data!.setUserRoles.roles).toEqual(['admin', 'freeDemo']);
    expect((await set([], 'contentMod')).errors?.[0]).toMatchObject({ message: 'Only an admin can change an admin account', extensions: { code: 'FORBIDDEN' } });
    expect((await set([], 'admin')).data!.setUserRoles.roles).toEqual([]);
    const unknown = await set(['superuser'], 'admin');
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { roles: 'is not valid' } });
    expect((await t.db.knex('users').where({ id: ids.target }).first('roles')).roles).toEqual([]);
  });

  it('refuses self-demotion: an admin cannot remove their own admin role', async () => {
    const res = await gql(`mutation($id: ID!) { setUserRoles(id: $id, roles: ["contentMod"]) { roles } }`, { id: ids.admin });
    expect(res.errors?.[0]).toMatchObject({
      message: 'You cannot remove your own admin role',
      extensions: { code: 'BAD_USER_INPUT', fields: { roles: 'cannot remove your own admin role' } },
    });
    expect((await t.db.knex('users').where({ id: ids.admin }).first('roles')).roles).toEqual(['admin']);
    // adding a role to yourself while keeping admin is fine
    expect((await ok(`mutation($id: ID!) { setUserRoles(id: $id, roles: ["admin", "contentMod"]) { roles } }`, { id: ids.admin })).setUserRoles.roles)
      .toEqual(['admin', 'contentMod']);
    await t.db.knex('users').where({ id: ids.admin }).update({ roles: ['admin'] });
  });

  it('disables and enables an account (never your own); a disabled user is signed out at once', async () => {
    const { cookie, id } = await signIn('disable-me@example.com', []);
    expect((await gql('{ userHeartbeat }', {}, cookie)).data).toEqual({ userHeartbeat: true });
    const off = (await ok(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { disabled disabledAt } }`, { id }, 'contentMod')).setUserDisabled;
    expect(off.disabled).toBe(true);
    expect(off.disabledAt).toMatch(/T/);
    expect((await gql('{ userHeartbeat }', {}, cookie)).data).toEqual({ userHeartbeat: false });
    const on = (await ok(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: false) { disabled disabledAt } }`, { id }, 'admin')).setUserDisabled;
    expect(on).toEqual({ disabled: false, disabledAt: null });

    const self = await gql(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, { id: ids.contentMod }, 'contentMod');
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot disable or enable your own account', extensions: { code: 'BAD_USER_INPUT' } });
    const adminByMod = await gql(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, { id: ids.admin }, 'contentMod');
    expect(adminByMod.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const missing = await gql(`mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`, { id: deterministicId('User', 'nobody', 9) });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('loads slugs for a whole page in one query (dataloader)', async () => {
    const queries: string[] = [];
    const onQuery = (q: { sql: string }) => { if (/from "user_slugs"/.test(q.sql)) queries.push(q.sql); };
    t.db.knex.on('query', onQuery);
    try {
      const { moderatorUsers } = await ok(`{ moderatorUsers { items { slug } } }`);
      expect(moderatorUsers.items.length).toBe(20);
    } finally {
      t.db.knex.off('query', onQuery);
    }
    expect(queries).toHaveLength(1);
  });
});
