// Response headers every page and API answer carries, and the one URL rule: no trailing slashes.
import fp from 'fastify-plugin';

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
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}, { name: 'security' });

/** Also applied by the site plugin to responses Astro writes directly. */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i + 1)];
}
