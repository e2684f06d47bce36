// The admin and moderator domain (spec §2 /admin/*, /moderator/users; §6 roles): global configs
// and tasks for admins, user moderation for admins and content moderators. Every resolver
// checks roles first (./auth.ts); services hold the rules. JSON values travel as JSON text so a
// value of any shape (object, list, string, number, null) round-trips exactly.
import {
  createGlobalConfig, deleteGlobalConfig, getGlobalConfig, listGlobalConfigs, updateGlobalConfig,
  type GlobalConfigInput, type GlobalConfigRow,
} from '../services/global-configs.ts';
import { searchUsers, setUserDisabled, setUserRoles, slugsByUserIds, usersByIds, type ModeratedUserRow } from '../services/moderation.ts';
import {
  cancelTask, createTask, getTask, listTasks, startTask, taskTypeList, updateTask, type Page, type TaskInput, type TaskRow,
} from '../services/tasks.ts';
import { requireRole } from './auth.ts';
import type { Loaders, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  "A run-time setting of the product (admin only)"
  type GlobalConfig {
    "letters, digits, _ . -; starts with a letter"
    key: ID!
    "the value as JSON text"
    value: String!
    description: String!
    createdAt: String!
    updatedAt: String!
  }

  input CreateGlobalConfigInput {
    key: String!
    "any JSON, as text"
    value: String!
    description: String
  }

  input UpdateGlobalConfigInput {
    "any JSON, as text"
    value: String
    description: String
  }

  "A kind of admin task the server knows how to run"
  type TaskType {
    type: String!
    description: String!
  }

  "An admin task: queued, running, done, failed or cancelled"
  type Task {
    id: ID!
    type: String!
    status: String!
    "JSON object text"
    payload: String!
    "JSON text, once the task has finished"
    result: String
    createdBy: AdminUser
    createdAt: String!
    updatedAt: String!
    startedAt: String
    finishedAt: String
  }

  type TaskPage {
    items: [Task!]!
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  input CreateTaskInput {
    type: String!
    "JSON object text; {} when empty"
    payload: String
  }

  input UpdateTaskInput {
    type: String
    "JSON object text"
    payload: String
  }

  "A user as moderators see them (e-mail and roles included)"
  type AdminUser {
    id: ID!
    email: String!
    name: String!
    picture: String
    roles: [String!]!
    disabled: Boolean!
    disabledAt: String
    createdAt: String!
    "the current page address (@slug)"
    slug: String
  }

  type AdminUserPage {
    items: [AdminUser!]!
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  extend type Query {
    "admin"
    globalConfigs: [GlobalConfig!]!
    "admin"
    globalConfig(key: ID!): GlobalConfig
    "admin: newest first, 20 a page"
    tasks(status: String, page: Int): TaskPage!
    "admin"
    task(id: ID!): Task
    "admin"
    taskTypes: [TaskType!]!
    "admin or contentMod: e-mail or name contains the search text, 20 a page"
    moderatorUsers(search: String, page: Int): AdminUserPage!
  }

  type Mutation {
    "admin"
    createGlobalConfig(input: CreateGlobalConfigInput!): GlobalConfig!
    "admin"
    updateGlobalConfig(key: ID!, input: UpdateGlobalConfigInput!): GlobalConfig!
    "admin"
    deleteGlobalConfig(key: ID!): GlobalConfig!
    "admin: inserts a queued task and starts it"
    createTask(input: CreateTaskInput!): Task!
    "admin: only a queued task"
    updateTask(id: ID!, input: UpdateTaskInput!): Task!
    "admin: only a queued task"
    cancelTask(id: ID!): Task!
    "admin or contentMod; only an admin grants or removes admin"
    setUserRoles(id: ID!, roles: [String!]!): AdminUser!
    "admin or contentMod; never yourself"
    setUserDisabled(id: ID!, disabled: Boolean!): AdminUser!
  }
`;

function iso(value: Date | string): string;
function iso(value: Date | string | null): string | null;
function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function configOut(row: GlobalConfigRow) {
  return { ...row, value: JSON.stringify(row.value), createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

function taskOut({ createdBy, ...row }: TaskRow) {
  return {
    ...row,
    // the loader (below) makes the AdminUser of Task.createdBy from this id
    createdById: createdBy,
    payload: JSON.stringify(row.payload),
    result: row.result === null || row.result === undefined ? null : JSON.stringify(row.result),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

function userOut(row: ModeratedUserRow) {
  return { ...row, disabled: row.disabledAt !== null, disabledAt: iso(row.disabledAt), createdAt: iso(row.createdAt) };
}

function pageOut<T, U>(page: Page<T>, map: (item: T) => U): Omit<Page<T>, 'items'> & { items: U[] } {
  return { ...page, items: page.items.map(map) };
}

export const resolvers: Resolvers = {
  Query: {
    globalConfigs: async (_root, _args, ctx) => {
      requireRole(ctx, 'admin');
      return (await listGlobalConfigs(ctx.knex)).map(configOut);
    },
    globalConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return configOut(await getGlobalConfig(ctx.knex, args.key));
    },
    tasks: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return pageOut(await listTasks(ctx.knex, args), taskOut);
    },
    task: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return taskOut(await getTask(ctx.knex, args.id));
    },
    taskTypes: (_root, _args, ctx) => {
      requireRole(ctx, 'admin');
      return taskTypeList();
    },
    moderatorUsers: async (_root, args, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      return pageOut(await searchUsers(ctx.knex, args), userOut);
    },
  },
  Mutation: {
    createGlobalConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return configOut(await createGlobalConfig(ctx.knex, args.input));
    },
    updateGlobalConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return configOut(await updateGlobalConfig(ctx.knex, args.key, args.input));
    },
    deleteGlobalConfig: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return configOut(await deleteGlobalConfig(ctx.knex, args.key));
    },
    createTask: async (_root, args, ctx) => {
      const user = requireRole(ctx, 'admin');
      const task = await createTask(ctx.knex, args.input, user.id);
      await startTask(ctx.knex, ctx.jobs, task.id);
      return taskOut(await getTask(ctx.knex, task.id));
    },
    updateTask: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return taskOut(await updateTask(ctx.knex, args.id, args.input));
    },
    cancelTask: async (_root, args, ctx) => {
      requireRole(ctx, 'admin');
      return taskOut(await cancelTask(ctx.knex, args.id));
    },
    setUserRoles: async (_root, args, ctx) => {
      const actor = requireRole(ctx, 'admin', 'contentMod');
      return userOut(await setUserRoles(ctx.knex, actor, args.id, args.roles));
    },
    setUserDisabled: async (_root, args, ctx) => {
      const actor = requireRole(ctx, 'admin', 'contentMod');
      return userOut(await setUserDisabled(ctx.knex, actor, args.id, args.disabled));
    },
  },
};

/** Per-row relations, batched per request (one query for a whole page, never one per row). */
export const loaders: Loaders = {
  Task: {
    createdBy: async (queries: { obj: { createdById: string | null } }[], ctx) => {
      const ids = queries.map((q) => q.obj.createdById);
      const found = await usersByIds(ctx.knex, ids.filter((id): id is string => id !== null));
      const byId = new Map(found.filter((u) => u !== null).map((u) => [u.id, userOut(u)]));
      return ids.map((id) => (id === null ? null : byId.get(id) ?? null));
    },
  },
  AdminUser: {
    slug: async (queries: { obj: { id: string } }[], ctx) => slugsByUserIds(ctx.knex, queries.map((q) => q.obj.id)),
  },
};
