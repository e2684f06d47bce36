// Chromium for the e2e tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser
// Playwright downloaded itself. With none, the run stops with one line saying how to get one.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core without a downloaded browser
  }
  throw new Error('No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // the machines here have no network beyond localhost: keep Chromium from reaching out
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
