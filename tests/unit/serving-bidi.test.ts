// The bidi-control sanitizer (core/bidi.ts) and the page CSP built at build (site/lib/csp.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BIDI_CONTROLS, cleanBidi, stripBidiControls } from '../../core/bidi.ts';
import { bookSlug, userSlugFromName } from '../../core/slug.ts';
import { DISMISS_SCRIPT, FONT_SCRIPT, LANG_SCRIPT, LOGIN_REASONS_SCRIPT, STORY_PAGED_SCRIPT } from '../../core/inline-scripts.ts';
import { analyticsScripts } from '../../site/lib/analytics.ts';
import { cspHash, siteCsp } from '../../site/lib/csp.ts';

describe('stripBidiControls', () => {
  it('removes every embedding, override and isolate control', () => {
    for (const code of [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const c = String.fromCodePoint(code);
      expect(stripBidiControls(`a${c}b${c}`), code.toString(16)).toBe('ab');
    }
  });

  it('turns a Trojan-Source file name back into what it is', () => {
    expect(stripBidiControls('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(stripBidiControls('\u2067\u2066admin\u2069\u2069')).toBe('admin');
  });

  it('keeps the direction marks LRM, RLM and ALM, and ordinary text in every script', () => {
    const mixed = 'كتاب\u200F Book \u200E1\u061C';
    expect(stripBidiControls(mixed)).toBe(mixed);
    for (const text of ['Rivers and Deltas', 'الأنهار والدلتا', 'دریا اور ڈیلٹا', '河流与三角洲', '川とデルタ', 'नदियाँ', 'Ça va? ¿Sí!']) {
      expect(stripBidiControls(text)).toBe(text);
    }
  });

  it('is stateless (a global regex is not left mid-string) and leaves non-strings to the schema', () => {
    for (let i = 0; i < 3; i++) expect(stripBidiControls('x\u202Ey')).toBe('xy');
    expect(BIDI_CONTROLS.lastIndex).toBe(0);
    expect(cleanBidi(42)).toBe(42);
    expect(cleanBidi(undefined)).toBeUndefined();
    expect(cleanBidi('a\u202Db')).toBe('ab');
  });

  it('no bidi control reaches a slug', () => {
    expect(bookSlug('Tides \u202Eedit\u202C')).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
    expect(userSlugFromName('Ann \u202Enimda')).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('the page CSP', () => {
  const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

  it('hashes our inline scripts and allows no inline script, object, base or framing', () => {
    const csp = siteCsp({});
    expect(cspHash('x')).toBe(hash('x'));
    expect(csp.scriptDirective.hashes).toEqual([LANG_SCRIPT, LOGIN_REASONS_SCRIPT, DISMISS_SCRIPT, FONT_SCRIPT, STORY_PAGED_SCRIPT].map(hash));
    expect(csp.scriptDirective.resources).toEqual(["'self'"]);
    expect(csp.directives).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]));
    expect(JSON.stringify(csp)).not.toMatch(/googletagmanager|accounts\.google/);
  });

  it('allows the tag manager hosts and its snippet only when GTM_ID is set', () => {
    const csp = siteCsp({ GTM_ID: 'GTM-ABC123' });
    expect(csp.scriptDirective.resources).toContain('https://www.googletagmanager.com');
    for (const code of analyticsScripts({ gtmId: 'GTM-ABC123' })) expect(csp.scriptDirective.hashes).toContain(hash(code));
    expect(csp.directives.find((d) => d.startsWith('connect-src'))).toContain('google-analytics.com');
    expect(csp.scriptDirective.resources).not.toContain("'unsafe-inline'");
  });

  it('allows Google sign-in only with a client id', () => {
    expect(siteCsp({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).scriptDirective.resources).toContain('https://accounts.google.com/gsi/');
    expect(siteCsp({}).directives.find((d) => d.startsWith('frame-src'))).toBe("frame-src 'self'");
  });
});
