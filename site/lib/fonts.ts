// Web fonts only where the system fonts may lack the script: Arabic (Naskh), Urdu (Nastaliq),
// Bengali and Devanagari. Their @font-face rules are inlined into the page (a few KB, no
// render-blocking request) with `font-display: swap`, so text shows at once in a system font and
// changes when the web font arrives. Chinese, Japanese and Korean use the system's fonts (every
// device has good CJK fonts; the stacks are in site/styles/global.css): a CJK web font is
// megabytes of subsets and held text back on slow phones.
import type { LangCode } from '../../core/languages.ts';
import arabic from '../styles/fonts/arabic.css?inline';
import bengali from '../styles/fonts/bengali.css?inline';
import devanagari from '../styles/fonts/devanagari.css?inline';
import urdu from '../styles/fonts/urdu.css?inline';

const FONT_CSS: Partial<Record<LangCode, string>> = { ar: arabic, bn: bengali, hi: devanagari, ur: urdu };

/** The @font-face rules a page in this language inlines, if any. */
export function fontStyles(lang: LangCode): string | undefined {
  return FONT_CSS[lang];
}
