// The types made from the GraphQL schema (scripts/graphql-types.ts) are the schema's: a change to
// the SDL in api/graphql/*.ts without `npm run graphql:types` fails here, before the resolvers'
// or the site's types can drift from what the server answers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedFiles, FILES } from '../../scripts/graphql-types.ts';

describe('types from the schema', () => {
  it('schema.graphql, the site\'s gql.tada schema and the resolver types match the SDL the api serves', async () => {
    const expected = await expectedFiles();
    for (const [key, file] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
      expect(readFileSync(file, 'utf8'), `${file} is out of date: npm run graphql:types`).toBe(expected[key]);
    }
  });

  it('the printed schema carries the enums and the types clients use', async () => {
    const { schema } = await expectedFiles();
    expect(schema).toMatch(/^enum BookStatus \{/m);
    expect(schema).toMatch(/^interface Book \{/m);
    expect(schema).toContain('type TextbookChapter {');
  });
});
