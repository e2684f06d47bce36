// Payments (issue 15): credits bought with Stripe Checkout.
// - stripe_events: every webhook event processed, by Stripe's event id. The row is inserted in
//   the same transaction that moves the credits, so an event counts once however often it comes.
// - stripe_purchases: one row per paid Checkout Session (the credits granted, what was taken back
//   after a refund or dispute, what could not be taken back).
// - stripe_charges: receipts by payment intent (charge events may come before or after the session's).
// - payment_flags: accounts a moderator should look at (credits a refund could not take back).
// - stripe_discounts (92, StripeDiscountCreated): each promotion code an admin created.
// - signup_grants: the canonical e-mail address that received the signup grant (one per person).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stripe_events', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('stripe_purchases', (t) => {
    t.text('session_id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('RESTRICT').index();
    t.text('pack_id').notNullable();
    t.integer('credits').notNullable();
    t.bigInteger('amount_total').notNullable().defaultTo(0);
    t.text('currency').notNullable().defaultTo('');
    t.text('payment_intent').unique();
    t.integer('credits_taken_back').notNullable().defaultTo(0);
    t.integer('credits_unrecovered').notNullable().defaultTo(0);
    t.uuid('transaction_id').notNullable().references('credit_transactions.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('credits > 0');
    t.check('credits_taken_back >= 0 and credits_unrecovered >= 0 and credits_taken_back + credits_unrecovered <= credits');
  });

  await knex.schema.createTable('stripe_charges', (t) => {
    t.text('charge_id').primary();
    t.text('payment_intent').notNullable().index();
    t.text('receipt_url');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('payment_flags', (t) => {
    t.increments('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('session_id').notNullable();
    t.text('event_id').notNullable();
    t.text('reason').notNullable(); // refund | dispute
    t.integer('credits_unrecovered').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("reason in ('refund','dispute')");
    t.check('credits_unrecovered > 0');
  });

  await knex.schema.createTable('stripe_discounts', (t) => {
    t.uuid('id').primary();
    t.uuid('created_by').notNullable().references('users.id').onDelete('RESTRICT');
    t.text('code').notNullable();
    t.text('promotion_code_id').notNullable().unique();
    t.text('coupon_id').notNullable();
    t.integer('percent_off');
    t.integer('amount_off');
    t.text('currency');
    t.integer('max_redemptions');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`substr(id::text, 1, 2) = '92'`);
  });

  await knex.schema.createTable('signup_grants', (t) => {
    t.text('canonical_email').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // the users who already received a grant hold their canonical address from now on
  await knex.raw(`
    insert into signup_grants (canonical_email, user_id)
    select distinct on (canon) canon, user_id from (
      select a.user_id, t.created_at,
        case when split_part(lower(u.email), '@', 2) in ('gmail.com', 'googlemail.com')
          then replace(split_part(split_part(lower(u.email), '@', 1), '+', 1), '.', '') || '@gmail.com'
          else split_part(split_part(lower(u.email), '@', 1), '+', 1) || '@' || split_part(lower(u.email), '@', 2) end as canon
      from credit_transactions t
      join credit_entries e on e.transaction_id = t.id
      join credit_accounts a on a.id = e.account_id and a.user_id is not null
      join users u on u.id = a.user_id
      where t.idempotency_key like 'signup:%'
    ) g order by canon, created_at
    on conflict do nothing`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['signup_grants', 'stripe_discounts', 'payment_flags', 'stripe_charges', 'stripe_purchases', 'stripe_events']) {
    await knex.schema.dropTableIfExists(table);
  }
}
