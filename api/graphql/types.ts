import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import type { Resolvers as GeneratedResolvers } from './resolver-types.ts';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/boss.ts';

// Mercurius types its context by declaration merging: what buildContext puts in, resolvers get.
declare module 'mercurius' {
  interface MercuriusContext {
    config: Config;
    knex: Knex;
    /** the job queue (null in tests without one) */
    jobs: Jobs | null;
    /** the signed-in user (auth plugin), null for guests */
    user: { id: string; email: string; name: string; picture: string | null; roles: string[] } | null;
  }
}

export type Context = MercuriusContext;
/** The resolvers' types from the schema (api/graphql/resolver-types.ts, `npm run graphql:types`):
 * arguments and results are checked against the SDL. */
export type Resolvers = GeneratedResolvers<Context>;
export type Loaders = MercuriusLoaders<Context>;

export interface Domain {
  typeDefs: string;
  resolvers: Resolvers;
  loaders?: Loaders;
}
