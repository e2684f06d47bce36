// Bidirectional-text controls in names and titles. The embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) can make a name display as different text ("Trojan Source":
// U+202E turns "exe.txt" around) and leak their direction into the text around them, so they are
// stripped when a name or title is saved (on input validation). The single-character marks
// LRM, RLM and ALM (U+200E, U+200F, U+061C) are kept: they only set the direction of the neutral
// characters next to them, writers of Arabic, Urdu or Hebrew use them legitimately in mixed
// titles, and they cannot reverse a run of text. Slugs allow letters and digits only, so none
// of these reach a URL.

/** Embedding, override and isolate controls (and their terminators). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without embedding, override or isolate controls; marks (LRM, RLM, ALM) stay. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** For zod preprocessing: strings are cleaned, anything else is left for the schema to refuse. */
export const cleanBidi = (value: unknown): unknown => (typeof value === 'string' ? stripBidiControls(value) : value);

// On display, the other half: text of one direction inside a sentence of the other (an e-mail
// address in an Arabic line, an Arabic title in an English one). Left to the Unicode bidi
// algorithm, the neutral characters at its edges (quotes, a full stop, a leading digit) take the
// sentence's direction and land on the wrong side. Isolating the value (FSI … PDI, Unicode's
// advice for text of unknown direction) keeps it one unit. Every translation's interpolated
// strings go through `isolateAcross` (site/lib/i18n-bidi.ts); a value of the sentence's own
// direction is left alone, so an English page with Latin titles carries no controls at all.

export const FSI = '\u2068';
export const PDI = '\u2069';

/** Hebrew, Arabic, Syriac, Thaana, N'Ko … and the Arabic presentation forms. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
/** Any other letter: Latin, Cyrillic, Devanagari, Han … */
const LTR_LETTER = /(?![\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC])\p{L}/u;

/** Always isolated (a title inside quotes in a ledger line, whatever its script). */
export const isolate = (text: string): string => (text.startsWith(FSI) ? text : `${FSI}${text}${PDI}`);

/** Isolated when `value` has a letter of the direction opposite to the sentence's; else as it is. */
export function isolateAcross(value: string, dir: 'ltr' | 'rtl'): string {
  if (value === '' || value.startsWith(FSI)) return value;
  return (dir === 'rtl' ? LTR_LETTER : RTL_LETTER).test(value) ? isolate(value) : value;
}
