// The schema, assembled from one module per domain (SDL + resolvers side by side).
import * as system from './system.ts';
import type { Resolvers } from './types.ts';

const domains: { typeDefs: string; resolvers: Resolvers }[] = [system];

export const schema = domains.map((d) => d.typeDefs).join('\n');

export const resolvers: Resolvers = {};
for (const domain of domains) {
  for (const [typeName, fields] of Object.entries(domain.resolvers)) {
    resolvers[typeName] = { ...(resolvers[typeName] as object), ...(fields as object) } as Resolvers[string];
  }
}
