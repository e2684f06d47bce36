// Sign-in: one-time e-mail codes, passwords, Google identities, sessions with rotating refresh
// tokens, password reset links, and the attempt log the rate limits count.
import type { Knex } from 'knex';

const prefixed = (column: string, prefix: string) => `substr(${column}::text, 1, 2) = '${prefix}'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_email_codes', (t) => {
    t.uuid('id').primary();
    t.specificType('email', 'citext').notNullable();
    // HMAC of the code with the server secret: a database leak does not reveal live codes
    t.text('code_hash').notNullable();
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', '74'));
    t.index(['email', 'created_at']);
  });

  await knex.schema.createTable('user_passwords', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.text('hash').notNullable();
    t.timestamps(true, true);
    t.check(prefixed('id', '71'));
  });

  await knex.schema.createTable('user_google_ids', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('google_sub').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', '73'));
  });

  await knex.schema.createTable('user_sessions', (t) => {
    t.uuid('id').primary(); // the session id (sid claim); a refresh-token uuid of its family
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('revoked_reason');
    t.check(prefixed('id', '72'));
    t.index(['user_id']);
  });

  await knex.schema.createTable('user_refresh_tokens', (t) => {
    t.uuid('id').primary();
    t.uuid('session_id').notNullable().references('user_sessions.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // set when rotated: presenting a used token again means it was stolen
    t.timestamp('used_at', { useTz: true });
    t.check(prefixed('id', '72'));
    t.index(['session_id']);
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(prefixed('id', '71'));
  });

  await knex.schema.createTable('login_attempts', (t) => {
    t.bigIncrements('id');
    t.text('method').notNullable();
    t.specificType('email', 'citext');
    t.specificType('client', 'inet');
    t.text('kind').notNullable(); // 'send' (a code was sent) or 'failure' (a login failed)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("kind in ('send','failure')");
    t.index(['email', 'kind', 'created_at']);
    t.index(['client', 'kind', 'created_at']);
  });
  await knex.raw('create trigger user_passwords_updated_at before update on user_passwords for each row execute function set_updated_at()');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['login_attempts', 'password_resets', 'user_refresh_tokens', 'user_sessions', 'user_google_ids', 'user_passwords', 'user_email_codes']) {
    await knex.schema.dropTableIfExists(table);
  }
}
