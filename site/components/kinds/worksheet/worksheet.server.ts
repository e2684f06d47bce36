// Server-only: a worksheet group and its worksheets as their pages show them (issue 12). Who may
// read is the engine's rule (readableBook with the worksheet kind); the group is a BookView, so the
// book pages' helpers (share card, save, read count, visibility) serve it unchanged. A worksheet
// page reads its group the same way: a worksheet is readable exactly when its group is.
import type { AstroGlobal } from 'astro';
import type { Knex } from 'knex';
import { AppError } from '../../../../api/errors.ts';
import { readableBook } from '../../../../api/services/textbooks/books.ts';
import { worksheetHref } from '../../../../core/kinds.ts';
import { isIdOf } from '../../../../core/ids.ts';
import { isLangCode, type LangCode } from '../../../../core/languages.ts';
import { slugify, userSlugForId } from '../../../../core/slug.ts';
import type { Item, ItemType, Worksheet } from '../../../../core/worksheets.ts';
import { bookSeo, decodedParam, siteOrigin, type BookView, type Viewer } from '../../book/book.server.ts';

export interface SheetView extends Worksheet {
  id: string;
  position: number;
  slug: string;
  status: string;
  errorMessage: string | null;
  flags: { item: number; key: string; solver: string }[];
  /** the item types it uses, in the order they first appear */
  types: ItemType[];
}

export interface GroupView extends BookView {
  kind: 'worksheet';
  level: string;
  itemsPerWorksheet: number;
  itemTypes: ItemType[];
  difficulty: string;
  sheets: SheetView[];
}

const typesOf = (items: Item[]) => [...new Set(items.map((i) => i.type))];

function sheetView(p: Record<string, any>): SheetView {
  const items = (p.content?.items ?? []) as Item[];
  const title = String(p.content?.title || p.title || '');
  return {
    id: p.id, position: p.position, slug: slugify(title, 'Worksheet'), status: p.status, errorMessage: p.error_message ?? null,
    title, instructions: p.content?.instructions ?? '', objectives: p.content?.objectives ?? [], items, flags: p.content?.flags ?? [], types: typesOf(items),
  };
}

export async function loadGroup(knex: Knex, who: Viewer, id: string | undefined): Promise<GroupView | null> {
  let row: Record<string, any>;
  try {
    row = await readableBook(knex, who, id, 'worksheet');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
  const [parts, author, slug] = await Promise.all([
    knex('book_parts').where({ book_id: row.id }).orderBy('position').select('id', 'position', 'title', 'content', 'status', 'error_message'),
    knex('users').where({ id: row.user_id }).first('name'),
    knex('user_slugs').where({ user_id: row.user_id, is_current: true }).first('slug'),
  ]);
  const language = isLangCode(row.language) ? row.language : 'en';
  const sheets = parts.map(sheetView);
  return {
    kind: 'worksheet',
    id: row.id, title: row.title, slug: slugify(row.title, 'Worksheet'), topic: row.topic ?? '', subject: '', subjectCode: null, audience: '',
    readingLevel: row.reading_level ?? '', level: row.reading_level ?? '', language, chapterCount: row.chapter_count, dedication: '', copyright: '',
    status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline', hidden: Boolean(row.hidden_at),
    createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at), userId: row.user_id, authorName: author?.name ?? '',
    authorSlug: slug?.slug ?? userSlugForId(row.user_id), isOwner: who?.id === row.user_id, readCount: row.read_count ?? 0,
    saveCount: row.save_count ?? 0, publishedAt: row.published_at ? new Date(row.published_at) : null, chapters: [],
    itemsPerWorksheet: Number(row.details?.itemsPerWorksheet ?? 0), itemTypes: row.details?.itemTypes ?? [], difficulty: row.details?.difficulty ?? 'medium',
    sheets,
  };
}

/** A worksheet and its group, or null when this viewer may not read it (or it does not exist). */
export async function loadSheet(knex: Knex, who: Viewer, id: string | undefined): Promise<{ group: GroupView; sheet: SheetView } | null> {
  if (!isIdOf('Worksheet', id)) return null;
  const part = await knex('book_parts').where({ id, kind: 'worksheet' }).first('book_id');
  if (!part) return null;
  const group = await loadGroup(knex, who, part.book_id);
  const sheet = group?.sheets.find((s) => s.id === id);
  return group && sheet ? { group, sheet } : null;
}

/** 301 to the worksheet's slug when the URL's {name} is another; the part and query are kept. */
export function sheetRedirect(astro: AstroGlobal, lang: LangCode, sheet: SheetView, part = ''): Response | undefined {
  if (decodedParam(astro.params.name) === sheet.slug) return undefined;
  return astro.redirect(`${worksheetHref(lang, sheet.slug, sheet.id, part)}${astro.url.search}`, 301);
}

/** The worksheet's public share URL (spec §2): /{userSlug}/w/{worksheetSlug}/{id}. */
export const sheetSharePath = (userSlug: string, sheet: Pick<SheetView, 'slug' | 'id'>) => `/${userSlug}/w/${encodeURIComponent(sheet.slug)}/${sheet.id}`;

/** A sheet's words for search engines: its instructions, else its objectives. */
export const sheetDescription = (sheet: SheetView) => (sheet.instructions || sheet.objectives.join(' · ')).slice(0, 300);

/**
 * The head of a worksheet's page: the group's (share card, og:type) with schema.org's
 * LearningResource for the worksheet — only when anyone may read it.
 */
export function sheetSeo(astro: AstroGlobal, lang: LangCode, group: GroupView, sheet: SheetView, part = '') {
  const seo: Record<string, any> = { ...bookSeo(astro, lang, group), path: worksheetHref(lang, sheet.slug, sheet.id, part) };
  if (!seo.jsonLd) return seo;
  const url = new URL(worksheetHref(lang, sheet.slug, sheet.id), siteOrigin(astro)).href;
  seo.jsonLd = {
    '@context': 'https://schema.org', '@type': 'LearningResource', '@id': url, url, name: sheet.title, description: sheetDescription(sheet),
    learningResourceType: 'Worksheet', inLanguage: seo.jsonLd.inLanguage, author: seo.jsonLd.author, educationalLevel: group.level || undefined,
    teaches: sheet.objectives, isPartOf: { '@type': 'Collection', name: group.title, url: seo.jsonLd.url }, isAccessibleForFree: true,
    dateModified: group.updatedAt.toISOString(), image: seo.jsonLd.image,
  };
  return seo;
}
