// Textbooks on the book engine (issue 16): the textbook's GraphQL operations keep their names and
// their edge checks (a form's per-field messages), and the engine (api/engine/books.ts) does the
// work with the textbook kind (api/kinds/textbook): start, outline, chapters, cancel, retry,
// rewrite, with its money rules (every debit in the transaction that queues the job it pays for,
// every failure refunded, every job safe to run twice) and one lock order (the book, then its parts).
import type { Knex } from 'knex';
import {
  cancelBook, generateBook, latestPlan, ownedBook as engineOwnedBook, regeneratePart, regeneratePlan, retryPart, startBook, updatePlan,
  type Actor, type Deps,
} from '../../engine/books.ts';
import { outlineInput, parseInput, startInput, type OutlineInput } from './input.ts';

export type { Actor, Deps };

export const ownedBook = (knex: Knex, actor: Actor, id: string, lock?: Knex.Transaction) => engineOwnedBook(knex, actor, 'textbook', id, lock);

/** Step 1 → the book exists, the outline is paid for and queued. The same key returns the same book. */
export function startTextbook(deps: Deps, actor: Actor, raw: unknown) {
  parseInput(startInput, raw);
  return startBook(deps, actor, 'textbook', raw);
}

/** Asks the writer for a new outline, with the author's comment (kept in the notes); costs one outline. */
export const regenerateOutline = (deps: Deps, actor: Actor, id: string, comment: string) => regeneratePlan(deps, actor, 'textbook', id, comment);

export const latestOutline = (knex: Knex, textbookId: string) => latestPlan(knex, textbookId) as Promise<OutlineInput | undefined>;

/** The author's edits to the outline: rename, reorder, add, remove chapters and sections. */
export function updateOutline(knex: Knex, actor: Actor, id: string, raw: unknown) {
  return updatePlan(knex, actor, 'textbook', id, parseInput(outlineInput, raw));
}

/** Pays for and queues every chapter of the outline. The same key twice: one debit, one set of jobs. */
export const generateTextbook = (deps: Deps, actor: Actor, id: string, idempotencyKey: string) => generateBook(deps, actor, 'textbook', id, idempotencyKey);

/** Stops a generation: chapters not written yet are cancelled and refunded; rewrites keep their text. */
export const cancelGeneration = (knex: Knex, actor: Actor, id: string) => cancelBook(knex, actor, 'textbook', id);

export const retryChapter = (deps: Deps, actor: Actor, chapterId: string) => retryPart(deps, actor, 'textbook', chapterId);

export const regenerateChapter = (deps: Deps, actor: Actor, chapterId: string, instruction: string) =>
  regeneratePart(deps, actor, 'textbook', chapterId, instruction, 'all');
