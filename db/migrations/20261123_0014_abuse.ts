// Every paid chapter job has its own number (issue 11): a rewrite, a retry and the first writing
// of a chapter are runs 1, 2, 3…, and the debit, its refund and the queued job are keyed by the
// run. Keying them by `attempts` (which only a worker moves) let a rewrite cancelled before a
// worker started and asked again reuse the first debit's key and cost nothing.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('textbook_chapters', (t) => {
    t.integer('paid_runs').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('textbook_chapters', (t) => {
    t.dropColumn('paid_runs');
  });
}
