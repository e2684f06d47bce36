// Issue 10, finding your way: where a refused visitor is sent (core/roles.ts), and the menus'
// own pages (site/lib/routes.ts) — My References only once its page exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canAccessPath, loginPath, pathArea, refusalRedirect, SIGNED_IN_PAGES } from '../../core/roles.ts';
import { MY_REFERENCES_PAGE, ownPages } from '../../site/lib/routes.ts';

describe('signed-in pages', () => {
  it.each([
    '/en/my-books', '/en/my-books/drafts', '/pt/my-books/published', '/en/my-page', '/en/user-collection',
    '/en/my-references', '/fr/my-references/9d000000-0000-0000-0000-000000000000', '/my-books', '/EN/My-Books',
  ])('%s needs a signed-in user of any role', (p) => {
    expect(pathArea(p)).toBe('signedIn');
    expect(canAccessPath(null, p)).toBe(false);
    expect(canAccessPath([], p)).toBe(true);
  });

  it.each(['/en/my-books-old', '/xx/my-books', '/en/@my-books', '/en/collection-@ada', '/en/v/my-books/8a000000-0000-0000-0000-000000000000'])(
    '%s stays public', (p) => {
      expect(pathArea(p)).toBe('public');
      expect(canAccessPath(null, p)).toBe(true);
    },
  );

  it('lists every my-* page', () => {
    expect([...SIGNED_IN_PAGES].sort()).toEqual(['my-books', 'my-page', 'my-references', 'user-collection']);
  });
});

describe('refusalRedirect', () => {
  it('opens the login dialog for a guest, with the page (and its query) as the way back', () => {
    expect(refusalRedirect(null, '/en/my-books')).toBe('/en/login?next=%2Fen%2Fmy-books');
    expect(refusalRedirect(null, '/pt/my-books/published', '?x=1')).toBe('/pt/login?next=%2Fpt%2Fmy-books%2Fpublished%3Fx%3D1');
    expect(refusalRedirect(null, '/de/user-collection')).toBe('/de/login?next=%2Fde%2Fuser-collection');
    expect(refusalRedirect(null, '/ar/my-page')).toBe('/ar/login?next=%2Far%2Fmy-page');
  });

  it('passes a plain same-origin path as next, never //host', () => {
    expect(refusalRedirect(null, '//en/my-books')).toBe('/en/login?next=%2Fen%2Fmy-books');
    expect(loginPath('en', '/\\evil.example/my-books')).toBe('/en/login?next=%2Fevil.example%2Fmy-books');
    for (const target of [refusalRedirect(null, '//en/my-books')!, loginPath('en', '//evil.example')]) {
      const next = new URL(target, 'https://bookloom.app').searchParams.get('next')!;
      expect(new URL(next, 'https://bookloom.app').origin).toBe('https://bookloom.app');
    }
  });

  it('tells a signed-in user without the role why they are home, in their language', () => {
    expect(refusalRedirect(['contentMod'], '/admin/tasks')).toBe('/en/home?denied=admin');
    expect(refusalRedirect(['contentMod'], '/admin/global-configs/new', '?a=1', 'ja')).toBe('/ja/home?denied=admin');
    expect(refusalRedirect(['freeDemo'], '/moderator/users')).toBe('/en/home?denied=moderator');
    expect(refusalRedirect([], '/moderator/textbooks', '', 'ar')).toBe('/ar/home?denied=moderator');
    expect(refusalRedirect([], '/moderator/textbooks', '', 'xx')).toBe('/en/home?denied=moderator');
  });

  it('keeps spec §6 for a guest on the admin and moderator areas: home with redirectTo', () => {
    expect(refusalRedirect(null, '/admin/tasks', '', 'de')).toBe('/de/home?redirectTo=%2Fadmin%2Ftasks');
    expect(refusalRedirect(null, '/moderator/users', '?q=x')).toBe('/en/home?redirectTo=%2Fmoderator%2Fusers%3Fq%3Dx');
  });

  it('lets through whoever may open the page', () => {
    expect(refusalRedirect([], '/en/my-books')).toBeUndefined();
    expect(refusalRedirect(['contentMod'], '/moderator/users')).toBeUndefined();
    expect(refusalRedirect(['admin'], '/admin/tasks')).toBeUndefined();
    expect(refusalRedirect(null, '/en/discover')).toBeUndefined();
  });
});

describe("the menus' own pages", () => {
  it('link My Books and My Collection', () => {
    expect(ownPages.myBooks('pt')).toBe('/pt/my-books');
    expect(ownPages.myCollection('pt')).toBe('/pt/user-collection');
  });

  it('link My References exactly when its page exists (no dead link, no forgotten one)', () => {
    const pages = path.resolve(import.meta.dirname, '../../site/pages/[langCode]');
    const exists = existsSync(path.join(pages, 'my-references.astro')) || existsSync(path.join(pages, 'my-references', 'index.astro'));
    expect(MY_REFERENCES_PAGE).toBe(exists);
    expect(ownPages.myReferences('en')).toBe(exists ? '/en/my-references' : undefined);
  });
});
