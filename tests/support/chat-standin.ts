// A local stand-in for an OpenAI-compatible chat completions API (POST /v1/chat/completions):
// each test answers the calls its own way (JSON, SSE, errors); the calls are kept for asserting
// what the app sent. Used by the provider writer's contract tests and the kinds' provider tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Call {
  n: number;
  body: Record<string, unknown> & { messages: { role: string; content: string }[] };
  headers: http.IncomingHttpHeaders;
}

export type Handler = (call: Call, res: http.ServerResponse) => void | Promise<void>;

export interface StandIn {
  url: string;
  calls: Call[];
  close(): Promise<void>;
}

export async function startChatStandIn(handler: Handler): Promise<StandIn> {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const call: Call = { n: calls.length + 1, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: req.headers };
      calls.push(call);
      void Promise.resolve(handler(call, res)).catch((err: unknown) => {
        res.destroy(err as Error);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat completion in OpenAI's JSON format. */
export function replyJson(res: http.ServerResponse, content: string, usage = { prompt_tokens: 10, completion_tokens: 20 }) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'stand-in-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  );
}
