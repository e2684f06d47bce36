// The local demo seed: demo accounts (spec §5 demo1…demo9 at bookloom.app), a moderator and an
// admin, their slugs, the global configs the product reads, and the demo library (./library.ts). Ids are deterministic, so the
// seed can run again without duplicating anything.
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import { seedStorybooks } from './storybooks.ts';
import { seedWorksheets } from './worksheets.ts';
import { seedCookbooks } from './cookbooks.ts';
import { seedGamebooks } from './gamebooks.ts';
import { seedLibrary } from './library.ts';

export const DEMO_USERS = [
  { email: 'admin@bookloom.app', name: 'Ada Admin', roles: ['admin'], slug: '@ada' },
  { email: 'moderator@bookloom.app', name: 'Moe Moderator', roles: ['contentMod'], slug: '@moe' },
  ...Array.from({ length: 9 }, (_, i) => ({
    email: `demo${i + 1}@bookloom.app`, name: `Demo Author ${i + 1}`, roles: ['freeDemo'], slug: `@demo${i + 1}`,
  })),
];

export const GLOBAL_CONFIGS = [
  { key: 'credits.signupGrant', value: 50, description: 'Credits a new account receives' },
  { key: 'credits.outlineCost', value: 1, description: 'Credits one outline generation costs' },
  { key: 'credits.chapterCost', value: 1, description: 'Credits one chapter generation costs' },
  { key: 'credits.storybook.planCost', value: 1, description: 'Credits a storybook\'s storyboard costs' },
  { key: 'credits.storybook.partCost', value: 1, description: 'Credits one storybook page (words and picture) costs' },
  { key: 'credits.storybook.redrawCost', value: 1, description: 'Credits redrawing one storybook picture costs' },
  { key: 'site.announcement', value: null, description: 'A banner shown on every page when set' },
];

export async function seedDemo(knex: Knex): Promise<{ users: number; configs: number; books: number; storybooks: number; worksheets: number; cookbooks: number; gamebooks: number }> {
  const seeded = await knex.transaction(async (trx) => {
    let users = 0;
    for (const [index, u] of DEMO_USERS.entries()) {
      const id = deterministicId('User', 'demo', index);
      const inserted = await trx('users').insert({ id, email: u.email, name: u.name, roles: u.roles })
        .onConflict('id').ignore().returning('id');
      if (!inserted.length) continue;
      users++;
      await trx('user_profiles').insert({ id: deterministicId('UserProfile', 'demo', index), user_id: id, bio: `${u.name} writes books for the Bookloom demo library.` });
      await trx('user_slugs').insert({ id: deterministicId('UserSlug', 'demo', index), user_id: id, slug: u.slug });
    }
    const configs = await trx('global_configs').insert(GLOBAL_CONFIGS.map((c) => ({ ...c, value: JSON.stringify(c.value) })))
      .onConflict('key').ignore().returning('key');
    return { users, configs: configs.length };
  });
  // storybooks' rows now; their pictures are drawn after the server starts (drawSeedStorybooks)
  return { ...seeded, books: await seedLibrary(knex), storybooks: await seedStorybooks(knex), worksheets: await seedWorksheets(knex), cookbooks: await seedCookbooks(knex), gamebooks: await seedGamebooks(knex) };
}

/** True on a database that has never been seeded (no users at all). */
export async function isEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('users').count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0) === 0;
}
