// A translator for islands that show strings but hold no forms or dialogs (the gamebook player):
// the strings the page hands over (islandResources, English under the page language), `{{name}}`
// filled in, and a count's form chosen as i18next chooses it (`_zero` for 0 when there is one,
// else the language's Intl.PluralRules: site/lib/plural.ts's formatCount) — without shipping i18next
// (18 KB gzip) and its start-up to the page.
import type { Resource } from 'i18next';
import { formatCount, PLURAL_CATEGORIES, pluralTag, type PluralForms } from './plural.ts';

export type LiteT = (key: string, values?: Record<string, unknown>) => string;

export function liteTranslator(lang: string, resources: Resource[string], namespace: string): LiteT {
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
    let counted: string | undefined;
    if (typeof count === 'number') {
      const forms: PluralForms = { lang: pluralTag(lang) };
      for (const category of PLURAL_CATEGORIES) {
        const form = lookup(`${key}_${category}`);
        if (form !== undefined) forms[category] = form;
      }
      if (forms.other !== undefined) counted = formatCount(forms, count);
    }
    const text = counted ?? lookup(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
