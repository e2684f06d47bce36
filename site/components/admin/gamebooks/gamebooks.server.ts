// Server-only reads for the moderators' screens of worlds, gamebooks and adventure prototypes
// (issue 14; SSR frontmatter, never bundled for the browser). They read what the GraphQL API
// answers a moderator (api/graphql/gamebooks.ts): every gamebook and world, hidden and private
// ones too, a gamebook's segments with the hidden ones and its checks on the whole graph.
import type { Knex } from 'knex';
import { findModeratedTextbook, type ModeratedTextbookRow } from '../../../../api/services/textbooks/moderation.ts';
import { gamebookGraph, gamebookProblems } from '../../../../api/services/gamebooks.ts';
import { featuredWorlds, moderatedWorlds, MODERATED_WORLDS_PAGE, worldBooks } from '../../../../api/services/worlds.ts';
import { usersByIds } from '../../../../api/services/moderation.ts';
import type { GamebookProblem } from '../../../../core/gamebook-checks.ts';
import { isIdOf } from '../../../../core/ids.ts';
import type { ModeratedSegment } from './view.ts';

type Row = Record<string, any>;

/** The moderators' list of gamebooks: 50 a page, newest change first (moderatorGamebooks). */
export const GAMEBOOKS_PAGE_SIZE = 50;
export const WORLDS_PAGE_SIZE = MODERATED_WORLDS_PAGE;

export interface Paged<T> { items: T[]; total: number; page: number; pageCount: number }

const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const authorOf = (user: { name: string | null; email: string } | null | undefined) =>
  user ? (user.name ? `${user.name} <${user.email}>` : user.email) : '';

export interface GamebookListItem {
  id: string;
  title: string;
  authorEmail: string | null;
  worldId: string | null;
  worldName: string | null;
  status: string;
  visibility: string;
  language: string;
  hiddenAt: Date | null;
  updatedAt: Date;
}

/** Every gamebook (not those their authors deleted), searched by title, 50 a page. */
export async function listModeratedGamebooks(knex: Knex, { search, page }: { search: string; page: number }): Promise<Paged<GamebookListItem>> {
  const words = search.trim().slice(0, 200);
  const base = knex('books as b').where('b.kind', 'gamebook').whereNull('b.deleted_at').modify((q) => {
    if (words) q.whereILike('b.title', containsPattern(words));
  });
  const [counted] = await base.clone().count<{ n: string }[]>('b.id as n');
  const total = Number(counted?.n ?? 0);
  const items: GamebookListItem[] = await base.clone()
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('worlds as w', 'w.id', 'b.world_id')
    .select('b.id', 'b.title', 'u.email as authorEmail', 'b.world_id as worldId', 'w.name as worldName', 'b.status', 'b.visibility', 'b.language',
      'b.hidden_at as hiddenAt', 'b.updated_at as updatedAt')
    .orderBy([{ column: 'b.updated_at', order: 'desc' }, { column: 'b.id', order: 'desc' }])
    .offset((page - 1) * GAMEBOOKS_PAGE_SIZE).limit(GAMEBOOKS_PAGE_SIZE);
  return { items, total, page, pageCount: pageCountOf(total, GAMEBOOKS_PAGE_SIZE) };
}

export interface ModeratedGamebook {
  book: ModeratedTextbookRow;
  idea: string;
  world: { id: string; name: string } | null;
  segmentCount: number;
  endingCount: number;
  useFlags: boolean;
  start: string;
  flags: string[];
  segments: ModeratedSegment[];
  problems: GamebookProblem[];
}

/** A part row as the API's GamebookSegment (segmentOut in api/graphql/gamebooks.ts). */
function segmentOf(part: Row): Omit<ModeratedSegment, 'start'> {
  const c = part.content ?? {};
  return {
    id: String(c.id ?? ''), title: c.title ?? part.title ?? '', text: c.text ?? '', ending: c.ending ?? null,
    choices: ((c.choices ?? []) as Row[]).map((ch) => ({
      id: String(ch.id), text: String(ch.text ?? ''), to: ch.to ?? null,
      requires: ch.requires ?? [], forbids: ch.forbids ?? [], sets: ch.sets ?? [], clears: ch.clears ?? [],
    })),
    hidden: Boolean(c.hidden), grown: Boolean(c.grownFrom), status: part.status ?? 'done', errorMessage: part.error_message ?? null,
  };
}

/** One gamebook as a moderator sees it, or undefined (not a gamebook id, or deleted). */
export async function loadModeratedGamebook(knex: Knex, id: unknown): Promise<ModeratedGamebook | undefined> {
  if (!isIdOf('Gamebook', id)) return undefined;
  const book = await findModeratedTextbook(knex, id, 'gamebook');
  if (!book) return undefined;
  const row: Row | undefined = await knex('books').where({ id: book.id }).first();
  if (!row) return undefined;
  const world: Row | undefined = row.world_id ? await knex('worlds').where({ id: row.world_id }).first('id', 'name') : undefined;
  const graph = await gamebookGraph(knex, row);
  const parts: Row[] = await knex('book_parts').where({ book_id: row.id }).orderBy('position');
  // a claim being grown is not a segment yet (the API's segments loader, as a moderator sees it)
  const segments = parts.filter((p) => !(p.content?.grownFrom && p.status !== 'done'))
    .map((p) => ({ ...segmentOf(p), start: p.content?.id === graph.start }));
  return {
    book,
    idea: row.topic ?? '',
    world: world ? { id: world.id, name: world.name } : null,
    segmentCount: Number(row.details?.segmentCount ?? row.chapter_count),
    endingCount: Number(row.details?.endingCount ?? 3),
    useFlags: Boolean(row.details?.useFlags),
    start: graph.start,
    flags: graph.flags,
    segments,
    problems: gamebookProblems(graph),
  };
}

