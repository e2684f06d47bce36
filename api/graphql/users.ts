import { currentSlugs, getPublicUser, type PublicUser } from '../services/users.ts';
import type { Loaders, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  "A user as anyone may see them"
  type User {
    id: ID!
    name: String!
    picture: String
    "the user's page address: @ followed by letters, digits, dots or hyphens"
    slug: String
  }

  extend type Query {
    user(id: ID!): User
  }
`;

export const resolvers: Resolvers = {
  Query: {
    user: (_root, args: { id: string }) => getPublicUser(args.id),
  },
};

export const loaders: Loaders = {
  User: {
    slug: async (queries: { obj: PublicUser }[], ctx) => currentSlugs(ctx.knex, queries.map((q) => q.obj.id)),
  },
};
