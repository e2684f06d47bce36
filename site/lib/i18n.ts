// Server-side (build and SSR) translation: one i18next instance, a fixed translator per page.
// Missing keys fall back to English and are logged (spec §4).
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, isLangCode, LANGUAGES, type LangCode } from '../../core/languages.ts';

const files = import.meta.glob<Record<string, unknown>>('../../content/locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, data] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = data;
}

const instance = i18next.createInstance();
await instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANG] ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key) => {
    console.warn(`[i18n] missing translation ${lngs.join(',')}:${ns}:${key}, using English`);
  },
});

export function translator(lang: string, ns = 'common'): TFunction {
  return instance.getFixedT(isLangCode(lang) ? lang : DEFAULT_LANG, ns);
}

export function langFromParam(value: string | undefined): LangCode | undefined {
  return value && isLangCode(value) ? value : undefined;
}

/** The page's public path: pre-rendering sees /en/home.html (build.format 'file'), visitors /en/home. */
export function publicPath(url: URL): string {
  return url.pathname.replace(/\.html$/, '');
}
