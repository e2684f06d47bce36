// The site shell in a real browser: languages, the picker, legacy redirects, the mobile menu,
// accessibility, and no request leaving localhost.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, LANGUAGE_INFO } from '../../core/languages.ts';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const app = useAppInBrowser();

const commonFile = (lang: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../content/locales/${lang}/common.json`), 'utf8'));

/** Waits until the header island has hydrated and attached its listeners. */
const ready = (page: Page) => headerReady(page);

async function withPage<T>(fn: (page: Page, context: BrowserContext) => Promise<T>, options: Parameters<Browser['newContext']>[0] = {}): Promise<T> {
  const context = await app.browser().newContext(options);
  const page = await context.newPage();
  try {
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

describe('every language', () => {
  it('fits the header on one row from a phone to a wide screen: each link on one line, nothing past the edge; below 960px the links are in the menu', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        await page.setViewportSize({ width: 1300, height: 400 });
        await page.goto(`${app.server().baseURL}/${lang}/home`);
        for (const width of [1300, 1100, 1024, 1000, 961, 960, 800, 600, 390]) {
          await page.setViewportSize({ width, height: 400 });
          const seen = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - innerWidth,
            wrapped: [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button')]
              .filter((e) => e.offsetParent && e.getClientRects().length && e.offsetHeight > 48).map((e) => e.textContent?.trim()),
            nav: getComputedStyle(document.querySelector('.header-nav')!).display !== 'none',
            menu: getComputedStyle(document.querySelector('.menu-button')!).display !== 'none',
          }));
          if (seen.overflow > 0) problems.push(`${lang} ${width}px: ${seen.overflow}px past the edge`);
          if (seen.wrapped.length) problems.push(`${lang} ${width}px: on two lines: ${seen.wrapped.join(', ')}`);
          if (seen.nav !== width > 960 || seen.menu !== width <= 960) problems.push(`${lang} ${width}px: links ${seen.nav ? 'shown' : 'hidden'}, menu ${seen.menu ? 'shown' : 'hidden'}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('draws an italic line upright in the scripts that have no italics, and slanted in Latin ones', async () => {
    await withPage(async (page) => {
      const slanted: Record<string, boolean> = {};
      for (const lang of ['ja', 'ch', 'ko', 'ar', 'hi', 'en', 'es'] as const) {
        await page.goto(`${app.server().baseURL}/${lang}/home`);
        // the same words twice, one of them italic, at the same place on a white ground
        const shots = [];
        for (const style of ['normal', 'italic']) {
          await page.evaluate((fontStyle) => {
            document.getElementById('slant-probe')?.remove();
            const probe = document.createElement('p');
            probe.id = 'slant-probe';
            probe.style.cssText = `position:fixed;inset-block-start:0;inset-inline-start:0;margin:0;padding:4px;background:#fff;color:#000;font-size:24px;z-index:99;font-style:${fontStyle}`;
            probe.textContent = document.querySelector('h1')!.textContent!.slice(0, 8);
            document.body.append(probe);
          }, style);
          shots.push(await page.locator('#slant-probe').screenshot());
        }
        slanted[lang] = !shots[0]!.equals(shots[1]!);
      }
      expect(slanted).toEqual({ ja: false, ch: false, ko: false, ar: false, hi: false, en: true, es: true });
    });
  });

  it('has the right title, lang, dir and 18 hreflang links on its home page', async () => {
    await withPage(async (page) => {
      for (const lang of LANGUAGES) {
        await page.goto(`${app.server().baseURL}/${lang}/home`);
        const common = commonFile(lang);
        expect(await page.title(), lang).toBe(`${common.app.name}: ${common.app.tagline}`);
        expect(await page.locator('html').getAttribute('lang'), lang).toBe(LANGUAGE_INFO[lang].bcp47);
        expect(await page.locator('html').getAttribute('dir'), lang).toBe(LANGUAGE_INFO[lang].dir);
        expect(await page.locator('link[rel="alternate"][hreflang]').count(), lang).toBe(18);
        // the footer's build stamp (the build's date here) reads left to right in every script:
        // its year is drawn left of its day, also after Arabic or Urdu words
        const stamp = await page.locator('footer .version').evaluate((span) => {
          const text = span.firstChild as Text;
          const at = text.data.search(/\d{4}-\d{2}-\d{2}/);
          const left = (from: number, length: number) => {
            const range = document.createRange();
            range.setStart(text, from);
            range.setEnd(text, from + length);
            return range.getBoundingClientRect().left;
          };
          return at < 0 ? null : { year: left(at, 4), day: left(at + 8, 2) };
        });
        expect(stamp, lang).not.toBeNull();
        expect(stamp!.year, lang).toBeLessThan(stamp!.day);
      }
    });
  });
});

