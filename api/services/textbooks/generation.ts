// The generation engine: start a book (outline), write its chapters, cancel, retry, regenerate.
// Money and work move together: every debit happens in the transaction that queues the job it
// pays for, every failure refunds exactly what it cost, and every job can run twice harmlessly
// (pg-boss delivers at least once): a chapter is a row keyed by (book, position), so a re-run
// rewrites it and never adds a copy.
import type { Knex } from 'knex';
import { createWriter } from '../../ai/index.ts';
import { WriterError } from '../../ai/types.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import type { JobContext } from '../../jobs/queues.ts';
import { newId } from '../../lib/ids.ts';
import { costs, debit as ledgerDebit, refund as ledgerRefund } from '../credits.ts';
import { assertCanFinish } from './affordability.ts';
import { activeConfig } from './configs.ts';
import { outlineInput, parseInput, startInput, subjectCodeOf, type OutlineInput } from './input.ts';
import { keepCurrentText, recordVersion } from './versions.ts';

type Movement = Parameters<typeof ledgerDebit>[1];

// a cost configured as 0 moves nothing: the ledger only records whole amounts above 0
const debit = (knex: Knex, movement: Movement) => (movement.amount > 0 ? ledgerDebit(knex, movement) : Promise.resolve(undefined));
const refund = (knex: Knex, movement: Movement) => (movement.amount > 0 ? ledgerRefund(knex, movement) : Promise.resolve(undefined));

export interface Actor {
  id: string;
  roles: string[];
}

export interface Deps {
  knex: Knex;
  jobs: Jobs | null;
  /** runs jobs in this process when there is no queue (tests, scripts) */
  inline?: JobContext;
}

/** Queues a job in the transaction; without a queue, runs it right after the commit. */
async function enqueue(deps: Deps, trx: Knex.Transaction, queue: string, data: Record<string, string>, key: string, later: (() => Promise<void>)[]) {
  if (deps.jobs) return deps.jobs.send(trx, queue, data, key);
  const inline = deps.inline;
  if (!inline) throw new Error('No job queue and no inline context');
  later.push(() => (queue === 'textbook-outline' ? writeOutline(inline, data.textbookId!) : writeChapter(inline, data.chapterId!)));
}

/** Queues the outline job of a book (in the transaction that paid for it). */
export function enqueueOutline(deps: Deps, trx: Knex.Transaction, textbookId: string, key: string, later: (() => Promise<void>)[]) {
  return enqueue(deps, trx, 'textbook-outline', { textbookId }, key, later);
}

async function transact<T>(deps: Deps, fn: (trx: Knex.Transaction, later: (() => Promise<void>)[]) => Promise<T>): Promise<T> {
  const later: (() => Promise<void>)[] = [];
  const result = await deps.knex.transaction((trx) => fn(trx, later));
  for (const run of later) await run();
  return result;
}

export async function ownedBook(knex: Knex, actor: Actor, id: string, lock?: Knex.Transaction) {
  const query = (lock ?? knex)('books').where({ id });
  const book = lock ? await query.forUpdate().first() : await query.first();
  if (!book || book.user_id !== actor.id || book.deleted_at) throw AppError.notFound('No such book');
  return book;
}

/** Step 1 → the book exists, the outline is paid for and queued. The same key returns the same book. */
export async function startTextbook(deps: Deps, actor: Actor, raw: unknown) {
  const input = parseInput(startInput, raw);
  return transact(deps, async (trx, later) => {
    const existing = await trx('books').where({ user_id: actor.id, start_key: input.idempotencyKey }).first();
    if (existing) return existing;
    const config = await activeConfig(trx, 'textbook');
    const price = await costs(trx);
    await assertCanFinish(trx, actor.id, price, input.chapterCount); // the whole book, before the first spend
    const id = newId('Textbook');
    const [book] = await trx('books').insert({
      id, user_id: actor.id, title: input.title, topic: input.topic, subject: input.subject, subject_code: subjectCodeOf(input), audience: input.audience,
      reading_level: input.readingLevel, language: input.language, chapter_count: input.chapterCount, notes: input.notes,
      status: 'outlining', wizard_step: 'outline', config_id: config.id, config_version: config.version, start_key: input.idempotencyKey,
    }).returning('*');
    await debit(trx, { userId: actor.id, amount: price.outline, idempotencyKey: `outline:${id}:1`, reference: { bookId: id, purpose: 'outline' }, memo: `Outline of "${input.title}"` });
    await enqueue(deps, trx, 'textbook-outline', { textbookId: id }, `outline:${id}:1`, later);
    return book;
  });
}

