// POST /api/uploads/images: an owner's own picture (issue 16). The body is the file's bytes as
// they are (the browser sends the File; its name and Content-Type are not trusted: the bytes
// are sniffed). Signed-in users only (the session cookie, SameSite=Lax, or a Bearer token, as
// for GraphQL); 60 uploads an hour each. Answers 201 { upload: { id }, image }, or a 4xx with
// one message per refusal: not a JPEG/PNG/WebP (415), over 10 MB (413), over 40 megapixels or
// damaged (422), too many (429).
import { AppError, SOMETHING_WENT_WRONG, toAppError } from '../errors.ts';
import { acceptUpload, imageView, UPLOAD_MAX_BYTES } from '../images/index.ts';
import { createStorage } from '../storage/index.ts';
import type { FastifyInstance } from 'fastify';

export const UPLOADS_PER_HOUR = 60;

export async function uploadsPlugin(app: FastifyInstance) {
  // every body reaches the route as bytes, whatever it says it is (scoped to this plugin)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((err, request, reply) => {
    const appError = (err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? new AppError(413, 'PAYLOAD_TOO_LARGE', 'The picture is larger than 10 MB')
      : toAppError(err);
    if (appError.status >= 500) request.log.error({ err }, 'upload failed');
    return reply.code(appError.status).type('application/json; charset=utf-8')
      .send({ error: appError.status >= 500 ? SOMETHING_WENT_WRONG : appError.message, code: appError.code });
  });

  app.post('/api/uploads/images', { bodyLimit: UPLOAD_MAX_BYTES }, async (request, reply) => {
    const user = request.user;
    if (!user) throw AppError.unauthenticated('Sign in to upload a picture');
    const recent = await app.knex('image_uploads').where({ user_id: user.id }).where('created_at', '>', app.knex.raw("now() - interval '1 hour'")).count<{ n: string }[]>('* as n').first();
    if (Number(recent?.n ?? 0) >= UPLOADS_PER_HOUR) throw new AppError(429, 'TOO_MANY_REQUESTS', `You have uploaded ${UPLOADS_PER_HOUR} pictures in the last hour: please wait a little`);
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw AppError.badInput('Send the picture as the request body');
    const alt = typeof (request.query as { alt?: unknown }).alt === 'string' ? String((request.query as { alt: string }).alt).slice(0, 300) : '';
    const storage = createStorage(app.config);
    const { upload, image } = await acceptUpload({ knex: app.knex, storage }, user.id, body, alt);
    return reply.code(201).send({ upload: { id: upload.id }, image: await imageView(storage, image) });
  });
}
