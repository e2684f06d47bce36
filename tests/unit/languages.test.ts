import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LANG,
  LANGUAGES,
  LANGUAGE_INFO,
  LANG_STORAGE_KEY,
  detectLanguage,
  isLangCode,
  parseAcceptLanguage,
  pickLanguage,
  swapLanguageInPath,
  type LangCode,
} from '../../core/languages.ts';

// Spec §5, in its order; the native names as the brief lists them.
const SPEC: [LangCode, string, 'ltr' | 'rtl', string][] = [
  ['ar', 'العربية', 'rtl', 'ar'],
  ['bn', 'বাংলা', 'ltr', 'bn'],
  ['ch', '中文 (简体)', 'ltr', 'zh-Hans'],
  ['de', 'Deutsch', 'ltr', 'de'],
  ['en', 'English', 'ltr', 'en'],
  ['es', 'Español', 'ltr', 'es'],
  ['fr', 'Français', 'ltr', 'fr'],
  ['hi', 'हिन्दी', 'ltr', 'hi'],
  ['id', 'Bahasa Indonesia', 'ltr', 'id'],
  ['it', 'Italiano', 'ltr', 'it'],
  ['ja', '日本語', 'ltr', 'ja'],
  ['ko', '한국어', 'ltr', 'ko'],
  ['pt', 'Português', 'ltr', 'pt'],
  ['sw', 'Kiswahili', 'ltr', 'sw'],
  ['tr', 'Türkçe', 'ltr', 'tr'],
  ['ur', 'اردو', 'rtl', 'ur'],
  ['vi', 'Tiếng Việt', 'ltr', 'vi'],
];

describe('language table', () => {
  it('lists the 17 spec codes in order, default en', () => {
    expect(LANGUAGES).toEqual(SPEC.map(([code]) => code));
    expect(LANGUAGES).toHaveLength(17);
    expect(DEFAULT_LANG).toBe('en');
    expect(LANG_STORAGE_KEY).toBe('bookloom.lang');
    expect(Object.keys(LANGUAGE_INFO).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(SPEC)('%s: %s, %s, %s', (code, nativeName, dir, bcp47) => {
    const info = LANGUAGE_INFO[code];
    expect(info.nativeName).toBe(nativeName);
    expect(info.dir).toBe(dir);
    expect(info.bcp47).toBe(bcp47);
    expect(info.englishName).toMatch(/^[A-Z][A-Za-z ()]+$/);
    expect(info.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(info.ogLocale.slice(0, 2)).toBe(bcp47.slice(0, 2));
  });

  it.each([
    ['en', 'en_US', 'English'],
    ['ar', 'ar_AR', 'Arabic'],
    ['ch', 'zh_CN', 'Chinese (Simplified)'],
    ['pt', 'pt_BR', 'Portuguese'],
    ['ur', 'ur_PK', 'Urdu'],
  ] as [LangCode, string, string][])('%s has og:locale %s and English name %s', (code, ogLocale, englishName) => {
    expect(LANGUAGE_INFO[code].ogLocale).toBe(ogLocale);
    expect(LANGUAGE_INFO[code].englishName).toBe(englishName);
  });
});

describe('isLangCode', () => {
  it.each([
    ['en', true],
    ['ch', true],
    ['vi', true],
    ['zh', false],
    ['EN', false],
    ['en-US', false],
    ['xx', false],
    ['', false],
    ['toString', false],
    [null, false],
    [1, false],
  ])('isLangCode(%j) is %s', (value, expected) => {
    expect(isLangCode(value)).toBe(expected);
  });
});

describe('detectLanguage (browser tag, first part)', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['pt-BR', 'pt'],
    ['pt_PT', 'pt'],
    ['zh', 'ch'],
    ['zh-CN', 'ch'],
    ['zh-Hans', 'ch'],
    ['zh-Hant-TW', 'ch'],
    ['ZH-cn', 'ch'],
    ['ch', 'ch'],
    ['in-ID', 'id'],
    ['ar-EG', 'ar'],
    ['sw-KE', 'sw'],
    [' fr-CA ', 'fr'],
    ['xx', undefined],
    ['nl-NL', undefined],
    ['english', undefined],
    ['*', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('detectLanguage(%j) is %s', (tag, expected) => {
    expect(detectLanguage(tag)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it.each([
    [[], 'en'],
    [[null, undefined, ''], 'en'],
    [['xx', 'nl'], 'en'],
    [['xx', 'de-AT', 'fr'], 'de'],
    [[undefined, 'zh-CN'], 'ch'],
    [['ja', 'ko'], 'ja'],
  ] as [(string | null | undefined)[], LangCode][])('pickLanguage(%j) is %s', (candidates, expected) => {
    expect(pickLanguage(...candidates)).toBe(expected);
  });

  it('combines with parseAcceptLanguage', () => {
    expect(pickLanguage(...parseAcceptLanguage('nl;q=1, de;q=0.5, fr;q=0.8'))).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', ['fr-CH', 'fr', 'en', 'de', '*']],
    ['en;q=0.2, ja, ko;q=0.9', ['ja', 'ko', 'en']],
    ['de;q=0.5, es;q=0.5, it', ['it', 'de', 'es']],
    ['en;q=0, fr', ['fr']],
    ['en;q=0.000, fr;q=0.001', ['fr']],
    ['en;q=1.0, fr;q=1', ['en', 'fr']],
    ['en;q=abc, fr;q=2, de;q=0.1234, es;q=-1, it;q=0.3', ['it']],
    ['  pt-BR ;  q = 0.7 , en ', ['en', 'pt-BR']],
    ['en;level=1, fr;q=0.5', ['en', 'fr']],
    [',, ,en,', ['en']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('parseAcceptLanguage(%j) is %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('swapLanguageInPath', () => {
  it.each([
    ['/en/home', 'fr', '/fr/home'],
    ['/en', 'fr', '/fr'],
    ['/en/', 'fr', '/fr'],
    ['/x/y', 'fr', '/fr/x/y'],
    ['/', 'de', '/de'],
    ['', 'de', '/de'],
    ['en/home', 'de', '/de/home'],
    ['/ch/v/My-Book/8a000000-0000-0000-0000-000000000000/about', 'ar', '/ar/v/My-Book/8a000000-0000-0000-0000-000000000000/about'],
    ['/en/search/books?q=cats&page=2', 'ja', '/ja/search/books?q=cats&page=2'],
    ['/en/faq#billing', 'ko', '/ko/faq#billing'],
    ['/en?login=1', 'es', '/es?login=1'],
    ['/fr/home', 'fr', '/fr/home'],
    ['/EN/home', 'fr', '/fr/home'],
    ['/zh/home', 'fr', '/fr/zh/home'],
    ['/@ada/v/Book/8a000000-0000-0000-0000-000000000000', 'pt', '/pt/@ada/v/Book/8a000000-0000-0000-0000-000000000000'],
    ['/english/home', 'fr', '/fr/english/home'],
    ['/x?next=/en/home', 'fr', '/fr/x?next=/en/home'],
  ] as [string, LangCode, string][])('swapLanguageInPath(%j, %s) is %j', (path, lang, expected) => {
    expect(swapLanguageInPath(path, lang)).toBe(expected);
  });
});
