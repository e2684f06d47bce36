// A local stand-in for the OpenAI Images API on a real HTTP port: POST /v1/images/generations
// (JSON) and POST /v1/images/edits (multipart, `image[]` parts), answering
// { created, data: [{ b64_json }] } with a real small PNG drawn for the request, and OpenAI's
// error envelope for the failures a test asks for (content-policy refusal, 429, 500, a hang,
// an answer that is not a picture). Every request is recorded: path, headers, body (the JSON, or
// the multipart fields and the files' sizes).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import sharp from 'sharp';

export type Failure = 'refuse' | '429' | '500' | 'hang' | 'not-an-image' | 'bad-json';

export interface RecordedImageRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  json?: Record<string, any>;
  fields?: Record<string, string>;
  files?: { name: string; field: string; type: string; bytes: number }[];
}

export interface ImagesStandin {
  baseURL: string;
  requests: RecordedImageRequest[];
  /** the next answers fail this way, in order (then it answers normally again) */
  failNext(...failures: Failure[]): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function pictureFor(prompt: string): Promise<Buffer> {
  // a colour from the prompt: different prompts, different pictures
  let h = 0;
  for (const ch of prompt) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r: h & 255, g: (h >> 8) & 255, b: (h >> 16) & 255 } } }).png().toBuffer();
}

export async function startImagesStandin(): Promise<ImagesStandin> {
  const requests: RecordedImageRequest[] = [];
  const failures: Failure[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    const record: RecordedImageRequest = { path, headers: req.headers };
    let prompt = '';
    if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
      record.json = JSON.parse(body.toString('utf8'));
      prompt = String(record.json!.prompt ?? '');
    } else {
      // the multipart form, read with the platform's own parser
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      record.fields = {};
      record.files = [];
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') record.fields[field] = value;
        else record.files.push({ name: value.name, field, type: value.type, bytes: value.size });
      }
      prompt = record.fields.prompt ?? '';
    }
    requests.push(record);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (path !== '/v1/images/generations' && path !== '/v1/images/edits') return send(404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
    if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) return send(401, { error: { message: 'Missing API key', type: 'invalid_request_error' } });
    const failure = failures.shift();
    switch (failure) {
      case 'refuse':
        return send(400, { error: { message: 'Your request was rejected as a result of our safety system.', type: 'image_generation_user_error', code: 'content_policy_violation' } });
      case '429':
        res.setHeader('retry-after', '0');
        return send(429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } });
      case '500':
        return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'hang':
        return void hanging.add(() => res.destroy());
      case 'not-an-image':
        return send(200, { created: 1, data: [{ b64_json: Buffer.from('this is not a picture').toString('base64') }] });
      case 'bad-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"created": 1, "data": [');
      default:
        return send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: (await pictureFor(prompt)).toString('base64') }] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (...f) => void failures.push(...f),
    close: async () => {
      for (const stop of hanging) stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
