// The closed sets of the book API as GraphQL enums (issue 16): a client learns them from the
// schema, and a value outside them is refused by validation (400, the field and the values
// named) before any resolver runs. The values are the words the API always sent (lowercase), so
// the wire did not change. The database checks the same sets (migrations 0004, 0016).
import { KINDS } from '../../core/kinds.ts';
import { MY_BOOKS_MODES } from '../services/textbooks/books.ts';
import type { Resolvers } from './types.ts';

export const BOOK_STATUSES = ['draft', 'outlining', 'outlined', 'generating', 'done', 'failed', 'cancelled'] as const;
export const PART_STATUSES = ['queued', 'writing', 'done', 'failed', 'cancelled'] as const;
export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export const WIZARD_STEPS = ['start', 'outline', 'generate', 'done'] as const;

const list = (values: readonly string[]) => values.join(' ');

export const typeDefs = /* GraphQL */ `
  "the kinds of book"
  enum BookKind { ${list(Object.keys(KINDS))} }
  "where a book is in its making"
  enum BookStatus { ${list(BOOK_STATUSES)} }
  "where a part (a chapter, a page) is in its making"
  enum PartStatus { ${list(PART_STATUSES)} }
  "who may read a book: its owner, anyone with the link, or everyone (listed in the library)"
  enum Visibility { ${list(VISIBILITIES)} }
  "the wizard step a book resumes at"
  enum WizardStep { ${list(WIZARD_STEPS)} }
  "the tabs of My Books"
  enum MyBooksMode { ${list(MY_BOOKS_MODES)} }
`;

export const resolvers: Resolvers = {};
