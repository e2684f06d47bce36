// Draining on SIGTERM (api/main.ts calls app.close()): Fastify stops listening, closes idle
// keep-alive connections and answers new requests on open ones with 503, then waits for every
// connection to end. A request already in flight finishes, but its answer would say
// `keep-alive`: the connection then stays open, idle, until the client or keepAliveTimeout
// (72 s) ends it, and the process outlives its shutdown deadline. So once closing starts, every
// answer still to be sent says `Connection: close` (Node then ends the socket after it), and an
// answer whose headers are already out (a long download) ends its socket when it is done.
// Astro writes its pages to the raw response, so this works on the raw responses, not in onSend.
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';

export const drainPlugin = fp(async (app) => {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) {
      res.setHeader('connection', 'close');
    } else {
      const socket = res.socket;
      res.once('finish', () => socket?.end());
    }
  };
  app.addHook('onRequest', async (_request, reply) => {
    const res = reply.raw;
    if (closing) {
      closeAfter(res);
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const res of inFlight) closeAfter(res);
    inFlight.clear();
  });
}, { name: 'drain' });
