// The book engine (issue 16): start → plan → parts → done for every kind on book_plans and
// book_parts, with the textbook engine's money rules (api/services/textbooks/generation.ts):
// every debit happens in the transaction that queues the job it pays for, every failure refunds
// what it cost, every job can run twice harmlessly (pg-boss delivers at least once), and locks
// are taken in one order: the book, then its parts.
import type { Knex } from 'knex';
import { parseId, type IdType } from '../../core/ids.ts';
import { KINDS, kindOfBookId, type BookKind } from '../../core/kinds.ts';
import { createWriter } from '../ai/index.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/boss.ts';
import type { JobContext } from '../jobs/queues.ts';
import { newId } from '../lib/ids.ts';
import { activeConfig, isConfigBookType } from '../services/textbooks/configs.ts';
import { debit as ledgerDebit, ensureAccount, kindCosts, refund as ledgerRefund, type KindCosts } from '../services/credits.ts';
import type { KindModule, MakeContext, Redo, Row } from './kind.ts';
import { kindModule } from './registry.ts';

type Movement = Parameters<typeof ledgerDebit>[1];
const debit = (knex: Knex, m: Movement) => (m.amount > 0 ? ledgerDebit(knex, m) : Promise.resolve(undefined));
const refund = (knex: Knex, m: Movement) => (m.amount > 0 ? ledgerRefund(knex, m) : Promise.resolve(undefined));

export interface Actor { id: string; roles: string[] }

export interface Deps {
  knex: Knex;
  jobs: Jobs | null;
  /** runs jobs in this process when there is no queue (tests, scripts) */
  inline?: JobContext;
}

export const PLAN_QUEUE = 'book-plan';
export const PART_QUEUE = 'book-part';

type Later = (() => Promise<void>)[];

async function enqueue(deps: Deps, trx: Knex.Transaction, queue: string, data: Record<string, string>, key: string, later: Later) {
  if (deps.jobs) return deps.jobs.send(trx, queue, data, key);
  const inline = deps.inline;
  if (!inline) throw new Error('No job queue and no inline context');
  later.push(() => (queue === PLAN_QUEUE ? writePlan(inline, data.bookId!) : writePart(inline, data.partId!)));
}

/** Runs fn in a transaction, then the jobs it queued when they run inline (no queue): the row
 * answered is then read again, as the jobs left it. */
async function transact(deps: Deps, table: 'books' | 'book_parts', fn: (trx: Knex.Transaction, later: Later) => Promise<Row>): Promise<Row> {
  const later: Later = [];
  const result = await deps.knex.transaction((trx) => fn(trx, later));
  for (const run of later) await run();
  return later.length ? (await deps.knex(table).where({ id: result.id }).first()) ?? result : result;
}

/** A failure the author is told about (and refunded for): the writer's, the illustrator's or the kind's. */
export function userFailure(error: unknown): string | undefined {
  const message = (error as { userMessage?: unknown } | null)?.userMessage;
  return typeof message === 'string' && message ? message : undefined;
}

function moduleOf(book: Row): KindModule {
  return kindModule(book.kind as BookKind);
}

const costsOf = (knex: Knex, mod: KindModule): Promise<KindCosts> => (mod.costs ? mod.costs(knex) : kindCosts(knex, mod.kind, mod.defaultCosts));

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The part of a refund's key naming the paid run it returns (a textbook chapter from before
 * migration 0014 has no paid run: its attempt names it). */
const runKey = (p: { paid_runs?: number; attempts?: number }) => (p.paid_runs ? `run${p.paid_runs}` : String(p.attempts ?? 0));

function makeContext(ctx: JobContext): MakeContext {
  return { knex: ctx.knex, config: ctx.config, writer: createWriter(ctx.config) };
}

const writerLabel = (ctx: JobContext) => (ctx.config.AI_BASE_URL ? ctx.config.AI_MODEL ?? 'provider' : 'offline');

/** The owner's live book of the kind, locked when asked; NOT_FOUND for anyone else's. */
export async function ownedBook(knex: Knex, actor: Actor, kind: BookKind, id: string, lock?: Knex.Transaction): Promise<Row> {
  const bookId = parseId(KINDS[kind].book, id);
  const query = (lock ?? knex)('books').where({ id: bookId, kind });
  const book = lock ? await query.forUpdate().first() : await query.first();
  if (!book || book.user_id !== actor.id || book.deleted_at) throw AppError.notFound('No such book');
  return book;
}

