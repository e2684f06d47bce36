// Export figures (issue 17): a 10-chapter offline textbook made into each format the pipeline
// builds, through the same service a reader's click uses (inline, no queue): the time of the
// first build, the time of asking again for the unchanged book (served, not rebuilt), and sizes;
// a 16-page storybook as a picture-book PDF and EPUB (its 16 drawings made into JPEGs); and a group
// of 3 worksheets as student sheets and key (PDFs) and DOCX, a 6-recipe cookbook as PDF, EPUB, DOCX. The
// first PDF includes starting Chromium; the textbook's PDF on the other paper shows a warm build.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config.ts';
import { generateBook, startBook } from '../api/engine/books.ts';
import { closePdfBrowser } from '../api/exports/pdf.ts';
import { EXPORT_FORMATS, requestExport } from '../api/exports/service.ts';
import { newId } from '../api/lib/ids.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createKnex, migrateLatest } from '../db/knex.ts';

export interface ExportFigure { book: string; format: string; buildMs: number; againMs: number; bytes: number }

export async function exportFigures(): Promise<{ chapters: number; words: number; storyPages: number; figures: ExportFigure[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-export-'));
  const pg = await startEmbeddedPostgres({ dir });
  const knex = createKnex(pg.url(), { max: 10 });
  try {
    await migrateLatest(knex);
    const config = loadConfig({ DATABASE_URL: pg.url(), DATA_DIR: dir, JWT_SECRET: 'e'.repeat(40), LOG_LEVEL: 'silent' });
    const id = newId('User');
    await knex('users').insert({ id, email: 'bench-export@example.com', name: 'Bench' });
    await knex('global_configs').insert([
      { key: 'credits.outlineCost', value: '0' }, { key: 'credits.chapterCost', value: '0' }, { key: 'credits.storybook.planCost', value: '0' }, { key: 'credits.storybook.partCost', value: '0' },
    ]).onConflict('key').merge();
    const actor = { id, roles: [] as string[] };
    const deps = { knex, jobs: null, inline: { knex, config } };
    const book = await startBook(deps, actor, 'textbook', {
      title: 'The Water Cycle', topic: 'how water moves between sea, sky and land', subject: 'Science', audience: 'grade 5', readingLevel: 'primary',
      language: 'en', chapterCount: 10, notes: '', idempotencyKey: 'bench-export-start',
    });
    await generateBook(deps, actor, 'textbook', book.id, 'bench-export-generate');
    const parts: { content: { markdown: string } }[] = await knex('book_parts').where({ book_id: book.id }).select('content');
    const words = parts.reduce((sum, p) => sum + p.content.markdown.split(/\s+/).filter(Boolean).length, 0);
    const figures: ExportFigure[] = [];
    for (const format of EXPORT_FORMATS) {
      const t0 = performance.now();
      const made = await requestExport({ knex, config, jobs: null }, actor, book.id, { format });
      const buildMs = performance.now() - t0;
      const t1 = performance.now();
      await requestExport({ knex, config, jobs: null }, actor, book.id, { format });
      figures.push({ book: `${parts.length}-chapter textbook`, format: format === 'pdf' ? `pdf (${made.variant}, Chromium started)` : format, buildMs, againMs: performance.now() - t1, bytes: Number(made.bytes) });
    }
    {
      const t0 = performance.now();
      const made = await requestExport({ knex, config, jobs: null }, actor, book.id, { format: 'pdf', paper: 'a4' });
      const buildMs = performance.now() - t0;
      const t1 = performance.now();
      await requestExport({ knex, config, jobs: null }, actor, book.id, { format: 'pdf', paper: 'a4' });
      figures.push({ book: `${parts.length}-chapter textbook`, format: 'pdf (a4)', buildMs, againMs: performance.now() - t1, bytes: Number(made.bytes) });
    }
    // a 16-page storybook (offline drawings) as a picture-book PDF and EPUB
    const story = await startBook(deps, actor, 'storybook', {
      idea: 'A shy hedgehog learns to swim at the river with a duck', age: 5, language: 'en', pageCount: 16, artStyle: 'watercolor', idempotencyKey: 'bench-export-story',
      characters: [{ name: 'Hattie', kind: 'animal', look: 'a small brown hedgehog with a pink nose', clothes: 'a yellow scarf', colours: 'brown, yellow' }],
    });
    await generateBook(deps, actor, 'storybook', story.id, 'bench-export-story-generate');
    for (const format of ['pdf', 'epub'] as const) {
      const t0 = performance.now();
      const made = await requestExport({ knex, config, jobs: null }, actor, story.id, { format });
      const buildMs = performance.now() - t0;
      const t1 = performance.now();
      await requestExport({ knex, config, jobs: null }, actor, story.id, { format });
      figures.push({ book: '16-page storybook', format, buildMs, againMs: performance.now() - t1, bytes: Number(made.bytes) });
    }
    // a group of 3 Spanish maths worksheets of 12 items: the student sheets and the key as PDFs, the DOCX
    await knex('global_configs').insert([{ key: 'credits.worksheet.planCost', value: '0' }, { key: 'credits.worksheet.partCost', value: '0' }]).onConflict('key').merge();
    const group = await startBook(deps, actor, 'worksheet', {
      topic: 'Fracciones: sumar y comparar', level: '4.º de primaria', language: 'es', worksheetCount: 3, itemsPerWorksheet: 12,
      itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer', 'matching', 'ordering'], difficulty: 'medium', idempotencyKey: 'bench-export-worksheets',
    });
    await generateBook(deps, actor, 'worksheet', group.id, 'bench-export-worksheets-generate');
    for (const [format, sheet] of [['pdf', 'student'], ['pdf', 'key'], ['docx', undefined]] as const) {
      const ask = { format, ...(sheet ? { sheet } : {}) };
      const t0 = performance.now();
      const made = await requestExport({ knex, config, jobs: null }, actor, group.id, ask);
      const buildMs = performance.now() - t0;
      const t1 = performance.now();
      await requestExport({ knex, config, jobs: null }, actor, group.id, ask);
      figures.push({ book: '3 worksheets × 12 items', format: sheet ? `${format} (${made.variant})` : format, buildMs, againMs: performance.now() - t1, bytes: Number(made.bytes) });
    }
    // a cookbook of 6 Italian vegetarian recipes: PDF, EPUB, DOCX
    await knex('global_configs').insert([{ key: 'credits.cookbook.planCost', value: '0' }, { key: 'credits.cookbook.partCost', value: '0' }]).onConflict('key').merge();
    const cookbook = await startBook(deps, actor, 'cookbook', {
      theme: 'Cene vegetariane veloci', cuisine: 'italiana', diet: ['vegetarian'], language: 'it', recipeCount: 6, skill: 'easy', idempotencyKey: 'bench-export-cookbook',
    });
    await generateBook(deps, actor, 'cookbook', cookbook.id, 'bench-export-cookbook-generate');
    for (const format of ['pdf', 'epub', 'docx'] as const) {
      const t0 = performance.now();
      const made = await requestExport({ knex, config, jobs: null }, actor, cookbook.id, { format });
      const buildMs = performance.now() - t0;
      const t1 = performance.now();
      await requestExport({ knex, config, jobs: null }, actor, cookbook.id, { format });
      figures.push({ book: '6-recipe cookbook', format, buildMs, againMs: performance.now() - t1, bytes: Number(made.bytes) });
    }
    return { chapters: parts.length, words, storyPages: 16, figures };
  } finally {
    await closePdfBrowser();
    await knex.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
