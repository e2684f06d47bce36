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

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function chunk(res: http.ServerResponse, choice: object | null, extra: object = {}) {
  const data = {
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'stand-in-model',
    choices: choice ? [{ index: 0, ...choice }] : [],
    ...extra,
  };
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

/**
 * Streams `pieces` as SSE. `cutAfter`: destroy the socket after that many pieces; `noFinish`:
 * end the response cleanly without a finish reason; `gapMs`: wait between pieces; `afterPiece`:
 * awaited after each piece is written.
 */
export async function replyStream(
  res: http.ServerResponse,
  pieces: readonly string[],
  opts: {
    usage?: { prompt_tokens: number; completion_tokens: number };
    cutAfter?: number;
    noFinish?: boolean;
    finishReason?: string;
    gapMs?: number;
    afterPiece?: (index: number) => Promise<void> | void;
  } = {},
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const [i, piece] of pieces.entries()) {
    if (opts.cutAfter !== undefined && i === opts.cutAfter) {
      await pause(15);
      res.socket?.destroy();
      return;
    }
    chunk(res, { delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null });
    await opts.afterPiece?.(i);
    await pause(opts.gapMs ?? 1);
  }
  if (opts.noFinish) {
    res.end();
    return;
  }
  chunk(res, { delta: {}, finish_reason: opts.finishReason ?? 'stop' });
  const usage = opts.usage ?? { prompt_tokens: 100, completion_tokens: 200 };
  chunk(res, null, { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
  res.write('data: [DONE]\n\n');
  res.end();
}
