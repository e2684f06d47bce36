// Models on a real Postgres: constraints hold, and database errors become clear 4xx errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Model } from 'objection';
import { deterministicId } from '../../core/ids.ts';
import { newId } from '../../api/lib/ids.ts';
import { toAppError } from '../../api/errors.ts';
import { User } from '../../api/models/User.ts';
import { UserSlug } from '../../api/models/UserSlug.ts';
import { GlobalConfig } from '../../api/models/GlobalConfig.ts';
import { isEmpty, seedDemo } from '../../db/seeds/demo.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

let db: TestDatabase;
beforeAll(async () => { db = await createTestDatabase(); Model.knex(db.knex); });
afterAll(async () => { await db.drop(); });

async function errorOf(promise: PromiseLike<unknown>) {
  try { await promise; } catch (err) { return toAppError(err); }
  throw new Error('expected a database error');
}

describe('users', () => {
  it('keeps e-mail unique regardless of case and maps the clash to 409', async () => {
    await User.query().insert({ id: newId('User'), email: 'Reader@Example.com', name: 'Reader' });
    const err = await errorOf(User.query().insert({ id: newId('User'), email: 'reader@example.COM', name: 'Other' }));
    expect(err.status).toBe(409);
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toBe('That email is already taken');
    expect(err.fields).toEqual({ email: 'is already taken' });
  });

  it('refuses an id with another type prefix (400, not a raw database error)', async () => {
    const err = await errorOf(User.query().insert({ id: newId('Task'), email: 'x@example.com', name: 'X' }));
    expect(err.status).toBe(400);
    expect(err.message).toBe('A value is not valid');
  });

  it('refuses unknown roles', async () => {
    const err = await errorOf(User.query().insert({ id: newId('User'), email: 'r@example.com', name: 'R', roles: ['emperor' as never] }));
    expect(err.status).toBe(400);
  });

  it('maps a missing required value to 400 naming the column', async () => {
    const err = await errorOf(db.knex('users').insert({ id: newId('User'), email: null }));
    expect(err.status).toBe(400);
    expect(err.fields).toEqual({ email: 'is required' });
  });

  it('keeps user slugs unique and well formed', async () => {
    const user = await User.query().insert({ id: newId('User'), email: 's@example.com', name: 'S' });
    await UserSlug.query().insert({ id: newId('UserSlug'), userId: user.id, slug: '@sam.writer-1' });
    const clash = await errorOf(UserSlug.query().insert({ id: newId('UserSlug'), userId: user.id, slug: '@SAM.writer-1', isCurrent: false }));
    expect(clash.status).toBe(409);
    const bad = await errorOf(UserSlug.query().insert({ id: newId('UserSlug'), userId: user.id, slug: 'sam writer', isCurrent: false }));
    expect(bad.status).toBe(400);
    const twoCurrent = await errorOf(UserSlug.query().insert({ id: newId('UserSlug'), userId: user.id, slug: '@sam2' }));
    expect(twoCurrent.status).toBe(409);
  });

  it('refreshes updatedAt on update', async () => {
    const user = await User.query().insert({ id: newId('User'), email: 'u@example.com', name: 'U' }).returning('*');
    await new Promise((r) => setTimeout(r, 20));
    await User.query().findById(user.id).patch({ name: 'U2' });
    const updated = await User.query().findById(user.id);
    expect(updated!.name).toBe('U2');
    expect(new Date(updated!.updatedAt).getTime()).toBeGreaterThan(new Date(user.updatedAt).getTime());
  });
});

describe('demo seed', () => {
  it('loads once and is idempotent', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await isEmpty(fresh.knex)).toBe(true);
      const first = await seedDemo(fresh.knex);
      expect(first.users).toBe(11);
      expect(await isEmpty(fresh.knex)).toBe(false);
      const second = await seedDemo(fresh.knex);
      expect(first.books).toBeGreaterThanOrEqual(60);
      expect(first.storybooks).toBe(12);
      expect(first.worksheets).toBe(7);
      expect(first.cookbooks).toBe(5);
      expect(second).toEqual({ users: 0, configs: 0, books: 0, storybooks: 0, worksheets: 0, cookbooks: 0, gamebooks: 0 });
      const admin = await fresh.knex('users').where({ id: deterministicId('User', 'demo', 0) }).first();
      expect(admin.roles).toEqual(['admin']);
      const grant = await fresh.knex('global_configs').where({ key: 'credits.signupGrant' }).first();
      expect(grant.value).toBe(50);
    } finally {
      await fresh.drop();
    }
  });

  it('global configs keep JSON values', async () => {
    await GlobalConfig.query().insert({ key: 'test.flag', value: { on: true, list: [1, 2] }, description: 'd' });
    const row = await GlobalConfig.query().findById('test.flag');
    expect(row?.value).toEqual({ on: true, list: [1, 2] });
  });
});
