// The kinds' wizard calls (site/components/kinds/*/wizard/api.ts) over their own GraphQL
// operations, through the site's client (site/lib/graphql.ts): each answers the one field of the
// data it asks for. Errors are sorted by the create wizards' errorKind (api.ts).
import type { TadaDocumentNode } from 'gql.tada';
import { request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** Any operation of the schema, as request() takes it. */
type Operation = TadaDocumentNode<any, any>;

function send<D extends Operation>(document: D, variables: VariablesOf<D>, signal?: AbortSignal): Promise<ResultOf<D>> {
  const call = request as (document: D, variables: VariablesOf<D>, options: { signal?: AbortSignal }) => Promise<ResultOf<D>>;
  return call(document, variables, signal ? { signal } : {});
}

/** Sends the operation and answers the field `key` of its data (`worksheetGroup`, `startCookbook`). */
export async function answer<D extends Operation, K extends keyof ResultOf<D>>(
  document: D, key: K, variables: VariablesOf<D>, signal?: AbortSignal,
): Promise<ResultOf<D>[K]> {
  return (await send(document, variables, signal))[key];
}

/** The kind's costs (the field `key`) and the author's balance, asked together. */
export async function creditsOf<D extends Operation, K extends keyof ResultOf<D>>(document: D, key: K): Promise<{ costs: ResultOf<D>[K]; balance: number }> {
  const data = await send(document, {} as VariablesOf<D>);
  return { costs: data[key], balance: (data as { creditBalance: number }).creditBalance };
}
