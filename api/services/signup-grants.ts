// The signup grant goes to a person once, not to each variant of an address: `a+1@x.com` and
// `a@x.com`, or `j.doe@gmail.com` and `jdoe@gmail.com`, share one canonical address
// (core/email.ts canonicalEmail), and only the first account with it receives the grant.
import type { Knex } from 'knex';
import { canonicalEmail } from '../../core/email.ts';

/** Claims the grant for this user's canonical address; false when another account holds it. */
export async function claimSignupGrant(trx: Knex, userId: string): Promise<boolean> {
  const user: { email: string } | undefined = await trx('users').where({ id: userId }).first('email');
  if (!user) return false;
  const rows = await trx('signup_grants').insert({ canonical_email: canonicalEmail(user.email), user_id: userId })
    .onConflict('canonical_email').ignore().returning('user_id');
  return rows.length > 0;
}
