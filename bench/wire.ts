// The `wire` bench section: bytes on the wire per page type (br, gzip, identity), JavaScript per
// page type loaded before the load event (gzip), Lighthouse mobile per page type (performance,
// LCP, CLS, transfer bytes), and a pre-rendered page's throughput next to a bare Fastify route.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, launchBrowser } from '../tests/support/browser.ts';

/** Public page types; the book, chapter and author paths are found on Discover at run time. */
export async function wirePageTypes(baseURL: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseURL}/en/discover`)).text();
  const book = /href="(\/en\/v\/[^"]+\/8a[^"]+)"/.exec(html)?.[1];
  const author = /href="(\/en\/@[^"]+)"/.exec(html)?.[1];
  // the demo storybooks are drawn in the background after the first start: wait for one
  let storybook: string | undefined;
  for (let i = 0; i < 90 && !storybook; i++) {
    const found = await (await fetch(`${baseURL}/en/search/books?type=storybook`)).text();
    storybook = /href="(\/en\/v\/[^"]+\/a3[^"]+)"/.exec(found)?.[1];
    if (!storybook) await new Promise((r) => setTimeout(r, 2000));
  }
  // a demo worksheet group and its first worksheet (seeded written: no wait)
  const groups = await (await fetch(`${baseURL}/en/search/books?type=worksheet`)).text();
  const group = /href="(\/en\/worksheets\/95[^"]+)"/.exec(groups)?.[1];
  const sheet = group ? /href="(\/en\/w\/[^"?]+\/96[0-9a-f-]+)"/.exec(await (await fetch(baseURL + group)).text())?.[1] : undefined;
  // a demo cookbook and its first recipe (seeded written)
  const cookbooks = await (await fetch(`${baseURL}/en/search/books?type=cookbook`)).text();
  const cookbook = /href="(\/en\/cookbooks\/b0[^"]+)"/.exec(cookbooks)?.[1];
  const recipe = cookbook ? /href="(\/en\/r\/[^"?]+\/b2[0-9a-f-]+)"/.exec(await (await fetch(baseURL + cookbook)).text())?.[1] : undefined;
  // a featured world on Discover and its shared gamebook's play page, in English and in Arabic
  const worldOn = async (lang: string, page: string) => {
    const world = new RegExp(`href="(/${lang}/world/[^"]+/b5[0-9a-f-]+)"`).exec(page)?.[1];
    const play = world ? new RegExp(`href="(/${lang}/interact/[^"]+/ac[0-9a-f-]+)"`).exec(await (await fetch(baseURL + world)).text())?.[1] : undefined;
    return { world, play };
  };
  const en = await worldOn('en', html);
  const ar = await worldOn('ar', await (await fetch(`${baseURL}/ar/discover`)).text());
  return {
    'home (en)': '/en/home', 'home (ja)': '/ja/home', 'home (ur)': '/ur/home', 'FAQ (ar)': '/ar/faq',
    'FAQ (hi)': '/hi/faq', 'FAQ (bn)': '/bn/faq', discover: '/en/discover', 'discover (ar)': '/ar/discover',
    ...(book ? { book: book, chapter: `${book}/1` } : {}),
    ...(storybook ? { storybook } : {}),
    ...(author ? { author } : {}),
    ...(group ? { 'worksheet group': group } : {}),
    ...(sheet ? { worksheet: sheet } : {}),
    ...(cookbook ? { cookbook } : {}),
    ...(recipe ? { recipe } : {}),
    'create start': '/en/create/textbook/start',
    'storybook start': '/en/create/storybook/start',
    'worksheets start': '/en/create/worksheets/start',
    'cookbook start': '/en/create/cookbook/start',
    'gamebook start': '/en/create/gamebook/start',
    ...(en.world ? { world: en.world } : {}),
    ...(en.play ? { 'gamebook play': en.play } : {}),
    ...(ar.world ? { 'world (ar)': ar.world } : {}),
    ...(ar.play ? { 'gamebook play (ar)': ar.play } : {}),
  };
}

