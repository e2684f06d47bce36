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
