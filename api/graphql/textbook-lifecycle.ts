// Deleting and copying a book of any kind (api/services/textbooks/lifecycle.ts): the owner's
// alone. Guests get UNAUTHENTICATED, others NOT_FOUND for a book they may not read and FORBIDDEN
// for one they may. deleteBook/duplicateBook take every kind; the textbook names stay for the
// clients that use them (duplicateTextbook answers a Textbook, so it copies textbooks only).
import { isIdOf } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { deleteBook, duplicateBook } from '../services/textbooks/lifecycle.ts';
import { anyBook, textbook } from './textbooks.ts';
import type { Context, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type TextbookDeletion { id: ID!  deletedAt: String! }

  extend type Mutation {
    "deletes the owner's book (any kind): its pages then answer 410 Gone; it leaves the library, collections and My Books"
    deleteBook(id: ID!): TextbookDeletion!
    "a private copy of the owner's book of any kind (a textbook's chapters and outline, a storybook's storyboard and pages with the same pictures) under new ids; no credits"
    duplicateBook(id: ID!): Book!
    "deleteBook, by its first name (any kind)"
    deleteTextbook(id: ID!): TextbookDeletion!
    "a private copy of the owner's textbook (chapters, outline, front matter) under new ids; no credits. Other kinds: duplicateBook"
    duplicateTextbook(id: ID!): Textbook!
  }
`;

function actor(ctx: Context) {
  if (!ctx.user) throw AppError.unauthenticated();
  return { id: ctx.user.id, roles: ctx.user.roles };
}

async function deletion(ctx: Context, id: string) {
  const deleted = await deleteBook(ctx.knex, actor(ctx), id);
  return { id: deleted.id, deletedAt: deleted.deletedAt.toISOString() };
}

export const resolvers: Resolvers = {
  Mutation: {
    deleteBook: (_r, a, ctx) => deletion(ctx, a.id),
    deleteTextbook: (_r, a, ctx) => deletion(ctx, a.id),
    duplicateBook: async (_r, a, ctx) => anyBook(await duplicateBook(ctx.knex, actor(ctx), a.id)),
    duplicateTextbook: async (_r, a, ctx) => {
      const who = actor(ctx);
      if (!isIdOf('Textbook', a.id)) throw AppError.badInput('Invalid Textbook uuid: copy other kinds with duplicateBook');
      return textbook(await duplicateBook(ctx.knex, who, a.id));
    },
  },
};
