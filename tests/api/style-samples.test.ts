// The storybook wizard's art-style samples (/api/style-samples/<style>.webp|.svg): one small
// picture per style, drawn by the offline illustrator, as the wizard shows them (WebP at twice
// the 160 × 120 it is shown at) or as SVG; an unknown style or type is a 404 with a message.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_STYLES } from '../../core/storybook.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('style samples', () => {
  it('every art style has a small WebP picture, cached a day, the same on every request', async () => {
    const sizes = new Set<number>();
    for (const style of ART_STYLES) {
      const res = await t.app.inject({ url: `/api/style-samples/${style}.webp` });
      expect(res.statusCode, style).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], style).toEqual(['webp', 320, 240]);
      expect(res.rawPayload.length, style).toBeLessThan(16_000);
      sizes.add(res.rawPayload.length);
      const again = await t.app.inject({ url: `/api/style-samples/${style}.webp` });
      expect(again.rawPayload.equals(res.rawPayload), style).toBe(true);
    }
    // the styles look different: not one picture six times
    expect(sizes.size).toBe(ART_STYLES.length);
  });

  it('the SVG is still there, sandboxed', async () => {
    const res = await t.app.inject({ url: `/api/style-samples/${ART_STYLES[0]}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<svg /);
  });

  it('an unknown style or file type is a 404 that says so', async () => {
    for (const url of ['/api/style-samples/neon.webp', `/api/style-samples/${ART_STYLES[0]}.png`, '/api/style-samples/..%2Fsecret.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/No such art style/);
    }
  });
});