/** The part and its book (locked, in the one lock order: the book, then the part). */
export async function ownedPart(trx: Knex.Transaction, actor: Actor, kind: BookKind, partId: string): Promise<{ book: Row; part: Row }> {
  const found = await trx('book_parts').where({ id: partId, kind }).first('book_id', 'kind');
  if (!found) throw AppError.notFound(`No such ${kindModule(kind).words.part}`);
  const book = await ownedBook(trx, actor, found.kind, found.book_id, trx);
  const part = await trx('book_parts').where({ id: partId }).forUpdate().first();
  return { book, part };
}

export function parsePartId(kind: BookKind, id: unknown): string {
  return parseId(KINDS[kind].part as IdType, id);
}

/** Refuses (402, nothing written) when the balance cannot pay for the plan and every part. */
async function assertCanFinish(trx: Knex.Transaction, mod: KindModule, userId: string, price: KindCosts, parts: number) {
  const needed = price.plan + price.part * parts;
  if (needed <= 0) return;
  await ensureAccount(trx, userId);
  const row: { balance: string | number } = await trx('credit_accounts').where({ user_id: userId }).forUpdate().first('balance');
  const have = Number(row.balance);
  if (have < needed) {
    throw new AppError(402, 'BAD_USER_INPUT', `Not enough credits: this needs ${needed}, you have ${have} (the ${mod.words.plan} ${price.plan} and ${parts} ${mod.words.parts} × ${price.part})`);
  }
}

function parseStart<T>(mod: KindModule<T>, raw: unknown): { start: T; idempotencyKey: string } {
  const input = (raw ?? {}) as Record<string, unknown>;
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
    throw AppError.badInput('An idempotency key of 8 to 100 characters is required', { idempotencyKey: 'is not valid' });
  }
  const { idempotencyKey: _key, ...rest } = input;
  const parsed = mod.start.safeParse(rest);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return { start: parsed.data, idempotencyKey: key };
}

export function badInputFrom(error: { issues: { path: PropertyKey[]; message: string }[] }): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message;
  const [first] = error.issues;
  const where = first?.path.length ? `${first.path.map(String).join('.')}: ` : '';
  return AppError.badInput(`${where}${first?.message ?? 'is not valid'}`, fields);
}

/** Step 1 → the book exists, its plan is paid for and queued. The same key returns the same book. */
export async function startBook(deps: Deps, actor: Actor, kind: BookKind, raw: unknown): Promise<Row> {
  const mod = kindModule(kind);
  const { start, idempotencyKey } = parseStart(mod, raw);
  return transact(deps, 'books', async (trx, later) => {
    const existing = await trx('books').where({ user_id: actor.id, start_key: idempotencyKey }).first();
    if (existing) return existing;
    const price = await costsOf(trx, mod);
    const columns = await mod.bookRow(trx, actor.id, start);
    await assertCanFinish(trx, mod, actor.id, price, Number(columns.chapter_count));
    const id = newId(KINDS[kind].book);
    // the generation config version the book is written with (its prompts: the moderators' screens)
    const config = isConfigBookType(kind) ? await activeConfig(trx, kind) : undefined;
    const [book] = await trx('books').insert({
      ...columns, details: JSON.stringify({ ...(columns.details ?? {}), planRuns: 1 }), id, kind, user_id: actor.id,
      status: 'outlining', wizard_step: 'outline', start_key: idempotencyKey,
      ...(config ? { config_id: config.id, config_version: config.version } : {}),
    }).returning('*');
    const key = `${mod.ledger.plan}:${id}:1`;
    await debit(trx, { userId: actor.id, amount: price.plan, idempotencyKey: key, reference: { bookId: id, purpose: mod.ledger.plan }, memo: `${capital(mod.words.plan)} of "${book.title}"` });
    await enqueue(deps, trx, PLAN_QUEUE, { bookId: id }, key, later);
    return book;
  });
}

/**
 * Back from the plan to the first step: THIS book's start values changed, instead of another book
 * started and paid for. A new title alone is free (the plan is renamed); anything that shapes the
 * plan asks the writer for a new one, charged as regeneratePlan charges (one plan), and only when
 * the whole book stays affordable.
 */
