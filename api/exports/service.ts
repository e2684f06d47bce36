// Export jobs (issue 17): asking for a file finds or makes the book_exports row of (book, format,
// variant, content hash) and queues its build on pg-boss (`book-export`); an unchanged book's file
// is served again, not rebuilt. The file goes to the store (api/storage) and is downloaded through
// a link the store makes: /api/local/... locally, a presigned link that expires with a bucket.
// Who may export: the owner and moderators always; anyone a public book.
// A format's variant: a PDF's paper (`a4`, `letter`); a worksheet group's PDF its sheet and paper
// (`student-a4`, `key-letter`: worksheet.ts); '' for the others.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { z } from 'zod';
import { DEFAULT_LANG, isLangCode, type LangCode } from '../../core/languages.ts';
import { isIdOf, isUuid } from '../../core/ids.ts';
import { JOB_FAILURES } from '../../core/job-failures.ts';
import { hasRole } from '../../core/roles.ts';
import { bookSlug } from '../../core/slug.ts';
import { ROOT_DIR, type Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/boss.ts';
import { newId } from '../lib/ids.ts';
import { createStorage } from '../storage/index.ts';
import sharp from 'sharp';
import { cookbookDocument, documentHash, storybookDocument, textbookDocument, worksheetDocument, type ExportDocument } from './document.ts';
import { COOKBOOK_LAYOUT_VERSION, layOutCookbook } from './cookbook.ts';
import { buildTwee, gamebookDocument, GAMEBOOK_LAYOUT_VERSION, TWEE_BUILDER_VERSION } from './gamebook.ts';
import { buildDocx, DOCX_BUILDER_VERSION } from './docx.ts';
import { buildEpub, EPUB_BUILDER_VERSION, type EpubPicture, type EpubWords } from './epub.ts';
import { buildPdf, paperFor, PAPERS, PDF_BUILDER_VERSION, type Paper } from './pdf.ts';
import {
  buildWorksheetDocx, buildWorksheetPdf, parseWorksheetVariant, SHEETS, WORKSHEET_BUILDER_VERSION, WORKSHEET_VARIANTS, worksheetVariant, type Sheet,
} from './worksheet.ts';

/** Each format's builder: the file's bytes, its content type, and the version that makes a new build. */
const BUILDERS: Record<ExportFormat, { version: number; type: string; build: (doc: ExportDocument, words: EpubWords, pictures: ReadonlyMap<string, EpubPicture>, variant: string) => Promise<Uint8Array> | Uint8Array }> = {
  pdf: {
    version: PDF_BUILDER_VERSION, type: 'application/pdf',
    build: (doc, words, pictures, variant) => (doc.kind === 'worksheet' ? buildWorksheetPdf(doc, variant) : buildPdf(doc, words, pictures, variant as Paper)),
  },
  epub: { version: EPUB_BUILDER_VERSION, type: 'application/epub+zip', build: buildEpub },
  docx: {
    version: DOCX_BUILDER_VERSION, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    build: (doc, words) => (doc.kind === 'worksheet' ? buildWorksheetDocx(doc) : buildDocx(doc, words)),
  },
  // a gamebook for Twine 2 (issue 14)
  twee: { version: TWEE_BUILDER_VERSION, type: 'text/plain; charset=utf-8', build: (doc) => buildTwee(doc) },
};

/** The version of the builder that makes this kind's file (worksheet groups have their own, worksheet.ts). */
const builderVersion = (format: ExportFormat, kind: string): number | undefined => {
  if (kind === 'worksheet') return WORKSHEET_BUILDER_VERSION;
  const version = BUILDERS[format]?.version;
  // a cookbook's file changes with the format's builder and with the recipe layout (cookbook.ts)
  if (version !== undefined && kind === 'gamebook') return version * 1000 + GAMEBOOK_LAYOUT_VERSION;
  return version !== undefined && kind === 'cookbook' ? version * 1000 + COOKBOOK_LAYOUT_VERSION : version;
};

export const EXPORT_QUEUE = 'book-export';

/** The formats, and which each kind is made in. */
export const EXPORT_FORMATS = ['pdf', 'epub', 'docx', 'twee'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const FORMATS_OF: Record<string, readonly ExportFormat[]> = { textbook: ['pdf', 'epub', 'docx'], storybook: ['pdf', 'epub'], worksheet: ['pdf', 'docx'], cookbook: ['pdf', 'epub', 'docx'], gamebook: ['pdf', 'twee'] };

/** The formats a kind of book is made in (none: it cannot be exported yet). */
export const exportFormatsOf = (kind: string): readonly ExportFormat[] => FORMATS_OF[kind] ?? [];

/** A download link lives this long (a bucket's presigned link; local links do not expire). */
export const LINK_SECONDS = 15 * 60;

const Request = z.object({
  format: z.enum(EXPORT_FORMATS, { message: 'is not a format we make' }),
  /** a PDF's paper; by the book's language when not given (US Letter for English, A4 elsewhere) */
  paper: z.enum(PAPERS, { message: 'must be a4 or letter' }).optional(),
  /** a worksheet group's PDF: the students' sheets or the teacher's key (the students' when not given) */
  sheet: z.enum(SHEETS, { message: 'must be student or key' }).optional(),
  /** the variant as stored, instead of paper and sheet: `a4`, `letter`, or a worksheet group's `student-a4`… */
  variant: z.string().max(40, 'is not a variant we make').optional(),
});
type Request = z.infer<typeof Request>;

/**
 * The variant of the file asked for, checked against the book's kind and the format: a PDF's
 * paper (the book's language's when not given), a worksheet group's PDF its sheet and paper, ''
 * for the formats that have none. A variant that does not fit is a 400 that says what would.
 */
function variantFor(kind: string, language: string, format: ExportFormat, request: Request): string {
  const bad = (field: string, message: string) => AppError.badInput(`${field}: ${message}`, { [field]: message });
  const worksheetPdf = kind === 'worksheet' && format === 'pdf';
  if (request.sheet && !worksheetPdf) throw bad('sheet', 'only a worksheet group’s PDF has a student sheet and an answer key');
  if (request.variant !== undefined && request.variant !== '') {
    if (request.paper || request.sheet) throw bad('variant', 'give either the variant or the paper and sheet');
    if (worksheetPdf) {
      if (!parseWorksheetVariant(request.variant)) throw bad('variant', `must be one of ${WORKSHEET_VARIANTS.join(', ')}`);
      return request.variant;
    }
    if (format === 'pdf') {
      if (!(PAPERS as readonly string[]).includes(request.variant)) throw bad('variant', `must be one of ${PAPERS.join(', ')}`);
      return request.variant;
    }
    throw bad('variant', `a ${format.toUpperCase()} has no variants`);
  }
  if (format !== 'pdf') return '';
  const paper = request.paper ?? paperFor(language);
  return worksheetPdf ? worksheetVariant(request.sheet ?? 'student', paper) : paper;
}

type Actor = { id: string; roles: string[] } | null;
type Row = Record<string, any>;

export interface ExportDeps {
  knex: Knex;
  config: Config;
  jobs: Jobs | null;
}

/** The book, if this person may export it; a 404 that says nothing more otherwise. */
async function exportableBook(knex: Knex, actor: Actor, bookId: unknown): Promise<Row> {
  if (!isUuid(bookId)) throw AppError.badInput('Invalid book id', { bookId: 'is not valid' });
  const book = await knex('books').where({ id: bookId }).first();
  if (!book || book.deleted_at) throw AppError.notFound('No such book');
  const mayAlways = actor?.id === book.user_id || hasRole(actor?.roles ?? [], 'admin', 'contentMod');
  if (!mayAlways) {
    const disabled = await knex('users').where({ id: book.user_id }).whereNotNull('disabled_at').first('id');
    if (book.visibility !== 'public' || book.hidden_at || disabled || book.status !== 'done') throw AppError.notFound('No such book');
  }
  return book;
}

async function documentOf(knex: Knex, book: Row): Promise<ExportDocument> {
  if (!FORMATS_OF[book.kind]) throw AppError.badInput(`A ${book.kind} cannot be exported yet`, { bookId: 'cannot be exported yet' });
  if (book.kind === 'worksheet') return worksheetDocument(knex, book);
  if (book.kind === 'cookbook') return cookbookDocument(knex, book);
  if (book.kind === 'gamebook') return gamebookDocument(knex, book);
  return book.kind === 'storybook' ? storybookDocument(knex, book) : textbookDocument(knex, book);
}

/** The pictures of a picture book as JPEG (a core EPUB type), at most 1600 px wide, from the store's originals. */
async function loadPictures(knex: Knex, config: Config, doc: ExportDocument): Promise<Map<string, EpubPicture>> {
  const out = new Map<string, EpubPicture>();
  const ids = [...doc.chapters.map((c) => c.picture?.id), ...(doc.inlinePictures ?? []).map((p) => p.id)].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return out;
  const storage = createStorage(config);
  const rows: { id: string; original_key: string; original_type: string }[] = await knex('web_images').whereIn('id', ids).select('id', 'original_key', 'original_type');
  for (const row of rows) {
    const file = await storage.get(row.original_key);
    if (!file) continue;
    const density = row.original_type === 'image/svg+xml' ? 144 : 72;
    const { data, info } = await sharp(file.body, { density, limitInputPixels: 40_000_000 }).rotate().resize({ width: 1600, withoutEnlargement: row.original_type !== 'image/svg+xml' })
      .flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    out.set(row.id, { bytes: data, width: info.width, height: info.height });
  }
  return out;
}

const strings: Partial<Record<LangCode, Record<string, any>>> = {};
/** The words of the file around the book's own, in the book's language (content/locales/<lang>/books.json). */
export function epubWords(lang: string): EpubWords {
  const code: LangCode = isLangCode(lang) ? lang : DEFAULT_LANG;
  const load = (l: LangCode) => (strings[l] ??= {
    ...JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', l, 'books.json'), 'utf8')),
    storybook: JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', l, 'storybook.json'), 'utf8')).wizard,
  });
  const get = (key: string): string => {
    const [group, name] = key.split('.') as [string, string];
    return load(code)[group]?.[name] ?? load(DEFAULT_LANG)[group][name];
  };
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(values[k] ?? ''));
  return {
    contents: get('book.contents'), dedication: get('book.dedication'), copyright: get('book.copyright'),
    chapter: (n) => fill(get('chapter.number'), { number: n }), page: (n) => fill(get('storybook.pageNumber'), { page: n }), by: (name) => fill(get('book.byAuthor'), { name }),
  };
}

/** A worksheet group's files apart by name: `-student-sheets` and `-answer-key` PDFs, `-worksheets` DOCX. */
function worksheetFileSuffix(format: string, variant: string): string {
  if (format !== 'pdf') return '-worksheets';
  return parseWorksheetVariant(variant)?.sheet === 'key' ? '-answer-key' : '-student-sheets';
}

/** Builds one export now (the job's work; also run inline when there is no queue). Idempotent. */
export async function buildExport(ctx: { knex: Knex; config: Config }, exportId: string): Promise<void> {
  const { knex } = ctx;
  const claimed = await knex('book_exports').where({ id: exportId }).whereIn('status', ['queued', 'building']).update({ status: 'building', progress: 10 }).returning('*');
  const row = claimed[0];
  if (!row) return; // done already, or failed for good
  try {
    const book = await knex('books').where({ id: row.book_id }).first();
    if (!book || book.deleted_at) throw new Error('the book is gone');
    const doc = await documentOf(knex, book);
    await knex('book_exports').where({ id: exportId }).update({ progress: 50 });
    const builder = BUILDERS[row.format as ExportFormat];
    const pictures = await loadPictures(knex, ctx.config, doc);
    await knex('book_exports').where({ id: exportId }).update({ progress: 70 });
    const laidOut = doc.kind === 'cookbook' ? layOutCookbook(doc) : doc;
    const bytes = Buffer.from(await builder.build(laidOut, epubWords(doc.language), pictures, row.variant));
    const fileName = `${bookSlug(book.title) || 'book'}${book.kind === 'worksheet' ? worksheetFileSuffix(row.format, row.variant) : ''}.${row.format}`;
    const key = `exports/${row.id}/book.${row.format}`;
    await createStorage(ctx.config).put(key, bytes, { contentType: builder.type });
    await knex('book_exports').where({ id: exportId }).update({ status: 'done', progress: 100, key, file_name: fileName, bytes: bytes.length, finished_at: knex.fn.now(), error_message: null });
  } catch (error) {
    await knex('book_exports').where({ id: exportId }).update({ status: 'failed', progress: 0, error_message: JOB_FAILURES.exportFailed, finished_at: knex.fn.now() });
    throw error;
  }
}

/** Asks for a file of the book: the one already built for this content, or a new build. */
export async function requestExport(deps: ExportDeps, actor: Actor, bookId: unknown, raw: unknown): Promise<Row> {
  const parsed = Request.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'format');
    throw AppError.badInput(`${field}: ${issue?.message ?? 'is not valid'}`, { [field]: issue?.message ?? 'is not valid' });
  }
  const { format } = parsed.data;
  const { knex } = deps;
  const book = await exportableBook(knex, actor, bookId);
  const doc = await documentOf(knex, book);
  if (!FORMATS_OF[book.kind]!.includes(format)) throw AppError.badInput(`A ${book.kind} is not made as ${format.toUpperCase()}`, { format: 'is not offered for this book' });
  const variant = variantFor(book.kind, book.language, format, parsed.data);
  if (doc.chapters.length === 0) {
    throw new AppError(409, 'CONFLICT', book.kind === 'worksheet' ? 'This group has nothing to export yet: make a worksheet first' : book.kind === 'cookbook' ? 'This cookbook has nothing to export yet: write a recipe first' : book.kind === 'gamebook' ? 'This gamebook has nothing to export yet: write its segments first' : 'This book has nothing to export yet: write a chapter first');
  }
  const hash = documentHash(doc, format, variant, builderVersion(format, book.kind)!);
  const id = newId('BookExport');
  const inserted = await knex.transaction(async (trx) => {
    // a failed build of the same content is tried again
    await trx('book_exports').where({ book_id: book.id, format, variant, content_hash: hash, status: 'failed' }).update({ status: 'queued', progress: 0, error_message: null });
    const [row] = await trx('book_exports').insert({ id, book_id: book.id, requested_by: actor?.id ?? null, format, variant, content_hash: hash })
      .onConflict(['book_id', 'format', 'variant', 'content_hash']).ignore().returning('*');
    const current = row ?? await trx('book_exports').where({ book_id: book.id, format, variant, content_hash: hash }).first();
    if (current.status === 'queued' && deps.jobs) await deps.jobs.send(trx, EXPORT_QUEUE, { exportId: current.id }, `export:${current.id}`);
    return current;
  });
  if (!deps.jobs && inserted.status === 'queued') await buildExport(deps, inserted.id).catch(() => {});
  return knex('book_exports').where({ id: inserted.id }).first();
}