export async function wireBytes(baseURL: string, pages: Record<string, string>) {
  const out: Record<string, Record<string, number>> = {};
  for (const [name, path] of Object.entries(pages)) {
    out[name] = {};
    for (const encoding of ['br', 'gzip', 'identity']) {
      // node:http, not fetch: fetch decodes bodies, and the bytes sent are what counts here
      out[name]![encoding] = await rawLength(baseURL + path, encoding);
    }
  }
  return out;
}

async function rawLength(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => { n += c.length; });
      res.on('end', () => resolve(n));
    }).on('error', reject).end();
  });
}

/** gzip bytes of the scripts (and inline scripts) each page starts loading before its load event. */
export async function jsBeforeLoad(baseURL: string, pages: Record<string, string>) {
  const browser = await launchBrowser();
  const out: Record<string, { files: number; gzip: number; after: number }> = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const page = await browser.newPage();
      let loaded = false;
      const before = new Set<string>();
      const after = new Set<string>();
      const bodies = new Map<string, Promise<Buffer>>();
      page.on('request', (r) => { if (r.resourceType() === 'script') (loaded ? after : before).add(r.url()); });
      page.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.set(r.url(), r.body()); });
      page.on('load', () => { loaded = true; });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const size = async (urls: Set<string>) => { let n = 0; for (const u of urls) n += gzipSync(await bodies.get(u)!, { level: 9 }).length; return n; };
      const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (els) => els.map((e) => e.textContent ?? ''));
      out[name] = { files: before.size, gzip: (await size(before)) + inline.reduce((s, c) => s + gzipSync(c, { level: 9 }).length, 0), after: await size(after) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** Lighthouse mobile per page, as a first visit (a fresh browser profile for every run, as the
 * Lighthouse CLI runs): the median of `runs` runs (a single run on a busy two-core machine moves
 * by a few points either way), with the lowest and the highest score beside it. */
export async function lighthouseMobile(baseURL: string, pages: Record<string, string>, runs = 3) {
  const out: Record<string, { score: number; min: number; max: number; lcp: number; cls: number; bytes: number }> = {};
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, path] of Object.entries(pages)) {
    const seen: { score: number; lcp: number; cls: number; bytes: number }[] = [];
    // a run Lighthouse could not finish (no score) is run again, up to twice more
    for (let i = 0; seen.length < runs && i < runs + 2; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      try {
        const result = await lighthouse(baseURL + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr || typeof lhr.categories.performance?.score !== 'number') continue;
        seen.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          bytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
        });
      } finally {
        await chrome.kill();
      }
    }
    if (seen.length === 0) continue;
    out[name] = {
      score: median(seen.map((r) => r.score)), min: Math.min(...seen.map((r) => r.score)), max: Math.max(...seen.map((r) => r.score)),
      lcp: median(seen.map((r) => r.lcp)), cls: Math.max(...seen.map((r) => r.cls)), bytes: median(seen.map((r) => r.bytes)),
    };
  }
  return out;
}

/**
 * The scripts this machine has no system font for. A phone has fonts for its own language; a
 * server often has none, and then Chromium searches for a fallback for every run of text: on a
 * machine with only DejaVu, /bn/faq scored 84 and /ja/home 92 where, with Debian's fonts-noto-core
 * and fonts-noto-cjk, they scored 98. The bench prints this beside the scores so they are read right.
 */
export function scriptsWithoutSystemFont(): string[] {
  const probes: Record<string, string> = { Arabic: 'ar', Bengali: 'bn', Devanagari: 'hi', Japanese: 'ja', Korean: 'ko', Chinese: 'zh-cn' };
  const missing: string[] = [];
  for (const [name, lang] of Object.entries(probes)) {
    const found = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    if (found.error || !found.stdout.trim()) missing.push(name);
  }
  return missing;
}
