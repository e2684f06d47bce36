// The Content-Security-Policy in a browser (issue 11): every real page runs without a single CSP
// violation, and a script injected into a page (an inline <script> and an <img onerror>, put into
// the HTML the server sent, under the server's own headers) does not run. The login token is
// readable by page script, so this policy is what stands between an injection and the token.
// Run it after a plain build and after `GTM_ID=GTM-… npx astro build`: both must pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../api/plugins/site.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();

const INJECTED_TITLE = `Tides <script>window.__injected='title'</script><img src=x onerror="window.__injected='title-img'">`;
const INJECTED_MARKDOWN = `# Waves\n\n<script>window.__injected='chapter'</script>\n\n<img src=x onerror="window.__injected='chapter-img'">\n\nText.`;

async function session(email: string, roles: string[] = []) {
  const s = app.server();
  const res = await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length) await s.db.knex('users').where({ email }).update({ roles });
  return res.cookies.find((c) => c.name === 'loginJWT')!.value;
}

async function gql(jwt: string, query: string, variables: object) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** Built with GTM_ID (or ANALYTICS_ID): the pages carry the tag manager snippet. */
const TAG_MANAGER = readFileSync(path.join(DIST_DIR, 'client', 'en', 'home.html'), 'utf8').includes('googletagmanager.com');

/** A page that records every CSP violation and console error from its first script on. */
async function watchedPage(context: BrowserContext) {
  // the tag manager's host answered by a local stand-in (no internet here): the CSP decides whether it runs
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManager = (window.__tagManager || 0) + 1;' }));
  await context.addInitScript(() => {
    (window as any).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as any).__violations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { page, errors };
}

const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  // the library's browser waits for the visitor (client:intent="used"): reach for every island
  await page.evaluate(() => document.querySelectorAll('astro-island[ssr]').forEach((el) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.waitForTimeout(400);
};
const violations = (page: Page) => page.evaluate(() => (window as any).__violations as string[]);

describe('content security policy in the browser', () => {
  it('every page type runs without a CSP violation or console error', async () => {
    const base = app.server().baseURL;
    const jwt = await session('e2e-csp-admin@example.com', ['admin']);
    const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Rivers and Deltas', topic: 'how rivers build land', subject: 'Geography', readingLevel: 'Primary', language: 'en', chapterCount: 2, idempotencyKey: 'csp-real-start' },
    });
    const id = started.startTextbook.id as string;
    await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'csp-real-generate' });
    const { slug } = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug } }`, { id })).textbook;

    const context = await app.browser().newContext();
    await context.addCookies([{ name: 'loginJWT', value: jwt, url: base }]);
    const { page, errors } = await watchedPage(context);
    const anonymous = await app.browser().newContext();
    const guest = await watchedPage(anonymous);
    const pages: [Page, string][] = [
      [guest.page, '/en/home'], [guest.page, '/ar/faq'], [guest.page, '/en/discover'], [guest.page, '/ja/home'],
      [guest.page, '/en/login'], [guest.page, '/en/home?login=1'],
      [page, `/en/v/${slug}/${id}`], [page, `/en/v/${slug}/${id}/1`], [page, `/en/v/${slug}/${id}/export`],
      [page, '/en/create/textbook/start'], [page, '/en/my-books'],
      [page, '/admin/global-configs'], [page, '/admin/tasks'], [page, '/moderator/users'], [page, '/moderator/textbooks'],
      [page, '/en/no-such-page'],
    ];
    for (const [p, path] of pages) {
      const res = await p.goto(`${base}${path}`);
      expect(res!.headers()['content-security-policy'] ?? `none on ${path} ${res!.status()} ${res!.url()}`).toMatch(/script-src 'self'[^;]* 'sha256-/);
      await settled(p);
      expect(await violations(p), path).toEqual([]);
      // with GTM_ID at build, the tag manager loads (its host allowed); without, nothing third-party runs
      expect(await p.evaluate(() => (window as any).__tagManager ?? 0), path).toBe(TAG_MANAGER ? 1 : 0);
    }
    // the login dialog opened by a click, with its lazily loaded island
    await guest.page.goto(`${base}/en/home`);
    await settled(guest.page);
    await guest.page.getByRole('link', { name: 'Sign Up' }).first().click();
    await guest.page.getByRole('dialog').waitFor();
    await guest.page.waitForTimeout(300);
    expect(await violations(guest.page)).toEqual([]);
    // the 404 page's own request error is the only console error a visit may show
    const real = [...errors, ...guest.errors].filter((e) => !/404 \(Not Found\)/.test(e));
    expect(real).toEqual([]);
    await context.close();
    await anonymous.close();
  });

  it('an injected inline script, an onerror handler and a data: script do not run', async () => {
    const base = app.server().baseURL;
    const jwt = await session('e2e-csp-owner@example.com');
    const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: INJECTED_TITLE, topic: 'tides', subject: 'Geography', readingLevel: 'Primary', language: 'en', chapterCount: 2, idempotencyKey: 'csp-inject-start' },
    });
    const id = started.startTextbook.id as string;
    await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'csp-inject-generate' });
    const book = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug chapters { id } } }`, { id })).textbook;
    await gql(jwt, `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, { id: book.chapters[0].id, input: { markdown: INJECTED_MARKDOWN } });

    const context = await app.browser().newContext();
    await context.addCookies([{ name: 'loginJWT', value: jwt, url: base }]);
    const { page } = await watchedPage(context);
    // a title and a chapter carrying markup: escaped or sanitized, and nothing runs
    for (const path of [`/en/v/${book.slug}/${id}`, `/en/v/${book.slug}/${id}/1`]) {
      await page.goto(`${base}${path}`);
      await settled(page);
      expect(await page.evaluate(() => (window as any).__injected), path).toBeUndefined();
    }

    // an injection the templates would have let through: markup written into the page the server
    // sent, under the server's own headers, on a pre-rendered and an on-demand page
    await page.route(/\/en\/(faq|discover)$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<main id="main">',
        `<main id="main"><script>window.__injected='inline';document.cookie.length</script><img src="/no-such-picture.png" onerror="window.__injected='onerror'">`
        + `<script src="data:text/javascript,window.__injected='data'"></script>`);
      await route.fulfill({ response, body: html });
    });
    for (const path of ['/en/faq', '/en/discover']) {
      await page.goto(`${base}${path}`);
      await settled(page);
      expect(await page.locator('main script').count(), path).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as any).__injected), path).toBeUndefined();
      const seen = await violations(page);
      expect(seen.filter((v) => v.startsWith('script-src-elem inline')).length, path).toBeGreaterThan(0);
      expect(seen.some((v) => v.startsWith('script-src-attr inline')), path).toBe(true);
      expect(seen.some((v) => v.startsWith('script-src-elem data')), path).toBe(true);
      // the real page still works: its header island hydrated
      await headerReady(page);
    }
    await context.close();
  });
});
