import { describe, it, expect } from 'vitest';
import { DEMO_DOMAINS, EMAIL_MAX, isDemoAccount, isValidEmail, normalizeEmail } from '../../core/email.ts';

describe('isValidEmail: text, @, more text', () => {
  it.each([
    ['ada@example.com', true],
    ['a@b', true],
    ['  ada@example.com  ', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['josé@exämple.de', true],
    ['a@b@c', true],
    ['@example.com', false],
    ['ada@', false],
    ['@', false],
    ['ada', false],
    ['ada example.com', false],
    ['ada @example.com', false],
    ['ada@ example.com', false],
    ['ada@exa mple.com', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('isValidEmail(%j) is %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('accepts 254 characters and rejects 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(EMAIL_MAX);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
    expect(isValidEmail(`  ${at254}  `)).toBe(true);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Ada@Example.COM', 'ada@example.com'],
    ['  ada@example.com\n', 'ada@example.com'],
    ['ada@example.com', 'ada@example.com'],
  ])('normalizeEmail(%j) is %j', (value, expected) => {
    expect(normalizeEmail(value)).toBe(expected);
  });
});

describe('isDemoAccount: demo1..demo9 at the two product domains', () => {
  it('uses the product domains', () => {
    expect(DEMO_DOMAINS).toEqual(['bookloom.app', 'bookloom.org']);
  });

  it.each(DEMO_DOMAINS.flatMap((domain) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `demo${n}@${domain}`)))(
    '%s is a demo account',
    (email) => {
      expect(isDemoAccount(email)).toBe(true);
    },
  );

  it.each([
    ['DEMO3@BookLoom.App', true],
    [' demo9@bookloom.org ', true],
    ['demo0@bookloom.app', false],
    ['demo10@bookloom.app', false],
    ['demo@bookloom.app', false],
    ['demo01@bookloom.app', false],
    ['xdemo1@bookloom.app', false],
    ['demo1x@bookloom.app', false],
    ['demo1@bookloom.com', false],
    ['demo1@bookloomXapp', false],
    ['demo1@sub.bookloom.app', false],
    ['demo1@bookloom.app.evil.com', false],
    ['demo1@example.com', false],
    ['demo1', false],
    ['', false],
    [null, false],
  ])('isDemoAccount(%j) is %s', (email, expected) => {
    expect(isDemoAccount(email)).toBe(expected);
  });
});
