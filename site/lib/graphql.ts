// The site's GraphQL operations, typed from the schema (issue 16): `graphql()` (gql.tada) reads an
// operation's own text against site/lib/graphql-env.d.ts (made from api/graphql/schema.graphql by
// `npm run graphql:types`), so its variables and result have the schema's types, enums as unions:
// no hand-written mirror of a GraphQL type in site/. `request()` sends one through the site's
// client (site/lib/graphql-client.ts: the token, errors as GraphQLRequestError).
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
import { print } from '@0no-co/graphql.web';
import { graphqlRequest, type GraphQLRequestOptions } from './graphql-client.ts';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { ID: string; JSON: unknown };
  // a fragment's fields are read where it is spread, as plain fields
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

const texts = new WeakMap<object, { name: string; query: string }>();

/** Sends the operation with its variables; answers its data, typed by the operation. */
export function request<D extends TadaDocumentNode<any, any>>(
  document: D, ...[variables, options]: VariablesOf<D> extends Record<string, never> ? [variables?: VariablesOf<D>, options?: GraphQLRequestOptions] : [variables: VariablesOf<D>, options?: GraphQLRequestOptions]
): Promise<ResultOf<D>> {
  let text = texts.get(document);
  if (!text) {
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const name = operation && 'name' in operation && operation.name ? operation.name.value : 'Anonymous';
    text = { name, query: print(document) };
    texts.set(document, text);
  }
  return graphqlRequest<ResultOf<D>>(text.name, text.query, (variables ?? {}) as Record<string, unknown>, options ?? {});
}