/** Asks the writer for a new outline, with the author's comment; costs one outline. */
export async function regenerateOutline(deps: Deps, actor: Actor, id: string, comment: string) {
  return transact(deps, async (trx, later) => {
    const book = await ownedBook(trx, actor, id, trx);
    if (book.status !== 'outlined' && book.status !== 'failed') throw new AppError(409, 'CONFLICT', 'The outline can be rewritten only before the chapters are written');
    const round = Number((await trx('textbook_outlines').where({ textbook_id: id }).count<{ n: string }[]>('* as n').first())?.n ?? 0) + 1;
    const price = await costs(trx);
    await debit(trx, { userId: actor.id, amount: price.outline, idempotencyKey: `outline:${id}:${round}`, reference: { bookId: id, purpose: 'outline' }, memo: 'Outline rewritten' });
    await trx('books').where({ id }).update({ status: 'outlining', notes: comment ? `${book.notes}\n${comment}`.trim() : book.notes, error_message: null });
    await enqueue(deps, trx, 'textbook-outline', { textbookId: id }, `outline:${id}:${round}`, later);
    return trx('books').where({ id }).first();
  });
}

/** The outline job: writes the outline once for a book that is waiting for one. */
export async function writeOutline(ctx: JobContext, textbookId: string): Promise<void> {
  const { knex } = ctx;
  const book = await knex('books').where({ id: textbookId }).first();
  if (!book || book.status !== 'outlining') return; // done already, or cancelled
  const writer = createWriter(ctx.config);
  try {
    const { outline, usage } = await writer.outline({
      bookType: 'textbook', title: book.title, topic: book.topic, subject: book.subject, audience: book.audience,
      readingLevel: book.reading_level, language: book.language, chapterCount: book.chapter_count, notes: book.notes,
    }, {});
    await knex.transaction(async (trx) => {
      const current = await trx('books').where({ id: textbookId }).forUpdate().first();
      if (current.status !== 'outlining') return;
      await trx('textbook_outlines').insert({ id: newId('TextbookOutline'), textbook_id: textbookId, outline: JSON.stringify(outline), source: 'writer' });
      await trx('books').where({ id: textbookId }).update({
        status: 'outlined', chapter_count: outline.chapters.length, writer: writerLabel(ctx),
        input_tokens: trx.raw('input_tokens + ?', [usage.inputTokens]), output_tokens: trx.raw('output_tokens + ?', [usage.outputTokens]),
      });
    });
  } catch (err) {
    if (!(err instanceof WriterError)) throw err; // unexpected: let pg-boss retry
    await knex.transaction(async (trx) => {
      const current = await trx('books').where({ id: textbookId }).forUpdate().first();
      if (current.status !== 'outlining') return;
      const round = Number((await trx('textbook_outlines').where({ textbook_id: textbookId }).count<{ n: string }[]>('* as n').first())?.n ?? 0) + 1;
      const price = await costs(trx);
      await refund(trx, { userId: book.user_id, amount: price.outline, idempotencyKey: `refund:outline:${textbookId}:${round}`, reference: { bookId: textbookId, purpose: 'outline' }, memo: 'Outline failed' });
      await trx('books').where({ id: textbookId }).update({ status: 'failed', error_message: err.userMessage });
    });
  }
}

const writerLabel = (ctx: JobContext) => (ctx.config.AI_BASE_URL ? ctx.config.AI_MODEL ?? 'provider' : 'offline');

export async function latestOutline(knex: Knex, textbookId: string): Promise<OutlineInput | undefined> {
  const row = await knex('textbook_outlines').where({ textbook_id: textbookId }).orderBy('created_at', 'desc').first('outline');
  return row?.outline;
}

/** The author's edits to the outline: rename, reorder, add, remove chapters and sections. */
export async function updateOutline(knex: Knex, actor: Actor, id: string, raw: unknown) {
  const outline = parseInput(outlineInput, raw);
  return knex.transaction(async (trx) => {
    const book = await ownedBook(trx, actor, id, trx);
    if (book.status !== 'outlined') throw new AppError(409, 'CONFLICT', 'The outline can be edited only before the chapters are written');
    await trx('textbook_outlines').insert({ id: newId('TextbookOutline'), textbook_id: id, outline: JSON.stringify(outline), source: 'author' });
    await trx('books').where({ id }).update({ title: outline.title, chapter_count: outline.chapters.length });
    return trx('books').where({ id }).first();
  });
}

