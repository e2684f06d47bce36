/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** the signed-in user, from the server's auth plugin; null for guests */
    user: { id: string; email: string; name: string; picture: string | null; roles: string[] } | null;
    lang: string;
    /** set by the middleware when a storybook's /v/ address is rewritten to its reader route */
    storybookRewrite?: boolean;
    /** the server's PUBLIC_URL (locally http://localhost:<port>): the origin of every absolute URL */
    publicUrl?: string;
    /** the server runs with APP_ENV=production (offline drafts cannot be made public there) */
    production?: boolean;
    /** the server's settings (buying credits reads whether Stripe is configured); absent outside the server */
    config?: import('../api/config.ts').Config;
    /** the site announcement banner for a page language, as HTML (api/services/announcement.ts); absent outside the server */
    announcement?: (lang: string) => string;
    /** counts a read of a book by this visitor (api/services/library.ts recordRead); absent outside the server */
    countRead?: (book: { id: string; userId: string }) => Promise<boolean>;
    /** set by site/middleware.ts when the requested page is a deleted book's (answered 410) */
    bookDeleted?: boolean;
  }
}
