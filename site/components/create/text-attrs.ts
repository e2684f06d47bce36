// Text attributes for words in a book's own language, whose direction may differ from the page's
// (an Arabic storybook on the English site). Pure and isomorphic.
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';

export type TextAttrs = { lang?: string; dir: 'ltr' | 'rtl' | 'auto' };

/** `lang` and `dir` of a language the site knows; `dir="auto"` for any other. */
export function textAttrs(language: string): TextAttrs {
  const info = LANGUAGE_INFO[language as LangCode];
  return info ? { lang: info.bcp47, dir: info.dir } : { dir: 'auto' };
}
