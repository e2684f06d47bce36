// Issue 10, sign-in: after login only a path on this site is followed (core/next-url.ts), the
// same rule on the server and in the browser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPathOr, safeNextPath } from '../../core/next-url.ts';
import { nextDestination } from '../../site/components/login/flow.ts';

const ORIGIN = 'https://bookloom.app';

const HOSTILE = [
  '/\\evil.example',
  '/%09/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/./%2F/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '/%7F/evil.example',
  'https://evil.example',
  'https://evil.example/en/home',
  'HTTPS://evil.example',
  'http:evil.example',
  'https://bookloom.app@evil.example',
  'https://user:pw@bookloom.app/en/home',
  'http://bookloom.app/en/home',
  'https://bookloom.app.evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '',
];

describe('safeNextPath', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeNextPath(value, ORIGIN)).toBeNull();
    // and what the dialog does with it: this site's page, never the value
    expect(nextDestination(value, null, '/en/discover?login=1')).toBe('/en/discover');
  });

  it('refuses values that are not strings, and very long ones', () => {
    for (const value of [null, undefined, 42, {}, ['/en/home'], `/${'a'.repeat(2001)}`]) expect(safeNextPath(value, ORIGIN)).toBeNull();
  });

  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeNextPath('/en/my-books', ORIGIN)).toBe('/en/my-books');
    expect(safeNextPath('/en/search?q=caf%C3%A9&offset=20#results', ORIGIN)).toBe('/en/search?q=caf%C3%A9&offset=20#results');
    expect(safeNextPath('/en/v/a-book/7/1?next=//x', ORIGIN)).toBe('/en/v/a-book/7/1?next=//x');
    expect(safeNextPath('https://bookloom.app/en/create?x=1', ORIGIN)).toBe('/en/create?x=1');
    expect(safeNextPath('/en/../ar/home', ORIGIN)).toBe('/ar/home');
    // data in the query may hold anything encoded
    expect(safeNextPath('/en/search?q=a%5Cb%09c&next=%2F%5Cevil.example', ORIGIN)).toBe('/en/search?q=a%5Cb%09c&next=%2F%5Cevil.example');
    // the parser reads these as paths on this site, and so does a browser
    expect(safeNextPath('evil.example', ORIGIN)).toBe('/evil.example');
    expect(safeNextPath('https:/evil.example', ORIGIN)).toBe('/evil.example');
    expect(safeNextPath('/en/home', 'http://127.0.0.1:4402/en/discover')).toBe('/en/home');
    expect(safeNextPath('http://127.0.0.1:4402/en/home', 'http://127.0.0.1:4402')).toBe('/en/home');
  });

  it('without an origin accepts relative paths only', () => {
    expect(safeNextPath('/en/home')).toBe('/en/home');
    expect(safeNextPath('https://bookloom.app/en/home')).toBeNull();
  });

  it('nextPathOr falls back to a safe path', () => {
    expect(nextPathOr('//evil.example', '/en/home')).toBe('/en/home');
    expect(nextPathOr('//evil.example', '//evil.example')).toBe('/');
    expect(nextPathOr('/en/create', '/en/home')).toBe('/en/create');
  });

  it('whatever it returns is a path that stays on the site, for any input', () => {
    const pieces = fc.constantFrom('/', '\\', '%2F', '%5C', '%5c', '%09', '%0A', '\t', '\n', '.', '..', '%2E', 'evil.example', '@', ':', '//', 'https:', 'javascript:', '%25', '?', '#', 'en', 'home');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')), fc.string(), (built, random) => {
      for (const value of [built, random, `/${built}`]) {
        const result = safeNextPath(value, ORIGIN);
        if (result === null) continue;
        expect(result.startsWith('/')).toBe(true);
        expect(/^[/\\]{2}/.test(result)).toBe(false);
        // a browser on the site resolves it to the site
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        let decoded = result.split(/[?#]/)[0]!;
        try {
          decoded = decodeURIComponent(decoded);
        } catch {
          // not decodable: the path as it is
        }
        expect(new URL(decoded.replace(/[\t\n\r]/g, ''), ORIGIN).origin).toBe(ORIGIN);
      }
    }), { numRuns: 2000 });
  });
});

describe('nextDestination (the login dialog)', () => {
  it("takes the page's next, then the navigation's, then this page, as paths", () => {
    expect(nextDestination('/en/create', '/en/user-collection', '/en/home?login=1')).toBe('/en/create');
    expect(nextDestination('/%5Cevil.example', '/en/user-collection', '/en/home?login=1')).toBe('/en/user-collection');
    expect(nextDestination(undefined, '//evil.example', 'http://localhost:3000/en/home?login=1&reason=badLogin&q=x')).toBe('/en/home?q=x');
    // the login page itself (home with the dialog open) leads home
    expect(nextDestination('/\\evil.example', null, 'http://localhost:3000/ar/login?next=%2F%5Cevil.example')).toBe('/ar/home');
  });
});
