// Builds the Fastify app from plugins, one concern each. main.ts starts it; tests build it with
// a database of their own and use app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Config } from './config.ts';
import type { Jobs } from './jobs/boss.ts';
import { drainPlugin } from './plugins/drain.ts';
import { badInputPlugin } from './plugins/bad-input.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { cspReportPlugin } from './plugins/csp-report.ts';
import { dbPlugin } from './plugins/db.ts';
import { cacheBusPlugin } from './plugins/cache-bus.ts';
import { authPlugin } from './plugins/auth.ts';
import { healthPlugin } from './plugins/health.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { shareImagePlugin } from './plugins/share-image.ts';
import { localFilesPlugin } from './plugins/local-files.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { sitePlugin } from './plugins/site.ts';
import { stripeWebhookPlugin } from './payments/webhook.ts';

export interface BuildOptions {
  config: Config;
  knex: Knex;
  /** serve the built Astro site (dist/); API-only tests leave it off */
  site?: boolean;
  logger?: boolean | object;
  /** the job queue; absent in tests that don't need one */
  jobs?: Jobs;
}

/** Largest request body accepted by any route; larger ones get 413. */
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ config, knex, site = true, logger = false, jobs }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: config.LOG_LEVEL } : logger,
    bodyLimit: BODY_LIMIT,
    // never trailing slashes: /en/home/ is redirected, not served twice (see security plugin)
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // only the configured reverse proxies' X-Forwarded-For counts (TRUST_PROXY); none by default
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.decorate('config', config);
  app.decorate('jobs', jobs ?? null);
  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(badInputPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { knex });
  await app.register(cacheBusPlugin);
  await app.register(authPlugin);
  await app.register(healthPlugin);
  await app.register(cspReportPlugin);
  await app.register(graphqlPlugin);
  await app.register(shareImagePlugin);
  await app.register(localFilesPlugin);
  await app.register(uploadsPlugin);
  await app.register(stripeWebhookPlugin);
  if (site) await app.register(sitePlugin);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    jobs: Jobs | null;
  }
}
