// Foundation tables: users and their profiles and slugs, global configs, admin tasks, rich logs.
// Ids are type-prefixed UUIDs (spec §3); a check constraint keeps each table's prefix honest.
import type { Knex } from 'knex';

const prefixed = (column: string, prefix: string) => `substr(${column}::text, 1, 2) = '${prefix}'`;

/** updated_at is kept by the database, so raw queries and models alike refresh it. */
async function touchOnUpdate(knex: Knex, table: string): Promise<void> {
  await knex.raw(`create trigger ${table}_updated_at before update on ${table} for each row execute function set_updated_at()`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists citext');
  await knex.raw(`
    create or replace function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := clock_timestamp();
      return new;
    end $$`);

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.specificType('email', 'citext').notNullable().unique();
    t.text('name').notNullable().defaultTo('');
    t.text('picture');
    t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('disabled_at', { useTz: true });
    t.timestamps(true, true);
    t.check(prefixed('id', '70'));
    t.check("roles <@ array['admin','contentMod','freeDemo','interactDemo']::text[]");
  });

  await knex.schema.createTable('user_profiles', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.text('bio').notNullable().defaultTo('');
    t.string('language', 2);
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.timestamps(true, true);
    t.check(prefixed('id', '75'));
  });

  await knex.schema.createTable('user_slugs', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.specificType('slug', 'citext').notNullable().unique();
    // the current slug is the one shown; older ones redirect to it
    t.boolean('is_current').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', '76'));
    t.check("slug ~ '^@[A-Za-z0-9.-]+$' and length(slug) <= 64");
  });
  await knex.raw('create unique index user_slugs_one_current on user_slugs (user_id) where is_current');

  await knex.schema.createTable('global_configs', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.timestamps(true, true);
    t.check("key ~ '^[a-zA-Z][a-zA-Z0-9_.-]{0,99}$'");
  });

  await knex.schema.createTable('tasks', (t) => {
    t.uuid('id').primary();
    t.text('type').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.jsonb('result');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.check(prefixed('id', '60'));
    t.check("status in ('queued','running','done','failed','cancelled')");
    t.index(['status', 'created_at']);
  });

  await knex.schema.createTable('rich_log_entries', (t) => {
    t.uuid('id').primary();
    t.text('level').notNullable();
    t.text('source').notNullable();
    t.text('message').notNullable();
    t.jsonb('data').notNullable().defaultTo('{}');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', 'e0'));
    t.check("level in ('debug','info','warn','error')");
    t.index(['created_at']);
  });

  for (const table of ['users', 'user_profiles', 'global_configs', 'tasks']) await touchOnUpdate(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['rich_log_entries', 'tasks', 'global_configs', 'user_slugs', 'user_profiles', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('drop function if exists set_updated_at()');
}
