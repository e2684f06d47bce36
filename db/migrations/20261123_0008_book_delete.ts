// Deleting a book is a soft delete: `deleted_at` marks a tombstone. The row (and its chapters)
// stay, so the credit ledger's references ({ bookId } on every movement) still resolve and the
// book's URL can answer 410 Gone instead of 404. A deleted book can never be shared again, nor
// featured: the checks below hold whatever code writes the row (the delete also sets it private,
// clears the featured pick and removes it from every collection).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('textbooks', (t) => {
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw(`alter table textbooks add constraint textbooks_deleted_private check (deleted_at is null or (visibility = 'private' and featured_at is null))`);
  // My Books reads a user's live books by updated_at; the tombstones stay out of that index
  await knex.raw('create index textbooks_user_live on textbooks (user_id, updated_at desc) where deleted_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index textbooks_user_live');
  await knex.raw('alter table textbooks drop constraint textbooks_deleted_private');
  await knex.schema.alterTable('textbooks', (t) => {
    t.dropColumn('deleted_at');
  });
}
