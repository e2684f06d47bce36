// Gamebooks after they are written (issue 14): the graph readers play, the author's edits on the
// map (a segment's words, ending and links; a segment added or pruned; hidden), the checks that
// keep a gamebook with errors from being shared, and growing in play.
//
// Growing in play, at least once and one segment per choice: a reader who takes a choice that
// leads nowhere yet claims it. The claim is a part row of the new segment (status 'writing',
// content.grownFrom = "segmentId/choiceId"), inserted while the source segment's row is locked,
// with a unique index on (book, grownFrom) behind it: two readers taking the same new choice at
// once serialise on the lock, the second finds the claim and waits for it. The claimant writes
// the segment and, in one transaction, stores it (and any new ending it leads to), marks it done
// and points the choice at it, only if its claim still holds. A claimant that died leaves a claim
// that goes stale after GROW_LEASE_MS (or failed): the next reader takes it over and writes it.
import type { Knex } from 'knex';
import { checkGamebook, blocksPublishing, type GamebookProblem } from '../../core/gamebook-checks.ts';
import type { GamebookGraph, Segment } from '../../core/gamebook.ts';
import type { LangCode } from '../../core/languages.ts';
import { JOB_FAILURES } from '../../core/job-failures.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import type { Writer } from '../ai/types.ts';
import { userFailure, badInputFrom, ownedBook, recordPartVersion, updatePart, type Actor } from '../engine/books.ts';
import { ART_STYLES } from '../../core/storybook.ts';
import { readableBook } from './textbooks/books.ts';
import { isModerator } from './worlds.ts';
import { worldOf, SegmentPart } from '../kinds/gamebook/index.ts';
import { gamebookWriter, withGrown, type Grown } from '../kinds/gamebook/writer.ts';
import { SegmentContent, GAMEBOOK_ID } from '../kinds/gamebook/schema.ts';

type Row = Record<string, any>;

/** How long a reader's claim on an unwritten choice holds before another reader may write it. */
export const GROW_LEASE_MS = 90_000;
/** The most segments a gamebook may have, planned and grown. */
export const MAX_SEGMENTS = 120;

const segmentOf = (part: Row): Segment => ({
  id: part.content.id, title: part.content.title ?? part.title, text: part.content.text ?? '',
  ...(part.content.ending ? { ending: part.content.ending } : {}), choices: part.content.choices ?? [], ...(part.content.hidden ? { hidden: true } : {}),
});

/** The gamebook's graph: its written segments (a claim being written is not one yet). */
export async function gamebookGraph(knex: Knex, book: Row): Promise<GamebookGraph & { partIds: Map<string, string> }> {
  const parts = await knex('book_parts').where({ book_id: book.id, status: 'done' }).orderBy('position');
  let start = book.details?.start as string | undefined;
  let flags = book.details?.flags as string[] | undefined;
  if (!start || !flags) {
    const plan = await knex('book_plans').where({ book_id: book.id }).orderBy('created_at', 'desc').orderBy('id', 'desc').first('plan');
    start ??= plan?.plan?.start ?? parts[0]?.content?.id ?? '';
    flags ??= plan?.plan?.flags ?? [];
  }
  return { start: start!, flags: flags!, segments: parts.map(segmentOf), partIds: new Map(parts.map((p) => [p.content.id, p.id])) };
}

/** The graph a reader plays: hidden segments left out. */
export function playableGraph(graph: GamebookGraph): GamebookGraph {
  return { start: graph.start, flags: graph.flags, segments: graph.segments.filter((s) => !s.hidden) };
}

export const gamebookProblems = (graph: GamebookGraph): GamebookProblem[] => checkGamebook(graph);

/** Sharing a gamebook: refused while the checks show an error (they are on its map). */
export async function assertPublishable(knex: Knex, book: Row): Promise<void> {
  const problems = checkGamebook(await gamebookGraph(knex, book));
  if (blocksPublishing(problems)) {
    const n = problems.filter((p) => p.severity === 'error').length;
    throw new AppError(409, 'CONFLICT', `This gamebook has ${n} problem${n === 1 ? '' : 's'} to fix before it can be shared: they are shown on its map`);
  }
}

// ---------------------------------------------------------------------------------------------
// The author's edits

async function lockedGamebook(trx: Knex.Transaction, actor: Actor, bookId: string): Promise<Row> {
  const book = await ownedBook(trx, actor, 'gamebook', bookId, trx);
  if (book.status !== 'done' && book.status !== 'failed') throw new AppError(409, 'CONFLICT', 'The segments can be edited once they are written');
  return book;
}

