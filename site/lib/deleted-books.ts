// A deleted book's pages (/{lang}/v/{name}/{id} and its parts; a textbook's or a storybook's) answer 410 Gone with a page that
// says so (api/services/textbooks/lifecycle.ts keeps the row as a tombstone, so a deleted book is
// told apart from one that never existed). site/middleware.ts asks before the reader renders.
import { Model } from 'objection';
import type { Knex } from 'knex';
import { isBookId } from '../../core/kinds.ts';
import { isLangCode, type LangCode } from '../../core/languages.ts';

const BOOK_PAGE = /^\/([a-z]{2})\/v\/[^/]+\/([0-9a-f-]{36})(?:\/[^/]+)?$/;

/** The page language when this path is one of a deleted book's pages; undefined otherwise. */
export async function deletedBookPage(pathname: string): Promise<LangCode | undefined> {
  const match = BOOK_PAGE.exec(pathname);
  if (!match || !isLangCode(match[1]) || !isBookId(match[2])) return undefined;
  const knex = Model.knex() as Knex | undefined;
  if (!knex) return undefined;
  const row = await knex('books').where({ id: match[2] }).whereNotNull('deleted_at').first('id');
  return row ? match[1] : undefined;
}
