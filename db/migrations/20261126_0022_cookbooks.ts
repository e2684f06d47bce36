// Cookbooks on the book engine (issue 13): a cookbooklet is a `books` row of kind 'cookbook'
// (Cookbook b0), its plan a book_plans row (CookbookOutline b1), each recipe a book_parts row
// (Recipe b2: the recipe checked by api/kinds/cookbook/schema.ts) and its kept states
// book_part_versions (RecipeHistory b4). The id-family checks widen to the new kind, generation
// configs take the cookbook's (CookbookConfig b3), and search reads a recipe's title, story,
// every ingredient's words and every step, so "lentejas" finds the book with lentils in it.
import type { Knex } from 'knex';

const FAMILIES = {
  textbook: { book: '8a', plan: '89', part: '8b', history: '90' },
  storybook: { book: 'a3', plan: 'a4', part: 'aa', history: 'a9' },
  worksheet: { book: '95', plan: '94', part: '96', history: '98' },
  cookbook: { book: 'b0', plan: 'b1', part: 'b2', history: 'b4' },
} as const;
type Kind = keyof typeof FAMILIES;
type Role = keyof (typeof FAMILIES)['textbook'];
const idCheck = (role: Role, kinds: Kind[]) => kinds.map((kind) => `(kind = '${kind}' and substr(id::text, 1, 2) = '${FAMILIES[kind][role]}')`).join(' or ');

const CHECKS: [table: string, constraint: string, role: Role][] = [
  ['books', 'books_id_family', 'book'],
  ['book_plans', 'book_plans_id_family', 'plan'],
  ['book_parts', 'book_parts_id_family', 'part'],
  ['book_part_versions', 'book_part_versions_id_family', 'history'],
];

const CONFIGS = (cookbook: boolean) => [['textbook', '8c'], ['storybook', 'a6'], ['worksheet', '97'], ['gamebook', 'ae'], ...(cookbook ? [['cookbook', 'b3']] : [])]
  .map(([t, p]) => `(book_type = '${t}' and substr(id::text, 1, 2) = '${p}')`).join(' or ');

const partText = (cookbooks: boolean) => `
    create or replace function book_parts_refresh_text() returns trigger language plpgsql as $$
    declare book uuid := coalesce(new.book_id, old.book_id);
    begin
      if tg_op = 'UPDATE' and new.content is not distinct from old.content and new.status is not distinct from old.status
         and new.title is not distinct from old.title then
        return null;
      end if;
      update books set chapter_text = coalesce((
        select string_agg(case
            when p.kind = 'textbook' then p.title || E'\\n' || coalesce(p.content->>'markdown', '')
            when p.kind = 'worksheet' then concat_ws(E'\\n', p.content->>'title', p.content->>'instructions',
              (select string_agg(concat_ws(' ', i->>'prompt', i->>'text'), E'\\n') from jsonb_array_elements(coalesce(p.content->'items', '[]'::jsonb)) i))
            ${cookbooks ? `when p.kind = 'cookbook' then concat_ws(E'\\n', p.content->>'title', p.content->>'story', p.content->>'cuisine',
              (select string_agg(concat_ws(' ', i->>'item', i->>'note'), E'\\n') from jsonb_array_elements(coalesce(p.content->'ingredients', '[]'::jsonb)) i),
              (select string_agg(s->>'text', E'\\n') from jsonb_array_elements(coalesce(p.content->'steps', '[]'::jsonb)) s))` : ''}
            else coalesce(p.content->>'text', '') end,
                          E'\\n\\n' order by p.position)
        from book_parts p where p.book_id = book and p.status = 'done'), '')
      where id = book;
      return null;
    end $$`;

async function setFamilies(knex: Knex, kinds: Kind[]) {
  await knex.raw('alter table books drop constraint books_kind');
  await knex.raw(`alter table books add constraint books_kind check (kind in (${kinds.map((k) => `'${k}'`).join(',')}))`);
  for (const [table, name, role] of CHECKS) {
    await knex.raw(`alter table ${table} drop constraint ${name}`);
    await knex.raw(`alter table ${table} add constraint ${name} check (${idCheck(role, kinds)})`);
  }
}

async function setConfigs(knex: Knex, cookbook: boolean) {
  const { rows } = await knex.raw<{ rows: { conname: string }[] }>(`
    select conname from pg_constraint where conrelid = 'generation_configs'::regclass and contype = 'c' and pg_get_constraintdef(oid) ~ 'gamebook'`);
  for (const { conname } of rows) {
    await knex.raw(`alter table generation_configs drop constraint "${conname}"`);
    await knex.raw(`alter table generation_configs add constraint "${conname}" check (${CONFIGS(cookbook)})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await setFamilies(knex, ['textbook', 'storybook', 'worksheet', 'cookbook']);
  await setConfigs(knex, true);
  await knex.raw(partText(true));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("delete from books where kind = 'cookbook'");
  await knex.raw("delete from generation_configs where book_type = 'cookbook'");
  await knex.raw(partText(false));
  await setConfigs(knex, false);
  await setFamilies(knex, ['textbook', 'storybook', 'worksheet']);
}