export async function updateStart(deps: Deps, actor: Actor, kind: BookKind, id: string, raw: unknown): Promise<Row> {
  const mod = kindModule(kind);
  const { idempotencyKey: _ignored, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const parsed = mod.start.safeParse(rest);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return transact(deps, 'books', async (trx, later) => {
    const book = await ownedBook(trx, actor, kind, id, trx);
    const atPlan = (book.status === 'outlined' || book.status === 'failed') && !(await trx('book_parts').where({ book_id: book.id }).first('id'));
    if (!atPlan) throw new AppError(409, 'CONFLICT', `The description can be changed only while the ${mod.words.plan} is being reviewed`);
    const columns = await mod.bookRow(trx, actor.id, parsed.data);
    const details = { ...book.details, ...(columns.details ?? {}) };
    if (!mod.shapesPlan(book, columns)) {
      // what does not shape the plan (the title, a textbook's subject from the list) is free
      const { details: _d, ...plain } = columns;
      const unchanged = Object.entries(plain).every(([k, v]) => (book[k] ?? null) === (v ?? null));
      if (unchanged && JSON.stringify(details) === JSON.stringify(book.details)) return book;
      const plan = await latestPlan(trx, book.id) as Row | undefined;
      if (plan && columns.title !== book.title) {
        await trx('book_plans').insert({ id: newId(KINDS[kind].plan), book_id: book.id, kind, plan: JSON.stringify({ ...plan, title: columns.title }), source: 'author' });
      }
      await trx('books').where({ id: book.id }).update({ ...plain, details: JSON.stringify(details) });
      return trx('books').where({ id: book.id }).first();
    }
    const price = await costsOf(trx, mod);
    await assertCanFinish(trx, mod, actor.id, price, Number(columns.chapter_count));
    const round = planRuns(book) + 1;
    const key = `${mod.ledger.plan}:${book.id}:${round}`;
    await debit(trx, { userId: actor.id, amount: price.plan, idempotencyKey: key, reference: { bookId: book.id, purpose: mod.ledger.plan }, memo: `${capital(mod.words.plan)} rewritten after the description changed` });
    const { comment: _comment, ...kept } = details;
    await trx('books').where({ id: book.id }).update({
      ...columns, details: JSON.stringify({ ...kept, planRuns: round }), status: 'outlining', error_message: null,
    });
    await enqueue(deps, trx, PLAN_QUEUE, { bookId: book.id }, key, later);
    return trx('books').where({ id: book.id }).first();
  });
}

export type VersionSource = 'writer' | 'rewrite' | 'redraw' | 'edit' | 'upload' | 'restore' | 'kept';

/** The content a version keeps: what the part is, without the engine's own marks. */
const versionContent = (content: Row) => {
  const { made: _made, ...rest } = content ?? {};
  return rest;
};

/**
 * Keeps a part's new content (and title) as its next version (book_part_versions, numbered 1, 2,
 * 3… per part): nothing made is ever lost. Call it in the transaction that changed the part,
 * after the update, which holds the part's row lock, so two versions never take one number.
 */
export async function recordPartVersion(trx: Knex, part: Row, source: VersionSource, instruction?: string | null, restoredFrom?: number) {
  const last = await trx('book_part_versions').where({ part_id: part.id }).max<{ n: number | null }>('number as n').first();
  const [row] = await trx('book_part_versions').insert({
    id: newId(KINDS[part.kind as BookKind].history), part_id: part.id, book_id: part.book_id, kind: part.kind, number: (last?.n ?? 0) + 1,
    title: part.title ?? '', content: JSON.stringify(versionContent(part.content)), source, instruction: instruction ?? null, restored_from: restoredFrom ?? null,
  }).returning('*');
  return row;
}

/**
 * Before the writer replaces a made part: its content is the latest version already, unless it
 * changed another way (a copied book, a part made before history began); then it is kept first.
 */
async function keepCurrent(trx: Knex, part: Row) {
  if (part.status !== 'done' || !part.content?.made) return;
  const last = await trx('book_part_versions').where({ part_id: part.id }).orderBy('number', 'desc').first('title', 'content');
  if (last && last.title === (part.title ?? '') && JSON.stringify(last.content) === JSON.stringify(versionContent(part.content))) return;
  await recordPartVersion(trx, part, 'kept');
}

/** The paid plan runs of a book (every plan job its own debit key, never reused). */
const planRuns = (book: Row): number => Number(book.details?.planRuns ?? 1);

/** The plan job: writes the plan once for a book that is waiting for one. */
export async function writePlan(ctx: JobContext, bookId: string): Promise<void> {
  const { knex } = ctx;
  const book = await knex('books').where({ id: bookId }).first();
  if (!book || book.status !== 'outlining') return; // done already, or cancelled
  const mod = moduleOf(book);
  const make = makeContext(ctx);
  try {
    const { plan, usage } = await mod.makePlan(make, book, book.details?.comment);
    await mod.afterPlan?.(make, book, plan);
    await knex.transaction(async (trx) => {
      const current = await trx('books').where({ id: bookId }).forUpdate().first();
      if (current.status !== 'outlining') return;
      await trx('book_plans').insert({ id: newId(KINDS[mod.kind].plan), book_id: bookId, kind: mod.kind, plan: JSON.stringify(plan), source: 'writer' });
      await trx('books').where({ id: bookId }).update({
        status: 'outlined', title: mod.titleOf(plan), chapter_count: mod.partsOf(plan, book).length, writer: writerLabel(ctx),
        input_tokens: trx.raw('input_tokens + ?', [usage.inputTokens]), output_tokens: trx.raw('output_tokens + ?', [usage.outputTokens]),
      });
    });
  } catch (err) {
    const message = userFailure(err);
    if (!message) throw err; // unexpected: let pg-boss retry
    await knex.transaction(async (trx) => {
      const current = await trx('books').where({ id: bookId }).forUpdate().first();
      if (current.status !== 'outlining') return;
      const price = await costsOf(trx, mod);
      await refund(trx, { userId: book.user_id, amount: price.plan, idempotencyKey: `refund:${mod.ledger.plan}:${bookId}:${planRuns(current)}`, reference: { bookId, purpose: mod.ledger.plan }, memo: `${capital(mod.words.plan)} failed` });
      await trx('books').where({ id: bookId }).update({ status: 'failed', error_message: message });
    });
  }
}

export async function latestPlan(knex: Knex, bookId: string): Promise<unknown> {
  const row = await knex('book_plans').where({ book_id: bookId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first('plan');
  return row?.plan;
}

/** Asks the writer for a new plan, with the author's comment; costs one plan. */
export async function regeneratePlan(deps: Deps, actor: Actor, kind: BookKind, id: string, comment: unknown) {
  const text = String(comment ?? '').trim();
  if (text.length > 2000) throw AppError.badInput('The comment is too long (up to 2000 characters)', { comment: 'is too long' });
  return transact(deps, 'books', async (trx, later) => {
    const book = await ownedBook(trx, actor, kind, id, trx);
    const mod = kindModule(kind);
    const late = `The ${mod.words.plan} can be rewritten only before the ${mod.words.parts} are ${mod.words.made}`;
    if (book.status !== 'outlined' && book.status !== 'failed') throw new AppError(409, 'CONFLICT', late);
    if (book.status === 'failed' && await trx('book_parts').where({ book_id: book.id }).first('id')) throw new AppError(409, 'CONFLICT', late);
    const round = planRuns(book) + 1;
    const price = await costsOf(trx, mod);
    const key = `${mod.ledger.plan}:${book.id}:${round}`;
    await debit(trx, { userId: actor.id, amount: price.plan, idempotencyKey: key, reference: { bookId: book.id, purpose: mod.ledger.plan }, memo: `${capital(mod.words.plan)} rewritten` });
    const kept = mod.commentColumns ? { columns: mod.commentColumns(book, text), comment: undefined } : { columns: {}, comment: text || undefined };
    await trx('books').where({ id: book.id }).update({ ...kept.columns, status: 'outlining', error_message: null, details: JSON.stringify({ ...book.details, comment: kept.comment, planRuns: round }) });
    await enqueue(deps, trx, PLAN_QUEUE, { bookId: book.id }, key, later);
    return trx('books').where({ id: book.id }).first();
  });
}

/** The author's own plan: reorder, add, remove, rewrite beats. Free; kept as a new version. */
export async function updatePlan(knex: Knex, actor: Actor, kind: BookKind, id: string, raw: unknown) {
  const mod = kindModule(kind);
  const parsed = mod.plan.safeParse(raw);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return knex.transaction(async (trx) => {
    const book = await ownedBook(trx, actor, kind, id, trx);
    if (book.status !== 'outlined') throw new AppError(409, 'CONFLICT', `The ${mod.words.plan} can be edited only before the ${mod.words.parts} are ${mod.words.made}`);
    const problem = mod.checkPlan?.(parsed.data, book);
    if (problem) throw AppError.badInput(problem);
    await trx('book_plans').insert({ id: newId(KINDS[kind].plan), book_id: book.id, kind, plan: JSON.stringify(parsed.data), source: 'author' });
    await trx('books').where({ id: book.id }).update({ title: mod.titleOf(parsed.data), chapter_count: mod.partsOf(parsed.data, book).length });
    return trx('books').where({ id: book.id }).first();
  });
}

/** Pays for and queues every part of the plan. The same key twice: one debit, one set of jobs. */
export async function generateBook(deps: Deps, actor: Actor, kind: BookKind, id: string, idempotencyKey: unknown) {
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw AppError.badInput('An idempotency key of 8 to 100 characters is required', { idempotencyKey: 'is not valid' });
  }
  const mod = kindModule(kind);
  return transact(deps, 'books', async (trx, later) => {
    const book = await ownedBook(trx, actor, kind, id, trx);
    const replay = await trx('credit_transactions').where({ idempotency_key: `generate:${book.id}:${idempotencyKey}` }).first('id');
    if (replay) return book;
    if (book.status !== 'outlined') throw new AppError(409, 'CONFLICT', `This book is not waiting to be ${mod.words.made}`);
    const plan = await latestPlan(trx, book.id);
    if (!plan) throw new AppError(409, 'CONFLICT', `The book has no ${mod.words.plan} yet`);
    const parts = mod.partsOf(plan, book);
    const price = await costsOf(trx, mod);
    await debit(trx, {
      userId: actor.id, amount: price.part * parts.length, idempotencyKey: `generate:${book.id}:${idempotencyKey}`,
      reference: { bookId: book.id, purpose: mod.ledger.parts }, memo: `${parts.length} ${mod.words.parts} of "${book.title}"`,
    });
    await trx('book_parts').where({ book_id: book.id }).delete();
    const rows = parts.map((p, i) => ({
      id: newId(KINDS[kind].part), book_id: book.id, kind, position: i + 1, title: p.title, content: JSON.stringify(p.content), status: 'queued', paid_runs: 1,
    }));
    await trx('book_parts').insert(rows);
    await trx('books').where({ id: book.id }).update({ status: 'generating', wizard_step: 'generate', title: mod.titleOf(plan), error_message: null });
    for (const row of rows) await enqueue(deps, trx, PART_QUEUE, { partId: row.id }, `part:${row.id}:run1`, later);
    return trx('books').where({ id: book.id }).first();
  });
}

/**
 * The part job. Claims the part (queued, or writing when a worker died mid-way), makes it and
 * settles the book when the last one ends. A rewrite keeps the part's current content until the
 * new one is whole: readers of a published book never see a half-made page.
 */
export async function writePart(ctx: JobContext, partId: string): Promise<void> {
  const { knex } = ctx;
  const [part] = await knex('book_parts').where({ id: partId }).whereIn('status', ['queued', 'writing'])
    .update({ status: 'writing', attempts: knex.raw('attempts + 1'), error_message: null }).returning('*');
  if (!part) return;
  const book = await knex('books').where({ id: part.book_id }).first();
  const mod = moduleOf(book);
  const rewrite = part.instruction !== null || part.redo !== 'all' || Boolean(part.content?.made);
  if (!rewrite && part.attempts > 1) {
    // a worker died mid-way: what it had streamed goes, the part starts again from its plan
    const fresh = mod.partsOf(await latestPlan(knex, book.id), book)[part.position - 1]?.content;
    if (fresh) await knex('book_parts').where({ id: partId, status: 'writing' }).update({ content: JSON.stringify(fresh) });
  }
  try {
    const { content, usage } = await mod.makePart(makeContext(ctx), book, part, {
      instruction: part.instruction ?? undefined,
      redo: part.redo as Redo,
      progress: async (partial) => {
        if (rewrite) return; // a rewrite shows its content once whole
        await knex('book_parts').where({ id: partId, status: 'writing' }).update({ content: JSON.stringify({ ...part.content, ...partial }) });
      },
    });
    const checked = mod.content.safeParse(content);
    if (!checked.success) throw new Error(`${mod.kind} part does not match its schema: ${checked.error.message}`);
    // the content and its version in one transaction: a second run of this job finds the part done
    const saved = await knex.transaction(async (trx) => {
      const [row] = await trx('book_parts').where({ id: partId, status: 'writing' })
        .update({ status: 'done', content: JSON.stringify({ ...checked.data, made: true }), instruction: null, redo: 'all' }).returning('*');
      if (row) await recordPartVersion(trx, row, !rewrite ? 'writer' : part.redo === 'picture' ? 'redraw' : 'rewrite', part.instruction);
      return row;
    });
    if (saved) {
      await knex('books').where({ id: book.id }).update({
        input_tokens: knex.raw('input_tokens + ?', [usage.inputTokens]), output_tokens: knex.raw('output_tokens + ?', [usage.outputTokens]),
      });
    }
  } catch (err) {
    const message = userFailure(err);
    if (!message) throw err;
    await knex.transaction(async (trx) => {
      await trx('books').where({ id: book.id }).forUpdate().first('id');
      // a failed rewrite keeps what the part had: done again with the message shown, or (a
      // textbook's chapter) failed with its text, for the owner to retry or restore
      const keep = rewrite && (mod.failedRewrite ?? 'keep') === 'keep';
      const [failed] = await trx('book_parts').where({ id: partId, status: 'writing' })
        .update({ status: keep ? 'done' : 'failed', error_message: message, instruction: null, redo: 'all' }).returning('*');
      if (!failed) return;
      const price = await costsOf(trx, mod);
      const amount = part.redo === 'picture' ? price.redraw : price.part;
      await refund(trx, {
        userId: book.user_id, amount, idempotencyKey: `refund:${mod.ledger.part}:${partId}:${runKey(failed)}`,
        reference: { bookId: book.id, [mod.ledger.partRef]: partId, purpose: mod.ledger.part }, memo: `${capital(mod.words.part)} ${failed.position} failed`,
      });
    });
  }
  await settleBook(knex, part.book_id);
}

/** When no part is queued or being made, the book is done, or failed if one failed. */
export async function settleBook(knex: Knex, bookId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const book = await trx('books').where({ id: bookId }).forUpdate().first();
    if (!book || book.status !== 'generating') return;
    const rows = await trx('book_parts').where({ book_id: bookId }).select('status', 'error_message');
    if (rows.some((r) => r.status === 'queued' || r.status === 'writing')) return;
    const failed = rows.find((r) => r.status === 'failed');
    await trx('books').where({ id: bookId }).update(failed
      ? { status: 'failed', error_message: failed.error_message }
      : { status: 'done', wizard_step: 'done', error_message: null });
  });
}

