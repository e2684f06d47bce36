// Five tabs open when the token is about to expire: one refresh for all, nobody logged out.
import { describe, expect, it } from 'vitest';
import { signLoginToken } from '../../api/auth/tokens.ts';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();

describe('token expiry across tabs', () => {
  it('refreshes once for five tabs and keeps every tab signed in', async () => {
    const s = app.server();
    const res = await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'tabs@example.com' } });
    const refresh = res.cookies.find((c) => c.name === 'loginRefresh')!.value;
    const claims = JSON.parse(Buffer.from(res.cookies.find((c) => c.name === 'loginJWT')!.value.split('.')[1]!, 'base64url').toString());
    const user = await s.db.knex('users').where({ email: 'tabs@example.com' }).first('id', 'email', 'name', 'picture', 'roles');
    // a token issued 14 min 40 s ago: 20 s left, inside the 60 s margin, so it counts as expired
    const expiring = await signLoginToken(s.config, user, claims.sid, Date.now() - (15 * 60 - 20) * 1000);

    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'loginJWT', value: expiring, url: s.baseURL },
      { name: 'loginRefresh', value: refresh, domain: new URL(s.baseURL).hostname, path: '/login', httpOnly: true },
    ]);
    let refreshes = 0;
    const answers: number[] = [];
    context.on('response', (r) => {
      if (r.url().endsWith('/login') && r.request().method() === 'POST') answers.push(r.status());
    });
    context.on('request', (req) => {
      if (req.url().endsWith('/login') && req.method() === 'POST' && (req.postData() ?? '').includes('refreshToken')) refreshes++;
    });
    const pages = await Promise.all(Array.from({ length: 5 }, () => context.newPage()));
    await Promise.all(pages.map((p) => p.goto(`${s.baseURL}/en/home`)));
    for (const p of pages) await p.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 20_000 });
    expect(refreshes).toBe(1);
    const token = (await context.cookies()).find((c) => c.name === 'loginJWT')!.value;
    expect(token).not.toBe(expiring);
    for (const p of pages) expect(new URL(p.url()).search).not.toContain('reason=');
    // no tab presented a used refresh token (the server would have ended the session for all)
    expect(answers).toEqual([200]);
    await pages[4]!.reload();
    await pages[4]!.getByRole('button', { name: 'Account menu' }).waitFor();
    // the browser's Web Locks keep the tabs to one refresh at a time
    expect(await pages[0]!.evaluate(() => typeof navigator.locks?.request)).toBe('function');
    await context.close();
  });
});
