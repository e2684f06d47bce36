// The e2e file setup: the whole app on a free port and one Chromium for the file.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
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
