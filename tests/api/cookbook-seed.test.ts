// Issue 13, the demo library's cookbooks (db/seeds/cookbooks.ts): cookbooklets in several
// languages, written at seed time from the offline writer's bank, each recipe valid by its schema
// and keeping the book's diet; public in the library with a Cookbooks filter; found by an
// ingredient in the book's language ("lentejas"); seeding again adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seeds/demo.ts';
import { SEED_COOKBOOKS } from '../../db/seeds/cookbooks.ts';
import { Recipe } from '../../api/kinds/cookbook/schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: false }); });
afterAll(async () => { await t.close(); });

const library = async (args: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: `{ library(${args}) { books { id type title language readingLevel chapterCount } } }` } });
  return res.json().data.library.books as { id: string; type: string; title: string; language: string; readingLevel: string; chapterCount: number }[];
};

describe('the demo cookbooks', () => {
  it('are public, finished cookbooks in several languages whose recipes pass their schema and keep the diet', async () => {
    const first = await seedDemo(t.db.knex);
    expect(first.cookbooks).toBe(SEED_COOKBOOKS.length);
    const books = await t.db.knex('books').where({ kind: 'cookbook' }).select('id', 'language', 'status', 'visibility', 'chapter_count', 'details');
    expect(books).toHaveLength(SEED_COOKBOOKS.length);
    expect(new Set(books.map((b) => b.language)).size).toBeGreaterThanOrEqual(4);
    for (const b of books) {
      expect(b).toMatchObject({ status: 'done', visibility: 'public' });
      const parts = await t.db.knex('book_parts').where({ book_id: b.id }).orderBy('position');
      expect(parts).toHaveLength(b.chapter_count);
      for (const p of parts) {
        const recipe = Recipe.parse(p.content);
        for (const tag of b.details.diet) expect(recipe.diet).toContain(tag);
      }
    }
    expect((await seedDemo(t.db.knex)).cookbooks).toBe(0);
  });

  it('shows in the library under a Cookbooks filter with the skill as its level and its recipe count', async () => {
    const books = await library('type: "cookbook"');
    expect(books).toHaveLength(SEED_COOKBOOKS.length);
    for (const b of books) {
      expect(b.type).toBe('cookbook');
      expect(['easy', 'medium', 'advanced']).toContain(b.readingLevel);
      expect(b.chapterCount).toBeGreaterThanOrEqual(4);
    }
  });

  it('is found by an ingredient in the book\'s language', async () => {
    const lentejas = await library('query: "lentejas"');
    expect(lentejas.some((b) => b.type === 'cookbook' && b.language === 'es')).toBe(true);
    const basilico = await library('query: "basilico", type: "cookbook"');
    expect(basilico.some((b) => b.language === 'it')).toBe(true);
  });
});
