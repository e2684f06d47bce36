// Where the login dialog sends the browser (spec §2, §4) and its field rules (spec §5).
import { describe, expect, it } from 'vitest';
import { loginErrorURL, withLoginFlag, withoutLoginFlag } from '../../site/components/login/LoginDialog.tsx';
import { canSubmitCode, canSubmitEmail, codeDigits, isKnownReason, nextDestination } from '../../site/components/login/flow.ts';
import { hasLoginFlag } from '../../site/components/login/urls.ts';

describe('loginErrorURL', () => {
  it('is the current page with login=1 and the reason', () => {
    expect(loginErrorURL('https://bookloom.app/en/discover', 'badLogin')).toBe('https://bookloom.app/en/discover?login=1&reason=badLogin');
  });

  it('keeps the other parameters and the fragment, and replaces an older flag and reason', () => {
    expect(loginErrorURL('https://bookloom.app/en/discover?q=maps&login=0&reason=internal#top', 'badLogin'))
      .toBe('https://bookloom.app/en/discover?q=maps&login=1&reason=badLogin#top');
  });

  it('keeps a relative href relative and encodes the reason', () => {
    expect(loginErrorURL('/en/home', 'bad login&x=1')).toBe('/en/home?login=1&reason=bad+login%26x%3D1');
  });
});

describe('withLoginFlag / withoutLoginFlag', () => {
  it('sets the flag without a reason, dropping an old reason', () => {
    expect(withLoginFlag('/en/home?reason=badLogin')).toBe('/en/home?login=1');
    expect(withLoginFlag('/en/home', 'resetSuccess')).toBe('/en/home?login=1&reason=resetSuccess');
  });

  it('removes the flag and the reason only', () => {
    expect(withoutLoginFlag('https://bookloom.app/en/home?login=1&reason=badLogin&q=x')).toBe('https://bookloom.app/en/home?q=x');
    expect(withoutLoginFlag('/en/home?login=1')).toBe('/en/home');
  });

  it('hasLoginFlag is true for login=1 only', () => {
    expect(hasLoginFlag('?login=1&reason=x')).toBe(true);
    expect(hasLoginFlag('?login=0')).toBe(false);
    expect(hasLoginFlag('')).toBe(false);
  });
});

describe('field rules', () => {
  it('accepts text@text e-mails only', () => {
    expect(canSubmitEmail('a@b')).toBe(true);
    expect(canSubmitEmail('a@')).toBe(false);
    expect(canSubmitEmail('@b')).toBe(false);
    expect(canSubmitEmail('a b@c')).toBe(false);
  });

  it('keeps only digits, at most the code length', () => {
    expect(codeDigits('1a2-b3 4', 6)).toBe('1234');
    expect(codeDigits('12345678', 6)).toBe('123456');
    expect(codeDigits('', 6)).toBe('');
  });

  it('reads digits typed in Arabic, Urdu, Hindi, Bengali or full width as ASCII digits', () => {
    expect(codeDigits('١٢٣٤٥٦', 6)).toBe('123456');
    expect(codeDigits('۷۸۹', 6)).toBe('789');
    expect(codeDigits('४२', 6)).toBe('42');
    expect(codeDigits('৫০', 6)).toBe('50');
    expect(codeDigits('１２ ３', 6)).toBe('123');
  });

  it('enables the code submit at exactly the code length', () => {
    expect(canSubmitCode('12345', 6)).toBe(false);
    expect(canSubmitCode('123456', 6)).toBe(true);
    expect(canSubmitCode('1234567', 6)).toBe(false);
    expect(canSubmitCode('12345a', 6)).toBe(false);
    expect(canSubmitCode('', 0)).toBe(false);
  });

  it('knows the reasons with a banner', () => {
    expect(isKnownReason('badLogin')).toBe(true);
    expect(isKnownReason('resetSuccess')).toBe(true);
    expect(isKnownReason('toString')).toBe(false);
    expect(isKnownReason('whatever')).toBe(false);
  });
});

describe('nextDestination', () => {
  it("prefers the page's next URL, then the navigation's, then this page without the flag (as a path, issue 10)", () => {
    expect(nextDestination('/en/create', '/en/user-collection', '/en/home?login=1')).toBe('/en/create');
    expect(nextDestination(undefined, '/en/user-collection', '/en/home?login=1')).toBe('/en/user-collection');
    expect(nextDestination(undefined, null, 'https://bookloom.app/en/home?login=1&reason=badLogin')).toBe('/en/home');
  });
});
