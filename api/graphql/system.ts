// The system domain: what is running. `version` lets a client (and the footer) show the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from './types.ts';

const root = path.join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/** The stamp the site build wrote (dist/build.json), so API and footer agree; else BUILD_STAMP or the start time. */
function readBuildStamp(): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'dist', 'build.json'), 'utf8')) as { build: string }).build;
  } catch {
    return process.env.BUILD_STAMP || new Date().toISOString();
  }
}
const buildStamp = readBuildStamp();

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
