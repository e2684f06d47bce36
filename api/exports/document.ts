// What an export is made of (issue 17): a book as a neutral document — its front matter and its
// chapters as XHTML — which every format's builder (epub.ts, and the PDF and DOCX builders to come)
// lays out its own way. A kind gives its parts' XHTML here; the hash of the document is what makes
// "an unchanged book is not rebuilt" true.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LANGUAGE_INFO, type LangCode } from '../../core/languages.ts';
import type { Worksheet } from '../../core/worksheets.ts';
import { renderMarkdownXhtml } from '../lib/markdown.ts';
import type { ExportRecipe } from './cookbook.ts';

export interface ExportChapter {
  /** 1-based, in reading order */
  number: number;
  title: string;
  /** the body as XHTML (no heading: the builder writes the title) */
  xhtml: string;
  /** the body as the author wrote it (Markdown), for builders that lay it out themselves (DOCX) */
  markdown: string;
  /** a picture book's page picture (its bytes are loaded by the build: `loadPictures`) */
  picture?: { id: string; alt: string; width: number; height: number } | undefined;
  /** a worksheet group's worksheet, as its items and key (the builders of worksheet.ts lay it out); its id seeds its display shuffles */
  sheet?: { id: string; worksheet: Worksheet } | undefined;
  /** a cookbook's recipe, as stored (cookbook.ts lays it out when the file is built) */
  recipe?: ExportRecipe | undefined;
}

export interface ExportDocument {
  bookId: string;
  kind: string;
  title: string;
  author: string;
  language: LangCode;
  /** BCP 47 tag of the language */
  bcp47: string;
  dir: 'ltr' | 'rtl';
  description: string;
  dedication: string;
  copyright: string;
  /** when the book last changed (the EPUB's dcterms:modified) */
  modified: Date;
  chapters: ExportChapter[];
  /** pictures a chapter's XHTML shows inline as `<img src="picture:ID">` (a gamebook section's),
   * loaded by the build like a page's picture; a builder that has none of them drops the img */
  inlinePictures?: { id: string; alt: string }[] | undefined;
}

/** The document of a textbook: its written chapters, in order (a chapter not written yet is left out). */
export async function textbookDocument(knex: Knex, book: Record<string, any>): Promise<ExportDocument> {
  const [author, parts] = await Promise.all([
    knex('users').where({ id: book.user_id }).first('name'),
    knex('book_parts').where({ book_id: book.id }).orderBy('position').select('position', 'title', 'content', 'updated_at'),
  ]);
  const written = parts.filter((p) => String(p.content?.markdown ?? '').trim() !== '');
  const info = LANGUAGE_INFO[book.language as LangCode];
  const latest = Math.max(new Date(book.updated_at).getTime(), ...parts.map((p) => new Date(p.updated_at).getTime()));
  return {
    bookId: book.id, kind: book.kind, title: book.title, author: author?.name || 'Bookloom', language: book.language, bcp47: info.bcp47, dir: info.dir,
    description: book.topic ?? '', dedication: book.dedication ?? '', copyright: book.copyright ?? '', modified: new Date(latest),
    chapters: written.map((p, i) => ({ number: i + 1, title: p.title, markdown: p.content.markdown, xhtml: renderMarkdownXhtml(p.content.markdown, { headingLevel: 2 }) })),
  };
}

/** The document of a storybook: a page per made page, its words and its picture with alt text. */
export async function storybookDocument(knex: Knex, book: Record<string, any>): Promise<ExportDocument> {
  const [author, parts] = await Promise.all([
    knex('users').where({ id: book.user_id }).first('name'),
    knex('book_parts').where({ book_id: book.id }).orderBy('position').select('position', 'title', 'content', 'updated_at'),
  ]);
  const made = parts.filter((p) => String(p.content?.text ?? '').trim() !== '');
  const ids = made.map((p) => p.content.image?.id).filter((id): id is string => typeof id === 'string');
  const images = new Map<string, { id: string; width: number; height: number }>(
    (await knex('web_images').whereIn('id', ids).select('id', 'width', 'height')).map((row: { id: string; width: number; height: number }) => [row.id, row]),
  );
  const info = LANGUAGE_INFO[book.language as LangCode];
  const latest = Math.max(new Date(book.updated_at).getTime(), ...parts.map((p) => new Date(p.updated_at).getTime()));
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    bookId: book.id, kind: book.kind, title: book.title, author: author?.name || 'Bookloom', language: book.language, bcp47: info.bcp47, dir: info.dir,
    description: book.topic ?? '', dedication: book.dedication ?? '', copyright: book.copyright ?? '', modified: new Date(latest),
    chapters: made.map((p, i) => {
      const image = p.content.image?.id ? images.get(p.content.image.id) : undefined;
      return {
        number: i + 1, title: p.title || String(i + 1), markdown: p.content.text,
        xhtml: p.content.text.split(/\n{2,}/).map((para: string) => `<p>${escape(para.trim()).replace(/\n/g, '<br />')}</p>`).join('\n'),
        picture: image ? { id: image.id, alt: String(p.content.alt ?? ''), width: image.width, height: image.height } : undefined,
      };
    }),
  };
}

