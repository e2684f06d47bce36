// Issue 12, the demo library's worksheet groups (db/seeds/worksheets.ts): groups in several
// languages, written at seed time — maths computed with correct keys, other topics structured open
// questions — public in the library, and seeding again adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkItem, type Item, type Response } from '../../core/worksheets.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { SEED_WORKSHEETS } from '../../db/seeds/worksheets.ts';
import { WorksheetContent } from '../../api/kinds/worksheet/schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: false }); });
afterAll(async () => { await t.close(); });

/** The key's own answer as a student's response. */
function keyed(item: Item): Response {
  switch (item.type) {
    case 'multipleChoice': return { type: item.type, chosen: item.correct };
    case 'trueFalse': return { type: item.type, answer: item.answer };
    case 'fillBlanks': return { type: item.type, blanks: item.answers.map((a) => a[0]!) };
    case 'matching': return { type: item.type, rights: item.pairs.map((_, i) => i) };
    case 'ordering': return { type: item.type, order: item.steps.map((_, i) => i) };
    case 'shortAnswer': return { type: item.type, answer: item.answers[0]! };
    case 'openQuestion': return { type: item.type, answer: item.finalAnswer ?? '' };
  }
}

describe('the demo worksheet groups', () => {
  it('are public, finished groups in several languages whose worksheets pass their schema and answer their own keys', async () => {
    const first = await seedDemo(t.db.knex);
    expect(first.worksheets).toBe(SEED_WORKSHEETS.length);
    const groups = await t.db.knex('books').where({ kind: 'worksheet' }).select('id', 'language', 'status', 'visibility', 'chapter_count', 'reading_level');
    expect(new Set(groups.map((g) => g.language)).size).toBeGreaterThanOrEqual(5);
    for (const g of groups) {
      expect(g).toMatchObject({ status: 'done', visibility: 'public' });
      expect(g.reading_level).not.toBe('');
      const parts = await t.db.knex('book_parts').where({ book_id: g.id }).orderBy('position');
      expect(parts).toHaveLength(g.chapter_count);
      for (const p of parts) {
        expect(p.status).toBe('done');
        const sheet = WorksheetContent.parse(p.content);
        for (const item of sheet.items) expect(checkItem(item as Item, keyed(item as Item)).correct).not.toBe(false);
      }
    }
    // the maths groups are exercises a computer marks; a group on the water cycle asks open questions
    const es = await t.db.knex('book_parts as p').join('books as b', 'b.id', 'p.book_id').where({ 'b.language': 'es', 'b.kind': 'worksheet' }).first('p.content');
    expect(es.content.items.some((i: Item) => i.type === 'fillBlanks')).toBe(true);
    const hi = await t.db.knex('book_parts as p').join('books as b', 'b.id', 'p.book_id').where({ 'b.language': 'hi', 'b.kind': 'worksheet' }).first('p.content');
    expect(hi.content.items.every((i: Item) => i.type === 'openQuestion')).toBe(true);
    // seeding again adds nothing
    expect((await seedDemo(t.db.knex)).worksheets).toBe(0);
  });

  it('shows in the library with their level and item count, and a worksheets filter', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ library(type: "worksheet") { books { id type title readingLevel itemCount } } }' } });
    const books = res.json().data.library.books as { type: string; readingLevel: string; itemCount: number }[];
    expect(books.length).toBe(SEED_WORKSHEETS.length);
    for (const b of books) {
      expect(b.type).toBe('worksheet');
      expect(b.readingLevel).not.toBe('');
      expect(b.itemCount).toBeGreaterThanOrEqual(8);
    }
  });
});
