// Content coding for answers: which encoding a request accepts, and a wrapper that compresses
// what a handler writes straight to Node's response (the Astro SSR handler writes there, past
// Fastify's onSend hooks, so @fastify/compress never sees those answers).
import type { IncomingMessage, ServerResponse, OutgoingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this go out as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality for answers made per request: 4 is about gzip's speed at a better ratio. */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

/** Types worth compressing (images, fonts and archives are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** br, then gzip, then identity, by the Accept-Encoding header's q-values (q=0 refuses). */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Adds accept-encoding to a Vary header value. */
export function varyWithEncoding(current: string | number | string[] | undefined): string {
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (!value) return 'accept-encoding';
  if (value.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return value;
  return `${value}, accept-encoding`;
}

function headerValue(headers: OutgoingHttpHeaders | undefined, res: ServerResponse, name: string) {
  if (headers) {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  }
  return res.getHeader(name);
}

/**
 * Makes res compress what is written to it, when the answer turns out to be compressible
 * (decided at writeHead from its status, type and length). Chunks are flushed as the handler
 * writes them, so a streamed page still streams.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...rest: unknown[]) => ServerResponse;
  let stream: BrotliCompress | Gzip | null = null;
  let flushQueued = false;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as OutgoingHttpHeaders | undefined;
    const type = String(headerValue(headers, res, 'content-type') ?? '');
    const length = headerValue(headers, res, 'content-length');
    const compressible = COMPRESSIBLE.test(type) && !headerValue(headers, res, 'content-encoding')
      && status !== 204 && status !== 206 && status !== 304 && status >= 200;
    if (compressible) {
      const vary = varyWithEncoding(headerValue(headers, res, 'vary'));
      if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'vary') delete headers[key];
      res.setHeader('vary', vary);
      if (encoding !== 'identity' && (length === undefined || Number(length) >= COMPRESS_THRESHOLD)) {
        if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-length') delete headers[key];
        res.removeHeader('content-length');
        res.setHeader('content-encoding', encoding);
        stream = encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } })
          : createGzip({ level: DYNAMIC_GZIP_LEVEL });
        stream.on('data', (chunk: Buffer) => write(chunk));
        stream.on('end', () => end());
        stream.on('error', (err) => res.destroy(err));
        res.on('close', () => stream?.destroy());
      }
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!stream) return write(chunk, ...rest);
    if (!res.headersSent) res.writeHead(res.statusCode);
    const encodingArg = typeof rest[0] === 'string' ? rest[0] as BufferEncoding : undefined;
    stream.write(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : chunk as Buffer);
    if (!flushQueued) {
      flushQueued = true;
      setImmediate(() => { flushQueued = false; stream?.flush(); });
    }
    return true;
  }) as typeof res.write;

  res.end = ((...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!stream) return end(...rest);
    const [chunk] = rest;
    if (chunk !== undefined && typeof chunk !== 'function') stream.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk as Buffer);
    stream.end();
    return res;
  }) as typeof res.end;
}
