// The site as served by the one process: pre-rendered pages, URL rules, not-found, caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../../api/plugins/site.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

describe('pages', () => {
  it('serves the pre-rendered home page with its language and direction', async () => {
    const en = await t.app.inject('/en/home');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(en.body).toContain('<title>Bookloom: You have a great book inside you. Draft your first book within minutes.</title>');
    const ar = await t.app.inject('/ar/home');
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    const ch = await t.app.inject('/ch/home');
    expect(ch.body).toMatch(/<html lang="zh-Hans" dir="ltr"/);
  });

  it('emits alternates for all 17 languages plus x-default', async () => {
    const res = await t.app.inject('/de/home');
    const hreflangs = [...res.body.matchAll(/rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs).toHaveLength(18);
    expect(hreflangs).toContain('x-default');
    expect(hreflangs).toContain('zh-Hans');
  });

  it('redirects a trailing slash with 301 and keeps the query', async () => {
    const res = await t.app.inject('/en/home/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/home?a=1');
  });

  it('never redirects off-site through a double slash', async () => {
    const res = await t.app.inject('//evil.example/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const url of ['/en/nothing-here', '/no/such/page', '/xx/home']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });

  it('does not serve the error pages as found pages', async () => {
    expect((await t.app.inject('/404')).statusCode).toBe(404);
    expect((await t.app.inject('/500.html')).statusCode).toBe(404);
  });

  it('redirects language-less paths to the visitor language', async () => {
    const fr = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(fr.statusCode).toBe(302);
    expect(fr.headers.location).toBe('/fr/home');
    const zh = await t.app.inject({ url: '/faq', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.headers.location).toBe('/ch/faq');
    const unknown = await t.app.inject({ url: '/discover', headers: { 'accept-language': 'xx' } });
    expect(unknown.headers.location).toBe('/en/discover');
    const stored = await t.app.inject({ url: '/v/my-book/8a000000-0000-4000-8000-000000000000/about', headers: { cookie: 'bookloom.lang=ja', 'accept-language': 'fr' } });
    expect(stored.headers.location).toBe('/ja/v/my-book/8a000000-0000-4000-8000-000000000000/about');
    const lang = await t.app.inject('/es');
    expect(lang.headers.location).toBe('/es/home');
  });
});

describe('assets', () => {
  it('serves hashed bundles with immutable cache headers and pages without', async () => {
    const asset = readdirSync(path.join(DIST_DIR, 'client', '_astro'))[0];
    expect(asset).toBeDefined();
    const res = await t.app.inject(`/_astro/${asset}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject('/en/home');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends security headers on files and on rendered pages', async () => {
    for (const url of ['/en/home', '/en/nothing-here']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('share URLs', () => {
  it('send /{userSlug}/v/{bookSlug}/{id} to the reader language version, keeping the query', async () => {
    const res = await t.app.inject({ url: '/@ada/v/Volcanoes/8a000000-0000-4000-8000-000000000001?ref=share', headers: { 'accept-language': 'pt-BR' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pt/v/Volcanoes/8a000000-0000-4000-8000-000000000001?ref=share');
    const group = await t.app.inject({ url: '/@ada/worksheets/95000000-0000-4000-8000-000000000001', headers: { cookie: 'bookloom.lang=ja' } });
    expect(group.headers.location).toBe('/ja/worksheets/95000000-0000-4000-8000-000000000001');
  });
});
