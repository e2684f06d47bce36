// The types the code gets from the GraphQL schema (issue 16: typed GraphQL end to end). One
// source, the SDL the api assembles (api/graphql/index.ts), and three files made from it:
//   api/graphql/schema.graphql         the schema, printed and sorted (what clients and tools read)
//   site/lib/graphql-env.d.ts          the schema for gql.tada: the site's operations are typed by
//                                      TypeScript from their own text (site/lib/graphql.ts)
//   api/graphql/resolver-types.ts      the resolvers' argument and result types (GraphQL Code Generator)
// `npm run graphql:types` writes them; `--check` (and tests/unit/graphql-types.test.ts) fails when
// one is not what the schema makes, so a schema change without its types never lands.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, introspectionFromSchema, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { schema as sdl } from '../api/graphql/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FILES = {
  schema: 'api/graphql/schema.graphql',
  tada: 'site/lib/graphql-env.d.ts',
  resolvers: 'api/graphql/resolver-types.ts',
} as const;

const HEADER = '// Made by scripts/graphql-types.ts from the schema (api/graphql/*.ts): `npm run graphql:types`. Do not edit.\n';

/** What each file should hold for the schema as the api assembles it now. */
export async function expectedFiles(): Promise<Record<keyof typeof FILES, string>> {
  const schema = lexicographicSortSchema(buildSchema(sdl));
  const printed = printSchema(schema);
  const tada = outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(schema)), { fileType: '.d.ts', shouldPreprocess: true });
  const resolvers = await codegen({
    filename: FILES.resolvers,
    schema: parse(printed),
    documents: [],
    config: {
      // the resolvers' context is Mercurius's (api/graphql/types.ts); parents are what our mappers return
      contextType: './types.ts#Context',
      // a resolver returns what it knows of an object (its other fields have resolvers or loaders),
      // at every depth (a page's items too)
      defaultMapper: 'DeepPartial<{T}>',
      useTypeImports: true,
      enumsAsTypes: true,
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      scalars: { ID: 'string' },
      useIndexSignature: true,
      optionalResolveType: true,
    },
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
  });
  const deepPartial = 'type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;\n';
  return { schema: printed.endsWith('\n') ? printed : `${printed}\n`, tada, resolvers: `${HEADER}/* eslint-disable */\n${resolvers}\n${deepPartial}` };
}

async function main() {
  const check = process.argv.includes('--check');
  const expected = await expectedFiles();
  const stale: string[] = [];
  for (const [key, file] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
    const full = path.join(ROOT, file);
    let current = '';
    try { current = readFileSync(full, 'utf8'); } catch { /* a new file */ }
    if (current === expected[key]) continue;
    if (check) stale.push(file);
    else writeFileSync(full, expected[key]);
  }
  if (stale.length) {
    console.error(`Out of date with the schema: ${stale.join(', ')}. Run npm run graphql:types.`);
    process.exit(1);
  }
  if (!check) console.log(`Wrote ${Object.values(FILES).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
