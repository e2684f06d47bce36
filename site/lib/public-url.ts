// The site's public origin for every absolute URL a page or file carries (canonical, hreflang,
// og:url, share links, JSON-LD, sitemap): the server's PUBLIC_URL (handed to on-demand pages as
// Astro.locals.publicUrl; locally http://localhost:<the real port>), else PUBLIC_URL at build
// (Astro.site, for pre-rendered pages). Never the request's Host header, which the client writes.
export const BUILD_FALLBACK_ORIGIN = 'http://localhost:4321';

export function publicOrigin({ locals, site }: { locals?: { publicUrl?: string | undefined } | undefined; site?: URL | undefined }): string {
  for (const candidate of [locals?.publicUrl, process.env.PUBLIC_URL, site?.href]) {
    if (!candidate) continue;
    try {
      return new URL(candidate).origin;
    } catch {
      // a malformed value is refused by the server's config at start; try the next
    }
  }
  return BUILD_FALLBACK_ORIGIN;
}