/** Pays for and queues every chapter of the outline. The same key twice: one debit, one set of jobs. */
export async function generateTextbook(deps: Deps, actor: Actor, id: string, idempotencyKey: string) {
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw AppError.badInput('An idempotency key of 8 to 100 characters is required', { idempotencyKey: 'is not valid' });
  }
  return transact(deps, async (trx, later) => {
    const book = await ownedBook(trx, actor, id, trx);
    const replay = await trx('credit_transactions').where({ idempotency_key: `generate:${id}:${idempotencyKey}` }).first('id');
    if (replay) return book;
    if (book.status !== 'outlined') throw new AppError(409, 'CONFLICT', 'This book is not waiting to be written');
    const outline = await latestOutline(trx, id);
    if (!outline) throw new AppError(409, 'CONFLICT', 'The book has no outline yet');
    const price = await costs(trx);
    await debit(trx, {
      userId: actor.id, amount: price.chapter * outline.chapters.length, idempotencyKey: `generate:${id}:${idempotencyKey}`,
      reference: { bookId: id, purpose: 'chapters' }, memo: `${outline.chapters.length} chapters of "${book.title}"`,
    });
    await trx('textbook_chapters').where({ textbook_id: id }).delete();
    const rows = outline.chapters.map((c, i) => ({ id: newId('TextbookChapter'), textbook_id: id, position: i + 1, title: c.title, sections: c.sections, status: 'queued' }));
    await trx('textbook_chapters').insert(rows);
    await trx('books').where({ id }).update({ status: 'generating', wizard_step: 'generate', title: outline.title, error_message: null });
    for (const row of rows) await enqueue(deps, trx, 'textbook-chapter', { chapterId: row.id }, `chapter:${row.id}:0`, later);
    return trx('books').where({ id }).first();
  });
}

/** The chapter job. Claims the chapter (queued, or writing when a worker died mid-way), writes it
 * section by section so the wizard sees text appear, and settles the book when the last one ends.
 * A rewrite (an instruction) keeps the chapter's current text in place until the new one is
 * whole: readers of a published book never see a half-written or empty chapter, and a failed
 * rewrite leaves the text it had. */
export async function writeChapter(ctx: JobContext, chapterId: string): Promise<void> {
  const { knex } = ctx;
  const [chapter] = await knex('textbook_chapters').where({ id: chapterId }).whereIn('status', ['queued', 'writing'])
    .update({ status: 'writing', attempts: knex.raw('attempts + 1'), markdown: knex.raw("case when instruction is null then '' else markdown end"), error_message: null })
    .returning('*');
  if (!chapter) return;
  const book = await knex('books').where({ id: chapter.textbook_id }).first();
  const writer = createWriter(ctx.config);
  const written: string[] = [];
  try {
    const { markdown, usage } = await writer.chapter({
      bookType: 'textbook', language: book.language, bookTitle: book.title, chapterNumber: chapter.position, chapterTitle: chapter.title,
      sections: chapter.sections, readingLevel: book.reading_level, audience: book.audience, instruction: chapter.instruction ?? undefined,
    }, {
      onSection: async (index, text) => {
        written[index] = text;
        if (chapter.instruction) return; // a rewrite shows its text once whole
        await knex('textbook_chapters').where({ id: chapterId, status: 'writing' }).update({ markdown: written.join('\n\n') });
      },
    });
    // the text and its version in one transaction: a second run of this job finds the chapter done and adds nothing
    const saved = await knex.transaction(async (trx) => {
      const [row] = await trx('textbook_chapters').where({ id: chapterId, status: 'writing' })
        .update({ status: 'done', markdown, instruction: null }).returning('*');
      if (row) await recordVersion(trx, row, chapter.instruction ? 'rewrite' : 'writer', { instruction: chapter.instruction });
      return row;
    });
    if (saved) {
      await knex('books').where({ id: book.id }).update({
        input_tokens: knex.raw('input_tokens + ?', [usage.inputTokens]), output_tokens: knex.raw('output_tokens + ?', [usage.outputTokens]),
      });
    }
  } catch (err) {
    if (!(err instanceof WriterError)) throw err;
    await knex.transaction(async (trx) => {
      const [failed] = await trx('textbook_chapters').where({ id: chapterId, status: 'writing' })
        .update({ status: 'failed', error_message: err.userMessage }).returning('*');
      if (!failed) return;
      const price = await costs(trx);
      await refund(trx, { userId: book.user_id, amount: price.chapter, idempotencyKey: `refund:chapter:${chapterId}:${runKey(failed)}`, reference: { bookId: book.id, chapterId, purpose: 'chapter' }, memo: `Chapter ${failed.position} failed` });
    });
  }
  await settleBook(knex, chapter.textbook_id);
}

/** When no chapter is queued or being written, the book is done, or failed if one failed. */
export async function settleBook(knex: Knex, textbookId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const book = await trx('books').where({ id: textbookId }).forUpdate().first();
    if (!book || book.status !== 'generating') return;
    const rows = await trx('textbook_chapters').where({ textbook_id: textbookId }).select('status', 'error_message');
    if (rows.some((r) => r.status === 'queued' || r.status === 'writing')) return;
    const failed = rows.find((r) => r.status === 'failed');
    await trx('books').where({ id: textbookId }).update(failed
      ? { status: 'failed', error_message: failed.error_message }
      : { status: 'done', wizard_step: 'done', error_message: null });
  });
}

