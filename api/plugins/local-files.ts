// GET /api/local/<key>: the local file store's files (api/storage), when no bucket is configured.
// Keys never change content (images/<id>/…, exports/<id>/…), so answers are cached for a year
// with an ETag; `?download=<name>` asks the browser to save the file under that name. Files are
// served with a sandboxing CSP and nosniff: a picture is only ever a picture here.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { isIdOf } from '../../core/ids.ts';
import { ART_STYLES, type ArtStyle } from '../../core/storybook.ts';
import { drawPage } from '../ai/illustrator/offline.ts';
import { AppError } from '../errors.ts';
import { checkKey, createStorage, StorageError } from '../storage/index.ts';

export const LOCAL_FILES_PREFIX = '/api/local/';

const IMAGE_FILE = /^(original|\d{2,4})\.(webp|avif|png|jpg|svg)$/;

const STYLE_SAMPLE_CAST = [
  { id: 'sample-child', name: 'Mia', kind: 'child' as const, look: 'a small girl with curly black hair and round glasses', clothes: 'a yellow raincoat and red boots', colours: 'yellow, red' },
  { id: 'sample-fox', name: 'Pip', kind: 'animal' as const, look: 'a little orange fox', clothes: 'a green scarf', colours: 'orange, green' },
];

/** The style samples' size in the wizard (160 × 120), at twice the pixels for sharp screens. */
const STYLE_SAMPLE_WIDTH = 320;

export const localFilesPlugin = fp(async (app) => {
  // a small picture of each art style, drawn by the offline illustrator, for the wizard's choice:
  // as SVG, or as a small WebP (what the wizard shows: six SVG documents were six documents for
  // a phone to parse and paint, 13–15 KB each; a WebP is one decode of a few KB), made once
  const webp = new Map<string, Promise<Buffer>>();
  app.get('/api/style-samples/:file', async (request, reply) => {
    const [, style, type] = /^([a-z-]+)\.(svg|webp)$/.exec((request.params as { file: string }).file) ?? [];
    if (!style || !(ART_STYLES as readonly string[]).includes(style)) throw AppError.notFound('No such art style');
    const svg = () => drawPage({ bookId: 'style-sample', pageNumber: 1, artStyle: style as ArtStyle, scene: { setting: 'meadow', timeOfDay: 'day', description: style }, characters: STYLE_SAMPLE_CAST, alt: style });
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('x-content-type-options', 'nosniff');
    if (type === 'webp') {
      let made = webp.get(style);
      if (!made) {
        made = sharp(Buffer.from(svg())).resize({ width: STYLE_SAMPLE_WIDTH }).webp({ quality: 72 }).toBuffer();
        made.catch(() => webp.delete(style));
        webp.set(style, made);
      }
      return reply.type('image/webp').send(await made);
    }
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.type('image/svg+xml').send(svg());
  });

  // a picture's stable address, whatever the store: the local file itself, or a redirect to the
  // bucket (a presigned link, or the public base); the library's covers use it
  app.get('/api/images/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    if (!isIdOf('WebImg', id) || !IMAGE_FILE.test(file)) throw AppError.notFound('No such picture');
    const storage = createStorage(app.config);
    const key = `images/${id.toLowerCase()}/${file}`;
    if (storage.driver !== 'local') {
      reply.header('cache-control', 'public, max-age=3000');
      return reply.redirect(await storage.url(key, { expiresInSeconds: 3600 }), 302);
    }
    const found = await storage.get(key);
    if (!found) throw AppError.notFound('No such picture');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.type(found.contentType).send(found.body);
  });

  app.get('/api/local/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const storage = createStorage(app.config);
    if (storage.driver !== 'local') throw AppError.notFound('Files are served from the storage bucket');
    try {
      checkKey(key);
    } catch (error) {
      if (error instanceof StorageError) throw AppError.notFound('No such file');
      throw error;
    }
    const file = await storage.get(key);
    if (!file) throw AppError.notFound('No such file');
    const etag = `"${createHash('sha1').update(file.body).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // sandboxed, so a stored file never runs script as this site; but a sandboxed PDF is refused by
    // the browser's viewer, and a PDF is only ever one the export pipeline made
    const pdf = file.contentType === 'application/pdf';
    reply.header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; img-src data:${pdf ? '' : '; sandbox'}`);
    reply.header('x-content-type-options', 'nosniff');
    // ?download=<name> saves the file under that name; ?view=<name> shows it, named so if saved
    const query = request.query as { download?: unknown; view?: unknown };
    const [disposition, name] = typeof query.download === 'string' && query.download ? ['attachment', query.download]
      : typeof query.view === 'string' && query.view ? ['inline', query.view] : [null, ''];
    if (disposition) {
      const safe = name.replace(/[\u0000-\u001f"\\/]/g, '_').slice(0, 200);
      reply.header('content-disposition', `${disposition}; filename="${safe.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(safe)}`);
    }
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(file.body);
  });
});
