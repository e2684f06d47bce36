// A translator for islands that show strings but hold no forms or dialogs (the gamebook player):
// the strings the page hands over (islandResources, English under the page language), `{{name}}`
// filled in, and a count's form chosen as i18next chooses it (`_zero` for 0 when there is one,
// else the language's Intl.PluralRules, as site/lib/plural.ts does) — without shipping i18next
// (18 KB gzip) and its start-up to the page.
import type { Resource } from 'i18next';
import { isLangCode, LANGUAGE_INFO } from '../../core/languages.ts';

export type LiteT = (key: string, values?: Record<string, unknown>) => string;

export function liteTranslator(lang: string, resources: Resource[string], namespace: string): LiteT {
  // rules by BCP 47 tag, as i18next is set up to (site/lib/i18n-plurals.ts): `ch` is zh-Hans
  const rules = new Intl.PluralRules(isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang);
  const bundle = resources[namespace];
  const lookup = (key: string): string | undefined => {
    let node: unknown = bundle;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const count = values['count'];
    const counted = typeof count === 'number'
      ? (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${rules.select(count)}`) ?? lookup(`${key}_other`)
      : undefined;
    const text = counted ?? lookup(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
