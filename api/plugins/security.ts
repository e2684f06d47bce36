// Response headers every page and API answer carries, and the one URL rule: no trailing slashes.
// The Content-Security-Policy of pages is built by Astro from site/lib/csp.ts: on-demand pages get
// it from Astro's renderer, pre-rendered pages from dist/_headers.json here. Every other answer
// (GraphQL, JSON errors, files) gets a policy that allows nothing, should it ever be opened as a page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { ROOT_DIR } from '../config.ts';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../../site/lib/csp.ts';

/** The policy of answers that are not pages: nothing may load, frame or run. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`;

export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = splitUrl(request.url);
    if (pathname.length > 1 && pathname.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      // a protocol-relative target (//evil.example) would leave the site: collapse leading slashes
      const safe = '/' + trimmed.replace(/^\/+/, '');
      return reply.redirect(safe + (query ? `?${query}` : ''), 301);
    }
  });
  const headers = securityHeaders(app.config.isProduction);
  const pagePolicies = prerenderedPolicies();
  const fallbackPagePolicy = pagePolicies.get('/404');
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    // a 304's headers update the cached answer's: it keeps the policy the page came with
    if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // a pre-rendered page: its own policy; any other HTML the strictest page policy there is
      const pathname = splitUrl(request.url)[0];
      const policy = pagePolicies.get(pathname) ?? pagePolicies.get(pathname.replace(/\.html$/, '')) ?? fallbackPagePolicy;
      reply.header('content-security-policy', policy ?? NON_PAGE_CSP);
    } else {
      reply.header('content-security-policy', NON_PAGE_CSP);
    }
  });
}, { name: 'security' });

/**
 * Also applied by the site plugin to responses Astro writes directly.
 * COOP same-origin-allow-popups: Google's sign-in popup must be able to answer its opener.
 * Permissions-Policy: the product uses no camera, microphone, location, sensors or payments (a
 * payment page would open `payment=(self)`); clipboard writes (the share box) are allowed. Only
 * features Chromium knows are listed: an unknown one (`bluetooth`) is an error in every page's console.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=(), interest-cohort=()',
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The policies Astro computed for pre-rendered pages (node adapter `staticHeaders`), by path. */
export function prerenderedPolicies(file = path.join(ROOT_DIR, 'dist', '_headers.json')): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(file)) return found;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const { pathname, headers } of entries) {
    const csp = headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) found.set(pathname.replace(/\/+$/, '') || '/', csp.value);
  }
  return found;
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i + 1)];
}