/** The book's last built files, newest first, one per format (what the export page lists). */
export async function bookExports(knex: Knex, actor: Actor, bookId: unknown): Promise<Row[]> {
  const book = await exportableBook(knex, actor, bookId);
  const rows: Row[] = await knex('book_exports').where({ book_id: book.id }).distinctOn('format', 'variant').orderBy([{ column: 'format' }, { column: 'variant' }, { column: 'created_at', order: 'desc' }]);
  if (rows.length === 0) return rows;
  // each file says whether it is of the book as it is now, so nobody downloads an old version unawares
  const doc = await documentOf(knex, book);
  return rows.map((row) => {
    const version = builderVersion(row.format as ExportFormat, book.kind);
    return { ...row, current: version !== undefined && documentHash(doc, row.format, row.variant, version) === row.content_hash };
  });
}

/** One export by id, for following its progress (the same rule as its book). */
export async function exportById(knex: Knex, actor: Actor, id: unknown): Promise<Row> {
  if (!isIdOf('BookExport', id)) throw AppError.badInput('Invalid BookExport id', { id: 'is not valid' });
  const row = await knex('book_exports').where({ id }).first();
  if (!row) throw AppError.notFound('No such export');
  await exportableBook(knex, actor, row.book_id);
  return row;
}

/** A link to download a built file (expiring with a bucket). */
export async function downloadUrl(config: Config, row: Row): Promise<string | null> {
  if (row.status !== 'done' || !row.key) return null;
  return createStorage(config).url(row.key, { expiresInSeconds: LINK_SECONDS, downloadName: row.file_name });
}

