// Worlds, gamebooks and world stories (issue 14).
// - A world (World b5: the spec's §3 names no family for it) is the setting many gamebooks and
//   stories are told in: its shape (name, premise, tone, age, places, characters, rules, lore) is
//   a JSONB checked by api/kinds/gamebook/schema.ts's World on every write. Worlds can be public;
//   moderators feature some (featured_at) and hide any (hidden_at).
// - A gamebook is a `books` row of kind 'gamebook' (Gamebook ac) in a world (books.world_id), its
//   planned graph a book_plans row (GamebookOutline b6), each segment a book_parts row
//   (GamebookSegment ad: its id in the graph, title, text, ending, choices) and its kept states
//   book_part_versions (GamebookSegmentHistory b7).
// - A segment grown in play names the choice it was written for (content.grownFrom =
//   "segmentId/choiceId"); one unique index makes two readers taking the same new choice at once
//   write one segment, not two.
// - A world story is a `books` row of kind 'worldstory' (WorldStory af) with chapters as parts
//   (WorldStoryOutline b8, WorldStoryChapter b9, WorldStoryHistory ba, WorldStoryConfig bb).
// - Adventure prototypes (AdventurePrototype a1) are moderator-made gamebook templates.
// - Feature flags (spec §3, §4) get a table so admins can edit their percents.
import type { Knex } from 'knex';