async function partBySegment(trx: Knex, bookId: string, segmentId: unknown, lock = false): Promise<Row> {
  if (typeof segmentId !== 'string' || !GAMEBOOK_ID.test(segmentId)) throw AppError.badInput('segmentId: is not a segment id', { segmentId: 'is not a segment id' });
  const q = trx('book_parts').where({ book_id: bookId }).whereRaw("content->>'id' = ?", [segmentId]);
  const part = await (lock ? q.forUpdate() : q).first();
  if (!part) throw AppError.notFound('No such segment');
  return part;
}

/** Links to no segment and flags not declared, said on their fields. */
function checkLinks(content: SegmentContent, graph: GamebookGraph, self: string) {
  const ids = new Set([...graph.segments.map((s) => s.id), self]);
  const flags = new Set(graph.flags);
  const fields: Record<string, string> = {};
  const usedChoiceIds = new Set(graph.segments.filter((s) => s.id !== self).flatMap((s) => s.choices.map((c) => c.id)));
  content.choices.forEach((c, j) => {
    if (c.to !== null && !ids.has(c.to)) fields[`choices.${j}.to`] ??= `leads to "${c.to}", which is not one of the segments`;
    if (usedChoiceIds.has(c.id)) fields[`choices.${j}.id`] ??= `"${c.id}" is another segment's choice id`;
    for (const field of ['requires', 'forbids', 'sets', 'clears'] as const) {
      for (const flag of c[field] ?? []) if (!flags.has(flag)) fields[`choices.${j}.${field}`] ??= `"${flag}" is not one of the gamebook's flags`;
    }
  });
  const [first] = Object.entries(fields);
  if (first) throw AppError.badInput(`${first[0]}: ${first[1]}`, fields);
}

function parseSegment(raw: unknown): SegmentContent {
  const parsed = SegmentContent.safeParse(raw);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return parsed.data;
}

/** The author's edit of a written segment: its words, ending and choices (links checked). */
export async function updateSegment(knex: Knex, actor: Actor, bookId: string, segmentId: unknown, raw: unknown): Promise<Row> {
  const content = parseSegment(raw);
  return knex.transaction(async (trx) => {
    const book = await lockedGamebook(trx, actor, bookId);
    const part = await partBySegment(trx, book.id, segmentId, true);
    checkLinks(content, await gamebookGraph(trx, book), part.content.id);
    const next = SegmentPart.parse({ ...part.content, ...content, id: part.content.id });
    const [row] = await trx('book_parts').where({ id: part.id }).update({ title: next.title, content: JSON.stringify({ ...next, made: true }), status: 'done', error_message: null }).returning('*');
    await recordPartVersion(trx, row, 'edit');
    return row;
  });
}

/** The art style of the gamebook's pictures, from now on (the author's pick on the map). */
export async function setGamebookArtStyle(knex: Knex, actor: Actor, bookId: string, artStyle: unknown): Promise<void> {
  if (typeof artStyle !== 'string' || !(ART_STYLES as readonly string[]).includes(artStyle)) {
    throw AppError.badInput(`artStyle: is not one of ${ART_STYLES.join(', ')}`, { artStyle: `is not one of ${ART_STYLES.join(', ')}` });
  }
  await knex.transaction(async (trx) => {
    const book = await lockedGamebook(trx, actor, bookId);
    await trx('books').where({ id: book.id }).update({ details: trx.raw("jsonb_set(details, '{artStyle}', to_jsonb(?::text))", [artStyle]) });
  });
}

/** The segment's picture taken away (the words stay; the picture stays in its history). */
export async function removeSegmentPicture(knex: Knex, actor: Actor, bookId: string, segmentId: unknown): Promise<Row> {
  const book = await ownedBook(knex, actor, 'gamebook', bookId);
  const part = await partBySegment(knex, book.id, segmentId);
  if (!part.content.image) throw new AppError(409, 'CONFLICT', 'This segment has no picture');
  return updatePart(knex, actor, 'gamebook', part.id, (content) => ({ ...content, image: null }));
}

