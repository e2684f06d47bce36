// Chapter versions: every text a chapter has had (the writer's first text, each rewrite, each
// manual edit, each restore), so a rewrite never loses the owner's edits. Ids carry the spec's
// TextbookChapterHistory prefix (90). One flat table, keyed by (chapter, number), with no links
// to other rows but its chapter: a copy of a book copies these rows as they are.
// Every chapter that has text gets its first version here, so books written before have history.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('textbook_chapter_versions', (t) => {
    t.uuid('id').primary();
    t.uuid('chapter_id').notNullable().references('textbook_chapters.id').onDelete('CASCADE');
    // 1, 2, 3… per chapter, in the order the texts were made
    t.integer('number').notNullable();
    t.text('title').notNullable();
    t.text('markdown').notNullable();
    // writer (the AI's first text), rewrite (the AI, with the owner's instruction), edit (the
    // owner's), restore (an earlier version brought back), kept (the text found when history began)
    t.text('source').notNullable();
    t.text('instruction');
    // for a restore: the number of the version brought back
    t.integer('restored_from');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['chapter_id', 'number']);
    t.check(`substr(id::text, 1, 2) = '90'`);
    t.check("source in ('writer','rewrite','edit','restore','kept')");
    t.check('number >= 1');
  });
  // A chapter being written holds part of a new text (its old text is gone already); every
  // other chapter with text, a queued rewrite's included, keeps what it has now.
  await knex.raw(`
    insert into textbook_chapter_versions (id, chapter_id, number, title, markdown, source, created_at)
    select overlay(gen_random_uuid()::text placing '90' from 1 for 2)::uuid, id, 1, title, markdown, 'kept', updated_at
    from textbook_chapters where markdown <> '' and status <> 'writing'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('textbook_chapter_versions');
}
