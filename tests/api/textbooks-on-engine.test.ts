// Textbooks move onto the book engine (issue 16, migration 0019): books written before keep their
// outlines, chapters, versions and ids, read the same over GraphQL, and go on being written,
// rewritten and restored by the engine, with no debit key an older run used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationConfig } from '../../db/knex.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { regenerateChapter, regenerateOutline } from '../../api/services/textbooks/generation.ts';
import { restoreVersion } from '../../api/services/textbooks/versions.ts';
import { ensureAccount } from '../../api/services/credits.ts';
import { loadConfig } from '../../api/config.ts';

const MIGRATION = '20261125_0019_textbooks_on_engine.ts';
const user = { id: '70000000-0000-4000-8000-0000000000a1', roles: ['user'] };
const bookId = '8a000000-0000-4000-8000-0000000000a1';
const outlineIds = ['89000000-0000-4000-8000-0000000000a1', '89000000-0000-4000-8000-0000000000a2'];
const chapterIds = ['8b000000-0000-4000-8000-0000000000a1', '8b000000-0000-4000-8000-0000000000a2'] as const;
const versionId = '90000000-0000-4000-8000-0000000000a1';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // the database as the release before this one left it: a written book on the textbook tables
  await db.knex.migrate.down({ ...migrationConfig, name: MIGRATION });
  await db.knex('users').insert({ id: user.id, email: 'before@engine.example', name: 'Before' });
  await ensureAccount(db.knex, user.id); // the welcome credits
  await db.knex('books').insert({
    id: bookId, user_id: user.id, title: 'Rios antigos', topic: 'rios', language: 'pt', chapter_count: 2, status: 'done', wizard_step: 'done',
    start_key: 'before-engine', notes: 'turma do 5º ano',
  });
  await db.knex('textbook_outlines').insert([
    { id: outlineIds[0], textbook_id: bookId, outline: JSON.stringify({ title: 'Rios', chapters: [{ title: 'Nascentes', sections: ['Água'] }] }), source: 'writer', created_at: new Date('2026-11-01T10:00:00Z') },
    { id: outlineIds[1], textbook_id: bookId, outline: JSON.stringify({ title: 'Rios antigos', chapters: [{ title: 'Nascentes', sections: ['Água'] }, { title: 'Foz', sections: ['Mar'] }] }), source: 'author', created_at: new Date('2026-11-01T10:05:00Z') },
  ]);
  await db.knex('textbook_chapters').insert([
    { id: chapterIds[0], textbook_id: bookId, position: 1, title: 'Nascentes', sections: ['Água'], markdown: '## Água\n\nA água nasce.', status: 'done', attempts: 1, paid_runs: 1 },
    { id: chapterIds[1], textbook_id: bookId, position: 2, title: 'Foz', sections: ['Mar'], markdown: '## Mar\n\nO rio chega ao mar.', status: 'done', attempts: 1, paid_runs: 0 },
  ]);
  await db.knex('textbook_chapter_versions').insert({ id: versionId, chapter_id: chapterIds[0], number: 1, title: 'Nascentes', markdown: '## Água\n\nA água nasce.', source: 'writer' });
  await db.knex.migrate.up({ ...migrationConfig, name: MIGRATION });
});

afterAll(async () => {
  await db?.drop();
});

describe('migration 0019', () => {
  it('carries outlines, chapters and versions over with their ids; the textbook tables go', async () => {
    const plans = await db.knex('book_plans').where({ book_id: bookId }).orderBy('created_at');
    expect(plans.map((p) => [p.id, p.kind, p.source, p.plan.title])).toEqual([[outlineIds[0], 'textbook', 'writer', 'Rios'], [outlineIds[1], 'textbook', 'author', 'Rios antigos']]);
    const parts = await db.knex('book_parts').where({ book_id: bookId }).orderBy('position');
    expect(parts.map((p) => [p.id, p.kind, p.title, p.status, p.content])).toEqual([
      [chapterIds[0], 'textbook', 'Nascentes', 'done', { sections: ['Água'], markdown: '## Água\n\nA água nasce.', made: true }],
      [chapterIds[1], 'textbook', 'Foz', 'done', { sections: ['Mar'], markdown: '## Mar\n\nO rio chega ao mar.', made: true }],
    ]);
    const versions = await db.knex('book_part_versions').where({ book_id: bookId });
    expect(versions.map((v) => [v.id, v.part_id, v.number, v.title, v.source, v.content.markdown])).toEqual([[versionId, chapterIds[0], 1, 'Nascentes', 'writer', '## Água\n\nA água nasce.']]);
    expect((await db.knex('books').where({ id: bookId }).first('details', 'chapter_text'))).toEqual({
      details: { planRuns: 2 }, chapter_text: 'Nascentes\n## Água\n\nA água nasce.\n\nFoz\n## Mar\n\nO rio chega ao mar.',
    });
    for (const table of ['textbook_outlines', 'textbook_chapters', 'textbook_chapter_versions']) expect(await db.knex.schema.hasTable(table), table).toBe(false);
  });

  it('a carried chapter is rewritten by the engine: the text it had is kept first, the debit is the next run', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/bookloom-engine-migration' });
    const deps = { knex: db.knex, jobs: null, inline: { knex: db.knex, config } };
    await regenerateChapter(deps, user, chapterIds[1], 'Mais curto');
    const sources = await db.knex('book_part_versions').where({ part_id: chapterIds[1] }).orderBy('number').pluck('source');
    expect(sources).toEqual(['kept', 'rewrite']);
    const keys = await db.knex('credit_transactions').where('idempotency_key', 'like', `chapter:${chapterIds[1]}:%`).pluck('idempotency_key');
    expect(keys).toEqual([`chapter:${chapterIds[1]}:run1`]);
    // the first version comes back as the third
    const first = await db.knex('book_part_versions').where({ part_id: chapterIds[1], number: 1 }).first('id');
    const restored = await restoreVersion(db.knex, user, chapterIds[1], first.id);
    expect(restored.content.markdown).toBe('## Mar\n\nO rio chega ao mar.');
    expect(await db.knex('book_part_versions').where({ part_id: chapterIds[1] }).orderBy('number').pluck('source')).toEqual(['kept', 'rewrite', 'restore']);
  });

  it('the next outline run of a carried book is paid under a key no older run used', async () => {
    await db.knex('books').where({ id: bookId }).update({ status: 'outlined' });
    await db.knex('book_parts').where({ book_id: bookId }).delete();
    const config = loadConfig({ DATA_DIR: '/tmp/bookloom-engine-migration' });
    await regenerateOutline({ knex: db.knex, jobs: null, inline: { knex: db.knex, config } }, user, bookId, 'Mais mapas');
    const keys = await db.knex('credit_transactions').where('idempotency_key', 'like', `outline:${bookId}:%`).pluck('idempotency_key');
    expect(keys).toEqual([`outline:${bookId}:3`]);
    const book = await db.knex('books').where({ id: bookId }).first('status', 'notes');
    expect(book).toEqual({ status: 'outlined', notes: 'turma do 5º ano\nMais mapas' });
  });
});
