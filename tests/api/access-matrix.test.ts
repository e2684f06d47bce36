// The access table of docs/architecture.md, route by route and role by role: a 302 (home, or the
// login dialog) is a refusal; anything else means the guard let the visitor through (my-references has no page
// yet, so passing its guard answers the not-found page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ROLES = { anonymous: null, freeDemo: ['freeDemo'], interactDemo: ['interactDemo'], contentMod: ['contentMod'], admin: ['admin'] } as const;

beforeAll(async () => {
  t = await createTestApp({ site: true });
  for (const [name, roles] of Object.entries(ROLES)) {
    if (!roles) continue;
    const email = `${name.toLowerCase()}@matrix.example`;
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    await t.db.knex('users').where({ email }).update({ roles });
    cookies[name] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
});
afterAll(async () => { await t.close(); });

const ADMIN = ['/admin/global-configs', '/admin/global-configs/new', '/admin/tasks', '/admin/tasks/new'];
const MODERATOR = [
  '/moderator/users',
  // every kind of book and its generation configs (issue 16)
  '/moderator/textbooks', '/moderator/textbooks/config', '/moderator/textbooks/config/new',
  '/moderator/storybooks', '/moderator/storybooks/config', '/moderator/storybooks/config/new',
  '/moderator/worksheets', '/moderator/worksheets/config', '/moderator/worksheets/config/new',
  // worlds, gamebooks and adventure prototypes (issue 14)
  '/moderator/gamebooks', '/moderator/worlds', '/moderator/featured-worlds', '/moderator/adventures', '/moderator/adventures/new',
];
const PRIVATE = ['/en/my-references'];

const allowed: Record<keyof typeof ROLES, (path: string) => boolean> = {
  anonymous: () => false,
  freeDemo: (p) => PRIVATE.includes(p),
  interactDemo: (p) => PRIVATE.includes(p),
  contentMod: (p) => PRIVATE.includes(p) || MODERATOR.includes(p),
  admin: () => true,
};

describe.each(Object.keys(ROLES) as (keyof typeof ROLES)[])('%s', (role) => {
  it.each([...ADMIN, ...MODERATOR, ...PRIVATE])('%s', async (path) => {
    const res = await t.app.inject({ url: path, headers: cookies[role] ? { cookie: cookies[role] } : {} });
    if (allowed[role](path)) {
      expect(res.statusCode, `${role} ${path}`).not.toBe(302);
      expect([200, 404]).toContain(res.statusCode);
      if (!PRIVATE.includes(path)) expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode, `${role} ${path}`).toBe(302);
      // issue 10: a guest on a signed-in page gets the login dialog; a signed-in user without the
      // role goes home with the reason the header shows
      const expected = role !== 'anonymous'
        ? `/en/home?denied=${path.split('/')[1]}`
        : PRIVATE.includes(path) ? `/en/login?next=${encodeURIComponent(path)}` : `/en/home?redirectTo=${encodeURIComponent(path)}`;
      expect(res.headers.location).toBe(expected);
    }
  });
});
