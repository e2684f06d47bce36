// The schema, assembled from one module per domain (SDL + resolvers + loaders side by side).
import * as enums from './enums.ts';
import * as system from './system.ts';
import * as users from './users.ts';
import * as session from './session.ts';
import * as admin from './admin.ts';
import * as moderationTextbooks from './moderation-textbooks.ts';
import * as textbooks from './textbooks.ts';
import * as textbookLifecycle from './textbook-lifecycle.ts';
import * as chapterVersions from './chapter-versions.ts';
import * as exportsDomain from './exports.ts';
import * as library from './library.ts';
import * as payments from './payments.ts';
import * as storybooks from './storybooks.ts';
import * as worksheets from './worksheets.ts';
import * as cookbooks from './cookbooks.ts';
import * as gamebooks from './gamebooks.ts';
import * as worldstories from './worldstories.ts';
import type { Domain, Loaders, Resolvers } from './types.ts';

// admin declares `type Mutation`; later domains extend it
const domains: Domain[] = [enums, system, users, session, admin, moderationTextbooks, textbooks, textbookLifecycle, chapterVersions, library, payments, storybooks, worksheets, cookbooks, gamebooks, worldstories, exportsDomain];

export const schema = domains.map((d) => d.typeDefs).join('\n');

function merge<T extends Record<string, unknown>>(parts: (T | undefined)[]): T {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part ?? {})) {
      out[typeName] = { ...(out[typeName] as object), ...(fields as object) };
    }
  }
  return out as T;
}

export const resolvers = merge<Resolvers>(domains.map((d) => d.resolvers));
export const loaders = merge<Loaders>(domains.map((d) => d.loaders));
