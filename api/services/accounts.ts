// Accounts: the first successful sign-in with an e-mail creates the account (that is how sign-up
// works), with a profile and a unique page address (@slug).
import { stripBidiControls } from '../../core/bidi.ts';
import type { Knex } from 'knex';
import { userSlugFromName } from '../../core/slug.ts';
import { newId } from '../lib/ids.ts';
import { ensureAccount } from './credits.ts';
import type { SessionUser } from '../auth/sessions.ts';

const PUBLIC = ['id', 'email', 'name', 'picture', 'roles', 'disabled_at'] as const;

export async function findUserByEmail(knex: Knex, email: string): Promise<(SessionUser & { disabled_at: string | null }) | undefined> {
  return knex('users').where({ email }).first(...PUBLIC);
}

async function freeSlug(trx: Knex, base: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}-${i + 1}`;
    if (!(await trx('user_slugs').where({ slug: candidate }).first('id'))) return candidate;
  }
  return `${base}-${newId('UserSlug').slice(2, 10)}`;
}

export async function findOrCreateUser(knex: Knex, email: string, profile: { name?: string; picture?: string | null } = {}): Promise<SessionUser & { disabled_at: string | null; created: boolean }> {
  const existing = await findUserByEmail(knex, email);
  if (existing) return { ...existing, created: false };
  return knex.transaction(async (trx) => {
    const name = stripBidiControls(profile.name ?? '').trim() || email.split('@')[0]!.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    const id = newId('User');
    const [user] = await trx('users').insert({ id, email, name, picture: profile.picture ?? null })
      .onConflict('email').ignore().returning(PUBLIC);
    if (!user) return { ...(await findUserByEmail(trx, email))!, created: false }; // a concurrent sign-up won
    await trx('user_profiles').insert({ id: newId('UserProfile'), user_id: id });
    await trx('user_slugs').insert({ id: newId('UserSlug'), user_id: id, slug: await freeSlug(trx, userSlugFromName(name)) });
    await ensureAccount(trx, id); // the credit account, with the signup grant
    return { ...user, created: true };
  });
}
