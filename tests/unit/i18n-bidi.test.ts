// Interpolated values in a sentence of the other direction are isolated (core/bidi.ts
// isolateAcross, the i18next formatter in site/lib/i18n-bidi.ts), on the server and in islands.
import { describe, expect, it } from 'vitest';
import { FSI, isolate, isolateAcross, PDI } from '../../core/bidi.ts';
import { islandI18n } from '../../site/lib/i18n-island.tsx';
import { translator } from '../../site/lib/i18n.ts';

describe('isolateAcross', () => {
  it('isolates a value with letters of the other direction, and only then', () => {
    expect(isolateAcross('ana@example.com', 'rtl')).toBe(`${FSI}ana@example.com${PDI}`);
    expect(isolateAcross('دروس Python', 'rtl')).toBe(`${FSI}دروس Python${PDI}`);
    expect(isolateAcross('الأنهار والدلتا', 'rtl')).toBe('الأنهار والدلتا');
    expect(isolateAcross('دریا اور ڈیلٹا', 'rtl')).toBe('دریا اور ڈیلٹا');
    expect(isolateAcross('الأنهار', 'ltr')).toBe(`${FSI}الأنهار${PDI}`);
    expect(isolateAcross('נהרות', 'ltr')).toBe(`${FSI}נהרות${PDI}`);
    for (const ltr of ['Rivers and Deltas', '河流与三角洲', 'नदियाँ', 'Ça va?']) expect(isolateAcross(ltr, 'ltr')).toBe(ltr);
    // no letters: digits and punctuation find their place without help
    expect(isolateAcross('2026', 'rtl')).toBe('2026');
    expect(isolateAcross('', 'rtl')).toBe('');
  });

  it('does not isolate twice', () => {
    expect(isolate(isolate('Book'))).toBe(`${FSI}Book${PDI}`);
    expect(isolateAcross(isolate('Book'), 'rtl')).toBe(`${FSI}Book${PDI}`);
  });
});

describe('translations', () => {
  it('isolate an address in the Arabic and Urdu code screens, not in the English one', () => {
    const values = { length: 6, email: 'ana@example.com', minutes: 10 };
    expect(translator('ar', 'login')('code.intro', values)).toContain(`${FSI}ana@example.com${PDI}`);
    expect(translator('ur', 'login')('code.intro', values)).toContain(`${FSI}ana@example.com${PDI}`);
    const en = translator('en', 'login')('code.intro', values);
    expect(en).toBe('Enter the 6-digit code we sent to ana@example.com. It expires in 10 minutes.');
  });

  it('isolate an Arabic title in an English line and a Latin one in an Arabic line; numbers stay', () => {
    expect(translator('en', 'library')('save.removeTitle', { title: 'الأنهار' })).toBe(`Remove “${FSI}الأنهار${PDI}” from My Collection`);
    expect(translator('en', 'library')('save.removeTitle', { title: 'Rivers' })).toBe('Remove “Rivers” from My Collection');
    const ar = translator('ar', 'library')('save.removeTitle', { title: 'Rivers' });
    expect(ar).toContain(`${FSI}Rivers${PDI}`);
    expect(translator('ar', 'library')('save.removeTitle', { title: 'الأنهار' })).not.toContain(FSI);
    expect(translator('ar', 'create')('generate.chapterTitle', { n: 3, title: 'الماء' })).not.toMatch(/[\u2066-\u2069]/);
  });

  it('in an island too', () => {
    const t = islandI18n('ar', { login: { code: { resent: 'أرسلنا رمزًا جديدًا إلى {{email}}.' } } }).getFixedT('ar', 'login');
    expect(t('code.resent', { email: 'ana@example.com' })).toBe(`أرسلنا رمزًا جديدًا إلى ${FSI}ana@example.com${PDI}.`);
    const en = islandI18n('en', { login: { code: { resent: 'We sent a new code to {{email}}.' } } }).getFixedT('en', 'login');
    expect(en('code.resent', { email: 'ana@example.com' })).toBe('We sent a new code to ana@example.com.');
  });
});

describe('placeholders to be filled later', () => {
  it('pass through untouched', () => {
    const t = translator('ar', 'login');
    expect(islandI18n('ur', { common: { x: 'ابھی {{count}}' } }).getFixedT('ur', 'common')('x', { count: '{{count}}' })).toBe('ابھی {{count}}');
    expect(t('code.intro', { length: 6, email: '\u0000email\u0000', minutes: 10 })).toContain('\u0000email\u0000');
    expect(t('code.intro', { length: 6, email: '\u0000email\u0000', minutes: 10 })).not.toContain(FSI);
  });
});
