// One book engine, many kinds (issue 16). Every book of every kind is one `books` row: the
// textbooks table becomes `books` with a `kind` column, so listing, search, saves, reads,
// featuring, My Books, delete and duplicate keep one path for all kinds, and the existing
// textbooks are carried over by the rename itself (their ids, counters and search columns stay).
//
// What differs between kinds is in their parts:
// - textbooks keep their typed tables (textbook_outlines, textbook_chapters and the chapter
//   versions), whose columns (markdown, sections) are textbook-shaped;
// - every other kind keeps its plans in `book_plans` and its parts in `book_parts`: the engine's
//   columns (position, status, attempts, paid runs, instruction, error) are real columns and the
//   kind's own shape is a JSONB `content` validated by the kind's zod schema on every write
//   (api/kinds/<kind>/schema.ts). One engine table keeps the job code generic; a new kind
//   adds no table unless it needs one.
// The id family of each kind (spec §3) is a check on the row: a storybook's id starts a3, its
// plans a4, its pages aa.
import type { Knex } from 'knex';

const FAMILIES = {
  textbook: { book: '8a', plan: '89', part: '8b' },
  storybook: { book: 'a3', plan: 'a4', part: 'aa' },
} as const;

const idCheck = (column: string, role: 'book' | 'plan' | 'part', kindColumn = 'kind') =>
  Object.entries(FAMILIES).map(([kind, ids]) => `(${kindColumn} = '${kind}' and substr(${column}::text, 1, 2) = '${ids[role]}')`).join(' or ');

/** Every function whose body names the old table is re-created with the new name. */
async function renameInFunctions(knex: Knex, from: string, to: string) {
  const { rows } = await knex.raw<{ rows: { def: string }[] }>(`
    select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() and p.prokind = 'f' and p.prosrc ~ '\\m${from}\\M'`);
  // (no bindings: knex leaves a "?" in the body alone)
  for (const { def } of rows) await knex.raw(def.replace(new RegExp(`\\b${from}\\b`, 'g'), to));
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table textbooks rename to books');
  await renameInFunctions(knex, 'textbooks', 'books');
  await knex.raw(`alter table books add column kind text not null default 'textbook'`);
  await knex.raw(`alter table books add column details jsonb not null default '{}'::jsonb`);
  // the old checks named the textbook family and the textbook's chapter range
  const { rows: checks } = await knex.raw<{ rows: { conname: string; def: string }[] }>(`
    select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'books'::regclass and contype = 'c'`);
  for (const c of checks) {
    if (/'8a'|chapter_count/.test(c.def)) await knex.raw(`alter table books drop constraint "${c.conname}"`);
  }
  await knex.raw(`alter table books add constraint books_kind check (kind in (${Object.keys(FAMILIES).map((k) => `'${k}'`).join(',')}))`);
  await knex.raw(`alter table books add constraint books_id_family check (${idCheck('id', 'book')})`);
  // the widest range of any kind (storybooks: 8–32 pages); each kind's schema holds its own
  await knex.raw('alter table books add constraint books_part_count check (chapter_count between 1 and 40)');
  await knex.raw("create index books_kind_listed on books (kind, published_at desc, id) where visibility = 'public' and hidden_at is null and deleted_at is null and status = 'done'");

  await knex.schema.createTable('book_plans', (t) => {
    t.uuid('id').primary();
    t.uuid('book_id').notNullable().references('books.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.jsonb('plan').notNullable();
    t.text('comment');
    t.text('source').notNullable(); // 'writer' or 'author'
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['book_id', 'created_at']);
  });
  await knex.raw(`alter table book_plans add constraint book_plans_id_family check (${idCheck('id', 'plan')})`);
  await knex.raw("alter table book_plans add constraint book_plans_source check (source in ('writer','author'))");

  await knex.schema.createTable('book_parts', (t) => {
    t.uuid('id').primary();
    t.uuid('book_id').notNullable().references('books.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.integer('position').notNullable();
    t.text('title').notNullable().defaultTo('');
    // the kind's shape (a storybook page: text, scene, characters, picture), checked by its schema
    t.jsonb('content').notNullable().defaultTo('{}');
    // queued → writing → done | failed | cancelled
    t.text('status').notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('paid_runs').notNullable().defaultTo(0);
    // the author's instruction for a rewrite or redraw, kept until the part is made
    t.text('instruction');
    // what a rewrite redoes: 'all', 'text' or 'picture'
    t.text('redo').notNullable().defaultTo('all');
    t.text('error_message');
    t.timestamps(true, true);
    t.unique(['book_id', 'position']);
  });
  await knex.raw(`alter table book_parts add constraint book_parts_id_family check (${idCheck('id', 'part')})`);
  await knex.raw("alter table book_parts add constraint book_parts_status check (status in ('queued','writing','done','failed','cancelled'))");
  await knex.raw("alter table book_parts add constraint book_parts_redo check (redo in ('all','text','picture'))");
  await knex.raw('create trigger book_parts_updated_at before update on book_parts for each row execute function set_updated_at()');
  // search reads every kind's written text through books.chapter_text, kept here for book_parts
  await knex.raw(`
    create function book_parts_refresh_text() returns trigger language plpgsql as $$
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
  await knex.raw(`create trigger book_parts_text after insert or update or delete on book_parts
    for each row execute function book_parts_refresh_text()`);

  // a user's characters carry over between their books (UserCharacter 77)
  await knex.schema.createTable('user_characters', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    // the character sheet: fixed text every picture request carries word for word
    t.jsonb('sheet').notNullable();
    t.uuid('portrait_image_id');
    t.timestamps(true, true);
    t.index(['user_id', 'updated_at']);
  });
  await knex.raw("alter table user_characters add constraint user_characters_id_family check (substr(id::text, 1, 2) = '77')");
  await knex.raw('create trigger user_characters_updated_at before update on user_characters for each row execute function set_updated_at()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_characters');
  await knex.raw('drop trigger if exists book_parts_text on book_parts');
  await knex.raw('drop function if exists book_parts_refresh_text()');
  await knex.schema.dropTableIfExists('book_parts');
  await knex.schema.dropTableIfExists('book_plans');
  await knex.raw("delete from books where kind <> 'textbook'");
  await knex.raw('drop index if exists books_kind_listed');
  for (const c of ['books_kind', 'books_id_family', 'books_part_count']) await knex.raw(`alter table books drop constraint ${c}`);
  await knex.raw("alter table books add constraint textbooks_id_family check (substr(id::text, 1, 2) = '8a')");
  await knex.raw('alter table books add constraint textbooks_chapter_count check (chapter_count between 1 and 30)');
  await knex.raw('alter table books drop column details');
  await knex.raw('alter table books drop column kind');
  await knex.raw('alter table books rename to textbooks');
  await renameInFunctions(knex, 'books', 'textbooks');
}
