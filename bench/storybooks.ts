// Storybook figures with the offline writer and illustrator (issue 16): one 16-page storybook
// from start to done in this process (portraits, 16 drawings, their WebP/AVIF sizes), the bytes
// of pictures per page a reader downloads (the size a wide screen picks, in AVIF and WebP), and
// the whole store per book.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config.ts';
import { generateBook, startBook } from '../api/engine/books.ts';
import { newId } from '../api/lib/ids.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createKnex, migrateLatest } from '../db/knex.ts';

export interface StorybookFigures { ms: number; pages: number; perPageMs: number; avif960: number; webp960: number; storedPerBook: number; queries: number }

export async function storybookFigures(): Promise<StorybookFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-story-'));
  const pg = await startEmbeddedPostgres({ dir });
  const knex = createKnex(pg.url(), { max: 10 });
  try {
    await migrateLatest(knex);
    const config = loadConfig({ DATABASE_URL: pg.url(), DATA_DIR: dir, JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent' });
    const id = newId('User');
    await knex('users').insert({ id, email: 'bench-story@example.com', name: 'Bench' });
    await knex('global_configs').insert([{ key: 'credits.storybook.planCost', value: '0' }, { key: 'credits.storybook.partCost', value: '0' }]).onConflict('key').merge();
    const actor = { id, roles: [] as string[] };
    const deps = { knex, jobs: null, inline: { knex, config } };
    let queries = 0;
    knex.on('query', () => { queries++; });
    const t0 = performance.now();
    const book = await startBook(deps, actor, 'storybook', {
      idea: 'A shy hedgehog learns to swim at the river with a duck', age: 5, language: 'en', pageCount: 16, artStyle: 'watercolor', idempotencyKey: 'bench-story-start',
      characters: [
        { name: 'Hattie', kind: 'animal', look: 'a small brown hedgehog with a pink nose', clothes: 'a yellow scarf', colours: 'brown, yellow' },
        { name: 'Dot', kind: 'animal', look: 'a white duck', clothes: 'a blue hat', colours: 'white, blue' },
      ],
    });
    await generateBook(deps, actor, 'storybook', book.id, 'bench-story-generate');
    const ms = performance.now() - t0;
    const rows: { variants: { type: string; width: number; bytes: number }[]; bytes: number; source: string }[] = await knex('web_images').where({ book_id: book.id }).select('variants', 'bytes', 'source');
    const pages = rows.filter((r) => r.source === 'illustrator');
    const at = (type: string) => pages.reduce((sum, r) => sum + (r.variants.find((v) => v.type === type && v.width === 960)?.bytes ?? 0), 0) / pages.length;
    const stored = rows.reduce((sum, r) => sum + r.bytes + r.variants.reduce((s, v) => s + v.bytes, 0), 0);
    return { ms, pages: pages.length, perPageMs: ms / pages.length, avif960: at('image/avif'), webp960: at('image/webp'), storedPerBook: stored, queries };
  } finally {
    await knex.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
