// Server-only: a storybook as its reader shows it (issue 16). Who may read it is the engine's
// rule (readableBook with the storybook kind); the book is a BookView too, so the textbook
// reader's SEO, share, save and read-count helpers serve it unchanged. Its `topic` is public
// text (the first page's words): the author's idea is the owner's alone (`idea`, as in GraphQL).
import type { AstroGlobal } from 'astro';
import type { Knex } from 'knex';
import type { Config } from '../../../../api/config.ts';
import { AppError } from '../../../../api/errors.ts';
import { imagesByIds, VARIANT_WIDTHS, type WebImageView } from '../../../../api/images/index.ts';
import { readableBook } from '../../../../api/services/textbooks/books.ts';
import { createStorage } from '../../../../api/storage/index.ts';
import { isLangCode, type LangCode } from '../../../../core/languages.ts';
import { bookSlug, userSlugForId } from '../../../../core/slug.ts';
import { bookPath, bookSeo, siteOrigin, type BookView, type Viewer } from '../../book/book.server.ts';

export interface StoryPageView {
  id: string;
  position: number;
  text: string;
  alt: string;
  status: string;
  errorMessage: string | null;
  setting: string;
  timeOfDay: string;
  /** what happens on the page (the storyboard's beat) and what its picture shows */
  beat: string;
  description: string;
  /** the ids of the characters on the page */
  characterIds: string[];
  picture: WebImageView | null;
  pictureSource: 'illustrator' | 'upload' | null;
  /** what a page being made again gets new: 'picture' (a redraw), 'text' (a rewrite) or 'all' */
  redo: string;
}

export interface StoryCharacterView { id: string; name: string; kind: string; portrait: WebImageView | null }

export interface StoryView extends BookView {
  kind: 'storybook';
  age: number;
  artStyle: string;
  characters: StoryCharacterView[];
  pages: StoryPageView[];
  cover: WebImageView | null;
  /** the author's idea: the owner's alone (null for everyone else, moderators too, as in GraphQL) */
  idea: string | null;
}

export async function loadStorybook(knex: Knex, who: Viewer, id: string | undefined, config: Config): Promise<StoryView | null> {
  let row: Record<string, any>;
  try {
    row = await readableBook(knex, who, id, 'storybook');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
  const [parts, author, slug] = await Promise.all([
    knex('book_parts').where({ book_id: row.id }).orderBy('position').select('id', 'position', 'content', 'status', 'error_message', 'redo'),
    knex('users').where({ id: row.user_id }).first('name'),
    knex('user_slugs').where({ user_id: row.user_id, is_current: true }).first('slug'),
  ]);
  const characters = (row.details?.characters ?? []) as { id: string; name: string; kind: string; portraitImageId: string | null }[];
  const imageIds = [...parts.map((p) => p.content?.image?.id), ...characters.map((c) => c.portraitImageId)].filter((x): x is string => Boolean(x));
  const images = await imagesByIds(knex, createStorage(config), imageIds);
  const pages: StoryPageView[] = parts.map((p) => ({
    id: p.id, position: p.position, text: p.content?.text ?? '', alt: p.content?.alt ?? '', status: p.status, errorMessage: p.error_message ?? null,
    setting: p.content?.scene?.setting ?? 'meadow', timeOfDay: p.content?.scene?.timeOfDay ?? 'day',
    beat: p.content?.beat ?? '', description: p.content?.scene?.description ?? '', characterIds: p.content?.characters ?? [],
    picture: p.content?.image?.id ? withAlt(images.get(p.content.image.id), p.content?.alt) : null,
    pictureSource: p.content?.image?.source ?? null, redo: p.redo ?? 'all',
  }));
  const language = isLangCode(row.language) ? row.language : 'en';
  return {
    kind: 'storybook',
    id: row.id, title: row.title, slug: bookSlug(row.title), topic: storyDescription(pages), subject: '', subjectCode: null, audience: '', readingLevel: '',
    language, chapterCount: row.chapter_count, dedication: row.dedication ?? '', copyright: row.copyright ?? '', status: row.status,
    wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline', hidden: Boolean(row.hidden_at),
    createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at), userId: row.user_id, authorName: author?.name ?? '',
    authorSlug: slug?.slug ?? userSlugForId(row.user_id), isOwner: who?.id === row.user_id, readCount: row.read_count ?? 0,
    saveCount: row.save_count ?? 0, publishedAt: row.published_at ? new Date(row.published_at) : null, chapters: [],
    age: Number(row.details?.age ?? 0), artStyle: String(row.details?.artStyle ?? ''),
    characters: characters.map((c) => ({ id: c.id, name: c.name, kind: c.kind, portrait: c.portraitImageId ? images.get(c.portraitImageId) ?? null : null })),
    pages,
    cover: pages[0]?.picture ?? null,
    idea: who?.id === row.user_id ? row.topic ?? '' : null,
  };
}

/** The book's public description (meta description, JSON-LD): its first words, about 160 characters. */
export function storyDescription(pages: Pick<StoryPageView, 'text'>[], max = 160): string {
  const text = pages.map((p) => p.text.trim()).filter(Boolean).join(' ').replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?،؛。、]+$/u, '')}…`;
}

/**
 * The head of a storybook's pages: the textbook's (og:type book, JSON-LD Book, only for books
 * anyone may read) with the cover as the share image (its real size) and what a picture book
 * adds: the number of pages, the reader's age, the genre. `path` is the visitor's address (the
 * page is rendered through a rewrite) for the canonical and hreflang links.
 */
export function storySeo(astro: AstroGlobal, lang: LangCode, story: StoryView, part = '') {
  const seo: Record<string, any> = { ...bookSeo(astro, lang, story), path: bookPath(lang, story.slug, story.id, part) };
  if (!seo.jsonLd) return seo;
  const extra: Record<string, unknown> = {
    genre: 'Picture book',
    numberOfPages: story.pages.length,
    ...(story.age ? { typicalAgeRange: `${story.age}-`, audience: { '@type': 'PeopleAudience', suggestedMinAge: story.age } } : {}),
  };
  if (story.cover) {
    const cover = new URL(story.cover.src, siteOrigin(astro)).href;
    // the fallback src is the largest WebP size (api/images: never wider than the picture)
    const width = Math.min(story.cover.width, VARIANT_WIDTHS.at(-1)!);
    seo.image = cover;
    seo.imageAlt = story.cover.alt || story.title;
    seo.imageWidth = width;
    seo.imageHeight = Math.round((story.cover.height / story.cover.width) * width);
    extra.image = cover;
  }
  seo.jsonLd = { ...seo.jsonLd, ...extra };
  return seo;
}

const withAlt = (view: WebImageView | undefined, alt: string | undefined): WebImageView | null => (view ? { ...view, alt: alt || view.alt } : null);