/** Stops a generation: chapters not written yet are cancelled and refunded. */
export async function cancelGeneration(knex: Knex, actor: Actor, id: string) {
  return knex.transaction(async (trx) => {
    const book = await ownedBook(trx, actor, id, trx);
    // a finished book may have chapters being rewritten: stopping them keeps the text they had
    const rewriting = book.status === 'done'
      && !!(await trx('textbook_chapters').where({ textbook_id: id }).whereIn('status', ['queued', 'writing']).first('id'));
    if (book.status !== 'generating' && book.status !== 'outlining' && !rewriting) throw new AppError(409, 'CONFLICT', 'Nothing is being written for this book');
    const price = await costs(trx);
    if (book.status === 'outlining') {
      await refund(trx, { userId: actor.id, amount: price.outline, idempotencyKey: `cancel:outline:${id}:${book.updated_at}`, reference: { bookId: id, purpose: 'outline' }, memo: 'Outline cancelled' });
    }
    const stopped = await trx('textbook_chapters').where({ textbook_id: id }).whereIn('status', ['queued', 'writing'])
      .update({
        // a stopped rewrite leaves the whole text it had (writeChapter never blanks a rewrite)
        status: rewriting ? trx.raw("case when markdown <> '' then 'done' else 'cancelled' end") : 'cancelled',
        instruction: null,
      }).returning(['id', 'attempts', 'paid_runs']);
    for (const c of stopped) {
      await refund(trx, { userId: actor.id, amount: price.chapter, idempotencyKey: `cancel:chapter:${c.id}:${runKey(c)}`, reference: { bookId: id, chapterId: c.id, purpose: 'chapter' }, memo: 'Chapter cancelled' });
    }
    if (!rewriting) await trx('books').where({ id }).update({ status: 'cancelled' });
    return trx('books').where({ id }).first();
  });
}

async function requeueChapter(deps: Deps, actor: Actor, chapterId: string, instruction: string | null, allowed: string[]) {
  return transact(deps, async (trx, later) => {
    // one lock order everywhere: the book, then its chapters (cancelGeneration, settleBook and the
    // jobs take the book first too); the chapter is read unlocked only to learn its book
    const found = await trx('textbook_chapters').where({ id: chapterId }).first('textbook_id');
    if (!found) throw AppError.notFound('No such chapter');
    const book = await ownedBook(trx, actor, found.textbook_id, trx);
    const chapter = await trx('textbook_chapters').where({ id: chapterId }).forUpdate().first();
    if (!allowed.includes(chapter.status)) throw new AppError(409, 'CONFLICT', `This chapter is ${chapter.status}`);
    await keepCurrentText(trx, chapter);
    const price = await costs(trx);
    // every paid job its own debit: keyed by the chapter's paid run, never by the worker's attempts
    const run = chapter.paid_runs + 1;
    const key = `chapter:${chapterId}:run${run}`;
    await debit(trx, { userId: actor.id, amount: price.chapter, idempotencyKey: key, reference: { bookId: book.id, chapterId, purpose: 'chapter' }, memo: `Chapter ${chapter.position} rewritten` });
    await trx('textbook_chapters').where({ id: chapterId }).update({ status: 'queued', instruction, error_message: null, paid_runs: run });
    // a finished book stays finished (listed, readable) while one of its chapters is rewritten;
    // only a book that is not whole yet goes back to generating
    if (book.status !== 'done') await trx('books').where({ id: book.id }).update({ status: 'generating', error_message: null });
    await enqueue(deps, trx, 'textbook-chapter', { chapterId }, key, later);
    return trx('textbook_chapters').where({ id: chapterId }).first();
  });
}

/** The part of a refund's key naming the paid run it returns (before migration 0014: the attempt). */
const runKey = (c: { paid_runs?: number; attempts: number }) => (c.paid_runs ? `run${c.paid_runs}` : String(c.attempts));

export const retryChapter = (deps: Deps, actor: Actor, chapterId: string) => requeueChapter(deps, actor, chapterId, null, ['failed', 'cancelled']);

export function regenerateChapter(deps: Deps, actor: Actor, chapterId: string, instruction: string) {
  const text = String(instruction ?? '').trim();
  if (!text || text.length > 2000) throw AppError.badInput('Say how the chapter should change (up to 2000 characters)', { instruction: text ? 'is too long' : 'is required' });
  return requeueChapter(deps, actor, chapterId, text, ['done', 'failed', 'cancelled']);
}
