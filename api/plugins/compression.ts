// Compresses answers made per request (GraphQL JSON, pages with the announcement put in, error
// bodies) above COMPRESS_THRESHOLD: brotli at a moderate quality for speed, gzip for clients
// without brotli, `Vary: Accept-Encoding` on everything compressible. Built files are not
// compressed here: the build wrote .br/.gz copies (site/integrations/precompress.ts) that the
// site plugin sends as they are, and the Astro SSR answers are wrapped in the site plugin.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import { COMPRESS_THRESHOLD, COMPRESSIBLE, DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL, varyWithEncoding } from '../lib/compression.ts';

export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    global: true,
    // request bodies stay as sent: nobody posts compressed bodies here, and it is one less way in
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
  // an answer sent as it is (identity asked for, or below the threshold) could have been
  // compressed for another request: caches must key it by Accept-Encoding too
  app.addHook('onSend', async (_request, reply, payload) => {
    if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('vary', varyWithEncoding(reply.getHeader('vary') as string | undefined));
    }
    return payload;
  });
}, { name: 'compression' });