/**
 * The document of a worksheet group: a chapter per finished worksheet, in order, carrying the
 * worksheet itself (title, instructions, objectives, items with their keys). Its XHTML and Markdown
 * are empty: worksheet.ts lays out the student sheet and the key from the items when it builds the
 * files (this document is also read by the site's pages, for the files' `current`, where the
 * locale files are not at hand).
 */
export async function worksheetDocument(knex: Knex, book: Record<string, any>): Promise<ExportDocument> {
  const [author, parts] = await Promise.all([
    knex('users').where({ id: book.user_id }).first('name'),
    knex('book_parts').where({ book_id: book.id }).orderBy('position').select('id', 'position', 'title', 'content', 'status', 'updated_at'),
  ]);
  const made = parts.filter((p) => p.status === 'done' && Array.isArray(p.content?.items) && p.content.items.length > 0);
  const info = LANGUAGE_INFO[book.language as LangCode];
  const latest = Math.max(new Date(book.updated_at).getTime(), ...parts.map((p) => new Date(p.updated_at).getTime()));
  return {
    bookId: book.id, kind: book.kind, title: book.title, author: author?.name || 'Bookloom', language: book.language, bcp47: info.bcp47, dir: info.dir,
    description: book.topic ?? '', dedication: '', copyright: '', modified: new Date(latest),
    chapters: made.map((p, i) => {
      const worksheet: Worksheet = {
        title: String(p.content.title || p.title || ''), instructions: String(p.content.instructions ?? ''),
        objectives: p.content.objectives ?? [], items: p.content.items,
      };
      return { number: i + 1, title: worksheet.title, markdown: '', xhtml: '', sheet: { id: p.id, worksheet } };
    }),
  };
}

/**
 * The document of a cookbook: a chapter per written recipe, in order, carrying the recipe itself;
 * its Markdown and XHTML are laid out by cookbook.ts when the file is built, in the book's
 * language's words (this document is also read by the site's pages, for the files' `current`).
 */
export async function cookbookDocument(knex: Knex, book: Record<string, any>): Promise<ExportDocument> {
  const [author, parts] = await Promise.all([
    knex('users').where({ id: book.user_id }).first('name'),
    knex('book_parts').where({ book_id: book.id }).orderBy('position').select('id', 'position', 'title', 'content', 'status', 'updated_at'),
  ]);
  const made = parts.filter((p) => p.status === 'done' && Array.isArray(p.content?.steps) && p.content.steps.length > 0);
  const info = LANGUAGE_INFO[book.language as LangCode];
  const latest = Math.max(new Date(book.updated_at).getTime(), ...parts.map((p) => new Date(p.updated_at).getTime()));
  return {
    bookId: book.id, kind: book.kind, title: book.title, author: author?.name || 'Bookloom', language: book.language, bcp47: info.bcp47, dir: info.dir,
    description: book.topic ?? '', dedication: '', copyright: '', modified: new Date(latest),
    chapters: made.map((p, i) => ({
      number: i + 1, title: String(p.content.title || p.title || ''), markdown: '', xhtml: '',
      recipe: {
        story: String(p.content.story ?? ''), servings: Number(p.content.servings), prepMinutes: Number(p.content.prepMinutes ?? 0), cookMinutes: Number(p.content.cookMinutes ?? 0),
        ingredients: p.content.ingredients ?? [], steps: p.content.steps ?? [], tips: p.content.tips ?? [],
      },
    })),
  };
}

/** What the file depends on: equal hashes make equal files, so a built one is served again. */
export function documentHash(doc: ExportDocument, format: string, variant: string, builderVersion: number): string {
  const { modified: _time, ...content } = doc;
  return createHash('sha256').update(JSON.stringify({ format, variant, builderVersion, content })).digest('hex');
}
