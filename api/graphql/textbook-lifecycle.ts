// Deleting and copying a textbook (api/services/textbooks/lifecycle.ts): the owner's alone.
// Guests get UNAUTHENTICATED, others NOT_FOUND for a book they may not read and FORBIDDEN for
// one they may.
import { AppError } from '../errors.ts';
import { deleteTextbook, duplicateTextbook } from '../services/textbooks/lifecycle.ts';
import { textbook } from './textbooks.ts';
import type { Context, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type TextbookDeletion { id: ID!  deletedAt: String! }

  extend type Mutation {
    "deletes the owner's book: its pages then answer 410 Gone; it leaves the library, collections and My Books"
    deleteTextbook(id: ID!): TextbookDeletion!
    "a private copy of the owner's book (chapters, outline, front matter) under new ids; no credits"
    duplicateTextbook(id: ID!): Textbook!
  }
`;

function actor(ctx: Context) {
  if (!ctx.user) throw AppError.unauthenticated();
  return { id: ctx.user.id, roles: ctx.user.roles };
}

export const resolvers: Resolvers = {
  Mutation: {
    deleteTextbook: async (_r, a: { id: string }, ctx) => {
      const deleted = await deleteTextbook(ctx.knex, actor(ctx), a.id);
      return { id: deleted.id, deletedAt: deleted.deletedAt.toISOString() };
    },
    duplicateTextbook: async (_r, a: { id: string }, ctx) => textbook(await duplicateTextbook(ctx.knex, actor(ctx), a.id)),
  },
};
