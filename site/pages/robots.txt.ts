import type { APIRoute } from 'astro';

// private areas are not for search engines; everything public is, with the sitemap
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /moderator', 'Disallow: /graphql', 'Disallow: /*/my-', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
