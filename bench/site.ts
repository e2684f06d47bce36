// Site figures: JavaScript shipped per page type (gzip, as the browser receives it) and
// Lighthouse mobile scores, both measured against the running app with Debian's Chromium.
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, launchBrowser } from '../tests/support/browser.ts';

export const PAGE_TYPES: Record<string, string> = {
  'home (en)': '/en/home',
  'home (ar)': '/ar/home',
  'FAQ (en)': '/en/faq',
  'terms (ja)': '/ja/terms-of-service',
  'login (en)': '/en/login',
  'not found': '/en/no-such-page',
};

export async function jsBytes(baseURL: string): Promise<Record<string, { files: number; gzip: number }>> {
  const browser = await launchBrowser();
  const out: Record<string, { files: number; gzip: number }> = {};
  try {
    for (const [name, path] of Object.entries(PAGE_TYPES)) {
      const page = await browser.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (res) => { if (res.request().resourceType() === 'script') bodies.push(res.body()); });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? ''));
      const files = await Promise.all(bodies);
      const gzip = [...files, ...inline.map((s) => Buffer.from(s))].reduce((sum, b) => sum + gzipSync(b).length, 0);
      out[name] = { files: files.length, gzip };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export async function lighthouseScores(baseURL: string, paths: string[]): Promise<Record<string, Record<string, number>>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: Record<string, Record<string, number>> = {};
  try {
    for (const path of paths) {
      const result = await lighthouse(baseURL + path, {
        port: chrome.port, output: 'json', logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      const cats = result?.lhr.categories ?? {};
      out[path] = Object.fromEntries(Object.entries(cats).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
