// Exports over GraphQL (issue 17): ask for a book's file, follow its build, list the last files.
// A worksheet group's PDF is its students' sheets or its answer key (`sheet`), each on A4 or Letter.
// The owner and moderators may export any of their books; anyone a public, finished one. A book
// nobody may export answers NOT_FOUND, as its pages do.
import { bookExports, exportById, exportView, requestExport } from '../exports/service.ts';
import type { Context, Resolvers } from './types.ts';
import { viewer } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  enum ExportFormat {
    pdf
    epub
    docx
    "a gamebook's Twee 3, for Twine 2"
    twee
  }

  "a PDF's paper"
  enum Paper {
    a4
    letter
  }

  "a worksheet group's PDF: the students' sheets (no answers) or the teacher's answer key"
  enum WorksheetSheet {
    student
    key
  }

  enum ExportStatus {
    queued
    building
    done
    failed
  }

  type BookExport {
    id: ID!
    bookId: ID!
    format: ExportFormat!
    "a PDF's paper (null for the other formats)"
    paper: Paper
    "a worksheet group's PDF: the students' sheets or the answer key (null for the other files)"
    sheet: WorksheetSheet
    "false when the book has changed since this file was made (a file just asked for is of the book as it is)"
    current: Boolean!
    status: ExportStatus!
    "0 to 100"
    progress: Int!
    "the file's size in bytes, once built"
    bytes: Int
    "the name the file is saved under"
    fileName: String
    "a link to download the file once built (it expires when the files are in a bucket)"
    url: String
    "a link that opens the file in the browser (PDFs: its viewer), expiring as url does"
    viewUrl: String
    errorMessage: String
    createdAt: String!
    finishedAt: String
  }

  extend type Query {
    "the book's last file of each format, newest first"
    bookExports(bookId: ID!): [BookExport!]!
    "one export, to follow its build"
    bookExport(id: ID!): BookExport!
  }

  extend type Mutation {
    "the book as a file: the one built for this version of the book, or a new build; a PDF on the paper asked for, else the paper of the book's language (US Letter for English, A4 elsewhere); a worksheet group's PDF is the students' sheets or, with sheet: key, the answer key (sheet is refused for anything else)"
    exportBook(bookId: ID!, format: ExportFormat!, paper: Paper, sheet: WorksheetSheet): BookExport!
  }
`;

type Row = Record<string, any>;


const view = (ctx: Context, row: Row) => exportView(ctx.config, row);

export const resolvers: Resolvers = {
  Query: {
    bookExports: async (_r, a, ctx) => Promise.all((await bookExports(ctx.knex, viewer(ctx), a.bookId)).map((row) => view(ctx, row))),
    bookExport: async (_r, a, ctx) => view(ctx, await exportById(ctx.knex, viewer(ctx), a.id)),
  },
  Mutation: {
    exportBook: async (_r, a, ctx) => view(ctx, await requestExport({ knex: ctx.knex, config: ctx.config, jobs: ctx.jobs }, viewer(ctx), a.bookId, { format: a.format, ...(a.paper ? { paper: a.paper } : {}), ...(a.sheet ? { sheet: a.sheet } : {}) })),
  },
};
