// Server-side (build and SSR) translation: one i18next instance, a fixed translator per page.
// Missing keys fall back to English and are logged (spec §4).
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, isLangCode, LANGUAGE_INFO, LANGUAGES, type LangCode } from '../../core/languages.ts';
import { bidiFormatter } from './i18n-bidi.ts';
import { pluralRulesByTag } from './i18n-plurals.ts';

const files = import.meta.glob<Record<string, unknown>>('../../content/locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, data] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = data;
}

/** False for a count's form the language never uses (English has no `_few`) and for `_zero`,
 * which every language may leave out: `pluralForms` (site/lib/plural.ts) asks for every form,
 * and those are not missing translations (they filled the log on every page with a header). */
export function pluralFormNeeded(lng: string, key: string): boolean {
  const category = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
  if (!category) return true;
  if (category === 'zero') return false;
  const tag = isLangCode(lng) ? LANGUAGE_INFO[lng].bcp47 : lng;
  return new Intl.PluralRules(tag).resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule);
}

const instance = i18next.createInstance().use(bidiFormatter);
await instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANG] ?? { common: {} }),
  defaultNS: 'common',
  // every interpolated string isolated where its direction is not the page's (./i18n-bidi.ts)
  interpolation: { escapeValue: false, alwaysFormat: true },
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key) => {
    if (lngs.every((lng) => !pluralFormNeeded(lng, key))) return;
    console.warn(`[i18n] missing translation ${lngs.join(',')}:${ns}:${key}, using English`);
  },
});
pluralRulesByTag(instance);

export function translator(lang: string, ns = 'common'): TFunction {
  return instance.getFixedT(isLangCode(lang) ? lang : DEFAULT_LANG, ns);
}

/** A book's language named in the page's language ("Italian" on an English page), as the library's
 * filter and cards name it; the header's picker keeps each language's own name. */
export function languageName(code: string, lang: string): string {
  return translator(lang, 'common')(`languageNames.${code}`, { defaultValue: isLangCode(code) ? LANGUAGE_INFO[code].nativeName : code });
}

export function langFromParam(value: string | undefined): LangCode | undefined {
  return value && isLangCode(value) ? value : undefined;
}

/** The page's public path: pre-rendering sees /en/home.html (build.format 'file'), visitors /en/home. */
export function publicPath(url: URL): string {
  return url.pathname.replace(/\.html$/, '');
}

type Tree = { [key: string]: string | Tree };

function pick(tree: Tree, paths: string[]): Tree {
  if (paths.length === 0) return tree;
  const out: Tree = {};
  for (const p of paths) {
    const parts = p.split('.');
    let src: string | Tree | undefined = tree;
    for (const part of parts) src = typeof src === 'object' ? src[part] : undefined;
    if (src === undefined) continue;
    let dst = out;
    for (const part of parts.slice(0, -1)) dst = (dst[part] ??= {}) as Tree;
    dst[parts.at(-1)!] = src;
  }
  return out;
}

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = typeof v === 'object' && typeof base[k] === 'object' ? merge(base[k] as Tree, v) : v;
  }
  return out;
}

/**
 * The strings an island needs, for the page language with English beneath: per namespace, the
 * subtrees to pick (an empty list takes the whole namespace), e.g. { common: ['ui', 'errors'], login: [] }.
 */
export function islandResources(lang: string, wanted: Record<string, string[]>): Record<string, Tree> {
  const code = isLangCode(lang) ? lang : DEFAULT_LANG;
  return Object.fromEntries(Object.entries(wanted).map(([ns, paths]) => {
    const en = (resources[DEFAULT_LANG]?.[ns] ?? {}) as Tree;
    const local = (resources[code]?.[ns] ?? {}) as Tree;
    return [ns, merge(pick(en, paths), pick(local, paths))];
  }));
}
