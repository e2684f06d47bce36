// Exports (issue 17): a book leaves the site as a file. One book_exports row (BookExport 93) per
// (book, format, variant, content hash): an unchanged book asked for the same file again gets the
// row already built; a changed book (another hash) gets a new one. The file lives in the store
// (api/storage) under `key`; the row keeps its status, progress, size and the message of a failure.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('book_exports', (t) => {
    t.uuid('id').primary();
    t.uuid('book_id').notNullable().references('books.id').onDelete('CASCADE');
    t.uuid('requested_by').references('users.id').onDelete('SET NULL');
    // epub | pdf | docx
    t.text('format').notNullable();
    // the format's option (a PDF's paper: a4 | letter); '' when it has none
    t.text('variant').notNullable().defaultTo('');
    // sha-256 of what the file is made of (the book's text, pictures and front matter)
    t.text('content_hash').notNullable();
    // queued | building | done | failed
    t.text('status').notNullable().defaultTo('queued');
    t.integer('progress').notNullable().defaultTo(0);
    t.text('key');
    t.text('file_name');
    t.integer('bytes');
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.unique(['book_id', 'format', 'variant', 'content_hash']);
    t.index(['book_id', 'created_at']);
  });
  await knex.raw("alter table book_exports add constraint book_exports_id_family check (substr(id::text, 1, 2) = '93')");
  await knex.raw("alter table book_exports add constraint book_exports_format check (format in ('epub','pdf','docx'))");
  await knex.raw("alter table book_exports add constraint book_exports_status check (status in ('queued','building','done','failed'))");
  await knex.raw('alter table book_exports add constraint book_exports_progress check (progress between 0 and 100)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('book_exports');
}
