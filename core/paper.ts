// A PDF's paper (issue 17), shared by the export pipeline and the export page.
export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** US Letter where people print on it (the United States and Canada read this site in English); A4 elsewhere. */
export const paperFor = (lang: string): Paper => (lang === 'en' ? 'letter' : 'a4');
