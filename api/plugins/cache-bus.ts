// Ends every instance's library cache (and its cached site announcement) when any instance writes (issue 11, "two instances, one
// database"). A GraphQL mutation ends this process's cache at once (api/plugins/graphql.ts) and
// then sends `NOTIFY library_cache` with this instance's id; every other instance LISTENs on one
// connection of its own and ends its cache when a notice comes from another id. So a listing on
// instance B is no older than a write on instance A plus the notice's trip (milliseconds), not
// the TTL. A lost connection is opened again (with backoff) and the cache ended then too, since
// notices sent while it was down were missed. Postgres is already the one shared store: no
// broker to run.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import pg from 'pg';
import { forgetAnnouncement } from '../services/announcement.ts';
import { libraryCache } from '../services/library-cache.ts';

export const CACHE_CHANNEL = 'library_cache';
const RETRY_MS = [250, 1000, 5000];

export const cacheBusPlugin = fp(async (app) => {
  const instance = randomUUID();
  const cache = libraryCache(app.knex);
  const connection = (app.knex.client.config as { connection: pg.ClientConfig }).connection;
  let client: pg.Client | null = null;
  let closing = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const listen = async () => {
    if (closing) return;
    const next = new pg.Client({ ...connection, application_name: 'bookloom-cache-bus' });
    next.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL || message.payload === instance) return;
      cache.changed();
      // the site announcement is a global config: an admin's save elsewhere shows here at once
      forgetAnnouncement();
    });
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'library cache listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closing) {
        await next.end();
        return;
      }
      client = next;
      // whatever was sent while no listener was up is unknown: start afresh
      if (failures > 0) {
        cache.changed();
        forgetAnnouncement();
      }
      failures = 0;
    } catch (error) {
      app.log.warn({ err: error }, 'library cache listener could not connect; retrying');
      void next.end().catch(() => undefined);
      retry();
    }
  };
  const retry = () => {
    if (closing) return;
    clearTimeout(timer);
    timer = setTimeout(() => void listen(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    timer.unref();
  };

  app.decorate('announceLibraryChange', async () => {
    await app.knex.raw('select pg_notify(?, ?)', [CACHE_CHANNEL, instance]);
  });
  await listen();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  });
}, { name: 'cache-bus', dependencies: ['db'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** tells the other instances their library cache is out of date (this one's is ended already) */
    announceLibraryChange: () => Promise<void>;
  }
}
