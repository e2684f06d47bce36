// The admin and moderator pages as the one server renders them (spec §2, §6): who gets in, and
// what the server-rendered HTML holds. Needs `astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicId } from '../../core/ids.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

const cookies: Record<string, string> = {};
const TASK_DONE = deterministicId('Task', 'pages', 1);
const TASK_QUEUED = deterministicId('Task', 'pages', 2);

/** Signs in with the local mock login and gives the account its roles (read on every request). */
async function signIn(email: string, roles: string[]): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  await t.db.knex('users').where({ email }).update({ roles });
  return `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, as?: string, extraCookie = '') => {
  const cookie = [as ? cookies[as] : '', extraCookie].filter(Boolean).join('; ');
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};

beforeAll(async () => {
  cookies.admin = await signIn('pages-admin@example.com', ['admin']);
  cookies.contentMod = await signIn('pages-mod@example.com', ['contentMod']);
  cookies.freeDemo = await signIn('pages-demo@example.com', ['freeDemo']);
  await t.db.knex('global_configs').insert([
    { key: 'seeded.homepage', value: JSON.stringify({ heroBooks: ['a', 'b'] }), description: 'Books on the home page' },
    { key: 'limits.daily', value: '5', description: '' },
  ]);
  const adminId = (await t.db.knex('users').where({ email: 'pages-admin@example.com' }).first('id')).id;
  await t.db.knex('tasks').insert([
    { id: TASK_DONE, type: 'purgeRichLogs', status: 'done', payload: JSON.stringify({ days: 30 }), result: JSON.stringify({ deleted: 7 }), created_by: adminId },
    { id: TASK_QUEUED, type: 'purgeRichLogs', status: 'queued', payload: JSON.stringify({ days: 3 }), created_by: adminId },
  ]);
});

const ADMIN_PAGES = [
  '/admin/global-configs', '/admin/global-configs/new', '/admin/global-configs/seeded.homepage', '/admin/global-configs/seeded.homepage/edit',
  '/admin/tasks', '/admin/tasks/new', `/admin/tasks/${TASK_DONE}`, `/admin/tasks/${TASK_QUEUED}/edit`,
];

describe('who gets in', () => {
  it('sends an anonymous visitor home with redirectTo', async () => {
    const res = await get('/admin/tasks');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/home?redirectTo=%2Fadmin%2Ftasks');
    const users = await get('/moderator/users?q=x');
    expect(users.statusCode).toBe(302);
    expect(users.headers.location).toBe('/en/home?redirectTo=%2Fmoderator%2Fusers%3Fq%3Dx');
  });

  it('lets a content moderator into /moderator/users but not the admin pages', async () => {
    expect((await get('/moderator/users', 'contentMod')).statusCode).toBe(200);
    for (const url of ADMIN_PAGES) {
      const res = await get(url, 'contentMod');
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/en/home?denied=admin');
    }
  });

  it('keeps a free demo user out of both areas', async () => {
    expect((await get('/moderator/users', 'freeDemo')).statusCode).toBe(302);
    expect((await get('/admin/global-configs', 'freeDemo')).statusCode).toBe(302);
  });

  it('lets an admin open every admin page and the users page', async () => {
    for (const url of [...ADMIN_PAGES, '/moderator/users']) {
      const res = await get(url, 'admin');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});

describe('what the pages show', () => {
  it('lists the global configs on the server, in the light theme with the Moderator Tools sidebar', async () => {
    const html = (await get('/admin/global-configs', 'admin')).body;
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="create"/);
    expect(html).toContain('<title>Global Config | Bookloom</title>');
    expect(html).toContain('<h2 id="admin-tools-title">Moderator Tools</h2>');
    expect(html).toContain('href="/admin/global-configs/seeded.homepage"');
    expect(html).toContain('Books on the home page');
    expect(html).toContain('{&quot;heroBooks&quot;:[&quot;a&quot;,&quot;b&quot;]}');
    // the sidebar follows the roles: an admin sees all three links
    for (const href of ['/moderator/users', '/admin/tasks', '/admin/global-configs']) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/href="\/admin\/global-configs" aria-current="page"/);
  });

  it('shows a content moderator only the Users link', async () => {
    const html = (await get('/moderator/users', 'contentMod')).body;
    expect(html).toContain('Moderator Tools');
    expect(html).toMatch(/href="\/moderator\/users" aria-current="page"/);
    expect(html).not.toContain('href="/admin/tasks"');
    expect(html).not.toContain('href="/admin/global-configs"');
  });

  it('renders a config with its JSON pretty-printed, and its edit form filled in', async () => {
    const view = (await get('/admin/global-configs/seeded.homepage', 'admin')).body;
    expect(view).toContain('<pre class="admin-code" data-testid="config-value">{\n  &quot;heroBooks&quot;: [\n    &quot;a&quot;,\n    &quot;b&quot;\n  ]\n}</pre>');
    expect(view).toContain('href="/admin/global-configs/seeded.homepage/edit"');
    const edit = (await get('/admin/global-configs/seeded.homepage/edit', 'admin')).body;
    expect(edit).toContain('<h1>Edit seeded.homepage</h1>');
    expect(edit).toMatch(/<textarea[^>]*name="value"[^>]*>\{\n {2}&quot;heroBooks&quot;/);
  });

  it('answers 404 inside the admin frame for an unknown key or task', async () => {
    const config = await get('/admin/global-configs/no.such.key', 'admin');
    expect(config.statusCode).toBe(404);
    expect(config.body).toContain('There is no setting with this key.');
    const task = await get(`/admin/tasks/${deterministicId('Task', 'pages', 99)}`, 'admin');
    expect(task.statusCode).toBe(404);
    expect(task.body).toContain('There is no task with this id.');
    expect((await get('/admin/tasks/not-a-uuid', 'admin')).statusCode).toBe(404);
  });

  it('lists tasks newest first with a status filter, and shows a task with its result', async () => {
    const list = (await get('/admin/tasks', 'admin')).body;
    expect(list).toContain(`href="/admin/tasks/${TASK_DONE}"`);
    expect(list).toContain(`href="/admin/tasks/${TASK_QUEUED}"`);
    const queued = (await get('/admin/tasks?status=queued', 'admin')).body;
    expect(queued).toContain(`href="/admin/tasks/${TASK_QUEUED}"`);
    expect(queued).not.toContain(`href="/admin/tasks/${TASK_DONE}"`);
    expect(queued).toMatch(/href="\/admin\/tasks\?status=queued" aria-current="page"/);

    const done = (await get(`/admin/tasks/${TASK_DONE}`, 'admin')).body;
    expect(done).toContain('<pre class="admin-code" data-testid="task-result">{\n  &quot;deleted&quot;: 7\n}</pre>');
    expect(done).toContain('pages-admin@example.com');
    expect(done).not.toContain(`href="/admin/tasks/${TASK_DONE}/edit"`);
    const queuedView = (await get(`/admin/tasks/${TASK_QUEUED}`, 'admin')).body;
    expect(queuedView).toContain(`href="/admin/tasks/${TASK_QUEUED}/edit"`);
    const notEditable = (await get(`/admin/tasks/${TASK_DONE}/edit`, 'admin')).body;
    expect(notEditable).toContain('Only a queued task can be edited. This one is: Done.');
  });

  it('offers the task types on the new task page', async () => {
    const html = (await get('/admin/tasks/new', 'admin')).body;
    expect(html).toContain('purgeRichLogs');
    expect(html).toContain('Deletes rich log entries older than payload.days');
  });

  it('renders the first page of users on the server, searchable by ?q=', async () => {
    const html = (await get('/moderator/users', 'contentMod')).body;
    for (const email of ['pages-admin@example.com', 'pages-mod@example.com', 'pages-demo@example.com']) expect(html).toContain(email);
    expect(html).toContain('Users found: 3');
    const found = (await get('/moderator/users?q=DEMO', 'contentMod')).body;
    expect(found).toContain('pages-demo@example.com');
    expect(found).not.toContain('pages-admin@example.com');
    expect(found).toContain('Users found: 1');
  });

  it('speaks the stored language (bookloom.lang cookie), English otherwise', async () => {
    const de = (await get('/admin/tasks', 'admin', 'bookloom.lang=de')).body;
    expect(de).toMatch(/<html lang="de" dir="ltr" data-theme="create"/);
    expect(de).toContain('Moderationswerkzeuge');
    expect(de).toContain('<h1>Aufgaben</h1>');
    const ar = (await get('/moderator/users', 'admin', 'bookloom.lang=ar')).body;
    expect(ar).toMatch(/<html lang="ar" dir="rtl"/);
    expect(ar).toContain('أدوات الإشراف');
    const unknown = (await get('/admin/tasks', 'admin', 'bookloom.lang=xx')).body;
    expect(unknown).toMatch(/<html lang="en"/);
  });
});
