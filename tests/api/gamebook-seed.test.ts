// Issue 14: the demo library's worlds and gamebooks — public, featured, each with a shared
// gamebook written by the offline writer whose checks are clean; Discover lists the worlds, not
// the gamebooks as books; seeding again adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGamebook } from '../../core/gamebook-checks.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { SEED_WORLDS, seedGamebookId, seedWorldId } from '../../db/seeds/gamebooks.ts';
import { gamebookGraph } from '../../api/services/gamebooks.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  await seedDemo(t.db.knex);
});
afterAll(async () => { await t.close(); });

async function gql(query: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  return (res.json() as { data: any }).data;
}

describe('the demo worlds and gamebooks', () => {
  it('are public and featured, each with a written, shared gamebook whose checks are clean', async () => {
    const { featuredWorlds } = await gql('{ featuredWorlds { id name language gamebooks { id title status visibility } } }');
    for (const seed of SEED_WORLDS) {
      const world = featuredWorlds.find((w: any) => w.id === seedWorldId(seed.key));
      expect(world, seed.key).toMatchObject({ language: seed.language });
      expect(world.gamebooks).toEqual([expect.objectContaining({ id: seedGamebookId(seed.key), status: 'done', visibility: 'public' })]);
      const book = await t.db.knex('books').where({ id: seedGamebookId(seed.key) }).first();
      const graph = await gamebookGraph(t.db.knex, book);
      expect(graph.segments).toHaveLength(seed.segments);
      expect(graph.segments.filter((s) => s.ending)).toHaveLength(seed.endings);
      expect(checkGamebook(graph).filter((p) => p.severity !== 'info')).toEqual([]);
    }
  });

  it('are not listed in the library as books (they are found through their worlds)', async () => {
    for (const seed of SEED_WORLDS) {
      const book = await t.db.knex('books').where({ id: seedGamebookId(seed.key) }).first('title');
      // searched by its own title, newest first: not there
      const { library } = await gql(`{ library(query: ${JSON.stringify(book.title)}, limit: 60) { books { id } } }`);
      expect(library.books.map((b: { id: string }) => b.id)).not.toContain(seedGamebookId(seed.key));
    }
    const { library } = await gql('{ library(limit: 60) { books { id } } }');
    expect(library.books.length).toBeGreaterThan(0);
  });

  it('adds nothing when seeded again', async () => {
    expect((await seedDemo(t.db.knex)).gamebooks).toBe(0);
  });
});
