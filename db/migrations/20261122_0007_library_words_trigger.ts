// The vocabulary trigger of migration 0006 ran after every update statement on books, read
// counts and saves included (a hot path: each counted read is an update). Only a new title or
// subject brings new words. A statement trigger with transition tables cannot name columns, so
// updates get a row trigger whose WHEN clause (checked before any function runs) passes only
// those; titles change one book at a time, so the per-statement sorting that keeps bulk inserts
// from deadlocking is not needed there.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger textbooks_library_words_update on textbooks');
  await knex.raw(`
    create function library_words_add_row() returns trigger language plpgsql as $$
    begin
      insert into library_words (word) select w from library_words_of(new.title || ' ' || new.subject) as w order by w
        on conflict do nothing;
      return null;
    end $$`);
  await knex.raw(`create trigger textbooks_library_words_update after update on textbooks for each row
    when (new.title is distinct from old.title or new.subject is distinct from old.subject)
    execute function library_words_add_row()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger textbooks_library_words_update on textbooks');
  await knex.raw('drop function library_words_add_row()');
  await knex.raw(`create trigger textbooks_library_words_update after update on textbooks
    referencing new table as changed for each statement execute function library_words_add()`);
}
