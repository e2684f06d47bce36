// Issue 16, the demo library's storybooks (db/seeds/storybooks.ts): a dozen picture books in
// several languages by the demo authors, most public, a few featured, written by the offline
// writer; seeding again adds nothing (ids from keys); the offline illustrator draws their
// pictures afterwards (drawSeedStorybooks), and a drawn book joins the library with its cover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idType } from '../../core/ids.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { drawSeedStorybooks, SEED_STORYBOOKS, seedStorybookId } from '../../db/seeds/storybooks.ts';
import { searchLibrary, parseLibraryQuery } from '../../api/services/library.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => { await t.close(); });

const storybooks = () => t.db.knex('books').where({ kind: 'storybook' }).whereRaw("(details->>'seed')::boolean");

describe('the demo storybooks', () => {
  it('are a dozen, in at least eight languages, by the demo authors, most public and some featured; seeding again adds nothing', async () => {
    const first = await seedDemo(t.db.knex);
    expect(first.storybooks).toBeGreaterThanOrEqual(12);
    const rows = await storybooks().select('id', 'language', 'visibility', 'featured_at', 'user_id', 'status', 'chapter_count', 'title', 'details');
    expect(rows).toHaveLength(SEED_STORYBOOKS.length);
    for (const lang of ['en', 'es', 'fr', 'ar', 'hi', 'ja', 'pt', 'sw']) expect(rows.map((r) => r.language), lang).toContain(lang);
    expect(rows.filter((r) => r.visibility === 'public').length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.featured_at !== null).length).toBeGreaterThanOrEqual(2);
    const demoAuthors = await t.db.knex('users').whereIn('id', rows.map((r) => r.user_id)).select('email');
    expect(demoAuthors.every((u) => /^demo\d@/.test(u.email))).toBe(true);
    for (const row of rows) {
      expect(idType(row.id)).toBe('Storybook');
      expect(row.title.trim()).not.toBe('');
      expect(row.details.characters.length).toBeGreaterThan(0);
    }
    // every page has its words from the offline writer, in the storyboard's order, waiting for a picture
    const parts = await t.db.knex('book_parts').whereIn('book_id', rows.map((r) => r.id)).select('id', 'book_id', 'status', 'content');
    expect(parts).toHaveLength(rows.reduce((n, r) => n + r.chapter_count, 0));
    expect(parts.every((p) => idType(p.id) === 'StorybookPage' && p.content.beat && p.content.image === null)).toBe(true);

    const again = await seedDemo(t.db.knex);
    expect(again).toMatchObject({ users: 0, books: 0, storybooks: 0 });
    expect(await storybooks().count<{ count: string }[]>({ count: '*' })).toEqual([{ count: String(SEED_STORYBOOKS.length) }]);
    expect(await t.db.knex('book_parts').whereIn('book_id', rows.map((r) => r.id)).count<{ count: string }[]>({ count: '*' })).toEqual([{ count: String(parts.length) }]);
    // not listed before their pictures are drawn
    const listed = await searchLibrary(t.db.knex, parseLibraryQuery({ type: 'storybook' }));
    expect(listed.books).toEqual([]);
  });

  it('the offline illustrator draws them; a drawn book is listed with its cover, and drawing again draws nothing', async () => {
    // two books are enough to prove it (every page takes a drawing): the others wait
    const drawn = [seedStorybookId('story-ar-najm'), seedStorybookId('story-ja-usagi')];
    await t.db.knex('books').where({ kind: 'storybook' }).whereNotIn('id', drawn).update({ details: t.db.knex.raw(`details || '{"seed": false}'::jsonb`) });
    const pages = await drawSeedStorybooks(t.db.knex, t.config);
    const expected = await t.db.knex('book_parts').whereIn('book_id', drawn).count<{ count: string }[]>({ count: '*' });
    expect(pages).toBe(Number(expected[0]!.count));
    const books = await t.db.knex('books').whereIn('id', drawn).select('id', 'status', 'wizard_step');
    expect(books.every((b) => b.status === 'done' && b.wizard_step === 'done')).toBe(true);
    const parts = await t.db.knex('book_parts').whereIn('book_id', drawn).select('status', 'content');
    expect(parts.every((p) => p.status === 'done' && p.content.image?.id && idType(p.content.image.id) === 'WebImg')).toBe(true);
    const listed = await searchLibrary(t.db.knex, parseLibraryQuery({ type: 'storybook' }));
    expect(listed.books.map((b) => b.id).sort()).toEqual(drawn.sort());
    expect(listed.books.every((b) => b.cover?.src.startsWith('/api/images/'))).toBe(true);
    expect(await drawSeedStorybooks(t.db.knex, t.config)).toBe(0);
  }, 300_000);
});
