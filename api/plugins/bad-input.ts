// Addresses no page or API can use, refused with a 400 and a message before any route runs: a NUL
// character (raw or %00) anywhere in the path or query (Postgres text refuses it, so it would
// otherwise end as a 500 deep inside a search), and a query string whose percent escapes are not
// UTF-8 (the path's are refused by Fastify's router already). Bodies are checked where they are
// read: GraphQL variables (api/graphql/http.ts), /login's fields (zod and the e-mail rule).
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Why a request target is refused, or undefined when it is fine. */
export function badTargetProblem(url: string): string | undefined {
  if (url.includes('\u0000') || /%00/i.test(url)) return 'The address contains a NUL character';
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  for (const part of url.slice(query + 1).split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return 'The address has a malformed percent escape (not UTF-8)';
    }
  }
  return undefined;
}

export const badInputPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const problem = badTargetProblem(request.raw.url ?? request.url);
    if (problem) throw AppError.badInput(problem);
  });
}, { name: 'bad-input', dependencies: ['errors'] });
