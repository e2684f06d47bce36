// The demo library: finished books by the demo authors in many languages (db/seeds/library/*.ts),
// with featured picks, popularity figures and a few saves, so a newcomer's Discover page is alive.
// Ids derive from each book's key, so seeding again adds only what is missing.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import { BOOKS as ar } from './library/ar.ts';
import { BOOKS as ch } from './library/ch.ts';
import { BOOKS as de } from './library/de.ts';
import { BOOKS as en } from './library/en.ts';
import { BOOKS as es } from './library/es.ts';
import { BOOKS as fr } from './library/fr.ts';
import { BOOKS as hi } from './library/hi.ts';
import { BOOKS as id } from './library/id.ts';
import { BOOKS as it } from './library/it.ts';
import { BOOKS as ja } from './library/ja.ts';
import { BOOKS as ko } from './library/ko.ts';
import { BOOKS as pt } from './library/pt.ts';
import type { SeedBook } from './library/types.ts';

export const LIBRARY_BOOKS: readonly SeedBook[] = [...en, ...es, ...pt, ...fr, ...de, ...ja, ...ar, ...hi, ...it, ...id, ...ko, ...ch];

/** A stable 32-bit index from a key (for deterministicId). */
const indexOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0);

export const libraryBookId = (key: string) => deterministicId('Textbook', 'library', indexOf(key));

/** The demo author N (1..9) is the demo user with index N + 1 (after the admin and moderator). */
export const demoAuthorId = (n: number) => deterministicId('User', 'demo', n + 1);

export async function seedLibrary(knex: Knex, now = new Date()): Promise<number> {
  let added = 0;
  await knex.transaction(async (trx) => {
    for (const book of LIBRARY_BOOKS) {
      const bookId = libraryBookId(book.key);
      const at = new Date(now.getTime() - book.ageDays * 86_400_000);
      const inserted = await trx('books').insert({
        id: bookId,
        user_id: demoAuthorId(book.author),
        title: book.title,
        topic: book.topic,
        subject: book.subject,
        subject_code: book.subjectCode,
        audience: book.audience,
        reading_level: book.readingLevel,
        language: book.language,
        chapter_count: book.chapters.length,
        status: 'done',
        wizard_step: 'done',
        visibility: book.visibility,
        writer: 'demo',
        start_key: `seed:${book.key}`,
        read_count: book.reads,
        // the demo's popularity figure; real saves below add to it
        save_count: book.saves,
        created_at: at,
        published_at: book.visibility === 'public' ? at : null,
        featured_at: book.featured && book.visibility === 'public' ? at : null,
      }).onConflict('id').ignore().returning('id');
      if (!inserted.length) continue;
      added++;
      await trx('book_plans').insert({
        id: deterministicId('TextbookOutline', 'library', indexOf(book.key)),
        book_id: bookId,
        kind: 'textbook',
        plan: JSON.stringify({ title: book.title, chapters: book.chapters.map((c) => ({ title: c.title, sections: c.sections })) }),
        source: 'author',
        created_at: at,
      });
      await trx('book_parts').insert(book.chapters.map((chapter, k) => ({
        id: deterministicId('TextbookChapter', 'library', indexOf(`${book.key}#${k + 1}`)),
        book_id: bookId,
        kind: 'textbook',
        position: k + 1,
        title: chapter.title,
        content: JSON.stringify({ sections: chapter.sections, markdown: chapter.markdown.endsWith('\n') ? chapter.markdown : `${chapter.markdown}\n`, made: true }),
        status: 'done',
        attempts: 1,
        created_at: at,
        updated_at: at,
      })));
      // the demo authors keep each other's featured books in their collections
      if (book.featured && book.visibility === 'public') {
        const savers = [1, 2, 3].map((k) => ((book.author + k - 1) % 9) + 1);
        await trx('library_saves').insert(savers.map((n) => ({ user_id: demoAuthorId(n), textbook_id: bookId, created_at: at })))
          .onConflict(['user_id', 'textbook_id']).ignore();
      }
    }
  });
  return added;
}
