// Issue 16: the file store, the same suite against local files and a local S3 server speaking
// the real protocol (s3rver): put, get, head, delete, links a browser can fetch, unsafe keys
// refused; and /api/local serving the local files.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage, s3Storage, StorageError, type Storage } from '../../api/storage/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let s3: S3rver;
let s3url = '';
beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'bookloom-s3-')), configureBuckets: [{ name: 'bookloom-test', configs: [] }] });
  const { port } = await s3.run();
  s3url = `http://127.0.0.1:${port}`;
});
afterAll(async () => { await s3.close(); });

const drivers: [string, () => Storage, (url: string) => string][] = [
  ['local files', () => localFileStorage(mkdtempSync(path.join(os.tmpdir(), 'bookloom-store-'))), (url) => url],
  ['an S3 bucket (s3rver)', () => s3Storage({ bucket: 'bookloom-test', endpoint: s3url, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }), (url) => url],
];

describe.each(drivers)('the store on %s', (_name, make) => {
  let store: Storage;
  beforeAll(() => { store = make(); });

  it('keeps a file and gives it back with its type; head and delete', async () => {
    const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await store.put('images/8d000000-0000-4000-8000-000000000001/original.svg', body, { contentType: 'image/svg+xml' });
    const got = await store.get('images/8d000000-0000-4000-8000-000000000001/original.svg');
    expect(got!.body.equals(body)).toBe(true);
    expect(got!.contentType).toBe('image/svg+xml');
    expect(await store.head('images/8d000000-0000-4000-8000-000000000001/original.svg')).toEqual({ size: body.length, contentType: 'image/svg+xml' });
    await store.delete('images/8d000000-0000-4000-8000-000000000001/original.svg');
    expect(await store.get('images/8d000000-0000-4000-8000-000000000001/original.svg')).toBeNull();
    expect(await store.head('images/8d000000-0000-4000-8000-000000000001/original.svg')).toBeNull();
    await store.delete('images/never/was.png'); // deleting what is not there is fine
  });

  it('overwrites a key whole', async () => {
    await store.put('exports/x/book.txt', Buffer.from('first'), { contentType: 'text/plain' });
    await store.put('exports/x/book.txt', Buffer.from('second, longer'), { contentType: 'text/plain' });
    expect((await store.get('exports/x/book.txt'))!.body.toString()).toBe('second, longer');
  });

  it('refuses keys that could escape or confuse', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', 'a/./b', 'space here.png', 'ümlaut.png', '', 'a\\b']) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(StorageError);
    }
  });

  it('gives a link a browser can fetch (a presigned one for the bucket)', async () => {
    await store.put('images/link/960.webp', Buffer.from('RIFF0000WEBPdata'), { contentType: 'image/webp' });
    const url = await store.url('images/link/960.webp');
    if (store.driver === 'local') {
      expect(url).toBe('/api/local/images/link/960.webp');
      expect(await store.url('exports/x/book.txt', { downloadName: 'Mon livre.txt' })).toBe('/api/local/exports/x/book.txt?download=Mon%20livre.txt');
      expect(await store.url('exports/x/book.pdf', { downloadName: 'Mon livre.pdf', inline: true })).toBe('/api/local/exports/x/book.pdf?view=Mon%20livre.pdf');
    } else {
      expect(url).toMatch(/X-Amz-Signature=/);
      // signed as of the hour: valid for the hour asked from now (the part of the hour gone added)
      const params = new URL(url).searchParams;
      const signedAt = Date.parse(params.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      expect(signedAt % 3_600_000).toBe(0);
      expect(signedAt + Number(params.get('X-Amz-Expires')) * 1000).toBeGreaterThanOrEqual(Date.now() + 3600 * 1000 - 1000);
      // the same file asked again in that hour: the same address, which a browser's cache keeps
      const again = await store.url('images/link/960.webp');
      if (new URL(again).searchParams.get('X-Amz-Date') === params.get('X-Amz-Date')) expect(again).toBe(url);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF0000WEBPdata');
      const download = await store.url('exports/x/book.txt', { downloadName: 'Mon livre.txt', expiresInSeconds: 120 });
      expect(Number(new URL(download).searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(120);
      expect(Number(new URL(download).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(120 + 3600);
      expect(download).toMatch(/response-content-disposition=attachment/);
      // shown in the browser: signed too, even where the bucket has a public address
      await store.put('exports/x/book.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
      const view = await store.url('exports/x/book.pdf', { downloadName: 'Mon livre.pdf', inline: true });
      expect(view).toMatch(/X-Amz-Signature=/);
      const shown = await fetch(view);
      expect(shown.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''Mon%20livre.pdf`);
      expect(shown.headers.get('content-type')).toBe('application/pdf');
      await shown.arrayBuffer();
    }
  });
});

describe('/api/local', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { createStorage } = await import('../../api/storage/index.ts');
    await createStorage(t.config).put('images/served/480.webp', Buffer.from('RIFF0000WEBPbytes'), { contentType: 'image/webp' });
  });
  afterAll(async () => { await t.close(); });

  it('serves a stored file with its type, a year of caching and an ETag, then 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/images/served/480.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toBe('RIFF0000WEBPbytes');
    const again = await t.app.inject({ method: 'GET', url: '/api/local/images/served/480.webp', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('names a download, and answers 404 for missing files and unsafe paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/images/served/480.webp?download=Mi%20libro.webp' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Mi libro.webp"; filename*=UTF-8''Mi%20libro.webp`);
    const shown = await t.app.inject({ method: 'GET', url: '/api/local/images/served/480.webp?view=Mi%20libro.webp' });
    expect(shown.headers['content-disposition']).toBe(`inline; filename="Mi libro.webp"; filename*=UTF-8''Mi%20libro.webp`);
    for (const url of ['/api/local/images/none.webp', '/api/local/..%2F..%2Fpackage.json', '/api/local/images/%2e%2e/%2e%2e/x']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().error).toBeTruthy();
    }
  });
});
