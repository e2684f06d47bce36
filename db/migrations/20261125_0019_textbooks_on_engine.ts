// Textbooks move onto the book engine (issue 16): their outlines become book_plans, their
// chapters book_parts (the kind's content: `{ sections, markdown, made }`) and their chapter
// versions book_part_versions, each row keeping its id (the id families stay: outlines 89,
// chapters 8b, versions 90), so every link to a chapter still works. The textbook tables go.
//
// What the engine's tables gain for it, for every kind: a version's number (1, 2, 3… per part),
// the part's title with the version, the number a restore brought back, and the source 'kept'
// (the content found before a rewrite, when it changed by another way).
// A textbook's paid outline runs become `details.planRuns` (the engine keys its debits by it):
// every outline row counts, so a new run's key is never one an older run used.
import type { Knex } from 'knex';

const versionFamilies = "(kind = 'storybook' and substr(id::text, 1, 2) = 'a9') or (kind = 'textbook' and substr(id::text, 1, 2) = '90')";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('book_part_versions', (t) => {
    t.integer('number');
    t.text('title').notNullable().defaultTo('');
    t.integer('restored_from');
  });
  await knex.raw(`
    update book_part_versions v set number = n.number, title = p.title
      from (select id, row_number() over (partition by part_id order by created_at, id) as number from book_part_versions) n, book_parts p
     where n.id = v.id and p.id = v.part_id`);
  await knex.raw('alter table book_part_versions alter column number set not null');
  await knex.raw('alter table book_part_versions add constraint book_part_versions_number unique (part_id, number)');
  await knex.raw('alter table book_part_versions drop constraint book_part_versions_source');
  await knex.raw("alter table book_part_versions add constraint book_part_versions_source check (source in ('writer','rewrite','redraw','edit','upload','restore','kept'))");
  await knex.raw('alter table book_part_versions drop constraint book_part_versions_id_family');
  await knex.raw(`alter table book_part_versions add constraint book_part_versions_id_family check (${versionFamilies})`);

  // search reads a textbook chapter's title and Markdown, a storybook page's text
  await knex.raw(`
    create or replace function book_parts_refresh_text() returns trigger language plpgsql as $$
    declare book uuid := coalesce(new.book_id, old.book_id);
    begin
      if tg_op = 'UPDATE' and new.content is not distinct from old.content and new.status is not distinct from old.status
         and new.title is not distinct from old.title then
        return null;
      end if;
      update books set chapter_text = coalesce((
        select string_agg(case when p.kind = 'textbook' then p.title || E'\\n' || coalesce(p.content->>'markdown', '') else coalesce(p.content->>'text', '') end,
                          E'\\n\\n' order by p.position)
        from book_parts p where p.book_id = book and p.status = 'done'), '')
      where id = book;
      return null;
    end $$`);

  await knex.raw(`
    insert into book_plans (id, book_id, kind, plan, comment, source, created_at)
    select id, textbook_id, 'textbook', outline, comment, source, created_at from textbook_outlines`);
  await knex.raw(`
    insert into book_parts (id, book_id, kind, position, title, content, status, attempts, paid_runs, instruction, redo, error_message, created_at, updated_at)
    select id, textbook_id, 'textbook', position, title,
           jsonb_build_object('sections', to_jsonb(sections), 'markdown', markdown) || case when status = 'done' then '{"made": true}'::jsonb else '{}'::jsonb end,
           status, attempts, paid_runs, instruction, 'all', error_message, created_at, updated_at
      from textbook_chapters`);
  await knex.raw(`
    insert into book_part_versions (id, part_id, book_id, kind, content, source, instruction, number, title, restored_from, created_at)
    select v.id, v.chapter_id, c.textbook_id, 'textbook', jsonb_build_object('sections', to_jsonb(c.sections), 'markdown', v.markdown),
           v.source, v.instruction, v.number, v.title, v.restored_from, v.created_at
      from textbook_chapter_versions v join textbook_chapters c on c.id = v.chapter_id`);
  await knex.raw(`
    update books b set details = b.details || jsonb_build_object('planRuns', greatest(1, (select count(*) from book_plans p where p.book_id = b.id)))
     where b.kind = 'textbook'`);

  await knex.schema.dropTable('textbook_chapter_versions');
  await knex.raw('drop trigger if exists textbook_chapters_chapter_text on textbook_chapters');
  await knex.raw('drop function if exists textbooks_refresh_chapter_text()');
  await knex.schema.dropTable('textbook_chapters');
  await knex.schema.dropTable('textbook_outlines');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('textbook_outlines', (t) => {
    t.uuid('id').primary();
    t.uuid('textbook_id').notNullable().references('books.id').onDelete('CASCADE');
    t.jsonb('outline').notNullable();
    t.text('comment');
    t.text('source').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("substr(id::text, 1, 2) = '89'");
    t.index(['textbook_id', 'created_at']);
  });
  await knex.schema.createTable('textbook_chapters', (t) => {
    t.uuid('id').primary();
    t.uuid('textbook_id').notNullable().references('books.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('title').notNullable();
    t.specificType('sections', 'text[]').notNullable();
    t.text('markdown').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('instruction');
    t.text('error_message');
    t.timestamps(true, true);
    t.integer('paid_runs').notNullable().defaultTo(0);
    t.unique(['textbook_id', 'position']);
    t.check("substr(id::text, 1, 2) = '8b'");
    t.check("status in ('queued','writing','done','failed','cancelled')");
  });
  await knex.raw('create trigger textbook_chapters_updated_at before update on textbook_chapters for each row execute function set_updated_at()');
  await knex.schema.createTable('textbook_chapter_versions', (t) => {
    t.uuid('id').primary();
    t.uuid('chapter_id').notNullable().references('textbook_chapters.id').onDelete('CASCADE');
    t.integer('number').notNullable();
    t.text('title').notNullable();
    t.text('markdown').notNullable();
    t.text('source').notNullable();
    t.text('instruction');
    t.integer('restored_from');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['chapter_id', 'number']);
    t.check(`substr(id::text, 1, 2) = '90'`);
    t.check("source in ('writer','rewrite','edit','restore','kept')");
    t.check('number >= 1');
  });
  await knex.raw(`
    insert into textbook_outlines (id, textbook_id, outline, comment, source, created_at)
    select id, book_id, plan, comment, source, created_at from book_plans where kind = 'textbook'`);
  await knex.raw(`
    insert into textbook_chapters (id, textbook_id, position, title, sections, markdown, status, attempts, paid_runs, instruction, error_message, created_at, updated_at)
    select id, book_id, position, title, array(select jsonb_array_elements_text(coalesce(content->'sections', '[]'::jsonb))),
           coalesce(content->>'markdown', ''), status, attempts, paid_runs, instruction, error_message, created_at, updated_at
      from book_parts where kind = 'textbook'`);
  await knex.raw(`
    insert into textbook_chapter_versions (id, chapter_id, number, title, markdown, source, instruction, restored_from, created_at)
    select id, part_id, number, title, coalesce(content->>'markdown', ''), source, instruction, restored_from, created_at
      from book_part_versions where kind = 'textbook'`);
  await knex.raw(`
    create function textbooks_refresh_chapter_text() returns trigger language plpgsql as $$
    declare book uuid := coalesce(new.textbook_id, old.textbook_id);
    begin
      if tg_op = 'UPDATE' and new.markdown is not distinct from old.markdown and new.status is not distinct from old.status
         and new.title is not distinct from old.title then
        return null;
      end if;
      update books set chapter_text = coalesce((
        select string_agg(c.title || E'\\n' || c.markdown, E'\\n\\n' order by c.position)
        from textbook_chapters c where c.textbook_id = book and c.status = 'done'), '')
      where id = book;
      return null;
    end $$`);
  await knex.raw(`create trigger textbook_chapters_chapter_text after insert or update or delete on textbook_chapters
    for each row execute function textbooks_refresh_chapter_text()`);
  await knex.raw("delete from book_part_versions where kind = 'textbook'");
  await knex.raw("delete from book_parts where kind = 'textbook'");
  await knex.raw("delete from book_plans where kind = 'textbook'");
  await knex.raw("update books set details = details - 'planRuns' where kind = 'textbook'");
  await knex.raw(`
    create or replace function book_parts_refresh_text() returns trigger language plpgsql as $$
    declare book uuid := coalesce(new.book_id, old.book_id);
    begin
      if tg_op = 'UPDATE' and new.content is not distinct from old.content and new.status is not distinct from old.status then
        return null;
      end if;
      update books set chapter_text = coalesce((
        select string_agg(coalesce(p.content->>'text', ''), E'\\n\\n' order by p.position)
        from book_parts p where p.book_id = book and p.status = 'done'), '')
      where id = book;
      return null;
    end $$`);
  await knex.raw('alter table book_part_versions drop constraint book_part_versions_id_family');
  await knex.raw("alter table book_part_versions add constraint book_part_versions_id_family check ((kind = 'storybook' and substr(id::text, 1, 2) = 'a9'))");
  await knex.raw('alter table book_part_versions drop constraint book_part_versions_source');
  await knex.raw("alter table book_part_versions add constraint book_part_versions_source check (source in ('writer','rewrite','redraw','edit','upload','restore'))");
  await knex.raw("delete from book_part_versions where source = 'kept'");
  await knex.raw('alter table book_part_versions drop constraint book_part_versions_number');
  await knex.schema.alterTable('book_part_versions', (t) => {
    t.dropColumn('number');
    t.dropColumn('title');
    t.dropColumn('restored_from');
  });
}