/** A new segment the author writes on the map (its id: the next free "sN"). */
export async function addSegment(knex: Knex, actor: Actor, bookId: string, raw: unknown): Promise<Row> {
  const content = parseSegment(raw);
  return knex.transaction(async (trx) => {
    const book = await lockedGamebook(trx, actor, bookId);
    const graph = await gamebookGraph(trx, book);
    const all = await trx('book_parts').where({ book_id: book.id }).select('content', 'position');
    if (all.length >= MAX_SEGMENTS) throw new AppError(409, 'CONFLICT', `A gamebook can have at most ${MAX_SEGMENTS} segments`);
    const taken = new Set(all.map((p) => p.content.id));
    let n = all.length + 1;
    while (taken.has(`s${n}`)) n++;
    const id = `s${n}`;
    checkLinks(content, graph, id);
    const position = Math.max(0, ...all.map((p) => Number(p.position))) + 1;
    const [row] = await trx('book_parts').insert({
      id: newId('GamebookSegment'), book_id: book.id, kind: 'gamebook', position, title: content.title,
      content: JSON.stringify({ ...content, id, made: true }), status: 'done', paid_runs: 0,
    }).returning('*');
    await recordPartVersion(trx, row, 'edit');
    return row;
  });
}

/** Prunes a segment (one that grew, or any but the start): the choices that led to it lead nowhere again. */
export async function deleteSegment(knex: Knex, actor: Actor, bookId: string, segmentId: unknown): Promise<void> {
  await knex.transaction(async (trx) => {
    const book = await lockedGamebook(trx, actor, bookId);
    const part = await partBySegment(trx, book.id, segmentId, true);
    const graph = await gamebookGraph(trx, book);
    if (part.content.id === graph.start) throw new AppError(409, 'CONFLICT', 'The first segment cannot be deleted: make another one the start first');
    const into = await trx('book_parts').where({ book_id: book.id }).whereRaw("content->'choices' @> ?::jsonb", [JSON.stringify([{ to: part.content.id }])]).forUpdate();
    for (const p of into) {
      const choices = (p.content.choices as Row[]).map((c) => (c.to === part.content.id ? { ...c, to: null } : c));
      const [row] = await trx('book_parts').where({ id: p.id }).update({ content: JSON.stringify({ ...p.content, choices }) }).returning('*');
      await recordPartVersion(trx, row, 'edit');
    }
    await trx('book_parts').where({ id: part.id }).delete();
  });
}

