// What a kind of book tells the engine (issue 16). The engine (api/engine/books.ts) owns what
// every kind shares: the book row and its state machine, the wizard step, credits (a price per
// step, debited with the job it pays for, refunded on failure), pg-boss jobs made idempotent,
// progress, cancel, retry and rewrite. A kind owns its shapes and its words: the start values,
// the plan, the content of a part, and how the writer (and the illustrator) make them.
// The engine never asks which kind it is running: everything that differs is asked of this.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { BookKind } from '../../core/kinds.ts';
import type { Config } from '../config.ts';
import type { Usage, Writer } from '../ai/types.ts';
import type { KindCosts } from '../services/credits.ts';

export type Row = Record<string, any>;

/** What a part's rewrite redoes: everything, only its words, or only its picture. */
export type Redo = 'all' | 'text' | 'picture';

/** What a kind's makers get: the database, the settings and the AI; storage and pictures are
 * reached through `config` and the services the kind imports (api/storage, api/images). */
export interface MakeContext {
  knex: Knex;
  config: Config;
  writer: Writer;
  signal?: AbortSignal;
}

export interface KindModule<Start = any, Plan = any, Content = any> {
  readonly kind: BookKind;
  /** the start values (the wizard's first step), without the idempotency key */
  readonly start: z.ZodType<Start>;
  /** the plan (outline, storyboard): what the author reviews and edits before parts are made */
  readonly plan: z.ZodType<Plan>;
  /** a finished part's content (book_parts.content) */
  readonly content: z.ZodType<Content>;
  readonly defaultCosts: KindCosts;
  /** the kind's prices when they are not the engine's per-kind configs (credits.{kind}.planCost…) */
  costs?(knex: Knex): Promise<KindCosts>;
  /** the names its credit movements carry: debit keys (`${plan}:${bookId}:${run}`, `${part}:${partId}:run${n}`),
   * purposes (plan, parts, part) and the reference field naming the part */
  readonly ledger: { plan: string; parts: string; part: string; partRef: string };
  /** the words its messages use: "the outline", "a chapter", "the chapters are written" */
  readonly words: { plan: string; part: string; parts: string; made: string };
  /** a failed rewrite of a made part: 'keep' (done again, with the message) or 'failed' (the part
   * failed, keeping its content, for the owner to retry or restore); default 'keep' */
  readonly failedRewrite?: 'keep' | 'failed';
  /** the columns that keep the author's comment on a new plan (default: details.comment, for that plan only) */
  commentColumns?(book: Row, comment: string): Row;
  /** The book row's columns from the start values (title, topic, language, chapter_count,
   * reading_level, details). Runs in the start's transaction (e.g. to save the user's characters). */
  bookRow(trx: Knex.Transaction, userId: string, start: Start): Promise<Row>;
  /** Whether start values changed on the way back from the plan step (the book row's columns as
   * `bookRow` made them) ask for a new plan; when not, only the title changed, which is free. */
  shapesPlan(book: Row, columns: Row): boolean;
  /** asks the writer for the plan; `comment` is the author's wish when asking again */
  makePlan(ctx: MakeContext, book: Row, comment?: string): Promise<{ plan: Plan; usage: Usage }>;
  /** a problem with a plan the author edited, for this book (e.g. an unknown character) */
  checkPlan?(plan: Plan, book: Row): string | undefined;
  /** the book title a plan gives */
  titleOf(plan: Plan): string;
  /** the parts a plan asks for, in order: a title and the content they start with */
  partsOf(plan: Plan, book: Row): { title: string; content: Partial<Content> }[];
  /** runs once the plan is written (before the author reviews it), e.g. character portraits */
  afterPlan?(ctx: MakeContext, book: Row, plan: Plan): Promise<void>;
  /**
   * Makes one part. `part.content` holds what the plan put there (and, for a rewrite, the part as
   * it was); `progress` stores a partial content the wizard may show while the rest is made.
   * Throw WriterError / a kind's own user-safe error (with `userMessage`) for a failure to refund.
   */
  makePart(ctx: MakeContext, book: Row, part: Row, opts: { instruction?: string; redo: Redo; progress: (content: Partial<Content>) => Promise<void> }): Promise<{ content: Content; usage: Usage }>;
}
