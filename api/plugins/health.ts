// GET /healthz: the process is up. GET /readyz: the database answers and every migration in the
// code has been applied, so a load balancer only sends traffic to an instance that can serve it.
import fp from 'fastify-plugin';
import { pendingMigrations } from '../../db/knex.ts';

export const healthPlugin = fp(async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.knex.raw('select 1');
      const pending = await pendingMigrations(app.knex);
      if (pending.length > 0) {
        return reply.code(503).send({ status: 'unavailable', reason: `migrations pending: ${pending.join(', ')}` });
      }
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}, { name: 'health', dependencies: ['db'] });
