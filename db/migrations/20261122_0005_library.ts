// The public library: full-text search over books, featured picks, saves (My Collection),
// daily read counts and the counters that drive "most read" and "most saved".
//
// Search design (docs/architecture.md "Library and search"):
// - every book carries `chapter_text` (its written chapters, kept by a trigger on chapters) and a
//   generated `search_vector` over title (A), subject (B), topic (C) and chapter text (D), built with
//   the text-search configuration of the book's language where Postgres has one (english,
//   spanish, …), `simple` otherwise; each configuration runs `unaccent` first;
// - `search_fold` (lower-cased, unaccented title, subject and topic) has a trigram index, for
//   typos and for scripts without word breaks (ja, ch, ko), where word parsing finds no words.
import type { Knex } from 'knex';
import { SEARCH_CONFIGS, STEMMED } from '../search.ts';

const LISTED = "visibility = 'public' and hidden_at is null and status = 'done'";

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create extension if not exists unaccent');

  // one configuration per stemmer, each folding accents before stemming (so "éte" finds "ete")
  for (const cfg of SEARCH_CONFIGS) {
    await knex.raw(`create text search configuration library_${cfg} (copy = pg_catalog.${cfg})`);
    const dictionary = cfg === 'simple' ? 'simple' : `${cfg}_stem`;
    await knex.raw(`alter text search configuration library_${cfg} alter mapping for hword, hword_part, word, asciiword, asciihword, hword_asciipart with unaccent, ${dictionary}`);
  }
  const cases = Object.entries(STEMMED).map(([lang, cfg]) => `when '${lang}' then 'library_${cfg}'::regconfig`).join(' ');
  await knex.raw(`
    create function library_config(lang text) returns regconfig language sql immutable parallel safe
    as $$ select case lang ${cases} else 'library_simple'::regconfig end $$`);
  // unaccent() is only stable (its dictionary could change); ours is fixed, so this is immutable
  await knex.raw(`
    create function library_fold(value text) returns text language sql immutable parallel safe
    as $$ select lower(unaccent('unaccent'::regdictionary, coalesce(value, ''))) $$`);

  await knex.schema.alterTable('textbooks', (t) => {
    t.text('chapter_text').notNullable().defaultTo('');
    t.timestamp('published_at', { useTz: true });
    t.timestamp('featured_at', { useTz: true });
    t.integer('read_count').notNullable().defaultTo(0);
    t.integer('save_count').notNullable().defaultTo(0);
  });
  await knex.raw(`
    alter table textbooks add column search_vector tsvector generated always as (
      setweight(to_tsvector(library_config(language), title), 'A') ||
      setweight(to_tsvector(library_config(language), subject), 'B') ||
      setweight(to_tsvector(library_config(language), topic), 'C') ||
      setweight(to_tsvector(library_config(language), left(chapter_text, 300000)), 'D')
    ) stored`);
  await knex.raw(`
    alter table textbooks add column search_fold text generated always as (
      library_fold(title || ' ' || subject || ' ' || topic)
    ) stored`);
  await knex.raw('create index textbooks_search_vector on textbooks using gin (search_vector)');
  await knex.raw('create index textbooks_search_fold on textbooks using gin (search_fold gin_trgm_ops)');
  await knex.raw(`create index textbooks_listed_newest on textbooks (published_at desc, id) where ${LISTED}`);
  await knex.raw(`create index textbooks_listed_read on textbooks (read_count desc, id) where ${LISTED}`);
  await knex.raw(`create index textbooks_listed_saved on textbooks (save_count desc, id) where ${LISTED}`);
  await knex.raw(`create index textbooks_listed_language on textbooks (language, published_at desc) where ${LISTED}`);
  await knex.raw(`create index textbooks_listed_featured on textbooks (featured_at desc) where ${LISTED} and featured_at is not null`);
  await knex.raw(`create index textbooks_listed_author on textbooks (user_id, published_at desc) where ${LISTED}`);

  // chapter_text follows the written chapters (in order), whatever changed them
  await knex.raw(`
    create function textbooks_refresh_chapter_text() returns trigger language plpgsql as $$
    declare book uuid := coalesce(new.textbook_id, old.textbook_id);
    begin
      if tg_op = 'UPDATE' and new.markdown is not distinct from old.markdown and new.status is not distinct from old.status
         and new.title is not distinct from old.title then
        return null;
      end if;
      update textbooks set chapter_text = coalesce((
        select string_agg(c.title || E'\\n' || c.markdown, E'\\n\\n' order by c.position)
        from textbook_chapters c where c.textbook_id = book and c.status = 'done'), '')
      where id = book;
      return null;
    end $$`);
  await knex.raw(`create trigger textbook_chapters_chapter_text after insert or update or delete on textbook_chapters
    for each row execute function textbooks_refresh_chapter_text()`);

  // published_at: the first time a finished book became public ("newest" sorts by it)
  await knex.raw(`
    create function textbooks_set_published_at() returns trigger language plpgsql as $$
    begin
      if new.published_at is null and new.visibility = 'public' and new.status = 'done' then
        new.published_at := clock_timestamp();
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger textbooks_published_at before insert or update on textbooks
    for each row execute function textbooks_set_published_at()`);

  // counters, chapter text and featuring are bookkeeping, not an edit of the book: they must not
  // move updated_at (My Books sorts by it; the share image is keyed by it)
  await knex.raw(`
    create function textbooks_touch() returns trigger language plpgsql as $$
    declare bookkeeping text[] := array['updated_at','read_count','save_count','chapter_text','featured_at','published_at','search_vector','search_fold'];
    begin
      if (to_jsonb(new) - bookkeeping) is distinct from (to_jsonb(old) - bookkeeping) then
        new.updated_at := clock_timestamp();
      end if;
      return new;
    end $$`);
  await knex.raw('drop trigger textbooks_updated_at on textbooks');
  await knex.raw('create trigger textbooks_updated_at before update on textbooks for each row execute function textbooks_touch()');

  // saves: a user's bookmarks (My Collection); save_count follows them
  await knex.schema.createTable('library_saves', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('textbook_id').notNullable().references('textbooks.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'textbook_id']);
    t.index(['textbook_id']);
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`
    create function library_saves_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update textbooks set save_count = save_count + 1 where id = new.textbook_id;
      else
        update textbooks set save_count = greatest(save_count - 1, 0) where id = old.textbook_id;
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger library_saves_count after insert or delete on library_saves
    for each row execute function library_saves_count()`);

  // reads: one row per (book, day, reader) where reader is a keyed hash that changes every day,
  // so the table holds no personal data and cannot follow anyone across days; rows older than
  // yesterday are deleted as new ones arrive
  await knex.schema.createTable('library_reads', (t) => {
    t.uuid('textbook_id').notNullable().references('textbooks.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.binary('reader').notNullable();
    t.primary(['textbook_id', 'day', 'reader']);
    t.index(['day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('library_reads');
  await knex.schema.dropTableIfExists('library_saves');
  await knex.raw('drop function if exists library_saves_count()');
  await knex.raw('drop trigger if exists textbooks_published_at on textbooks');
  await knex.raw('drop trigger if exists textbooks_updated_at on textbooks');
  await knex.raw('drop function if exists textbooks_touch()');
  await knex.raw('create trigger textbooks_updated_at before update on textbooks for each row execute function set_updated_at()');
  await knex.raw('drop function if exists textbooks_set_published_at()');
  await knex.raw('drop trigger if exists textbook_chapters_chapter_text on textbook_chapters');
  await knex.raw('drop function if exists textbooks_refresh_chapter_text()');
  await knex.schema.alterTable('textbooks', (t) => {
    t.dropColumns('search_vector', 'search_fold', 'chapter_text', 'published_at', 'featured_at', 'read_count', 'save_count');
  });
  await knex.raw('drop function if exists library_fold(text)');
  await knex.raw('drop function if exists library_config(text)');
  for (const cfg of SEARCH_CONFIGS) {
    await knex.raw(`drop text search configuration if exists library_${cfg}`);
  }
}
