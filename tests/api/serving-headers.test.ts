// Headers and URLs of every answer (issue 11): the CSP and the other security headers on pages,
// files, GraphQL, errors and 404s; the violation report endpoint; whose X-Forwarded-For counts
// (TRUST_PROXY); absolute URLs from PUBLIC_URL whatever Host the request names; bidi controls
// stripped from titles and names.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { REPORT_BODY_LIMIT, REPORT_LIMIT } from '../../api/plugins/csp-report.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

async function signIn(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  return res.cookies.find((c) => c.name === 'loginJWT')!.value;
}
async function gql(jwt: string | null, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: jwt ? { cookie: `loginJWT=${jwt}` } : {} });
  return res.json() as { data?: any; errors?: { message: string; extensions?: any }[] };
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

describe('security headers on every answer', () => {
  const cases: [string, () => Promise<import('light-my-request').Response>, 'page' | 'other'][] = [
    ['a pre-rendered page', () => t.app.inject('/en/home'), 'page'],
    ['a pre-rendered page in Arabic', () => t.app.inject('/ar/faq'), 'page'],
    ['an on-demand page', () => t.app.inject('/en/discover'), 'page'],
    ['the 404 page', () => t.app.inject('/en/no-such-page'), 'page'],
    ['a file', () => t.app.inject('/favicon.svg'), 'other'],
    ['GraphQL', () => t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ version { version } }' } }), 'other'],
    ['a GraphQL error', () => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' }), 'other'],
    ['a POST to an unknown path (the 404 page)', () => t.app.inject({ method: 'POST', url: '/no-such-endpoint', payload: {} }), 'page'],
    ['the health check', () => t.app.inject('/healthz'), 'other'],
  ];
  for (const [name, request, kind] of cases) {
    it(`${name} carries the CSP, Permissions-Policy, COOP, Referrer-Policy and nosniff`, async () => {
      const res = await request();
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
      const csp = String(res.headers['content-security-policy']);
      // one policy, not two joined
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain('report-uri /api/csp-report');
      if (kind === 'page') {
        expect(csp).toMatch(/script-src 'self' 'sha256-[^;]+;/);
        expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("form-action 'self'");
        // no third party without its setting
        expect(csp).not.toContain('googletagmanager');
      } else {
        expect(csp).toContain("default-src 'none'");
      }
    });
  }

  it("hashes every inline script a page has, and nothing else runs inline", async () => {
    const { createHash } = await import('node:crypto');
    for (const url of ['/en/home', '/en/login', '/en/discover', '/en/create/textbook/start']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const code of scripts) expect(csp, `${url}: ${code.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      expect(res.body, url).not.toMatch(/\son(click|load|error|submit)=/i);
    }
  });
});

// (before the suites below: those build apps of their own, and the site renders with the last one's database)
describe('absolute URLs never come from the Host header', () => {
  it('canonical, hreflang, og:url, share links, JSON-LD, sitemap and robots use PUBLIC_URL', async () => {
    const jwt = await signIn('host-forger@example.com');
    const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Forged Hosts', topic: 'hosts', subject: 'Geography', readingLevel: 'Primary', language: 'en', chapterCount: 1, idempotencyKey: 'host-forge-start' },
    });
    const id = started.data!.startTextbook.id as string;
    await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'host-forge-generate' });
    await t.db.knex('books').where({ id }).update({ visibility: 'public' });
    const { slug } = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug } }`, { id })).data!.textbook;
    const author = (await gql(jwt, '{ redwood { currentUser } }')).data!.redwood.currentUser;
    const authorSlug = (await t.db.knex('user_slugs').where({ user_id: author.id }).first()).slug;
    const forged = { host: 'evil.example:666', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const origin = t.config.PUBLIC_URL;
    for (const [url, expected] of [
      ['/en/home', /rel="canonical" href="http[^"]+\/en\/home"/],
      ['/en/discover', new RegExp(`<link rel="canonical" href="${origin}/en/discover"`)],
      [`/en/v/${slug}/${id}`, new RegExp(`"url":"${origin}/en/v/`)],
      [`/en/v/${slug}/${id}/1`, new RegExp(`<link rel="canonical" href="${origin}/en/v/`)],
      [`/en/${authorSlug}`, new RegExp(`<meta property="og:url" content="${origin}/en/`)],
      ['/sitemap.xml', new RegExp(`<loc>${origin}/en/v/`)],
      ['/robots.txt', /Sitemap: http/],
    ] as const) {
      const res = await t.app.inject({ url, headers: forged });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(expected.test(res.body), `${url} ${expected}`).toBe(true);
    }
  });
});

describe('bidi controls in titles and names', () => {
  it('a title, a chapter title and a name with U+202E come back clean; RLM marks stay', async () => {
    const jwt = await signIn('bidi-writer@example.com');
    const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id title } }`, {
      input: { title: 'Invoice \u202Efdp.exe\u202C for \u2066you\u2069', topic: 'bidi', subject: 'Geography', readingLevel: 'Primary', language: 'en', chapterCount: 1, idempotencyKey: 'bidi-start-01' },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startTextbook.title).toBe('Invoice fdp.exe for you');
    const id = started.data!.startTextbook.id as string;
    await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'bidi-generate-01' });
    const chapters = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { chapters { id } } }`, { id })).data!.textbook.chapters;
    const updated = await gql(jwt, `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { title } }`, { id: chapters[0].id, input: { title: '\u202Dالفصل\u200F 1\u202A' } });
    expect(updated.data!.updateChapter.title).toBe('الفصل\u200F 1');
    const profile = await gql(jwt, `mutation { updateMyPage(name: "Ann \u202Enimda\u202C", bio: "x", slug: "bidi-writer") { name } }`);
    expect(profile.data!.updateMyPage.name).toBe('Ann nimda');
    const stored = await t.db.knex('books').where({ id }).first();
    expect(stored.title).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('POST /api/csp-report', () => {
  let db: TestDatabase;
  let lines: string[];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    lines = [];
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    app = await buildApp({ config: testConfig(db, { LOG_LEVEL: 'warn' }), knex: db.knex, site: false, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => { await app.close(); await db.drop(); });
  const post = (type: string, payload: string, ip = '10.1.1.1') => app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': type }, payload, remoteAddress: ip });

  it('logs a report-uri report (application/csp-report)', async () => {
    const res = await post('application/csp-report', JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/en/faq', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline', 'original-policy': "script-src 'self'" } }));
    expect(res.statusCode).toBe(204);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.cspViolation?.['document-uri'] === 'http://x/en/faq');
    expect(logged).toMatchObject({ msg: 'content security policy violation', cspViolation: { 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } });
  });

  it('logs Reporting API reports (application/reports+json)', async () => {
    const res = await post('application/reports+json', JSON.stringify([
      { type: 'csp-violation', age: 1, url: 'http://x/en/home', user_agent: 'UA', body: { documentURL: 'http://x/en/home', effectiveDirective: 'script-src-attr', blockedURL: 'inline', disposition: 'enforce' } },
      { type: 'deprecation', body: { id: 'x' } },
    ]), '10.1.1.2');
    expect(res.statusCode).toBe(204);
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.cspViolation?.documentURL === 'http://x/en/home');
    expect(logged).toHaveLength(1);
    expect(logged[0].cspViolation).toMatchObject({ effectiveDirective: 'script-src-attr', blockedURL: 'inline' });
  });

  it('refuses bad, oversized and endless reports with a 4xx', async () => {
    expect((await post('application/csp-report', '{not json', '10.1.1.3')).statusCode).toBe(400);
    expect((await post('application/csp-report', '[]', '10.1.1.3')).statusCode).toBe(400);
    expect((await post('application/reports+json', '{}', '10.1.1.3')).statusCode).toBe(400);
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(REPORT_BODY_LIMIT) } });
    expect((await post('application/csp-report', big, '10.1.1.3')).statusCode).toBe(413);
    const one = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/flood' } });
    const codes: number[] = [];
    for (let i = 0; i < REPORT_LIMIT + 3; i++) codes.push((await post('application/csp-report', one, '10.1.1.4')).statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(REPORT_LIMIT);
    expect(codes.slice(REPORT_LIMIT)).toEqual([429, 429, 429]);
    // another client is not held up
    expect((await post('application/csp-report', one, '10.1.1.5')).statusCode).toBe(204);
  });
});

