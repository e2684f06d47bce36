// Bytes on the wire: built files are sent as the build's brotli/gzip copies, answers made per
// request (SSR pages, GraphQL) are compressed above a threshold, always with Vary: Accept-Encoding,
// and every encoding decodes to the same bytes as the identity answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DIST_DIR } from '../../api/plugins/site.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ site: true }); });
afterAll(async () => { await t.close(); });

const bundle = () => {
  const dir = path.join(DIST_DIR, 'client', '_astro');
  const name = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => ({ f, size: readFileSync(path.join(dir, f)).length }))
    .sort((a, b) => b.size - a.size)[0]!.f;
  return `/_astro/${name}`;
};

type Request = { url: string; method?: 'GET' | 'POST'; payload?: string; headers?: Record<string, string> };
const GRAPHQL: Omit<Request, 'url'> = {
  method: 'POST', headers: { 'content-type': 'application/json' },
  // an answer above the threshold: the version, repeated by 30 aliases (the most allowed)
  payload: JSON.stringify({ query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: version { version build }`).join(' ')} }` }),
};

async function fetchAs(req: Request, encoding: string) {
  const res = await t.app.inject({ ...req, headers: { ...req.headers, 'accept-encoding': encoding } });
  const raw = res.rawPayload;
  const coding = res.headers['content-encoding'];
  const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
  return { res, raw, body, coding };
}

describe('compressed answers', () => {
  const cases: [string, () => Request][] = [
    ['a pre-rendered page', () => ({ url: '/en/home' })],
    ['a hashed JavaScript bundle', () => ({ url: bundle() })],
    ['an SSR page', () => ({ url: '/en/discover' })],
    ['a GraphQL answer', () => ({ url: '/graphql', ...GRAPHQL })],
  ];
  for (const [name, request] of cases) {
    it(`sends ${name} as br, gzip or identity by Accept-Encoding, with Vary, decoding to the same bytes`, async () => {
      const req = request();
      const identity = await fetchAs(req, 'identity');
      expect(identity.res.statusCode).toBe(200);
      expect(identity.coding).toBeUndefined();
      expect(identity.res.headers.vary).toMatch(/accept-encoding/i);
      const br = await fetchAs(req, 'gzip, deflate, br');
      expect(br.coding).toBe('br');
      expect(br.res.headers.vary).toMatch(/accept-encoding/i);
      const gz = await fetchAs(req, 'gzip, deflate');
      expect(gz.coding).toBe('gzip');
      expect(gz.res.headers.vary).toMatch(/accept-encoding/i);
      expect(br.raw.length).toBeLessThan(identity.raw.length / 2);
      expect(gz.raw.length).toBeLessThan(identity.raw.length / 2);
      if (req.method === 'POST') {
        expect(JSON.parse(br.body.toString())).toEqual(JSON.parse(identity.body.toString()));
        expect(JSON.parse(gz.body.toString())).toEqual(JSON.parse(identity.body.toString()));
      } else if (req.url === '/en/discover') {
        // a page rendered per request: the same page in every encoding
        expect(br.body.toString().length).toBeGreaterThan(1024);
        expect(br.body.toString()).toContain('<html lang="en"');
        expect(gz.body.toString()).toContain('</html>');
      } else {
        expect(br.body.equals(identity.body)).toBe(true);
        expect(gz.body.equals(identity.body)).toBe(true);
      }
      // a refused brotli falls back to gzip
      expect((await fetchAs(req, 'br;q=0, gzip')).coding).toBe('gzip');
    });
  }

  it('keeps HEAD and ranges working', async () => {
    const url = bundle();
    const full = (await fetchAs({ url }, 'identity')).raw;
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    const range = await t.app.inject({ url, headers: { range: 'bytes=0-99', 'accept-encoding': 'identity' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${full.length}`);
    expect(range.rawPayload.equals(full.subarray(0, 100))).toBe(true);
    const pageHead = await t.app.inject({ method: 'HEAD', url: '/en/home', headers: { 'accept-encoding': 'gzip' } });
    expect(pageHead.statusCode).toBe(200);
    expect(pageHead.headers['content-encoding']).toBe('gzip');
    const page = (await fetchAs({ url: '/en/home' }, 'identity')).raw;
    const pageRange = await t.app.inject({ url: '/en/home', headers: { range: 'bytes=0-14' } });
    expect(pageRange.statusCode).toBe(206);
    expect(pageRange.rawPayload.equals(page.subarray(0, 15))).toBe(true);
  });

  it('revalidates a pre-rendered page by its ETag', async () => {
    const first = await t.app.inject({ url: '/en/faq', headers: { 'accept-encoding': 'br' } });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: '/en/faq', headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('does not compress an already compressed image again', async () => {
    const png = await t.app.inject({ url: '/og-image.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(readFileSync(path.join(DIST_DIR, 'client', 'og-image.png')))).toBe(true);
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ url: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, payload: JSON.stringify({ query: '{ version { version } }' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.version.version).toBeTruthy();
  });
});