/** Stops the making: parts not made yet are cancelled and refunded; rewrites keep what they had. */
export async function cancelBook(knex: Knex, actor: Actor, kind: BookKind, id: string) {
  const mod = kindModule(kind);
  return knex.transaction(async (trx) => {
    const book = await ownedBook(trx, actor, kind, id, trx);
    const rewriting = book.status === 'done' && !!(await trx('book_parts').where({ book_id: book.id }).whereIn('status', ['queued', 'writing']).first('id'));
    if (book.status !== 'generating' && book.status !== 'outlining' && !rewriting) throw new AppError(409, 'CONFLICT', `Nothing is being ${mod.words.made} for this book`);
    const price = await costsOf(trx, mod);
    if (book.status === 'outlining') {
      await refund(trx, { userId: actor.id, amount: price.plan, idempotencyKey: `cancel:${mod.ledger.plan}:${book.id}:${planRuns(book)}`, reference: { bookId: book.id, purpose: mod.ledger.plan }, memo: `${capital(mod.words.plan)} cancelled` });
    }
    // (the redo of each part, read before the update resets it: a stopped redraw returns a redraw's price)
    const before = new Map((await trx('book_parts').where({ book_id: book.id }).whereIn('status', ['queued', 'writing']).select('id', 'redo')).map((p) => [p.id, p.redo]));
    const stopped = await trx('book_parts').where({ book_id: book.id }).whereIn('status', ['queued', 'writing'])
      .update({ status: trx.raw("case when (content->>'made')::boolean then 'done' else 'cancelled' end"), instruction: null, redo: 'all' })
      .returning(['id', 'paid_runs', 'attempts']);
    for (const p of stopped) {
      await refund(trx, {
        userId: actor.id, amount: before.get(p.id) === 'picture' ? price.redraw : price.part, idempotencyKey: `cancel:${mod.ledger.part}:${p.id}:${runKey(p)}`,
        reference: { bookId: book.id, [mod.ledger.partRef]: p.id, purpose: mod.ledger.part }, memo: `${capital(mod.words.part)} cancelled`,
      });
    }
    // a stopped rewrite of the plan leaves the plan the book had
    const hasPlan = book.status === 'outlining' && !!(await trx('book_plans').where({ book_id: book.id }).first('id'));
    if (!rewriting) await trx('books').where({ id: book.id }).update({ status: hasPlan ? 'outlined' : 'cancelled' });
    return trx('books').where({ id: book.id }).first();
  });
}

