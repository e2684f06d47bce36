// Web fonts only where the system fonts may lack the script: Arabic (Naskh), Urdu (Nastaliq),
// Bengali and Devanagari. Their @font-face rules are inlined into the page (a few KB, no
// render-blocking request) with `font-display: optional`: text shows at once in a system font,
// and the web font is used only if it is there within the first paint's block period (from the
// cache on every later page). `swap` changed the font under the reader's eyes when it arrived;
// Nastaliq's tall lines then moved the whole page (a layout shift Lighthouse counted on ur, ar,
// hi and bn pages). Chinese, Japanese and Korean use the system's fonts (every
// device has good CJK fonts; the stacks are in site/styles/global.css): a CJK web font is
// megabytes of subsets and held text back on slow phones.
import type { LangCode } from '../../core/languages.ts';
import arabic from '../styles/fonts/arabic.css?inline';
import bengali from '../styles/fonts/bengali.css?inline';
import devanagari from '../styles/fonts/devanagari.css?inline';
import urdu from '../styles/fonts/urdu.css?inline';

const optional = (css: string) => css.replace(/font-display:\s*swap/g, 'font-display:optional');
const FONT_CSS: Partial<Record<LangCode, string>> = { ar: optional(arabic), bn: optional(bengali), hi: optional(devanagari), ur: optional(urdu) };

/** The @font-face rules a page in this language inlines, if any. */
export function fontStyles(lang: LangCode): string | undefined {
  return FONT_CSS[lang];
}
