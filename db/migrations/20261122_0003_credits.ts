// Credits: a double-entry ledger. Every movement is a transaction whose entries sum to zero
// across accounts; a user account's balance can never go below zero. Two system accounts are
// the other side of every movement: 'grants' (the source of granted credits, it goes negative)
// and 'spent' (the sink of debits, refunds come back out of it).
//
// The database keeps the invariants itself, so a bug or a raw query can't break them:
// - credit_accounts.balance is a cached sum, updated by a trigger on every entry insert (in the
//   same transaction), and refused when changed any other way;
// - a user account's balance >= 0 is a check constraint (the service also locks the row first,
//   to answer with a clear message instead of a constraint error);
// - the entries of a transaction sum to zero, and a transaction has entries: deferred
//   constraint triggers, checked at commit;
// - the ledger is append-only: entries and transactions can't be updated or deleted.
import type { Knex } from 'knex';

const prefixed = (column: string, prefix: string) => `substr(${column}::text, 1, 2) = '${prefix}'`;

// deterministicId('CreditAccount', 'system', 0 | 1), written out: a migration never changes
const SYSTEM_ACCOUNTS = [
  { id: '50737973-7465-6d00-0000-000000000000', system_key: 'grants' },
  { id: '50737973-7465-6d00-0000-000000000001', system_key: 'spent' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credit_accounts', (t) => {
    t.uuid('id').primary();
    // the owner: a user, or a system account; exactly one of the two
    t.uuid('user_id').unique().references('users.id').onDelete('RESTRICT');
    t.text('system_key').unique();
    t.bigInteger('balance').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.check(prefixed('id', '50'));
    t.check('(user_id is null) <> (system_key is null)', {}, 'credit_accounts_one_owner');
    t.check("system_key in ('grants','spent')", {}, 'credit_accounts_system_key');
    t.check('balance >= 0 or system_key is not null', {}, 'credit_accounts_balance_non_negative');
  });

  await knex.schema.createTable('credit_transactions', (t) => {
    t.uuid('id').primary();
    t.text('kind').notNullable();
    t.text('idempotency_key').unique();
    t.jsonb('reference').notNullable().defaultTo('{}'); // e.g. {bookId, chapterId, purpose}
    t.text('memo').notNullable().defaultTo('');
    // clock time, not transaction start: several movements in one transaction keep their order
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.check(prefixed('id', '51'));
    t.check("kind in ('grant','debit','refund','adjustment')");
    t.check("jsonb_typeof(reference) = 'object'");
    t.check("length(idempotency_key) between 1 and 200");
  });

  await knex.schema.createTable('credit_entries', (t) => {
    t.uuid('id').primary();
    t.uuid('transaction_id').notNullable().references('credit_transactions.id').onDelete('RESTRICT');
    t.uuid('account_id').notNullable().references('credit_accounts.id').onDelete('RESTRICT');
    t.bigInteger('amount').notNullable(); // positive: credited to the account; negative: debited
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.check(prefixed('id', '52'));
    t.check('amount <> 0');
    t.unique(['transaction_id', 'account_id']);
    t.index(['account_id', 'created_at']);
  });

  await knex.raw(`create trigger credit_accounts_updated_at before update on credit_accounts for each row execute function set_updated_at()`);

  // balance is the sum of the account's entries: it starts at 0 and only the entry trigger moves it
  await knex.raw(`
    create function credit_accounts_guard_balance() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.balance <> 0 then
        raise exception 'a credit account starts with balance 0; credits move only through ledger entries'
          using errcode = 'check_violation';
      end if;
      if tg_op = 'UPDATE' and new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
        raise exception 'a credit balance changes only through ledger entries' using errcode = 'check_violation';
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger credit_accounts_guard_balance before insert or update on credit_accounts for each row execute function credit_accounts_guard_balance()`);

  await knex.raw(`
    create function credit_entries_apply() returns trigger language plpgsql as $$
    begin
      update credit_accounts set balance = balance + new.amount where id = new.account_id;
      return null;
    end $$`);
  await knex.raw(`create trigger credit_entries_apply after insert on credit_entries for each row execute function credit_entries_apply()`);

  await knex.raw(`
    create function credit_ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the credit ledger is append-only: record a new transaction instead' using errcode = 'check_violation';
    end $$`);
  for (const table of ['credit_transactions', 'credit_entries']) {
    await knex.raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function credit_ledger_append_only()`);
  }

  await knex.raw(`
    create function credit_transactions_check_has_entries() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from credit_entries where transaction_id = new.id) then
        raise exception 'credit transaction % has no entries', new.id using errcode = 'check_violation';
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create function credit_entries_check_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
    begin
      select coalesce(sum(amount), 0) into total from credit_entries where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'credit transaction % is unbalanced: its entries sum to %', new.transaction_id, total
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`);
  await knex.raw(`create constraint trigger credit_entries_balanced after insert on credit_entries deferrable initially deferred for each row execute function credit_entries_check_balanced()`);
  await knex.raw(`create constraint trigger credit_transactions_has_entries after insert on credit_transactions deferrable initially deferred for each row execute function credit_transactions_check_has_entries()`);

  await knex('credit_accounts').insert(SYSTEM_ACCOUNTS);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['credit_entries', 'credit_transactions', 'credit_accounts']) {
    await knex.schema.dropTableIfExists(table);
  }
  for (const fn of ['credit_transactions_check_has_entries', 'credit_entries_check_balanced', 'credit_ledger_append_only', 'credit_entries_apply', 'credit_accounts_guard_balance']) {
    await knex.raw(`drop function if exists ${fn}()`);
  }
}