async function requeuePart(deps: Deps, actor: Actor, kind: BookKind, partId: string, instruction: string | null, redo: Redo, allowed: string[], note?: Row) {
  const mod = kindModule(kind);
  const id = parsePartId(kind, partId);
  return transact(deps, 'book_parts', async (trx, later) => {
    const { book, part } = await ownedPart(trx, actor, kind, id);
    if (!allowed.includes(part.status)) throw new AppError(409, 'CONFLICT', `This ${mod.words.part} is ${part.status}`);
    if (book.status !== 'done' && book.status !== 'failed' && book.status !== 'cancelled' && book.status !== 'generating') {
      throw new AppError(409, 'CONFLICT', `This book is not ${mod.words.made} yet`);
    }
    await keepCurrent(trx, part);
    const price = await costsOf(trx, mod);
    // every paid job its own debit: keyed by the part's paid run, never by the worker's attempts
    const run = part.paid_runs + 1;
    const key = `${mod.ledger.part}:${id}:run${run}`;
    const amount = redo === 'picture' ? price.redraw : price.part;
    await debit(trx, {
      userId: actor.id, amount, idempotencyKey: key, reference: { bookId: book.id, [mod.ledger.partRef]: id, purpose: redo === 'picture' ? 'redraw' : mod.ledger.part },
      memo: `${capital(mod.words.part)} ${part.position} ${redo === 'picture' ? 'redrawn' : 'rewritten'}`,
    });
    await trx('book_parts').where({ id }).update({
      status: 'queued', instruction, redo, error_message: null, paid_runs: run, ...(note ? { content: JSON.stringify({ ...part.content, ...note }) } : {}),
    });
    if (book.status !== 'done') await trx('books').where({ id: book.id }).update({ status: 'generating', error_message: null });
    await enqueue(deps, trx, PART_QUEUE, { partId: id }, key, later);
    return trx('book_parts').where({ id }).first();
  });
}

