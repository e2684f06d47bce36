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
/** What a field's resolver (in resolver-types.ts) may answer: the field's type from the schema. */
type FieldResult<R> = R extends (...args: any[]) => infer O ? Awaited<O> : R extends { resolve: (...args: any[]) => infer O } ? Awaited<O> : never;
type FieldArgs<R> = R extends (parent: any, args: infer A, ...rest: any[]) => any ? A : R extends { resolve: (parent: any, args: infer A, ...rest: any[]) => any } ? A : never;

/**
 * Mercurius loaders (batched field resolvers), their answers typed by the schema like the
 * resolvers': one answer per query, the field's type (or an Error for that one object). The
 * parent (`obj`) is what this module's resolvers return for the type, so each loader names it.
 */
export type Loaders = {
  [T in keyof GeneratedResolvers]?: {
    [F in keyof NonNullable<GeneratedResolvers[T]>]?: (
      queries: { obj: any; params: FieldArgs<NonNullable<NonNullable<GeneratedResolvers[T]>[F]>> }[],
      ctx: Context,
    ) => Promise<(FieldResult<NonNullable<NonNullable<GeneratedResolvers[T]>[F]>> | Error)[]>;
  }
} & MercuriusLoaders<Context>;

export interface Domain {
  typeDefs: string;
  resolvers: Resolvers;
  loaders?: Loaders;
}