describe('language choice', () => {
  it('the picker swaps the language and keeps the path, and remembers the choice', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/en/privacy-policy`);
      await ready(page);
      await page.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('link', { name: 'Deutsch' }).click();
      await page.waitForURL('**/de/privacy-policy');
      expect(await page.evaluate(() => localStorage.getItem('bookloom.lang'))).toBe('de');
    }, { viewport: { width: 1280, height: 900 } });
  });

  it('a legacy path follows the browser language (pt-BR lands on /pt/…)', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/faq`);
      expect(new URL(page.url()).pathname).toBe('/pt/faq');
    }, { locale: 'pt-BR' });
  });

  it('the stored choice beats the browser language', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/ja/home`);
      await page.goto(`${app.server().baseURL}/terms-of-service`);
      expect(new URL(page.url()).pathname).toBe('/ja/terms-of-service');
    }, { locale: 'de-DE' });
  });

  it('a click outside closes the language menu', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/en/home`);
      await ready(page);
      await page.getByRole('button', { name: /Language/ }).click();
      await expect.poll(() => page.locator('#lang-menu').isVisible()).toBe(true);
      await page.locator('main h1').click();
      await expect.poll(() => page.locator('#lang-menu').isVisible()).toBe(false);
    }, { viewport: { width: 1280, height: 900 } });
  });
});

describe('mobile menu', () => {
  it('opens 320px wide, locks the page scroll, and closes by its rules', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/en/home`);
      await ready(page);
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const menu = page.getByRole('dialog', { name: 'Main navigation' });
      await menu.waitFor();
      expect(await menu.evaluate((el) => getComputedStyle(el).width)).toBe('320px');
      expect(await menu.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const labels = await menu.getByRole('link').allTextContents();
      expect(labels).toEqual(['Home', 'Discover', 'Create New', 'My Collection', 'Log In', 'Sign Up']);

      // the overlay closes it, after the 0.3 s slide-out animation
      await page.getByTestId('mobile-menu-overlay').click({ position: { x: 10, y: 300 } });
      await page.locator('.mobile-menu-root.closing').waitFor({ state: 'attached', timeout: 1_000 });
      await menu.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // Escape closes it too, and so does the × button
      await open.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await open.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'detached' });
    }, { viewport: { width: 375, height: 800 } });
  });

  it('mirrors to the left edge in Arabic', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.server().baseURL}/ar/home`);
      await ready(page);
      await page.locator('.menu-button').click();
      // the slide-in ends at the left edge (polled: a busy machine draws its frames late)
      const menu = page.locator('#mobile-menu');
      await expect.poll(async () => Math.round((await menu.boundingBox())!.x), { timeout: 5000 }).toBe(0);
      expect(Math.round((await menu.boundingBox())!.width)).toBe(320);
    }, { viewport: { width: 375, height: 800 } });
  });
});

describe('toasts', () => {
  it('stack when the connection drops and returns, and expire on their own', async () => {
    await withPage(async (page, context) => {
      await page.goto(`${app.server().baseURL}/en/home`);
      await ready(page);
      await context.setOffline(true);
      await page.getByText('You are offline.').waitFor();
      await context.setOffline(false);
      await page.getByText('You are back online.').waitFor();
      await context.setOffline(true);
      await expect.poll(() => page.getByText('You are offline.').count()).toBe(2);
      expect(await page.getByRole('status').count()).toBe(3);
      // success toasts last 2 s, errors 4 s (then a 1 s removal delay)
      await expect.poll(() => page.getByText('You are back online.').count(), { timeout: 4_000 }).toBe(0);
      expect(await page.getByText('You are offline.').count()).toBe(2);
      await expect.poll(() => page.getByText('You are offline.').count(), { timeout: 8_000 }).toBe(0);
      await context.setOffline(false);
    });
  });

  it('are translated and mirrored in Arabic', async () => {
    await withPage(async (page, context) => {
      await page.goto(`${app.server().baseURL}/ar/home`);
      await ready(page);
      await context.setOffline(true);
      const toast = page.getByText(commonFile('ar').app.offline);
      await toast.waitFor();
      expect(await page.locator('.ui-toast').first().getAttribute('dir')).toBe('rtl');
      await context.setOffline(false);
    });
  });
});

describe('accessibility and privacy', () => {
  const pages = ['home', 'faq', 'terms-of-service', 'no-such-page'];
  it.each(['en', 'ar'])('has no axe violations on home, FAQ, terms and 404 in %s', async (lang) => {
    await withPage(async (page) => {
      for (const p of pages) {
        await page.goto(`${app.server().baseURL}/${lang}/${p}`);
        const results = await new AxeBuilder({ page }).analyze();
        const violations = results.violations.map((v) => `${p}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
        expect(violations).toEqual([]);
      }
    });
  });

  it('sends no request to any host but this server', async () => {
    await withPage(async (page) => {
      const hosts = new Set<string>();
      page.on('request', (req) => hosts.add(new URL(req.url()).host));
      for (const p of ['/en/home', '/ar/faq', '/ja/home', '/bn/privacy-policy']) await page.goto(`${app.server().baseURL}${p}`, { waitUntil: 'networkidle' });
      expect([...hosts]).toEqual([new URL(app.server().baseURL).host]);
    });
  });
});
