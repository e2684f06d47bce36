// POST /api/stripe/webhook: Stripe's events. The signature is checked on the RAW body (bytes as
// sent: a re-serialised JSON would not match) with the SDK's constructEvent and a 300 s
// tolerance; a bad or old signature is a 400 and nothing changes. Verified events are applied
// once (service.ts applyEvent); unknown types are acknowledged with 200 and ignored.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { applyEvent, NotYetKnown } from './service.ts';
import { Stripe, stripeOptions, WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.ts';

export const WEBHOOK_PATH = '/api/stripe/webhook';
/** Stripe's events are a few KB; anything near this is not one */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // in this context only: every body stays the raw bytes
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const config = app.config;
  const verifier = new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_unset', stripeOptions(config));

  app.post(WEBHOOK_PATH, async (request, reply) => {
    if (!config.paymentsEnabled || !config.STRIPE_WEBHOOK_SECRET) {
      return reply.code(404).send({ error: 'Payments are not set up on this site' });
    }
    const signature = request.headers['stripe-signature'];
    const body = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      return reply.code(400).send({ error: 'A Stripe-Signature header and a body are required' });
    }
    let event: Stripe.Event;
    try {
      event = verifier.webhooks.constructEvent(body, signature, config.STRIPE_WEBHOOK_SECRET, WEBHOOK_TOLERANCE_SECONDS);
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'stripe webhook refused');
      return reply.code(400).send({ error: 'The signature does not match, or the event is too old' });
    }
    try {
      const outcome = await applyEvent(app.knex, event);
      return reply.code(200).send({ received: true, outcome });
    } catch (err) {
      if (err instanceof NotYetKnown) {
        // Stripe retries non-2xx answers: the purchase this refers to may arrive meanwhile
        return reply.code(409).send({ error: err.message });
      }
      throw err;
    }
  });
}

export const stripeWebhookPlugin = fp(async (app) => {
  await app.register(webhookRoutes);
}, { name: 'stripe-webhook', dependencies: ['db'] });