describe('TRUST_PROXY: only configured proxies name the client', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(async () => { await db.drop(); });
  const production = (extra: Record<string, string> = {}) => testConfig(db, { APP_ENV: 'production', PUBLIC_URL: 'https://bookloom.example', ...extra });
  const flood = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const one = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/proxy' } });
    const codes: number[] = [];
    for (let i = 0; i < REPORT_LIMIT + 1; i++) {
      codes.push((await app.inject({ method: 'POST', url: '/api/csp-report', remoteAddress: '203.0.113.9', headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': `198.51.100.${i}` }, payload: one })).statusCode);
    }
    return codes;
  };

  it('a client-sent X-Forwarded-For does not pick its own bucket, even in production', async () => {
    const app = await buildApp({ config: production(), knex: db.knex, site: false });
    await app.ready();
    const codes = await flood(app);
    expect(codes.at(-1)).toBe(429);
    // the sign-in limits count the socket's address too
    await app.inject({ method: 'POST', url: '/login', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.77' }, payload: { method: 'createLoginEmailCode', email: 'proxy-test@example.com' } });
    const attempt = await db.knex('login_attempts').where({ email: 'proxy-test@example.com' }).first();
    expect(attempt.client).toBe('203.0.113.9');
    await app.close();
  });

  it('behind a configured proxy, the forwarded address is the client', async () => {
    const app = await buildApp({ config: production({ TRUST_PROXY: '203.0.113.0/24' }), knex: db.knex, site: false });
    await app.ready();
    expect(await flood(app)).not.toContain(429);
    await app.close();
  });

  it('refuses a malformed TRUST_PROXY by name', () => {
    expect(() => loadConfig({ APP_ENV: 'local', TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'local', TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ APP_ENV: 'local', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(loadConfig({ APP_ENV: 'local' }).TRUST_PROXY).toEqual([]);
  });
});