export const retryPart = (deps: Deps, actor: Actor, kind: BookKind, partId: string) => requeuePart(deps, actor, kind, partId, null, 'all', ['failed', 'cancelled']);

/** Makes a part again with the author's instruction: its words, its picture, or both. `note` is
 * what the kind's makePart reads beside the content for this run (a worksheet's item to redo). */
export function regeneratePart(deps: Deps, actor: Actor, kind: BookKind, partId: string, instruction: unknown, redo: Redo, note?: Row) {
  const text = String(instruction ?? '').trim();
  if (!text || text.length > 2000) throw AppError.badInput(`Say how the ${kindModule(kind).words.part} should change (up to 2000 characters)`, { instruction: text ? 'is too long' : 'is required' });
  return requeuePart(deps, actor, kind, partId, text, redo, ['done', 'failed', 'cancelled'], note);
}

/** Draws a part's picture (again), with the author's wish if they gave one: a redraw's price. */
export function redrawPart(deps: Deps, actor: Actor, kind: BookKind, partId: string, wish: unknown) {
  const text = String(wish ?? '').trim();
  if (text.length > 2000) throw AppError.badInput('Say what the picture should show in up to 2000 characters', { instruction: 'is too long' });
  return requeuePart(deps, actor, kind, partId, text || null, 'picture', ['done', 'failed', 'cancelled']);
}