/** Hides a segment from readers, or shows it again (its owner, or a moderator). */
export async function setSegmentHidden(knex: Knex, actor: Actor, bookId: string, segmentId: unknown, hidden: boolean): Promise<Row> {
  return knex.transaction(async (trx) => {
    const book = await trx('books').where({ id: bookId, kind: 'gamebook' }).forUpdate().first();
    if (!book || book.deleted_at || (book.user_id !== actor.id && !isModerator(actor))) throw AppError.notFound('No such book');
    const part = await partBySegment(trx, book.id, segmentId, true);
    const content = { ...part.content };
    if (hidden) content.hidden = true;
    else delete content.hidden;
    const [row] = await trx('book_parts').where({ id: part.id }).update({ content: JSON.stringify(content) }).returning('*');
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Growing in play

export interface Taken { segmentId: string; status: 'done' | 'writing' }

interface GrowDeps { knex: Knex; writer: Writer }

const claimKey = (segmentId: string, choiceId: string) => `${segmentId}/${choiceId}`;

function freshSegmentId(used: Set<string>): string {
  for (;;) {
    const id = `g${Math.floor(Math.random() * 36 ** 7).toString(36).padStart(7, '0')}`;
    if (![id, `${id}-1`, `${id}-2`, `${id}-3`].some((x) => used.has(x))) return id;
  }
}

/**
 * A reader takes a choice. A written choice answers where it leads. An unwritten one is claimed
 * and written by this reader (the answer waits for it), or, when another reader is writing it
 * right now, answers 'writing' with the segment's id for the reader to ask again.
 */
export async function takeChoice(deps: GrowDeps, actor: Actor | null, bookId: unknown, segmentId: unknown, choiceId: unknown, canGrow: boolean): Promise<Taken> {
  const book = await readableBook(deps.knex, actor, bookId, 'gamebook');
  if (typeof choiceId !== 'string' || !GAMEBOOK_ID.test(choiceId)) throw AppError.badInput('choiceId: is not a choice id', { choiceId: 'is not a choice id' });
  const claim = await deps.knex.transaction(async (trx): Promise<Taken | { write: Row; from: string; choiceId: string; claimedId: string; attempt: number }> => {
    const source = await partBySegment(trx, book.id, segmentId, true);
    if (source.status !== 'done' || source.content.hidden) throw AppError.notFound('No such segment');
    const choice = (source.content.choices as Row[]).find((c) => c.id === choiceId);
    if (!choice) throw AppError.notFound('No such choice');
    if (choice.to !== null) return { segmentId: choice.to, status: 'done' };
    if (!canGrow) throw AppError.forbidden('This path is not written yet');
    const key = claimKey(source.content.id, choiceId);
    const existing = await trx('book_parts').where({ book_id: book.id }).whereRaw("content->>'grownFrom' = ?", [key]).forUpdate().first();
    if (existing) {
      if (existing.status === 'done') return { segmentId: existing.content.id, status: 'done' };
      const fresh = existing.status === 'writing' && Date.now() - new Date(existing.updated_at).getTime() < GROW_LEASE_MS;
      if (fresh) return { segmentId: existing.content.id, status: 'writing' };
      // a claim whose reader left (or whose writing failed): this reader writes it
      const [row] = await trx('book_parts').where({ id: existing.id })
        .update({ status: 'writing', attempts: trx.raw('attempts + 1'), error_message: null, updated_at: trx.fn.now() }).returning('*');
      return { write: row, from: source.content.id, choiceId, claimedId: row.content.id, attempt: row.attempts };
    }
    const count = await trx('book_parts').where({ book_id: book.id }).count<{ n: string }[]>('id as n');
    if (Number(count[0]!.n) >= MAX_SEGMENTS) throw new AppError(409, 'CONFLICT', `This gamebook has grown to ${MAX_SEGMENTS} segments, the most it can have`);
    const all = await trx('book_parts').where({ book_id: book.id }).select('content', 'position');
    const used = new Set(all.flatMap((p) => [p.content.id, ...((p.content.choices ?? []) as Row[]).map((c) => c.id)]));
    const claimedId = freshSegmentId(used);
    const [row] = await trx('book_parts').insert({
      id: newId('GamebookSegment'), book_id: book.id, kind: 'gamebook', position: Math.max(0, ...all.map((p) => Number(p.position))) + 1,
      title: String(choice.text).slice(0, 120), content: JSON.stringify({ id: claimedId, title: String(choice.text).slice(0, 120), grownFrom: key, choices: [] }),
      status: 'writing', attempts: 1, paid_runs: 0,
    }).returning('*');
    return { write: row, from: source.content.id, choiceId, claimedId, attempt: 1 };
  });
  if (!('write' in claim)) return claim;
  await writeGrown(deps, book, claim);
  return { segmentId: claim.claimedId, status: 'done' };
}

/** How often the words of a segment being grown are kept for its reader to see (and its claim renewed). */
export const DRAFT_EVERY_MS = 400;

/**
 * The words a segment has so far while the writer streams it, kept on its claim (`draft`) at most
 * every DRAFT_EVERY_MS, so the reader who took the choice reads them as they come
 * (`growthOf`); each keep renews the claim's lease. Only this claim's attempt is written to.
 */
function draftKeeper(knex: Knex, claim: { write: Row; attempt: number }) {
  let last = 0;
  let shown = '';
  let pending: Promise<unknown> = Promise.resolve();
  const store = (title: string, text: string) => {
    pending = pending.then(() => knex('book_parts').where({ id: claim.write.id, status: 'writing', attempts: claim.attempt })
      .update({ content: knex.raw("content || jsonb_build_object('draft', jsonb_build_object('title', ?::text, 'text', ?::text))", [title, text]), updated_at: knex.fn.now() })
      .catch(() => undefined));
  };
  return {
    keep: (partial: unknown) => {
      const segment = (partial as { segment?: { title?: unknown; text?: unknown } } | null)?.segment;
      const text = typeof segment?.text === 'string' ? segment.text : '';
      const title = typeof segment?.title === 'string' ? segment.title : '';
      if (!text || text === shown || Date.now() - last < DRAFT_EVERY_MS) return;
      last = Date.now();
      shown = text;
      store(title, text);
    },
    done: () => pending,
  };
}

export interface Growth {
  /** unwritten: nobody has taken it; writing: being written (draft: its words so far); done; failed */
  status: 'unwritten' | 'writing' | 'done' | 'failed';
  segmentId: string | null;
  draft: { title: string; text: string } | null;
}

/** Where a choice that leads nowhere yet has got to: what its reader sees while it is written for them. */
export async function growthOf(knex: Knex, actor: Actor | null, bookId: unknown, segmentId: unknown, choiceId: unknown): Promise<Growth> {
  const book = await readableBook(knex, actor, bookId, 'gamebook');
  if (typeof choiceId !== 'string' || !GAMEBOOK_ID.test(choiceId)) throw AppError.badInput('choiceId: is not a choice id', { choiceId: 'is not a choice id' });
  const source = await partBySegment(knex, book.id, segmentId);
  if (source.status !== 'done' || (source.content.hidden && actor?.id !== book.user_id && !isModerator(actor))) throw AppError.notFound('No such segment');
  const choice = (source.content.choices as Row[]).find((c) => c.id === choiceId);
  if (!choice) throw AppError.notFound('No such choice');
  if (choice.to) return { status: 'done', segmentId: choice.to, draft: null };
  const claim = await knex('book_parts').where({ book_id: book.id }).whereRaw("content->>'grownFrom' = ?", [claimKey(source.content.id, choiceId)]).first();
  if (!claim) return { status: 'unwritten', segmentId: null, draft: null };
  const stale = claim.status === 'writing' && Date.now() - new Date(claim.updated_at).getTime() >= GROW_LEASE_MS;
  const status = stale || claim.status === 'failed' ? 'failed' : claim.status === 'done' ? 'done' : 'writing';
  const draft = status === 'writing' && claim.content.draft?.text ? { title: String(claim.content.draft.title ?? ''), text: String(claim.content.draft.text) } : null;
  return { status, segmentId: claim.content.id, draft };
}

async function writeGrown(deps: GrowDeps, book: Row, claim: { write: Row; from: string; choiceId: string; claimedId: string; attempt: number }) {
  const { knex } = deps;
  try {
    const world = await worldOf(knex, book.world_id);
    const graph = await gamebookGraph(knex, book);
    const choice = graph.segments.find((s) => s.id === claim.from)?.choices.find((c) => c.id === claim.choiceId);
    if (!choice) throw new AppError(409, 'CONFLICT', 'The choice is no longer there');
    const draft = draftKeeper(knex, claim);
    const { grown } = await gamebookWriter(deps.writer).grow(world, graph, claim.from, choice, book.language as LangCode, `${book.id}:${claim.from}:${claim.choiceId}:${claim.attempt}`, { onPartial: draft.keep });
    await draft.done();
    // the segment takes the id claimed for it (nothing in the answer points at the segment itself)
    const segment = { ...grown.segment, id: claim.claimedId };
    const placed: Grown = { segment, endings: grown.endings };
    if (!withGrown({ ...graph, segments: graph.segments }, claim.from, claim.choiceId, placed)) throw new AppError(409, 'CONFLICT', 'The grown segment does not fit the book');
    await knex.transaction(async (trx) => {
      const source = await partBySegment(trx, book.id, claim.from, true);
      const mine = await trx('book_parts').where({ id: claim.write.id, status: 'writing', attempts: claim.attempt }).forUpdate().first();
      if (!mine) return; // another reader took the claim over and wrote it
      let position = Math.max(0, ...(await trx('book_parts').where({ book_id: book.id }).pluck('position')).map(Number));
      for (const ending of placed.endings) {
        const [row] = await trx('book_parts').insert({
          id: newId('GamebookSegment'), book_id: book.id, kind: 'gamebook', position: ++position, title: ending.title,
          content: JSON.stringify({ ...SegmentPart.parse({ ...ending, grownWith: undefined }), made: true }), status: 'done', paid_runs: 0,
        }).returning('*');
        await recordPartVersion(trx, row, 'writer');
      }
      const content = SegmentPart.parse({ ...segment, grownFrom: claimKey(claim.from, claim.choiceId) });
      const [row] = await trx('book_parts').where({ id: mine.id }).update({ title: content.title, content: JSON.stringify({ ...content, made: true }), status: 'done' }).returning('*');
      await recordPartVersion(trx, row, 'writer');
      const choices = (source.content.choices as Row[]).map((c) => (c.id === claim.choiceId ? { ...c, to: claim.claimedId } : c));
      await trx('book_parts').where({ id: source.id }).update({ content: JSON.stringify({ ...source.content, choices }) });
    });
  } catch (err) {
    await knex('book_parts').where({ id: claim.write.id, status: 'writing', attempts: claim.attempt }).update({ status: 'failed', error_message: userFailure(err) ?? JOB_FAILURES.pathFailed });
    if (err instanceof AppError) throw err;
    const message = userFailure(err);
    if (message) throw new AppError(409, 'CONFLICT', `${message} Try the choice again.`);
    throw err;
  }
}

/** A segment a reader waits for (grown by another reader): its words once written. */
export async function readSegment(knex: Knex, actor: Actor | null, bookId: unknown, segmentId: unknown): Promise<{ status: string; segment: Segment | null }> {
  const book = await readableBook(knex, actor, bookId, 'gamebook');
  const part = await partBySegment(knex, book.id, segmentId);
  if (part.content.hidden && actor?.id !== book.user_id && !isModerator(actor)) throw AppError.notFound('No such segment');
  if (part.status === 'writing' && Date.now() - new Date(part.updated_at).getTime() >= GROW_LEASE_MS) return { status: 'failed', segment: null };
  return { status: part.status, segment: part.status === 'done' ? segmentOf(part) : null };
}
