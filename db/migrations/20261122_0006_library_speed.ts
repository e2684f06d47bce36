// Library search and listing at scale (bench/library.ts, 100 000 books):
// - `search_head`: a small tsvector over title, subject and topic only, with its own GIN index.
//   Books whose head matches are the candidates ranked first, so a common word no longer means
//   ranking every book whose chapters mention it;
// - `title_fold`: the folded title, stored (no unaccent per row when ranking) with a trigram
//   index, for "the title contains the query" and for typo suggestions;
// - `cjk_bigrams`: the character pairs of title, subject and topic written in Han, kana or Hangul,
//   with a GIN index. Those scripts have no spaces between words, and a trigram index cannot
//   serve a two-character query (歴史, 数学), the commonest kind there;
// - `library_words`: the vocabulary of titles and subjects (folded words of 4+ letters, no digits, no CJK: those are
//   matched by character pairs), kept by
//   a trigger, with a trigram index: a misspelt query word is corrected against it ("mathmatics"
//   → "mathematics") before searching again, instead of comparing it with every book;
// - the listing indexes end with `id`, in the order the listing sorts, so "newest in a language"
//   is an index walk too.
import type { Knex } from 'knex';
import { CJK_RUN } from '../search.ts';

const LISTED = "visibility = 'public' and hidden_at is null and status = 'done'";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table textbooks add column search_head tsvector generated always as (
      setweight(to_tsvector(library_config(language), title), 'A') ||
      setweight(to_tsvector(library_config(language), subject), 'B') ||
      setweight(to_tsvector(library_config(language), topic), 'C')
    ) stored`);
  await knex.raw('alter table textbooks add column title_fold text generated always as (library_fold(title)) stored');
  await knex.raw(`
    create function library_bigrams(value text) returns tsvector language sql immutable parallel safe as $$
      select coalesce(array_to_tsvector(array_agg(distinct substr(run, i, 2))), ''::tsvector)
        from regexp_matches(coalesce(value, ''), '${CJK_RUN}', 'g') as m(parts),
             lateral (select parts[1] as run) r,
             lateral generate_series(1, greatest(length(run) - 1, 1)) as i
    $$`);
  await knex.raw("alter table textbooks add column cjk_bigrams tsvector generated always as (library_bigrams(title || ' ' || subject || ' ' || topic)) stored");
  await knex.raw('create index textbooks_cjk_bigrams on textbooks using gin (cjk_bigrams)');
  await knex.raw('create index textbooks_search_head on textbooks using gin (search_head)');
  await knex.raw('create index textbooks_title_fold on textbooks using gin (title_fold gin_trgm_ops)');
  await knex.raw('drop index textbooks_listed_language');
  await knex.raw(`create index textbooks_listed_language on textbooks (language, published_at desc, id) where ${LISTED}`);
  await knex.raw('create table library_words (word text primary key)');
  await knex.raw('create index library_words_trgm on library_words using gin (word gin_trgm_ops)');
  await knex.raw(`
    create function library_words_of(value text) returns setof text language sql immutable parallel safe as $$
      select distinct w from regexp_split_to_table(library_fold(value), '[^[:alnum:]]+') as w
       where length(w) between 4 and 40 and w !~ '[0-9]' and w !~ '${CJK_RUN}'
    $$`);
  // per statement, words sorted: concurrent writers take the vocabulary's locks in one order, so
  // they wait for each other instead of deadlocking (a per-row trigger did, bulk-loading 100k books)
  await knex.raw(`
    create function library_words_add() returns trigger language plpgsql as $$
    begin
      insert into library_words (word)
        select distinct w from changed, library_words_of(changed.title || ' ' || changed.subject) as w order by w
        on conflict do nothing;
      return null;
    end $$`);
  await knex.raw(`create trigger textbooks_library_words_insert after insert on textbooks
    referencing new table as changed for each statement execute function library_words_add()`);
  await knex.raw(`create trigger textbooks_library_words_update after update on textbooks
    referencing new table as changed for each statement execute function library_words_add()`);
  await knex.raw("insert into library_words (word) select distinct library_words_of(title || ' ' || subject) from textbooks on conflict do nothing");
  // the bookkeeping columns a trigger keeps from moving updated_at (migration 0005) grow by two
  await knex.raw(`
    create or replace function textbooks_touch() returns trigger language plpgsql as $$
    declare bookkeeping text[] := array['updated_at','read_count','save_count','chapter_text','featured_at','published_at',
      'search_vector','search_fold','search_head','title_fold','cjk_bigrams'];
    begin
      if (to_jsonb(new) - bookkeeping) is distinct from (to_jsonb(old) - bookkeeping) then
        new.updated_at := clock_timestamp();
      end if;
      return new;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists textbooks_library_words_insert on textbooks');
  await knex.raw('drop trigger if exists textbooks_library_words_update on textbooks');
  await knex.raw('drop function if exists library_words_add()');
  await knex.raw('drop table if exists library_words');
  await knex.raw('drop function if exists library_words_of(text)');
  await knex.raw('drop index if exists textbooks_listed_language');
  await knex.raw(`create index textbooks_listed_language on textbooks (language, published_at desc) where ${LISTED}`);
  await knex.schema.alterTable('textbooks', (t) => t.dropColumns('search_head', 'title_fold', 'cjk_bigrams'));
  await knex.raw('drop function if exists library_bigrams(text)');
}
