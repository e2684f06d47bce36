// A gamebook's files (issue 14), through the export pipeline: Twee 3 (imports into Twine 2; twee.ts)
// and a printed gamebook as a PDF — a page on how to play, then numbered, shuffled sections with
// "turn to 37" choices (gamebook-print.ts). The sections run on one after another in one chapter
// (the PDF builder starts each chapter on a new page). Hidden segments and those no reading can
// reach are left out of both; the words around the book's are in its language
// (content/locales/<lang>/gamebook.json, `print`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LANGUAGE_INFO, DEFAULT_LANG, isLangCode, type LangCode } from '../../core/languages.ts';
import { numberSections } from '../../core/gamebook-sections.ts';
import type { GamebookGraph } from '../../core/gamebook.ts';
import { ROOT_DIR } from '../config.ts';
import { renderMarkdownXhtml } from '../lib/markdown.ts';
import type { ExportDocument } from './document.ts';
import { gamebookSections, type GamebookPrintWords } from './gamebook-print.ts';
import { gamebookToTwee } from './twee.ts';
import { gamebookGraph, playableGraph } from '../services/gamebooks.ts';

/** Bumped when the printed layout changes, so unchanged gamebooks get a new file. */
export const GAMEBOOK_LAYOUT_VERSION = 2;
export const TWEE_BUILDER_VERSION = 1;

type Words = { print: Record<string, any> };
const cache = new Map<LangCode, Words>();
function wordsOf(lang: string, own = false): Words['print'] {
  const code: LangCode = isLangCode(lang) ? lang : DEFAULT_LANG;
  const load = (l: LangCode): Words => {
    let found = cache.get(l);
    if (!found) {
      found = JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', l, 'gamebook.json'), 'utf8')) as Words;
      cache.set(l, found);
    }
    return found;
  };
  return own ? load(code).print : { ...load(DEFAULT_LANG).print, ...load(code).print };
}
const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k] ?? ''));

export function printWords(lang: string): GamebookPrintWords & { howToTitle: string; howTo: string; sectionsTitle: string } {
  const w = wordsOf(lang);
  const join = (items: string[]) => items.join(', ');
  return {
    turnTo: (n) => fill(w.turnTo, { n }),
    section: (n) => fill(w.section, { n }),
    ending: { good: w.ending.good, bad: w.ending.bad, neutral: w.ending.neutral },
    flag: (flag) => flag.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase(),
    condition: (have, lack) => (have.length && lack.length ? fill(w.conditionBoth, { have: join(have), lack: join(lack) })
      : have.length ? fill(w.conditionHave, { have: join(have) }) : fill(w.conditionLack, { lack: join(lack) })),
    record: (gain, lose) => [gain.length ? fill(w.recordGain, { items: join(gain) }) : '', lose.length ? fill(w.recordLose, { items: join(lose) }) : ''].filter(Boolean).join('; '),
    unwritten: (count) => {
      const form = new Intl.PluralRules(LANGUAGE_INFO[isLangCode(lang) ? lang : DEFAULT_LANG].bcp47).select(count);
      // the language's own plural forms (English's "one" is not Japanese's "other")
      const own = wordsOf(lang, true);
      return fill(own[`unwritten_${form}`] ?? own.unwritten_other ?? w.unwritten_other, { count });
    },
    howToTitle: w.howToTitle, howTo: w.howTo, sectionsTitle: w.sectionsTitle,
  };
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable Twine IFID for a gamebook: a UUID v4 drawn from its id. */
export function ifidOf(bookId: string): string {
  const hex = createHash('sha256').update(`ifid:${bookId}`).digest('hex');
  const variant = '89ab'[parseInt(hex[16]!, 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

export interface GamebookExport { graph: GamebookGraph; ifid: string }

/** The document of a gamebook: how to play, then its numbered sections as one chapter; its graph for Twee. */
export async function gamebookDocument(knex: Knex, book: Record<string, any>): Promise<ExportDocument & { gamebook: GamebookExport }> {
  const [author, full] = await Promise.all([knex('users').where({ id: book.user_id }).first('name'), gamebookGraph(knex, book)]);
  const graph = playableGraph({ start: full.start, flags: full.flags, segments: full.segments });
  const words = printWords(book.language);
  const sections = gamebookSections(graph, numberSections(graph, book.id), words);
  const body = sections.map((s) => `### ${s.title}\n\n${s.markdown}`).join('\n\n');
  // a section's picture, where the author asked for one, under its number
  const pictured = await knex('book_parts as p').join('web_images as i', 'i.id', knex.raw("(p.content->'image'->>'id')::uuid"))
    .where({ 'p.book_id': book.id, 'p.status': 'done' }).select(knex.raw("p.content->>'id' as segment"), 'i.id', 'i.alt');
  const pictureOf = new Map<string, { id: string; alt: string }>(pictured.map((r: { segment: string; id: string; alt: string | null }) => [r.segment, { id: r.id, alt: r.alt ?? '' }]));
  const used = sections.map((s) => pictureOf.get(s.segmentId)).filter((p): p is { id: string; alt: string } => Boolean(p));
  const sectionsXhtml = sections.map((s) => {
    const xhtml = renderMarkdownXhtml(`### ${s.title}\n\n${s.markdown}`, { headingLevel: 2 });
    const picture = pictureOf.get(s.segmentId);
    return picture ? xhtml.replace(/(<\/h\d>)/, `$1<img class="section-picture" src="picture:${picture.id}" alt="${escapeAttr(picture.alt)}"/>`) : xhtml;
  }).join('\n');
  const info = LANGUAGE_INFO[book.language as LangCode];
  const parts = await knex('book_parts').where({ book_id: book.id }).max<{ at: Date | null }>('updated_at as at').first();
  const modified = new Date(Math.max(new Date(book.updated_at).getTime(), parts?.at ? new Date(parts.at).getTime() : 0));
  return {
    bookId: book.id, kind: 'gamebook', title: book.title, author: author?.name || 'Bookloom', language: book.language, bcp47: info.bcp47, dir: info.dir,
    description: book.topic ?? '', dedication: '', copyright: '', modified,
    chapters: sections.length ? [
      { number: 1, title: words.howToTitle, markdown: words.howTo, xhtml: renderMarkdownXhtml(words.howTo, { headingLevel: 2 }) },
      { number: 2, title: words.sectionsTitle, markdown: body, xhtml: sectionsXhtml },
    ] : [],
    ...(used.length ? { inlinePictures: used } : {}),
    gamebook: { graph, ifid: ifidOf(book.id) },
  };
}

/** The gamebook as Twee 3 (UTF-8). */
export function buildTwee(doc: ExportDocument & { gamebook?: GamebookExport }): Uint8Array {
  if (!doc.gamebook) throw new Error('only a gamebook is made as Twee');
  return new TextEncoder().encode(gamebookToTwee(doc.gamebook.graph, { title: doc.title, author: doc.author, language: doc.bcp47, ifid: doc.gamebook.ifid, modified: doc.modified }));
}
