// Going back from the outline to the wizard's first step (issue 10) changes THIS book's start
// values instead of starting (and charging for) another book.
import { needsNewOutline, type TextbookStartValues } from '../../../core/textbook-start.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { costs, debit } from '../credits.ts';
import { assertCanFinish } from './affordability.ts';
import { enqueueOutline, ownedBook, type Actor, type Deps } from './generation.ts';
import { parseInput, startInput, subjectCodeOf } from './input.ts';

const updateInput = startInput.omit({ idempotencyKey: true });

const valuesOf = (row: Record<string, any>): TextbookStartValues => ({
  title: row.title, topic: row.topic, subject: row.subject, audience: row.audience, readingLevel: row.reading_level,
  language: row.language, chapterCount: row.chapter_count, notes: row.notes,
});

/**
 * The start values of a book still at its outline, changed. The title alone is a free rename (of
 * the outline too). Anything that shapes the outline asks the writer for a new one, charged as
 * regenerateOutline charges (one outline), and only when the whole book stays affordable.
 */
export async function updateTextbookStart(deps: Deps, actor: Actor, id: string, raw: unknown) {
  const input = parseInput(updateInput, raw);
  const later: (() => Promise<void>)[] = [];
  const result = await deps.knex.transaction(async (trx) => {
    const book = await ownedBook(trx, actor, id, trx);
    if (book.status !== 'outlined' && book.status !== 'failed') {
      throw new AppError(409, 'CONFLICT', 'The description can be changed only while the outline is being reviewed');
    }
    const fields = {
      title: input.title, topic: input.topic, subject: input.subject, audience: input.audience, reading_level: input.readingLevel,
      language: input.language, chapter_count: input.chapterCount, notes: input.notes, subject_code: subjectCodeOf(input),
    };
    if (!needsNewOutline(valuesOf(book), input)) {
      // the title and the subject from the fixed list are free: they do not shape the outline
      if (input.title === book.title && fields.subject_code === book.subject_code) return book;
      if (input.title === book.title) {
        await trx('books').where({ id }).update({ subject_code: fields.subject_code });
        return trx('books').where({ id }).first();
      }
      const latest = await trx('textbook_outlines').where({ textbook_id: id }).orderBy('created_at', 'desc').first('outline');
      if (latest) {
        await trx('textbook_outlines').insert({ id: newId('TextbookOutline'), textbook_id: id, outline: JSON.stringify({ ...latest.outline, title: input.title }), source: 'author' });
      }
      await trx('books').where({ id }).update({ title: input.title, subject_code: fields.subject_code });
      return trx('books').where({ id }).first();
    }
    const price = await costs(trx);
    await assertCanFinish(trx, actor.id, price, input.chapterCount);
    const round = Number((await trx('textbook_outlines').where({ textbook_id: id }).count<{ n: string }[]>('* as n').first())?.n ?? 0) + 1;
    if (price.outline > 0) {
      await debit(trx, { userId: actor.id, amount: price.outline, idempotencyKey: `outline:${id}:${round}`, reference: { bookId: id, purpose: 'outline' }, memo: 'Outline rewritten after the description changed' });
    }
    await trx('books').where({ id }).update({ ...fields, status: 'outlining', error_message: null });
    await enqueueOutline(deps, trx, id, `outline:${id}:${round}`, later);
    return trx('books').where({ id }).first();
  });
  for (const run of later) await run();
  return result;
}
