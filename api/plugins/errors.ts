// One error handler for every route: bad input gets a clear message and a 4xx; anything
// unexpected is logged and answered with a generic message, never a stack trace.
import fp from 'fastify-plugin';
import { SOMETHING_WENT_WRONG, toAppError } from '../errors.ts';

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err);
    if (appError.status >= 500) request.log.error({ err }, 'request failed');
    const body: Record<string, unknown> = {
      error: appError.status >= 500 ? SOMETHING_WENT_WRONG : appError.message,
      code: appError.code,
    };
    if (appError.fields) body.fields = appError.fields;
    return reply.code(appError.status).type('application/json; charset=utf-8').send(body);
  });
}, { name: 'errors' });
