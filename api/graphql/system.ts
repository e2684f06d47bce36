// The system domain: what is running. `version` lets a client (and the footer) show the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from './types.ts';

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

/** The build stamp: set by CI or the deploy (BUILD_STAMP), else the time this process started. */
const buildStamp = process.env.BUILD_STAMP || new Date().toISOString();

export const typeDefs = /* GraphQL */ `
  type Version {
    "the application version from package.json"
    version: String!
    "when and what was built: a commit or a timestamp"
    build: String!
    environment: String!
  }

  type Query {
    version: Version!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    version: (_root, _args, ctx) => ({ version: pkg.version, build: buildStamp, environment: ctx.config.APP_ENV }),
  },
};
