// Pre-rendered pages held in memory with their build-made brotli and gzip copies and an ETag,
// read once per process: a page is then answered from a Buffer, with no file lookup, stream or
// compression per request (the bench's "pre-rendered page ÷ bare Fastify route").
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, varyWithEncoding } from './compression.ts';

export interface CachedPage {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

const readOptional = (file: string) => readFile(file).catch(() => null);

export function pageCache() {
  const pages = new Map<string, Promise<CachedPage>>();
  return {
    /** The page of an .html file (the build's .br/.gz copies beside it, when it made them). */
    get(file: string): Promise<CachedPage> {
      let page = pages.get(file);
      if (!page) {
        page = (async () => {
          const [identity, br, gzip] = await Promise.all([readFile(file), readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
          const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
          return { identity, br, gzip, etag };
        })();
        page.catch(() => pages.delete(file));
        pages.set(file, page);
      }
      return page;
    },
  };
}

/** Answers with the page in the encoding the request prefers, or 304 when its copy is current. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
  reply.header('etag', page.etag).header('cache-control', cacheControl)
    .header('vary', varyWithEncoding(reply.getHeader('vary') as string | undefined))
    .type('text/html; charset=utf-8');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : null;
  if (body) return reply.header('content-encoding', encoding).send(body);
  return reply.send(page.identity);
}
