// The e2e file setup: the whole app on a free port and one Chromium for the file.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startTestServer, type RunningApp } from './server.ts';

export function useAppInBrowser(env: Record<string, string> = {}): { server: () => RunningApp; browser: () => Browser } {
  let server: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { server: () => server!, browser: () => browser! };
}

/**
 * Every island of the page live. Islands that wait for their visitor (`client:intent="used"`: the
 * header, the library's browser, a save button, for a signed-out visitor) are reached for, as a
 * visitor's pointer would.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('astro-island[ssr]').forEach((el) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.locator('.site-header[data-ready]').waitFor();
}

/** The header live: for a signed-out visitor it waits to be reached for (site/lib/client-intent.ts). */
export async function headerReady(page: Page): Promise<void> {
  await page.locator('.site-header').first().dispatchEvent('pointerover');
  await page.locator('.site-header[data-ready]').waitFor();
}

/**
 * Sections spaced twice: a section inside a grid (or a column flexbox) that has a gap and also keeps
 * the global section margin (site/styles/global.css), where margins do not collapse; each such gap
 * reads as a hole in the page. Returns "container > section" for each one found; `within` widens the
 * look to other elements of the main content (a box given its own margin for use elsewhere).
 */
export async function doubledSpacing(page: Page, within = 'section'): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll(`main :is(${selector})`)].flatMap((section) => {
    const box = section.parentElement!;
    const outer = getComputedStyle(box);
    const own = getComputedStyle(section);
    const stacked = outer.display.includes('grid') || (outer.display.includes('flex') && outer.flexDirection.startsWith('column'));
    const margin = parseFloat(own.marginBlockStart) + parseFloat(own.marginBlockEnd);
    if (!stacked || own.display === 'none' || !(parseFloat(outer.rowGap) > 0) || margin === 0) return [];
    return [`${box.tagName.toLowerCase()}.${box.classList[0] ?? ''} > ${section.tagName.toLowerCase()}.${section.classList[0] ?? ''}`];
  }), within);
}

/**
 * Holds back an island's own code (`/_astro/<name>.<hash>.js`) until `release` is called, as a
 * slow phone connection would: the visitor uses the server HTML while it is on its way.
 */
export async function holdIslandCode(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Signs the page's browser in as `email` by the test server's mock sign-in, from `from` (a page whose language is kept). */
export async function signInAs(page: Page, baseURL: string, email: string, from = '/en/home'): Promise<void> {
  await page.goto(`${baseURL}${from}`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  if (res?.success !== true) throw new Error(`the mock sign-in of ${email} answered ${JSON.stringify(res)}`);
}

/** A GraphQL request from the page, as its own scripts make them (its cookie); an error answer throws with its messages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
export async function gqlFromPage(page: Page, query: string, variables: object = {}): Promise<any> {
  const answer = await page.evaluate(async ([q, v]) => {
    const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) });
    return res.json();
  }, [query, variables] as const);
  if (answer.errors) throw new Error((answer.errors as { message: string }[]).map((e) => e.message).join('; '));
  return answer.data;
}
