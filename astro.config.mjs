// Astro builds the site: pages pre-rendered per language, on-demand routes rendered by the
// node adapter in middleware mode (mounted inside Fastify by api/plugins/site.ts).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from './core/languages.ts';
import { BUILD_STAMP, VERSION } from './site/lib/build-info.ts';
import { precompress } from './site/integrations/precompress.ts';
import { intentDirective } from './site/integrations/intent-directive.ts';
import { siteCsp } from './site/lib/csp.ts';

/** Writes dist/build.json so the API reports the same version and stamp as the footer. */
const buildInfo = {
  name: 'bookloom-build-info',
  hooks: {
    'astro:build:done': () => {
      const file = fileURLToPath(new URL('./dist/build.json', import.meta.url));
      writeFileSync(file, JSON.stringify({ version: VERSION, build: BUILD_STAMP }) + '\n');
    },
  },
};

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  site: process.env.PUBLIC_URL || 'http://localhost:4321',
  output: 'static',
  // staticHeaders: pre-rendered pages' CSP goes to dist/_headers.json (sent as a header by the
  // server) instead of a <meta> tag, which can't carry frame-ancestors or report-uri
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  security: { csp: siteCsp() },
  integrations: [react(), intentDirective, buildInfo, precompress],
  trailingSlash: 'never',
  // pages inline their (small) stylesheet: one render-blocking request less on every first visit
  build: { format: 'file', inlineStylesheets: 'always' },
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: 'en',
    // language-less paths are redirected by the server (api/plugins/site.ts), which knows the
    // visitor's stored and browser language. 'manual': Astro's own prefix routing would answer
    // 404 for the on-demand pages that have no language in their path (/admin/*, /moderator/*)
    routing: 'manual',
  },
  server: { port: 4321 },
  devToolbar: { enabled: false },
  // the analytics ids are build settings: on-demand pages render the snippets the CSP hashed at
  // build (site/lib/csp.ts), whatever the server's environment says later
  vite: {
    define: {
      'process.env.GTM_ID': JSON.stringify(process.env.GTM_ID ?? ''),
      'process.env.ANALYTICS_ID': JSON.stringify(process.env.ANALYTICS_ID ?? ''),
    },
  },
});
