// The Content-Security-Policy of every page, as Astro's `security.csp` setting (astro.config.mjs).
// Astro hashes what it emits itself (the astro-island bootstrap, its island styles, bundled
// scripts and styles) and adds those hashes to each page's policy; our own inline scripts are the
// constants of core/inline-scripts.ts and the analytics snippets, hashed here at build. With the
// node adapter's `staticHeaders`, pre-rendered pages get their policy as a header from
// dist/_headers.json (served by api/plugins/security.ts), on-demand pages from Astro's renderer.
// Why hashes and not nonces: pre-rendered pages are files; a nonce would need the server to rewrite
// every page on every request (and tell the page's own scripts from injected ones). Hashes cost
// nothing per request.
import { createHash } from 'node:crypto';
import { DISMISS_SCRIPT, FONT_SCRIPT, LANG_SCRIPT, LOGIN_REASONS_SCRIPT, STORY_PAGED_SCRIPT } from '../../core/inline-scripts.ts';
import { analyticsIds, analyticsScripts } from './analytics.ts';

/** Where browsers send violation reports (api/plugins/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group name (Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp';

export const cspHash = (code: string) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

const GTM_SCRIPT = ['https://www.googletagmanager.com'];
const GTM_CONNECT = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const GTM_IMG = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

export interface CspSettings {
  GTM_ID?: string | undefined;
  ANALYTICS_ID?: string | undefined;
  GOOGLE_CLIENT_ID?: string | undefined;
}

/** Astro's `security.csp` value for the settings the site is built with. */
export function siteCsp(env: CspSettings = process.env) {
  const ids = analyticsIds(env as Record<string, string | undefined>);
  const tracking = Boolean(ids.gtmId || ids.analyticsId);
  const google = Boolean(env.GOOGLE_CLIENT_ID);
  const inline = [LANG_SCRIPT, LOGIN_REASONS_SCRIPT, DISMISS_SCRIPT, FONT_SCRIPT, STORY_PAGED_SCRIPT, ...analyticsScripts(ids)];
  const list = (...sources: (string | false)[]) => sources.filter(Boolean).join(' ');
  return {
    algorithm: 'SHA-256' as const,
    directives: [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      // book covers and profile pictures may come from elsewhere (a Google avatar); images run no code
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      list("connect-src 'self'", tracking && GTM_CONNECT.join(' '), google && GOOGLE_SIGN_IN),
      list("frame-src 'self'", tracking && 'https://www.googletagmanager.com', google && GOOGLE_SIGN_IN),
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      `report-uri ${CSP_REPORT_PATH}`,
      `report-to ${CSP_REPORT_GROUP}`,
    ],
    scriptDirective: {
      resources: ["'self'", ...(tracking ? GTM_SCRIPT : []), ...(google ? [GOOGLE_SIGN_IN] : [])],
      hashes: inline.map(cspHash) as `sha256-${string}`[],
    },
    styleDirective: {
      // styles may be inline (CSS runs no code): the toasts (react-hot-toast's goober) write <style>
      // elements at run time, and server-rendered React islands and KaTeX's math layout carry
      // style="" attributes. Hashes can't cover styles made in the browser, so 'unsafe-inline'
      // here, for styles only; scripts stay hash-locked.
      resources: ["'self'", "'unsafe-inline'", ...(google ? [GOOGLE_SIGN_IN] : [])],
    },
  };
}
