// The signed-in user as the browser asks for it (spec §7: data.redwood.currentUser), and the
// heartbeat the browser polls every minute to learn whether its session is still alive.
import type { Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type CurrentUser {
    id: ID!
    name: String!
    email: String!
    picture: String
    roles: [String!]!
  }

  type Redwood {
    "null for guests"
    currentUser: CurrentUser
  }

  extend type Query {
    redwood: Redwood!
    "true while the caller's session is alive"
    userHeartbeat: Boolean!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    redwood: (_root, _args, ctx) => ({ currentUser: ctx.user }),
    userHeartbeat: (_root, _args, ctx) => ctx.user !== null,
  },
};
