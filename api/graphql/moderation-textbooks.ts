// Textbook moderation and generation configs (spec §2 /moderator/textbooks, §6): admins and
// content moderators hide or show a book and manage the versioned prompts new books use. Every
// resolver checks roles first (./auth.ts); the rules are in ../services/textbooks/moderation.ts.
import {
  activateGenerationConfig, createGenerationConfig, getGenerationConfig, hideTextbook, listGenerationConfigs, unhideTextbook,
  updateGenerationConfig, type GenerationConfigInput, type GenerationConfigRow, type ModeratedTextbookRow,
} from '../services/textbooks/moderation.ts';
import { setFeatured } from '../services/library.ts';
import { requireRole } from './auth.ts';
import type { Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  "A book as moderators see it"
  type ModeratedTextbook {
    id: ID!
    title: String!
    status: BookStatus!
    visibility: Visibility!
    language: String!
    hidden: Boolean!
    hiddenAt: String
    hiddenReason: String
    updatedAt: String!
  }

  "One version of the prompts and settings that write a book type"
  type GenerationConfig {
    id: ID!
    bookType: String!
    version: Int!
    "the version new books use"
    active: Boolean!
    systemPrompt: String!
    outlinePrompt: String!
    chapterPrompt: String!
    model: String
    temperature: Float!
    defaultChapterCount: Int!
    readingLevels: [String!]!
    "books written with this version; a used version can no longer be edited"
    bookCount: Int!
    createdAt: String!
    updatedAt: String!
  }

  input GenerationConfigInput {
    "textbook, storybook or worksheet (on create; textbook when not given)"
    bookType: String
    systemPrompt: String
    outlinePrompt: String
    chapterPrompt: String
    model: String
    "0 to 2"
    temperature: Float
    "the parts a new book offers: 1 to 30 chapters, 8 to 30 pages, 1 to 10 worksheets"
    defaultChapterCount: Int
    "textbooks only"
    readingLevels: [String!]
  }

  extend type Query {
    "admin or contentMod: every version of a book type (textbook, storybook, worksheet), newest first"
    generationConfigs(bookType: String!): [GenerationConfig!]!
    "admin or contentMod"
    generationConfig(id: ID!): GenerationConfig
  }

  extend type Mutation {
    "admin or contentMod: hides a book from everyone but its owner and moderators"
    hideTextbook(id: ID!, reason: String!): ModeratedTextbook!
    "admin or contentMod"
    unhideTextbook(id: ID!): ModeratedTextbook!
    "admin or contentMod: feature a public book on Discover, or stop featuring it"
    setTextbookFeatured(id: ID!, featured: Boolean!): Boolean!
    "admin or contentMod: a new inactive version, copied from the active one with these changes"
    createGenerationConfig(input: GenerationConfigInput!): GenerationConfig!
    "admin or contentMod: only a version no book has used"
    updateGenerationConfig(id: ID!, input: GenerationConfigInput!): GenerationConfig!
    "admin or contentMod: new books of its type use this version"
    activateGenerationConfig(id: ID!): GenerationConfig!
  }
`;

function iso(value: Date | string): string;
function iso(value: Date | string | null): string | null;
function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function bookOut(row: ModeratedTextbookRow) {
  return { ...row, hidden: row.hiddenAt !== null, hiddenAt: iso(row.hiddenAt), updatedAt: iso(row.updatedAt) };
}

function configOut(row: GenerationConfigRow) {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

type InputArg = { input: GenerationConfigInput & { bookType?: string | null } };

export const resolvers: Resolvers = {
  Query: {
    generationConfigs: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return (await listGenerationConfigs(ctx.knex, args.bookType)).map(configOut);
    },
    generationConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return configOut(await getGenerationConfig(ctx.knex, args.id));
    },
  },
  Mutation: {
    hideTextbook: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return bookOut(await hideTextbook(ctx.knex, args.id, args.reason));
    },
    unhideTextbook: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return bookOut(await unhideTextbook(ctx.knex, args.id));
    },
    setTextbookFeatured: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return (await setFeatured(ctx.knex, args.id, args.featured)).featured;
    },
    createGenerationConfig: async (_root, args: InputArg, ctx) => {
      const user = requireRole(ctx, 'admin', 'contentMod');
      const { bookType, ...input } = args.input;
      return configOut(await createGenerationConfig(ctx.knex, bookType ?? 'textbook', input, user.id));
    },
    updateGenerationConfig: async (_root, args: { id: string } & InputArg, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      const { bookType: _ignored, ...input } = args.input;
      return configOut(await updateGenerationConfig(ctx.knex, args.id, input));
    },
    activateGenerationConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return configOut(await activateGenerationConfig(ctx.knex, args.id));
    },
  },
};
