// Every state a part of a book had (issue 16, as textbook chapters have since issue 10): the
// words the writer made, each rewrite and redraw, each owner edit and picture upload. A rewrite
// never loses what was there; the owner can bring any version back (itself a new version).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('book_part_versions', (t) => {
    t.uuid('id').primary();
    t.uuid('part_id').notNullable().references('book_parts.id').onDelete('CASCADE');
    t.uuid('book_id').notNullable().references('books.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.jsonb('content').notNullable();
    // writer | rewrite | redraw | edit | upload | restore
    t.text('source').notNullable();
    t.text('instruction');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['part_id', 'created_at']);
  });
  await knex.raw("alter table book_part_versions add constraint book_part_versions_source check (source in ('writer','rewrite','redraw','edit','upload','restore'))");
  await knex.raw("alter table book_part_versions add constraint book_part_versions_id_family check ((kind = 'storybook' and substr(id::text, 1, 2) = 'a9'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('book_part_versions');
}