/** The owner's own edit of a finished part: the kind's content schema checks the result. */
export async function updatePart(knex: Knex, actor: Actor, kind: BookKind, partId: unknown, patch: (content: Row) => Row, source: VersionSource = 'edit') {
  const mod = kindModule(kind);
  const id = parsePartId(kind, partId);
  return knex.transaction(async (trx) => {
    const { part } = await ownedPart(trx, actor, kind, id);
    if (part.status !== 'done') throw new AppError(409, 'CONFLICT', `This ${mod.words.part} can be edited once it is ${mod.words.made}`);
    const next = patch({ ...part.content });
    const checked = mod.content.safeParse(next);
    if (!checked.success) throw badInputFrom(checked.error);
    const [row] = await trx('book_parts').where({ id }).update({ content: JSON.stringify({ ...checked.data, made: true }) }).returning('*');
    if (JSON.stringify(row.content) !== JSON.stringify(part.content)) await recordPartVersion(trx, row, source);
    return row;
  });
}

/** A part's versions, newest first (the owner's, or a moderator's). */
export async function partVersions(knex: Knex, actor: Actor, kind: BookKind, partId: unknown) {
  const id = parsePartId(kind, partId);
  const missing = () => AppError.notFound(`No such ${kindModule(kind).words.part}`);
  const part = await knex('book_parts').where({ id, kind }).first('book_id');
  if (!part) throw missing();
  const book = await knex('books').where({ id: part.book_id }).first('user_id', 'deleted_at');
  if (!book || book.deleted_at || (book.user_id !== actor.id && !actor.roles.some((r) => r === 'admin' || r === 'contentMod'))) throw missing();
  return knex('book_part_versions').where({ part_id: id }).orderBy('number', 'desc').limit(100);
}

