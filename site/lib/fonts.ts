// Self-hosted fonts for scripts the system fonts may lack, one stylesheet per script, linked only
// on pages in a language that needs it (the CJK families are split by unicode-range, so a page
// downloads just the glyph subsets it shows).
import type { LangCode } from '../../core/languages.ts';
import arabic from '../styles/fonts/arabic.css?url';
import bengali from '../styles/fonts/bengali.css?url';
import chinese from '../styles/fonts/chinese.css?url';
import devanagari from '../styles/fonts/devanagari.css?url';
import japanese from '../styles/fonts/japanese.css?url';
import korean from '../styles/fonts/korean.css?url';
import urdu from '../styles/fonts/urdu.css?url';

const FONT_CSS: Partial<Record<LangCode, string>> = {
  ar: arabic, bn: bengali, ch: chinese, hi: devanagari, ja: japanese, ko: korean, ur: urdu,
};

export function fontStylesheet(lang: LangCode): string | undefined {
  return FONT_CSS[lang];
}