const FAMILIES = {
  textbook: { book: '8a', plan: '89', part: '8b', history: '90' },
  storybook: { book: 'a3', plan: 'a4', part: 'aa', history: 'a9' },
  worksheet: { book: '95', plan: '94', part: '96', history: '98' },
  cookbook: { book: 'b0', plan: 'b1', part: 'b2', history: 'b4' },
  gamebook: { book: 'ac', plan: 'b6', part: 'ad', history: 'b7' },
  worldstory: { book: 'af', plan: 'b8', part: 'b9', history: 'ba' },
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

const CONFIGS = (worldstory: boolean) => [['textbook', '8c'], ['storybook', 'a6'], ['worksheet', '97'], ['gamebook', 'ae'], ['cookbook', 'b3'], ...(worldstory ? [['worldstory', 'bb']] : [])]
  .map(([t, p]) => `(book_type = '${t}' and substr(id::text, 1, 2) = '${p}')`).join(' or ');

const partText = (stories: boolean) => `
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
            when p.kind = 'cookbook' then concat_ws(E'\\n', p.content->>'title', p.content->>'story', p.content->>'cuisine',
              (select string_agg(concat_ws(' ', i->>'item', i->>'note'), E'\\n') from jsonb_array_elements(coalesce(p.content->'ingredients', '[]'::jsonb)) i),
              (select string_agg(s->>'text', E'\\n') from jsonb_array_elements(coalesce(p.content->'steps', '[]'::jsonb)) s))
            ${stories ? `when p.kind = 'gamebook' then concat_ws(E'\\n', p.content->>'title', p.content->>'text')
            when p.kind = 'worldstory' then concat_ws(E'\\n', p.title, p.content->>'markdown')` : ''}
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

async function setConfigs(knex: Knex, worldstory: boolean) {
  const { rows } = await knex.raw<{ rows: { conname: string }[] }>(`
    select conname from pg_constraint where conrelid = 'generation_configs'::regclass and contype = 'c' and pg_get_constraintdef(oid) ~ 'gamebook'`);
  for (const { conname } of rows) {
    await knex.raw(`alter table generation_configs drop constraint "${conname}"`);
    await knex.raw(`alter table generation_configs add constraint "${conname}" check (${CONFIGS(worldstory)})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('worlds', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('language').notNullable();
    // the World shape (api/kinds/gamebook/schema.ts)
    t.jsonb('world').notNullable();
    t.text('visibility').notNullable().defaultTo('private');
    // 'offline' or the provider's model name that made it; null: written by hand
    t.text('writer');
    t.timestamp('featured_at', { useTz: true });
    t.timestamp('hidden_at', { useTz: true });
    t.uuid('hidden_by').references('users.id').onDelete('SET NULL');
    t.timestamp('deleted_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'updated_at']);
  });
  await knex.raw("alter table worlds add constraint worlds_id_family check (substr(id::text, 1, 2) = 'b5')");
  await knex.raw("alter table worlds add constraint worlds_visibility check (visibility in ('private','public'))");
  await knex.raw("alter table worlds add constraint worlds_featured_public check (featured_at is null or (visibility = 'public' and hidden_at is null and deleted_at is null))");
  await knex.raw("create index worlds_featured on worlds (featured_at desc) where featured_at is not null");
  await knex.raw("create index worlds_public on worlds (updated_at desc) where visibility = 'public' and hidden_at is null and deleted_at is null");
  await knex.raw('create trigger worlds_updated_at before update on worlds for each row execute function set_updated_at()');

  await knex.raw('alter table books add column world_id uuid references worlds(id) on delete cascade');
  await knex.raw('create index books_world on books (world_id, created_at) where world_id is not null');
  await setFamilies(knex, Object.keys(FAMILIES) as Kind[]);
  await knex.raw("alter table books add constraint books_world_kind check ((kind in ('gamebook','worldstory')) = (world_id is not null))");
  // a gamebook plans up to 60 segments
  await knex.raw('alter table books drop constraint books_part_count');
  await knex.raw('alter table books add constraint books_part_count check (chapter_count between 1 and 60)');
  await setConfigs(knex, true);
  await knex.raw(partText(true));
  // one written segment per (gamebook, segment id), one grown segment per choice
  await knex.raw("create unique index book_parts_segment_id on book_parts (book_id, (content->>'id')) where kind = 'gamebook' and content->>'id' is not null");
  await knex.raw("create unique index book_parts_grown_from on book_parts (book_id, (content->>'grownFrom')) where kind = 'gamebook' and content->>'grownFrom' is not null");

  // a gamebook is also made as Twee 3 (for Twine 2)
  await knex.raw('alter table book_exports drop constraint book_exports_format');
  await knex.raw("alter table book_exports add constraint book_exports_format check (format in ('epub','pdf','docx','twee'))");

  await knex.schema.createTable('adventure_prototypes', (t) => {
    t.uuid('id').primary();
    t.text('title').notNullable();
    t.text('premise').notNullable();
    t.text('language').notNullable();
    t.integer('segment_count').notNullable();
    t.integer('ending_count').notNullable();
    t.boolean('use_flags').notNullable().defaultTo(false);
    t.specificType('rules', 'text[]').notNullable().defaultTo('{}');
    // offered to authors when they start a gamebook
    t.boolean('published').notNullable().defaultTo(false);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw("alter table adventure_prototypes add constraint adventure_prototypes_id_family check (substr(id::text, 1, 2) = 'a1')");
  await knex.raw('alter table adventure_prototypes add constraint adventure_prototypes_shape check (segment_count between 8 and 60 and ending_count between 1 and 6)');
  await knex.raw('create trigger adventure_prototypes_updated_at before update on adventure_prototypes for each row execute function set_updated_at()');

  await knex.schema.createTable('feature_flags', (t) => {
    t.text('flag').primary();
    t.text('name').notNullable();
    t.integer('percent').notNullable().defaultTo(0);
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw('alter table feature_flags add constraint feature_flags_percent check (percent between 0 and 100)');
  await knex.raw('create trigger feature_flags_updated_at before update on feature_flags for each row execute function set_updated_at()');
  await knex('feature_flags').insert([{ flag: 'gamebooks2', name: 'Gamebooks v2', percent: 0 }, { flag: 'worldstory', name: 'World Story', percent: 0 }]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('feature_flags');
  await knex.schema.dropTableIfExists('adventure_prototypes');
  await knex.raw("delete from book_exports where format = 'twee'");
  await knex.raw('alter table book_exports drop constraint book_exports_format');
  await knex.raw("alter table book_exports add constraint book_exports_format check (format in ('epub','pdf','docx'))");
  await knex.raw('drop index if exists book_parts_grown_from');
  await knex.raw('drop index if exists book_parts_segment_id');
  await knex.raw("delete from books where kind in ('gamebook','worldstory')");
  await knex.raw("delete from generation_configs where book_type = 'worldstory'");
  await knex.raw(partText(false));
  await setConfigs(knex, false);
  await knex.raw('alter table books drop constraint books_part_count');
  await knex.raw('alter table books add constraint books_part_count check (chapter_count between 1 and 40)');
  await knex.raw('alter table books drop constraint books_world_kind');
  await setFamilies(knex, ['textbook', 'storybook', 'worksheet', 'cookbook']);
  await knex.raw('alter table books drop column world_id');
  await knex.schema.dropTableIfExists('worlds');
}