export interface WorldListItem {
  id: string;
  name: string;
  author: string;
  language: string;
  visibility: string;
  featuredAt: Date | null;
  hiddenAt: Date | null;
  updatedAt: Date;
  gamebookCount: number;
}

async function gamebookCounts(knex: Knex, worldIds: string[]): Promise<Map<string, number>> {
  if (worldIds.length === 0) return new Map();
  const rows: { worldId: string; n: string }[] = await knex('books').where('kind', 'gamebook').whereNull('deleted_at').whereIn('world_id', worldIds)
    .groupBy('world_id').select('world_id as worldId').count('id as n');
  return new Map(rows.map((r) => [r.worldId, Number(r.n)]));
}

async function worldItems(knex: Knex, rows: Row[]): Promise<WorldListItem[]> {
  const authors = await usersByIds(knex, rows.map((r) => r.user_id));
  const counts = await gamebookCounts(knex, rows.map((r) => r.id));
  return rows.map((r, i) => ({
    id: r.id, name: r.name, author: authorOf(authors[i]), language: r.language, visibility: r.visibility,
    featuredAt: r.featured_at, hiddenAt: r.hidden_at, updatedAt: r.updated_at, gamebookCount: counts.get(r.id) ?? 0,
  }));
}

/** Every world (not those their authors deleted), searched by name or the author's e-mail, 50 a page. */
export async function listModeratedWorlds(knex: Knex, { search, page }: { search: string; page: number }): Promise<Paged<WorldListItem>> {
  const { rows, total, page: at } = await moderatedWorlds(knex, { search, page });
  return { items: await worldItems(knex, rows), total, page: at, pageCount: pageCountOf(total, WORLDS_PAGE_SIZE) };
}

/** The featured worlds Discover shows (public, shown, their authors' accounts enabled), newest pick first. */
export async function listFeaturedWorlds(knex: Knex): Promise<WorldListItem[]> {
  return worldItems(knex, await featuredWorlds(knex, 200));
}

export interface WorldPlace { name: string; description: string }
export interface WorldCharacter { id: string; name: string; kind: string; look: string; clothes: string; colours: string }

export interface ModeratedWorld {
  id: string;
  name: string;
  author: string;
  language: string;
  visibility: string;
  writer: string | null;
  premise: string;
  tone: string;
  audienceAge: number;
  places: WorldPlace[];
  characters: WorldCharacter[];
  rules: string[];
  lore: string;
  featuredAt: Date | null;
  hiddenAt: Date | null;
  hiddenBy: string;
  createdAt: Date;
  updatedAt: Date;
  gamebooks: { id: string; title: string; status: string; visibility: string; hiddenAt: Date | null; updatedAt: Date }[];
}

/** One world as a moderator sees it (worldOut in api/graphql/gamebooks.ts), or undefined. */
export async function loadModeratedWorld(knex: Knex, moderator: { id: string; roles: string[] }, id: unknown): Promise<ModeratedWorld | undefined> {
  if (!isIdOf('World', id)) return undefined;
  const row: Row | undefined = await knex('worlds').where({ id: id as string }).whereNull('deleted_at').first();
  if (!row) return undefined;
  const w: Row = row.world ?? {};
  const [author, hiddenBy] = await usersByIds(knex, [row.user_id, row.hidden_by ?? row.user_id]);
  const books = (await worldBooks(knex, moderator, row)).filter((b) => b.kind === 'gamebook');
  return {
    id: row.id, name: w.name ?? row.name, author: authorOf(author), language: row.language, visibility: row.visibility, writer: row.writer ?? null,
    premise: w.premise ?? '', tone: w.tone ?? '', audienceAge: Number(w.audienceAge ?? 10),
    places: ((w.places ?? []) as Row[]).map((p) => ({ name: String(p.name ?? ''), description: String(p.description ?? '') })),
    characters: ((w.characters ?? []) as Row[]).map((c) => ({
      id: String(c.id ?? ''), name: String(c.name ?? ''), kind: String(c.kind ?? ''), look: String(c.look ?? ''), clothes: String(c.clothes ?? ''), colours: String(c.colours ?? ''),
    })),
    rules: (w.rules ?? []) as string[], lore: w.lore ?? '',
    featuredAt: row.featured_at, hiddenAt: row.hidden_at, hiddenBy: row.hidden_by ? authorOf(hiddenBy) : '',
    createdAt: row.created_at, updatedAt: row.updated_at,
    gamebooks: books.map((b) => ({ id: b.id, title: b.title, status: b.status, visibility: b.visibility, hiddenAt: b.hidden_at, updatedAt: b.updated_at })),
  };
}
