// Issue 16: an owner's own pictures. POST /api/uploads/images takes the file's bytes; only JPEG,
// PNG and WebP by their bytes (not their name), at most 10 MB and 40 megapixels (refused from
// the header, before decoding), EXIF and GPS stripped from everything kept; one message per refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pictureWork } from '../../api/images/index.ts';
import { createStorage } from '../../api/storage/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'uploader@books.example' } });
  cookie = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
});
afterAll(async () => { await t.close(); });

const upload = (body: Buffer, headers: Record<string, string> = {}, url = '/api/uploads/images') =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { cookie, 'content-type': 'application/octet-stream', ...headers } });

/** A PNG header (IHDR) declaring a size, with no image data: what a decompression bomb starts with. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; ihdr[9] = 2;
  const chunk = Buffer.concat([Buffer.from('IHDR'), ihdr]);
  const { crc32 } = require('node:zlib') as typeof import('node:zlib');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk) >>> 0, 0);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13, 0);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, chunk, crc]);
}

describe('uploading a picture', () => {
  it('takes a PNG and a JPEG, whatever they are called, and answers the picture in sizes', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b7dd8' } }).png().toBuffer();
    const res = await upload(png, { 'content-type': 'text/plain' }, '/api/uploads/images?alt=A%20blue%20sky');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.upload.id).toMatch(/^9c/);
    expect(body.image).toMatchObject({ width: 1200, height: 800, alt: 'A blue sky' });
    expect(body.image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(body.image.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(body.image.sources[1].srcset).toMatch(/480w, .* 960w, .* 1200w$/); // never upscaled past 1200
    const served = await t.app.inject({ method: 'GET', url: body.image.src });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d94b3f' } }).jpeg().toBuffer();
    expect((await upload(jpeg)).statusCode).toBe(201);
  });

  it('takes six pictures sent at once, working on two at a time', async () => {
    const pictures = await Promise.all(['#e63946', '#f1faee', '#a8dadc', '#457b9d', '#1d3557', '#ffb703'].map((background) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background } }).png().toBuffer()));
    const answers = await Promise.all(pictures.map((png) => upload(png, { 'content-type': 'image/png' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().image.src)).size).toBe(6);
    expect(pictureWork.stats.peak).toBeLessThanOrEqual(2);
    expect(pictureWork.stats.active).toBe(0);
  });

  it('strips EXIF and GPS from the kept original and every size', async () => {
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4caf50' } })
      .withExif({ IFD0: { Make: 'SecretPhone', Artist: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeTruthy();
    expect(withExif.includes(Buffer.from('SecretPhone'))).toBe(true);
    const res = await upload(withExif);
    expect(res.statusCode).toBe(201);
    const row = await t.db.knex('web_images').where({ id: res.json().image.id }).first();
    const store = createStorage(t.config);
    for (const key of [row.original_key, ...row.variants.map((v: { key: string }) => v.key)]) {
      const file = (await store.get(key))!.body;
      expect(file.includes(Buffer.from('SecretPhone')), key).toBe(false);
      expect(file.includes(Buffer.from('Jane Doe')), key).toBe(false);
      expect((await sharp(file).metadata()).exif, key).toBeUndefined();
    }
  });

  it('refuses a renamed text file, an SVG and an empty body, each with its message', async () => {
    const text = await upload(Buffer.from('just some notes, saved as photo.jpg'), { 'content-type': 'image/jpeg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('Only JPEG, PNG and WebP pictures can be used: this file is not one, whatever its name says');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { 'content-type': 'image/svg+xml' });
    expect(svg.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The picture is larger than 10 MB');
  });

  it('refuses a decompression bomb from its header, without unpacking it', async () => {
    const res = await upload(pngHeader(50_000, 50_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('The picture is too large: 50000 × 50000 pixels (at most 40 megapixels)');
    const damaged = await upload(pngHeader(400, 300));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error).toBe('The picture is damaged and cannot be opened');
  });

  it('is for signed-in users only', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads/images', payload: png, headers: { 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Sign in to upload a picture');
  });
});
