// The textbook kind (issues 5, 10, 16): a topic, a reader and a length become an outline (the
// chapters and their sections), then a Markdown chapter per outline entry, streamed section by
// section. Its start values are the books row's own columns (subject, audience, notes…).
import { z } from 'zod';
import { needsNewOutline, type TextbookStartValues } from '../../../core/textbook-start.ts';
import { costs } from '../../services/credits.ts';
import { bookTemplates } from '../../services/textbooks/configs.ts';
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, Row } from '../../engine/kind.ts';
import { outlineInput, startInput, subjectCodeOf, type OutlineInput } from '../../services/textbooks/input.ts';
import { ChapterContent } from './schema.ts';
import { textbookWriter } from './writer.ts';

export const TextbookStart = startInput.omit({ idempotencyKey: true });
export type TextbookStart = z.infer<typeof TextbookStart>;

const valuesOf = (row: Row): TextbookStartValues => ({
  title: row.title, topic: row.topic, subject: row.subject, audience: row.audience, readingLevel: row.reading_level,
  language: row.language, chapterCount: row.chapter_count, notes: row.notes,
});

export { ChapterContent };

export const textbook: KindModule<TextbookStart, OutlineInput, ChapterContent> = {
  kind: 'textbook',
  start: TextbookStart,
  plan: outlineInput,
  content: ChapterContent,
  defaultCosts: { plan: 1, part: 1, redraw: 0 },
  // the textbook's prices are the site's first two (credits.outlineCost, credits.chapterCost)
  costs: async (knex) => {
    const price = await costs(knex);
    return { plan: price.outline, part: price.chapter, redraw: 0 };
  },
  ledger: KINDS.textbook.ledger,
  words: { plan: 'outline', part: 'chapter', parts: 'chapters', made: 'written' },
  failedRewrite: 'failed',

  async bookRow(_trx, _userId, start) {
    return {
      title: start.title, topic: start.topic, subject: start.subject, subject_code: subjectCodeOf(start), audience: start.audience,
      reading_level: start.readingLevel, language: start.language, chapter_count: start.chapterCount, notes: start.notes,
    };
  },

  shapesPlan: (book, columns) => needsNewOutline(valuesOf(book), valuesOf(columns)),

  // the author's wish for a new outline joins the book's notes: every later outline hears it too
  commentColumns: (book, comment) => ({ notes: comment ? `${book.notes}\n${comment}`.trim() : book.notes }),

  async makePlan(ctx, book) {
    const templates = await bookTemplates(ctx.knex, book);
    const { outline, usage } = await textbookWriter(ctx.writer).outline({
      ...(templates ? { templates } : {}), title: book.title, topic: book.topic, subject: book.subject, audience: book.audience,
      readingLevel: book.reading_level, language: book.language, chapterCount: book.chapter_count, notes: book.notes,
    }, ctx.signal ? { signal: ctx.signal } : {});
    return { plan: outline, usage };
  },

  titleOf: (plan) => plan.title,

  partsOf: (plan) => plan.chapters.map((c) => ({ title: c.title, content: { sections: c.sections, markdown: '' } })),

  async makePart(ctx, book, part, { instruction, progress }) {
    const written: string[] = [];
    const templates = await bookTemplates(ctx.knex, book);
    const { markdown, usage } = await textbookWriter(ctx.writer).chapter({
      ...(templates ? { templates } : {}), language: book.language, bookTitle: book.title, chapterNumber: part.position, chapterTitle: part.title,
      sections: part.content.sections ?? [], readingLevel: book.reading_level, audience: book.audience, ...(instruction ? { instruction } : {}),
    }, {
      onSection: async (index, text) => {
        written[index] = text;
        await progress({ markdown: written.join('\n\n') });
      },
    });
    return { content: { sections: part.content.sections ?? [], markdown }, usage };
  },
};
