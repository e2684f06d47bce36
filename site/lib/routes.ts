// The named routes of spec §2 (Navigation): one function per name, so links are built in one
// place. tests/api/library.test.ts requests every one of them through the server.
import type { LangCode } from '../../core/languages.ts';

export const routes = {
  home: (lang: LangCode) => `/${lang}/home`,
  library: (lang: LangCode) => `/${lang}/discover`,
  create: (lang: LangCode) => `/${lang}/create`,
  /** a user's collection by their id (spec: userSlug = @ plus the user id); 301s to their address */
  userCollection: (lang: LangCode, userId: string) => `/${lang}/collection-@${userId}`,
  /** the signed-in user's own page */
  myUserSlug: (lang: LangCode) => `/${lang}/my-page`,
  /** a user page without a language: redirects to the visitor's language */
  userSlugRedirect: (userSlug: string) => `/${userSlug}`,
  myUserSlugRedirect: () => '/my-page',
  createRedirect: () => '/create',
  myContentReposRedirect: () => '/my-references',
  contentModTextbooks: () => '/moderator/textbooks',
  adminTasks: () => '/admin/tasks',
  adminGlobalConfigs: () => '/admin/global-configs',
} as const;

export type RouteName = keyof typeof routes;

/**
 * Whether the My References page (spec §2's private route /{lang}/my-references) exists yet.
 * Menus show its item only when it does, so no menu links to a 404; the page's author sets this
 * to true with the page (tests/unit/journey-nav.test.ts fails while the two disagree).
 */
export const MY_REFERENCES_PAGE = false;

/** The signed-in user's own pages, as the menus link them (not named routes of spec §2). */
export const ownPages = {
  myBooks: (lang: string) => `/${lang}/my-books`,
  myCollection: (lang: string) => `/${lang}/user-collection`,
  /** credits: balance, packs, the ledger (issue 15) */
  account: (lang: string) => `/${lang}/account`,
  /** undefined until the page exists (MY_REFERENCES_PAGE) */
  myReferences: (lang: string): string | undefined => (MY_REFERENCES_PAGE ? `/${lang}/my-references` : undefined),
};
