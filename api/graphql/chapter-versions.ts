// A chapter's versions over GraphQL: the list (a field of TextbookChapter through a loader, and
// one chapter's list for the owner's tools) and the restore. Owners and moderators read them;
// only the owner restores; anyone else gets NOT_FOUND.
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { chapterVersions, restoreVersion, versionsOfChapters } from '../services/textbooks/versions.ts';
import { chapter } from './textbooks.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { viewer } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  type TextbookChapterVersion {
    id: ID!
    "1, 2, 3… in the order the chapter's texts were made"
    number: Int!
    "writer (the AI's first text), rewrite (the AI, with instruction), edit (the owner's), restore (restoredFrom brought back) or kept (the text found when history began)"
    source: String!
    instruction: String
    restoredFrom: Int
    title: String!
    markdown: String!
    createdAt: String!
  }

  extend type TextbookChapter {
    "every text this chapter has had, oldest first: the owner and moderators only"
    versions: [TextbookChapterVersion!]
  }

  extend type Query {
    "one chapter's versions, oldest first: the owner and moderators only"
    chapterVersions(chapterId: ID!): [TextbookChapterVersion!]!
  }

  extend type Mutation {
    "brings an earlier version back as a new version: the owner only"
    restoreChapterVersion(chapterId: ID!, versionId: ID!): TextbookChapter!
  }
`;

type Row = Record<string, any>;

const version = (row: Row) => ({
  id: row.id, number: row.number, source: row.source, instruction: row.instruction, restoredFrom: row.restored_from,
  title: row.title, markdown: row.markdown, createdAt: new Date(row.created_at).toISOString(),
});


export const resolvers: Resolvers = {
  Query: {
    chapterVersions: async (_r, a, ctx) =>
      (await chapterVersions(ctx.knex, viewer(ctx), parseId('TextbookChapter', a.chapterId))).map(version),
  },
  Mutation: {
    restoreChapterVersion: async (_r, a, ctx) => {
      const actor = viewer(ctx);
      if (!actor) throw AppError.unauthenticated();
      return chapter(await restoreVersion(ctx.knex, actor, parseId('TextbookChapter', a.chapterId), parseId('TextbookChapterHistory', a.versionId)));
    },
  },
};

export const loaders: Loaders = {
  TextbookChapter: {
    versions: async (queries: { obj: { id: string } }[], ctx) => {
      const lists = await versionsOfChapters(ctx.knex, viewer(ctx), queries.map((q) => q.obj.id));
      return lists.map((list) => (list instanceof AppError ? list : list.map(version)));
    },
  },
};
