import type { IResolvers, MercuriusContext, MercuriusLoaders } from 'mercurius';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';

export interface Context extends MercuriusContext {
  config: Config;
  knex: Knex;
}

export type Resolvers = IResolvers<unknown, Context>;
export type Loaders = MercuriusLoaders<Context>;

export interface Domain {
  typeDefs: string;
  resolvers: Resolvers;
  loaders?: Loaders;
}
