// A book is started only when the balance can pay for all of it, the outline and every chapter
// (issue 10): an outline bought for a book whose chapters cannot be afforded is credit lost.
import type { Knex } from 'knex';
import { wholeBookCost } from '../../../core/textbook-start.ts';
import { AppError } from '../../errors.ts';
import { ensureAccount, type CreditCosts } from '../credits.ts';

/**
 * Refuses (402, nothing written) when the user's balance cannot pay for the whole book. Locks the
 * account row, so concurrent starts are checked one after another. Run inside the transaction
 * that then debits.
 */
export async function assertCanFinish(trx: Knex.Transaction, userId: string, price: CreditCosts, chapters: number): Promise<void> {
  const needed = wholeBookCost(price, chapters);
  if (needed <= 0) return;
  await ensureAccount(trx, userId);
  const row: { balance: string | number } = await trx('credit_accounts').where({ user_id: userId }).forUpdate().first('balance');
  const have = Number(row.balance);
  if (have < needed) {
    throw new AppError(402, 'BAD_USER_INPUT',
      `Not enough credits: this needs ${needed}, you have ${have} (the outline ${price.outline} and ${chapters} chapters × ${price.chapter})`);
  }
}
