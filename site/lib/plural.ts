// Counts in an island without i18next: the server hands over every plural form of a key for the
// page's language (`pluralForms`), and the island picks one with the same rules i18next uses
// (`formatCount`: Intl.PluralRules of the language code, and a `_zero` form for 0 when the
// language has one). Pages rendered on the server call t(key, { count }) directly.

import { isLangCode, LANGUAGE_INFO } from '../../core/languages.ts';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralForms = { lang: string } & Partial<Record<PluralCategory, string>>;

export const PLURAL_CATEGORIES: PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Translate = (key: string, options: { count: string; defaultValue: string }) => string;

/** The BCP 47 tag whose plural rules a language uses (`ch` is zh-Hans). */
export function pluralTag(lang: string): string {
  return isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang;
}

/** Every form of a plural key in one language, `{{count}}` left in place. */
export function pluralForms(t: Translate, key: string, lang: string): PluralForms {
  // rules by BCP 47 tag, as i18next is set up to (site/lib/i18n-plurals.ts): `ch` is zh-Hans
  const forms: PluralForms = { lang: pluralTag(lang) };
  for (const category of PLURAL_CATEGORIES) {
    // a string count is interpolated, not used to choose a form: each form is read as it is
    const text = t(`${key}_${category}`, { count: '{{count}}', defaultValue: '' });
    if (text !== '') forms[category] = text;
  }
  return forms;
}

/** The form for `count` (i18next's choice: `_zero` for 0 when present, else the language's rule). */
export function formatCount(forms: PluralForms, count: number): string {
  const category = count === 0 && forms.zero !== undefined ? 'zero' : (new Intl.PluralRules(forms.lang).select(count) as PluralCategory);
  return (forms[category] ?? forms.other ?? '').replaceAll('{{count}}', String(count));
}
