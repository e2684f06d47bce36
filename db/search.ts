// Text-search configurations of the library (migration 0005): our language codes → Postgres'
// stemming configurations; every other language uses `simple`. Each is copied as
// `library_{name}` with `unaccent` in front of the stemmer.
export const STEMMED: Readonly<Record<string, string>> = {
  en: 'english', es: 'spanish', pt: 'portuguese', fr: 'french', de: 'german', it: 'italian',
  id: 'indonesian', tr: 'turkish', ar: 'arabic', hi: 'hindi',
};

export const SEARCH_CONFIGS: readonly string[] = [...new Set(Object.values(STEMMED)), 'simple'];

/** Runs of kana, Han (unified, extension A, compatibility) and Hangul syllables: the scripts
 *  written without spaces, matched by character pairs (migration 0006, api/services/library.ts). */
export const CJK_RUN = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]+';
