// The provider illustrator: any OpenAI-compatible Images API. `POST {base}/images/generations`
// ({ model, prompt, n: 1, size }) answering base64 images; with IMAGE_REFERENCES=edits and
// reference portraits, `POST {base}/images/edits` (multipart, one `image[]` part per portrait)
// so the model sees each character as it was first drawn. Every page prompt carries the art
// style's fixed words and each character's sheet word for word (types.ts sheetText).
// Retries like the writer's: 429/408/5xx/network errors with backoff (Retry-After honoured);
// a content-policy refusal is not retried and becomes IllustratorError('refused').
import { LANGUAGE_INFO } from '../../../core/languages.ts';
import { sniffImageType } from '../../images/index.ts';
import {
  ART_STYLE_TEXT, IllustratorError, sheetText, type ArtStyle, type CharacterSheet, type Illustration, type Illustrator, type IllustratorErrorCode,
  type PageIllustrationRequest,
} from './types.ts';

export interface ProviderIllustratorOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** 'edits' sends reference portraits to /images/edits; 'none' (default) asks /images/generations only */
  references?: 'none' | 'edits';
  size?: string;
  timeoutMs?: number;
  maxRetries?: number;
  backoff?: (retry: number) => number;
  fetch?: typeof globalThis.fetch;
}

class Attempt extends Error {
  readonly code: IllustratorErrorCode;
  readonly retryable: boolean;
  readonly waitMs: number | undefined;
  constructor(code: IllustratorErrorCode, retryable: boolean, message: string, waitMs?: number) {
    super(message);
    this.code = code;
    this.retryable = retryable;
    this.waitMs = waitMs;
  }
}

const REFUSALS = /content_policy|moderation|safety|policy_violation/i;

export function pagePrompt(req: PageIllustrationRequest): string {
  const lines = [
    `Art style: ${ART_STYLE_TEXT[req.artStyle]}`,
    `A picture-book illustration for a children's book (page ${req.pageNumber}). No words or letters in the picture.`,
    `Scene: ${req.scene.description} (place: ${req.scene.setting}, time of day: ${req.scene.timeOfDay}).`,
    ...(req.characters.length ? ['Characters in this picture, drawn exactly as described, the same on every page:', ...req.characters.map((c) => `- ${sheetText(c)}`)] : []),
    ...(req.instruction ? [`Change asked by the author: ${req.instruction}`] : []),
    `The book is in ${LANGUAGE_INFO[req.language].englishName}.`,
  ];
  return lines.join('\n');
}

export function portraitPrompt(sheet: CharacterSheet, artStyle: ArtStyle): string {
  return [
    `Art style: ${ART_STYLE_TEXT[artStyle]}`,
    'A character reference portrait for a children\'s picture book: the character alone, full body, facing the viewer, plain light background, no words.',
    `Character: ${sheetText(sheet)}`,
  ].join('\n');
}

export function createProviderIllustrator(options: ProviderIllustratorOptions): Illustrator {
  const base = options.baseURL.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxRetries = options.maxRetries ?? 3;
  const backoff = options.backoff ?? ((n: number) => 500 * 2 ** n);
  const doFetch = options.fetch ?? globalThis.fetch;
  const size = options.size ?? '1536x1024';
  const headers = (): Record<string, string> => (options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {});

  async function once(path: string, body: BodyInit, json: boolean, signal: AbortSignal): Promise<Illustration['bytes']> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { method: 'POST', body, signal, headers: { ...headers(), ...(json ? { 'content-type': 'application/json' } : {}) } });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Attempt('unavailable', true, `network: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      const wait = Number(res.headers.get('retry-after'));
      if (res.status === 400 && REFUSALS.test(text)) throw new Attempt('refused', false, `HTTP 400 ${text.slice(0, 300)}`);
      if (res.status === 429) throw new Attempt('rate_limited', true, `HTTP 429 ${text.slice(0, 200)}`, Number.isFinite(wait) && wait > 0 ? Math.min(wait * 1000, 20_000) : undefined);
      if (res.status === 408 || res.status >= 500) throw new Attempt('unavailable', true, `HTTP ${res.status} ${text.slice(0, 200)}`);
      throw new Attempt('unavailable', false, `HTTP ${res.status} ${text.slice(0, 300)}`);
    }
    let first: { b64_json?: unknown; url?: unknown } | undefined;
    try {
      first = (JSON.parse(text) as { data?: { b64_json?: unknown; url?: unknown }[] }).data?.[0];
    } catch {
      throw new Attempt('invalid_output', false, 'the answer is not JSON');
    }
    let bytes: Buffer;
    if (typeof first?.b64_json === 'string' && first.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (typeof first?.url === 'string' && /^https?:/.test(first.url)) {
      // models that answer with a link (dall-e-3 by default): the picture is fetched once
      const picture = await doFetch(first.url, { signal });
      if (!picture.ok) throw new Attempt('unavailable', true, `picture link HTTP ${picture.status}`);
      bytes = Buffer.from(await picture.arrayBuffer());
    } else throw new Attempt('invalid_output', false, 'the answer has no data[0].b64_json');
    const type = sniffImageType(bytes);
    if (!type || type === 'image/svg+xml') throw new Attempt('invalid_output', false, 'the answer is not a PNG, JPEG or WebP picture');
    return bytes;
  }

  async function call(path: string, makeBody: () => BodyInit, json: boolean, caller?: AbortSignal): Promise<Buffer> {
    for (let n = 0; ; n++) {
      caller?.throwIfAborted();
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
      try {
        return await once(path, makeBody(), json, signal);
      } catch (error) {
        if (caller?.aborted) throw caller.reason;
        if (timeout.aborted) throw new IllustratorError('timeout', { detail: `no picture within ${timeoutMs} ms`, attempts: n + 1 });
        const attempt = error instanceof Attempt ? error : new Attempt('unavailable', true, String(error));
        if (!attempt.retryable || n >= maxRetries) throw new IllustratorError(attempt.code, { detail: attempt.message, attempts: n + 1, cause: error });
        await new Promise((r) => setTimeout(r, Math.max(backoff(n), attempt.waitMs ?? 0)));
      }
    }
  }

  const mimeOf = (bytes: Buffer) => sniffImageType(bytes) as Illustration['mime'];

  return {
    name: options.model,
    async portrait(sheet, artStyle, opts = {}) {
      const prompt = portraitPrompt(sheet, artStyle);
      const bytes = await call('/images/generations', () => JSON.stringify({ model: options.model, prompt, n: 1, size: '1024x1024' }), true, opts.signal);
      return { bytes, mime: mimeOf(bytes), prompt };
    },
    async page(req) {
      const prompt = pagePrompt(req);
      const refs = options.references === 'edits' ? req.references ?? [] : [];
      const bytes = refs.length
        ? await call('/images/edits', () => {
          const form = new FormData();
          form.set('model', options.model);
          form.set('prompt', prompt);
          form.set('n', '1');
          form.set('size', size);
          for (const ref of refs) form.append('image[]', new Blob([new Uint8Array(ref.image)], { type: ref.mime }), `${ref.characterId}.${ref.mime.split('/')[1] ?? 'png'}`);
          return form;
        }, false, req.signal)
        : await call('/images/generations', () => JSON.stringify({ model: options.model, prompt, n: 1, size }), true, req.signal);
      return { bytes, mime: mimeOf(bytes), prompt };
    },
  };
}
