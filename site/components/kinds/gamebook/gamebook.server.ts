// Server-only: a gamebook as its play page shows it (issue 14), and a world as its page shows it.
// Who may read is the engine's rule (readableBook with the gamebook kind; readableWorld): a shared
// one for anyone, one's own and, for moderators, any. A gamebook is found only under its own world.
import type { Knex } from 'knex';
import type { Config } from '../../../../api/config.ts';
import { imagesByIds, type WebImageView } from '../../../../api/images/index.ts';
import { createStorage } from '../../../../api/storage/index.ts';
import { AppError } from '../../../../api/errors.ts';
import { readableBook } from '../../../../api/services/textbooks/books.ts';
import { gamebookGraph, playableGraph } from '../../../../api/services/gamebooks.ts';
import { readableWorld, worldBooks } from '../../../../api/services/worlds.ts';
import { World } from '../../../../api/kinds/gamebook/schema.ts';
import type { GamebookGraph } from '../../../../core/gamebook.ts';
import { isIdOf } from '../../../../core/ids.ts';
import { isLangCode, type LangCode } from '../../../../core/languages.ts';
import { slugify } from '../../../../core/slug.ts';
import type { Viewer } from '../../book/book.server.ts';

export interface PlayView {
  id: string;
  title: string;
  slug: string;
  language: LangCode;
  visibility: string;
  isOwner: boolean;
  authorName: string;
  world: { id: string; name: string; slug: string };
  graph: GamebookGraph;
  /** the pictures of the segments that have one, by segment id */
  pictures: Record<string, WebImageView>;
}

const notFound = (error: unknown) => {
  if (error instanceof AppError && (error.status === 404 || error.status === 400)) return null;
  throw error;
};

export async function loadPlay(knex: Knex, who: Viewer, worldId: string | undefined, id: string | undefined, config: Config | undefined): Promise<PlayView | null> {
  if (!isIdOf('Gamebook', id) || !isIdOf('World', worldId)) return null;
  const book = await readableBook(knex, who, id, 'gamebook').catch(notFound);
  if (!book || book.world_id !== worldId) return null;
  const isOwner = who?.id === book.user_id;
  if (book.status !== 'done' && !(isOwner && book.status === 'failed')) return null;
  const [world, author, graph] = await Promise.all([
    knex('worlds').where({ id: worldId }).first(), knex('users').where({ id: book.user_id }).first('name'), gamebookGraph(knex, book),
  ]);
  if (!world || world.deleted_at) return null;
  const playable = playableGraph({ start: graph.start, flags: graph.flags, segments: graph.segments });
  return {
    id: book.id, title: book.title, slug: slugify(book.title, 'Book'), language: isLangCode(book.language) ? book.language : 'en', visibility: book.visibility, isOwner,
    authorName: author?.name || 'Bookloom', world: { id: world.id, name: world.name, slug: slugify(world.name, 'World') },
    graph: playable,
    pictures: config ? await segmentPictures(knex, config, book.id, new Set(playable.segments.map((s) => s.id))) : {},
  };
}

/** The pictures of a gamebook's segments (the ones in `ids`), by segment id: one query for the rows, one for the files. */
export async function segmentPictures(knex: Knex, config: Config, bookId: string, ids: ReadonlySet<string>): Promise<Record<string, WebImageView>> {
  const parts = await knex('book_parts').where({ book_id: bookId, status: 'done' }).whereRaw("content->'image'->>'id' is not null").select('content');
  const wanted = parts.filter((p) => ids.has(p.content.id));
  const images = await imagesByIds(knex, createStorage(config), wanted.map((p) => p.content.image.id as string));
  return Object.fromEntries(wanted.flatMap((p) => {
    const image = images.get(p.content.image.id);
    return image ? [[p.content.id as string, image]] : [];
  }));
}

export interface WorldView {
  id: string;
  slug: string;
  world: World;
  visibility: string;
  featured: boolean;
  hidden: boolean;
  isOwner: boolean;
  authorName: string;
  gamebooks: { id: string; title: string; slug: string; status: string; visibility: string; idea: string; segments: number; language: string }[];
  stories: { id: string; title: string; slug: string; status: string; visibility: string; idea: string; chapters: number; language: string }[];
}

export async function loadWorld(knex: Knex, who: Viewer, id: string | undefined): Promise<WorldView | null> {
  if (!isIdOf('World', id)) return null;
  const row = await readableWorld(knex, who, id).catch(notFound);
  if (!row) return null;
  const [author, books] = await Promise.all([knex('users').where({ id: row.user_id }).first('name'), worldBooks(knex, who, row)]);
  const parsed = World.safeParse(row.world);
  if (!parsed.success) return null;
  return {
    id: row.id, slug: slugify(row.name, 'World'), world: parsed.data, visibility: row.visibility, featured: Boolean(row.featured_at), hidden: Boolean(row.hidden_at),
    isOwner: who?.id === row.user_id, authorName: author?.name || 'Bookloom',
    gamebooks: books.filter((b) => b.kind === 'gamebook').map((b) => ({
      id: b.id, title: b.title, slug: slugify(b.title, 'Book'), status: b.status, visibility: b.visibility, idea: b.topic ?? '', segments: Number(b.chapter_count), language: b.language,
    })),
    stories: books.filter((b) => b.kind === 'worldstory').map((b) => ({
      id: b.id, title: b.title, slug: slugify(b.title, 'Book'), status: b.status, visibility: b.visibility, idea: b.topic ?? '', chapters: Number(b.chapter_count), language: b.language,
    })),
  };
}
