// The signed-in user as the browser asks for it (spec §7: data.redwood.currentUser), and the
// heartbeat the browser polls every minute to learn whether its session is still alive.
// RedwoodJS's client asks `query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }`
// with no subselection: currentUser is a JSON scalar holding the user metadata of spec §3
// (id, name, email, picture, roles), or null for guests.
import { graphql } from './graphql.ts';
import type { Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  "Any JSON value (RedwoodJS's JSON scalar)"
  scalar JSON

  type Redwood {
    "the signed-in user's metadata {id, name, email, picture, roles}; null for guests"
    currentUser: JSON
  }

  extend type Query {
    redwood: Redwood!
    "true while the caller's session is alive"
    userHeartbeat: Boolean!
  }
`;

/** A JSON value handed out as it is; as an argument it is read from JSON variables or literals. */
const JSONScalar = new graphql.GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => graphql.valueFromASTUntyped(ast, variables),
});

export const resolvers: Resolvers = {
  JSON: JSONScalar,
  Query: {
    redwood: (_root, _args, ctx) => ({
      currentUser: ctx.user
        ? { id: ctx.user.id, name: ctx.user.name, email: ctx.user.email, picture: ctx.user.picture, roles: ctx.user.roles }
        : null,
    }),
    userHeartbeat: (_root, _args, ctx) => ctx.user !== null,
  },
};
