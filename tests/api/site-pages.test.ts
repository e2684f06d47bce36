// The public pages' HTML as crawlers and no-JS readers get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicId } from '../../core/ids.ts';
import { LANGUAGES } from '../../core/languages.ts';
import partner from '../../content/settings/partner.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

const get = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const meta = (html: string, attr: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('public pages', () => {
  it.each(['home', 'ai-for-teachers', 'create-a-homeschool-curriculum', 'clube-de-autores', 'faq', 'terms-of-service', 'privacy-policy', 'login', 'login/success', 'login/reset'])(
    '/en/%s is pre-rendered with its SEO head', async (page) => {
      const html = await get(`/en/${page}`);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:4321\/en\/[a-z/-]+">/);
      expect(meta(html, 'name', 'description')[0]!.length).toBeGreaterThan(20);
      expect(meta(html, 'property', 'og:locale')).toEqual(['en_US']);
      expect(meta(html, 'property', 'og:locale:alternate')).toHaveLength(16);
      expect(meta(html, 'property', 'og:image')[0]).toMatch(/\/og-image\.png$/);
      expect(meta(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    });

  it('titles other pages "{page title} | Bookloom"', async () => {
    expect(await get('/en/faq')).toContain('<title>Frequently asked questions | Bookloom</title>');
    expect(await get('/en/ai-for-teachers')).toContain('<title>AI for teachers | Bookloom</title>');
  });

  it('renders the FAQ from Markdown with real content', async () => {
    const html = await get('/en/faq');
    expect(html).toMatch(/<h1>Frequently asked questions<\/h1>/);
    expect((html.match(/<h2/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(html).toContain('Last updated:');
  });

  it('shows the partner logo linking to the partner site on clube-de-autores', async () => {
    const html = await get('/pt/clube-de-autores');
    expect(html).toContain(`<a class="partner-logo" href="${partner.url}" rel="noopener"><img src="${partner.logo}"`);
    expect(await get('/pt/home')).not.toContain('class="partner-logo"');
  });

  it('declares a script font only for languages that need one, inline and without blocking text', async () => {
    // the faces are inline (no render-blocking stylesheet) and never swap in late (no layout shift)
    expect(await get('/bn/home')).toMatch(/<style data-font="bengali" data-font-files="[^"]+\.woff2[^"]*">@font-face\{font-family:Noto Sans Bengali;font-style:normal;font-display:optional/);
    expect(await get('/ur/home')).toMatch(/@font-face\{font-family:Noto Nastaliq Urdu;[^}]*font-display:optional/);
    // only the script's own faces: Latin letters, digits and spaces come from the system font
    const ar = await get('/ar/home');
    expect(ar).toMatch(/noto-naskh-arabic-arabic-400-normal\.[\w-]+\.woff2/);
    expect(ar).not.toMatch(/noto-naskh-arabic-(latin|latin-ext|math|symbols)-\d{3}/);
    expect(await get('/hi/home')).not.toMatch(/noto-sans-devanagari-latin/);
    expect(await get("/en/home")).not.toMatch(/bengali|urdu|chinese|japanese|korean|arabic|devanagari|@font-face/);
  });

  it('is readable without JavaScript: header links are in the HTML', async () => {
    const html = await get('/fr/faq');
    for (const href of ['/fr/home', '/fr/discover', '/fr/create', '/fr/login']) expect(html).toContain(`href="${href}"`);
    // the language picker links keep the path
    expect(html).toContain('href="/de/faq"');
    expect(html).toContain('href="/ar/faq"');
  });

  it('pre-renders the login reason banners, hidden until ?reason= names one', async () => {
    const html = await get('/en/login');
    expect(html).toMatch(/<p class="banner error" data-reason="badLogin" role="status" hidden[^>]*>Wrong credentials\.<\/p>/);
    expect(html).toMatch(/data-reason="resetSuccess"[^>]*>Your password has been reset\.</);
    expect(html).toMatch(/data-reason="loggedOut"[^>]*>You have been logged out due to inactivity\.</);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page in all 17 languages with hreflang alternates', async () => {
    const xml = await get('/sitemap.xml');
    expect((xml.match(/<url>/g) ?? []).length).toBe(9 * LANGUAGES.length);
    expect(xml).toContain('<loc>http://localhost:4321/de/create</loc>');
    expect(xml).toContain('<loc>http://localhost:4321/ur/privacy-policy</loc>');
    expect(xml).toContain('hreflang="zh-Hans" href="http://localhost:4321/ch/faq"');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:4321/en/faq"');
  });

  it('robots.txt points at the sitemap and keeps private areas out', async () => {
    const txt = await get('/robots.txt');
    expect(txt).toContain('Sitemap: http://localhost:4321/sitemap.xml');
    expect(txt).toContain('Disallow: /admin');
  });
});

describe('the header of a signed-in visitor', () => {
  const signIn = async (email: string, name: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    expect(res.json()).toEqual({ success: true });
    await t.db.knex('users').where({ email }).update({ name });
    return `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  };
  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect([200, 410], url).toContain(res.statusCode);
    const header = /<header class="site-header[^"]*">[\s\S]*?<\/header>/.exec(res.body)?.[0] ?? '';
    expect(header, url).not.toBe('');
    return { header, cacheControl: res.headers['cache-control'], body: res.body };
  };

  it('is drawn signed in on an on-demand page, with the name escaped, and such a page is private', async () => {
    const cookie = await signIn('header-ssr@example.com', 'Ana Lee <b>bold</b>');
    // a deleted book's page: answered for everyone alike, and so cached for five minutes
    const gone = deterministicId('Textbook', 'header-gone', 1);
    const author = (await t.db.knex('users').where({ email: 'header-ssr@example.com' }).first('id')).id;
    await t.db.knex('books').insert({ id: gone, user_id: author, title: 'Gone', topic: 'gone', language: 'en', chapter_count: 1, start_key: gone, deleted_at: new Date() });
    const deleted = `/en/v/gone/${gone}`;
    for (const url of ['/en/discover', '/en/search/books', deleted, '/ar/my-books/drafts']) {
      if (!url.includes('my-books')) { // a guest is sent to log in there
        const guest = await page(url);
        expect(guest.header, url).toMatch(/href="\/(en|ar)\/login"/);
        expect(guest.header, url).not.toContain('avatar-button');
      }
      const own = await page(url, cookie);
      expect(own.header, url).toContain('class="avatar-button"');
      expect(own.header, url).toContain('>AL</span>');
      expect(own.header, url).not.toMatch(/href="\/(en|ar)\/login/);
      expect(own.body, url).not.toContain('<b>bold</b>');
      expect(own.cacheControl, url).toMatch(/^private, no-(cache|store)$/);
    }
    expect((await page('/en/discover')).cacheControl).toBe('public, max-age=0, must-revalidate');
    expect((await page(deleted)).cacheControl).toBe('public, max-age=300');
  });

  it('is the guest one on a pre-rendered page (the same for everyone), its guest links marked for the cookie check', async () => {
    const cookie = await signIn('header-static@example.com', 'Static Reader');
    const own = await page('/en/faq', cookie);
    expect(own.header).not.toContain('avatar-button');
    expect(own.header).not.toContain('Static Reader');
    expect(own.header).toMatch(/<a class="nav-link" data-guest="true" href="\/en\/login"/);
    expect(own.cacheControl).toBe('public, max-age=0, must-revalidate');
    expect(own.body).toContain("d.setAttribute('data-session','')");
  });
});