/** A variant as the API shows it: the paper (a PDF's) and the sheet (a worksheet group's PDF's). */
function paperAndSheet(variant: string): { paper: Paper | null; sheet: Sheet | null } {
  const worksheet = parseWorksheetVariant(variant);
  if (worksheet) return worksheet;
  return { paper: (PAPERS as readonly string[]).includes(variant) ? variant as Paper : null, sheet: null };
}

/** An export as the API and the export page show it (the schema's BookExport). */
export async function exportView(config: Config, row: Row) {
  return {
    id: row.id as string, bookId: row.book_id as string, format: row.format as ExportFormat, ...paperAndSheet(row.variant ?? ''),
    current: (row.current ?? true) as boolean,
    status: row.status as 'queued' | 'building' | 'done' | 'failed', progress: row.progress as number, bytes: (row.bytes ?? null) as number | null,
    fileName: (row.file_name ?? null) as string | null, url: await downloadUrl(config, row),
    viewUrl: row.format === 'pdf' && row.status === 'done' && row.key ? await createStorage(config).url(row.key, { expiresInSeconds: LINK_SECONDS, downloadName: row.file_name, inline: true }) : null,
    errorMessage: (row.error_message ?? null) as string | null,
    createdAt: new Date(row.created_at).toISOString(), finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
