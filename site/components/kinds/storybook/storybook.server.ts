// Server-only: a storybook as its reader shows it (issue 16). Who may read it is the engine's
// rule (readableBook with the storybook kind); the book is a BookView too, so the textbook
// reader's SEO, share, save and read-count helpers serve it unchanged.
import type { Knex } from 'knex';
import type { Config } from '../../../../api/config.ts';
import { AppError } from '../../../../api/errors.ts';
import { imagesByIds, type WebImageView } from '../../../../api/images/index.ts';
import { readableBook } from '../../../../api/services/textbooks/books.ts';
import { createStorage } from '../../../../api/storage/index.ts';
import { isLangCode } from '../../../../core/languages.ts';
import { bookSlug, userSlugForId } from '../../../../core/slug.ts';
import type { BookView, Viewer } from '../../book/book.server.ts';

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
}

export interface StoryCharacterView { id: string; name: string; kind: string; portrait: WebImageView | null }

export interface StoryView extends BookView {
  kind: 'storybook';
  age: number;
  artStyle: string;
  characters: StoryCharacterView[];
  pages: StoryPageView[];
  cover: WebImageView | null;
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
    knex('book_parts').where({ book_id: row.id }).orderBy('position').select('id', 'position', 'content', 'status', 'error_message'),
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
    pictureSource: p.content?.image?.source ?? null,
  }));
  const language = isLangCode(row.language) ? row.language : 'en';
  return {
    kind: 'storybook',
    id: row.id, title: row.title, slug: bookSlug(row.title), topic: row.topic, subject: '', subjectCode: null, audience: '', readingLevel: '',
    language, chapterCount: row.chapter_count, dedication: row.dedication ?? '', copyright: row.copyright ?? '', status: row.status,
    wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline', hidden: Boolean(row.hidden_at),
    createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at), userId: row.user_id, authorName: author?.name ?? '',
    authorSlug: slug?.slug ?? userSlugForId(row.user_id), isOwner: who?.id === row.user_id, readCount: row.read_count ?? 0,
    saveCount: row.save_count ?? 0, publishedAt: row.published_at ? new Date(row.published_at) : null, chapters: [],
    age: Number(row.details?.age ?? 0), artStyle: String(row.details?.artStyle ?? ''),
    characters: characters.map((c) => ({ id: c.id, name: c.name, kind: c.kind, portrait: c.portraitImageId ? images.get(c.portraitImageId) ?? null : null })),
    pages,
    cover: pages[0]?.picture ?? null,
  };
}

const withAlt = (view: WebImageView | undefined, alt: string | undefined): WebImageView | null => (view ? { ...view, alt: alt || view.alt } : null);
