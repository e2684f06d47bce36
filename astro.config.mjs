// Astro builds the site: pages pre-rendered per language, on-demand routes rendered by the
// node adapter in middleware mode (mounted inside Fastify by api/plugins/site.ts).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { LANGUAGES } from './core/languages.ts';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  site: process.env.PUBLIC_URL || 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  trailingSlash: 'never',
  build: { format: 'file' },
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: 'en',
    // language-less paths are redirected by the server (api/plugins/site.ts), which knows the
    // visitor's stored and browser language; Astro only has to know the prefixed routes
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: 4321 },
  devToolbar: { enabled: false },
});
