// An i18next formatter module, used with `interpolation.alwaysFormat` by the server's translator
// (./i18n.ts) and the islands' (./i18n-island.tsx): every `{{value}}` that is a string is
// isolated where its direction is not the page language's (isolateAcross in core/bidi.ts), so an
// e-mail address, a Latin title or a search query reads as one unit inside an Arabic or Urdu
// sentence, and an Arabic title inside an English one. Numbers pass through, and so does a
// placeholder handed in to be filled later (`{{count}}` in site/lib/plural.ts, a \u0000name\u0000
// marker in the login dialog's interpolateNodes): it is not text yet.
import { isolateAcross } from '../../core/bidi.ts';
import { isLangCode, LANGUAGE_INFO } from '../../core/languages.ts';

const PLACEHOLDER = /^(\{\{\w+\}\}|\u0000\w+\u0000)$/;

export const bidiFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, format: string | undefined, lng: string | undefined): unknown {
    if (typeof value !== 'string' || format !== undefined || PLACEHOLDER.test(value)) return value;
    return isolateAcross(value, lng && isLangCode(lng) ? LANGUAGE_INFO[lng].dir : 'ltr');
  },
};
