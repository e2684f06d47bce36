// Web fonts only where the system fonts may lack the script: Arabic (Naskh), Urdu (Nastaliq),
// Bengali and Devanagari. Their @font-face rules are inlined into the page (a few KB, no
// render-blocking request) with `font-display: optional`: text shows at once in a system font,
// and the web font is used only if it is there within the first paint's block period (from the
// cache; see below). `swap` changed the font under the reader's eyes when it arrived;
// Nastaliq's tall lines then moved the whole page (a layout shift Lighthouse counted on ur, ar,
// hi and bn pages). Chinese, Japanese and Korean use the system's fonts (every
// device has good CJK fonts; the stacks are in site/styles/global.css): a CJK web font is
// megabytes of subsets and held text back on slow phones.
import type { LangCode } from '../../core/languages.ts';
import arabic from '../styles/fonts/arabic.css?inline';
import bengali from '../styles/fonts/bengali.css?inline';
import devanagari from '../styles/fonts/devanagari.css?inline';
import urdu from '../styles/fonts/urdu.css?inline';

// Only the faces of the script itself: the packages' Latin, Latin Extended, maths and symbol faces
// (about a third of the bytes) would be fetched for every space, digit and English title on the
// page, which the system font after the web font in `--font` draws as well.
// The family is given to the page only under html.web-font, which FONT_SCRIPT
// (core/inline-scripts.ts) sets before the first paint once this browser has the files: a first
// visit never waits for them (Nastaliq alone is 160 KB a weight), they are fetched after the
// load event, and every later page shows them from the cache.
export interface FontStyles { key: string; css: string; files: string[] }

function onlyScript(key: string, css: string, subset: string): FontStyles {
  const faces = css.replace(/@font-face\s*\{[^}]*\}/g, (face) => (new RegExp(`-${subset}-\\d{3}-`).test(face) ? face : ''))
    .replace(/font-display:\s*swap/g, 'font-display:optional')
    .replace(/html:root\s*\{/g, 'html.web-font:root{');
  const files = [...faces.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((m) => m[1]!);
  return { key, css: faces, files };
}

const FONT_CSS: Partial<Record<LangCode, FontStyles>> = {
  ar: onlyScript('naskh', arabic, 'arabic'), bn: onlyScript('bengali', bengali, 'bengali'),
  hi: onlyScript('devanagari', devanagari, 'devanagari'), ur: onlyScript('nastaliq', urdu, 'arabic'),
};

/** The @font-face rules a page in this language inlines, its cache key and woff2 files, if any. */
export function fontStyles(lang: LangCode): FontStyles | undefined {
  return FONT_CSS[lang];
}