/**
 * Brings a version back as the part's content and title, as a new version (the one it replaces
 * stays in the history). A part whose rewrite failed or was stopped is whole again, and so is its
 * book when that was all it missed. `partId`, when given, must be the version's part.
 */
export async function restorePartVersion(knex: Knex, actor: Actor, kind: BookKind, versionId: unknown, partId?: unknown) {
  const mod = kindModule(kind);
  const id = parseId(KINDS[kind].history, versionId);
  const version = await knex('book_part_versions').where({ id, kind }).first();
  const expected = partId === undefined ? undefined : parsePartId(kind, partId);
  return knex.transaction(async (trx) => {
    const { book, part } = await ownedPart(trx, actor, kind, expected ?? version?.part_id ?? id);
    if (!version || version.part_id !== part.id) throw AppError.notFound(`No such version of this ${mod.words.part}`);
    if (part.status === 'queued' || part.status === 'writing') throw new AppError(409, 'CONFLICT', `This ${mod.words.part} is being ${mod.words.made}; edit it when it is done`);
    const checked = mod.content.safeParse(version.content);
    if (!checked.success) throw badInputFrom(checked.error);
    const [row] = await trx('book_parts').where({ id: part.id })
      .update({ title: version.title || part.title, content: JSON.stringify({ ...checked.data, made: true }), status: 'done', error_message: null }).returning('*');
    await recordPartVersion(trx, row, 'restore', null, version.number);
    if (book.status === 'failed' || book.status === 'cancelled') {
      const unfinished = await trx('book_parts').where({ book_id: book.id }).whereNot({ status: 'done' }).first('id');
      if (!unfinished) await trx('books').where({ id: book.id }).update({ status: 'done', wizard_step: 'done', error_message: null });
    }
    return row;
  });
}

/** Kind of a book id, or a clear 400. */
export function kindOf(id: unknown): BookKind {
  const kind = typeof id === 'string' ? kindOfBookId(id) : undefined;
  if (!kind) throw AppError.badInput('This is not a book id', { id: 'is not valid' });
  return kind;
}
