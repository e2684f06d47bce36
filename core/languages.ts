// Supported interface languages (spec §1, §2, §5, §9).
//
// The codes are the product's own URL codes: they match ISO 639-1 except `ch`, which the
// product uses for Simplified Chinese (ISO would say zh). Browser tags are mapped onto them.

export const LANGUAGES = [
  'ar', 'bn', 'ch', 'de', 'en', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'pt', 'sw', 'tr', 'ur', 'vi',
] as const;

export type LangCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: LangCode = 'en';

/** Local storage key remembering the visitor's language (spec §1). */
export const LANG_STORAGE_KEY = 'bookloom.lang';

export type LanguageInfo = {
  /** Display name in the language itself, for the language picker. */
  nativeName: string;
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** The tag to emit in lang and hreflang attributes. */
  bcp47: string;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
};

export const LANGUAGE_INFO = {
  ar: { nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', bcp47: 'ar', ogLocale: 'ar_AR' },
  bn: { nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr', bcp47: 'bn', ogLocale: 'bn_IN' },
  ch: { nativeName: '中文 (简体)', englishName: 'Chinese (Simplified)', dir: 'ltr', bcp47: 'zh-Hans', ogLocale: 'zh_CN' },
  de: { nativeName: 'Deutsch', englishName: 'German', dir: 'ltr', bcp47: 'de', ogLocale: 'de_DE' },
  en: { nativeName: 'English', englishName: 'English', dir: 'ltr', bcp47: 'en', ogLocale: 'en_US' },
  es: { nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', bcp47: 'es', ogLocale: 'es_ES' },
  fr: { nativeName: 'Français', englishName: 'French', dir: 'ltr', bcp47: 'fr', ogLocale: 'fr_FR' },
  hi: { nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', bcp47: 'hi', ogLocale: 'hi_IN' },
  id: { nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr', bcp47: 'id', ogLocale: 'id_ID' },
  it: { nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', bcp47: 'it', ogLocale: 'it_IT' },
  ja: { nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', bcp47: 'ja', ogLocale: 'ja_JP' },
  ko: { nativeName: '한국어', englishName: 'Korean', dir: 'ltr', bcp47: 'ko', ogLocale: 'ko_KR' },
  pt: { nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr', bcp47: 'pt', ogLocale: 'pt_BR' },
  sw: { nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr', bcp47: 'sw', ogLocale: 'sw_KE' },
  tr: { nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', bcp47: 'tr', ogLocale: 'tr_TR' },
  ur: { nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl', bcp47: 'ur', ogLocale: 'ur_PK' },
  vi: { nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', bcp47: 'vi', ogLocale: 'vi_VN' },
} as const satisfies Record<LangCode, LanguageInfo>;

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// Browser primary subtags that mean one of our codes under another name.
// `in` is the pre-1989 Indonesian code that older Android and Java still report.
const ALIASES: Readonly<Record<string, LangCode>> = { zh: 'ch', in: 'id' };

/**
 * Our code for a browser language tag, from its first part (spec §1), or undefined when
 * unsupported. `ch` itself is accepted too so stored and URL values round-trip.
 */
export function detectLanguage(tag: string | null | undefined): LangCode | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (Object.hasOwn(ALIASES, primary)) return ALIASES[primary];
  return isLangCode(primary) ? primary : undefined;
}

/** The first supported candidate, else the default language. */
export function pickLanguage(...candidates: (string | null | undefined)[]): LangCode {
  for (const candidate of candidates) {
    const lang = detectLanguage(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/**
 * Language tags from an Accept-Language header, most preferred first. Equal weights keep
 * header order; q=0 (explicitly unwanted) and malformed weights are dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== 'string') return [];
  const entries: { tag: string; q: number }[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=(.*)$/i.exec(param);
      if (!match) continue;
      const value = (match[1] ?? '').trim();
      // RFC 9110 qvalue: 0 to 1 with at most three decimals.
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (q > 0) entries.push({ tag, q });
  }
  // Array sort is stable, which keeps header order among equal weights.
  return entries.sort((a, b) => b.q - a.q).map((entry) => entry.tag);
}

/**
 * The same page in another language: the first path segment is swapped when it is a
 * language code, otherwise the new code is put in front. Query and hash are kept.
 */
export function swapLanguageInPath(path: string, lang: LangCode): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const segments = pathname.replace(/^\/+/, '').split('/');
  if (isLangCode(segments[0]?.toLowerCase())) segments.shift();
  const rest = segments.join('/');
  // No trailing slash for the bare language root (spec §2: trailing slashes never).
  return `/${lang}${rest === '' ? '' : `/${rest}`}${suffix}`;
}
