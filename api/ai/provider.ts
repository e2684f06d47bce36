// The provider writer: any OpenAI-compatible chat completions API (OpenAI, OpenRouter, Ollama,
// vLLM, llama.cpp's server) through the Vercel AI SDK.
//
// Retries are ours, not the SDK's (its maxRetries is 0), so that every attempt gets its own
// timeout, the backoff is injectable, and a stream that breaks midway is retried as a whole:
// - 429, 408, 5xx, network errors and broken streams: retried up to maxRetries times, waiting
//   backoff(n) (200 ms × 2^n by default; a Retry-After of up to 20 s is respected);
// - other 4xx (bad key, unknown model): not retried;
// - timeouts: not retried (the call has already waited timeoutMs).
// A structured answer is asked in JSON mode and checked with the kind's schema; an unusable answer
// gets one repair request (the model sees its answer and what was wrong), then 'invalid_output'.
// A sectioned text is streamed and sent on section by section.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, NoObjectGeneratedError, Output, RetryError, generateText, parsePartialJson, streamText, type ModelMessage, type TextStreamPart, type ToolSet } from 'ai';
import { createSectionEmitter, joinSections, splitSections } from './markdown.ts';
import {
  NO_USAGE,
  WriterError,
  addUsage,
  structuredProblem,
  type SectionsOptions,
  type SectionsRequest,
  type StructuredRequest,
  type WriteOptions,
  type Usage,
  type Writer,
  type WriterErrorCode,
} from './types.ts';

export interface ProviderWriterOptions {
  /** The API root, e.g. https://api.openai.com/v1 (the SDK adds /chat/completions). */
  baseURL: string;
  apiKey?: string;
  model: string;
  /**
   * Per request: the whole structured request; for a streamed text (a chapter), the longest wait for the
   * first or the next piece of text. Default 60 s.
   */
  timeoutMs?: number;
  /** The longest a whole streamed text (a chapter) may take. Default 10 × timeoutMs. */
  chapterTimeoutMs?: number;
  /** Retries after the first attempt on 429/5xx/network errors and broken streams. Default 3. */
  maxRetries?: number;
  /** Wait before retry n (0-based), in ms. Default 200 × 2^n. */
  backoff?: (retry: number) => number;
  /** For tests, or a proxy. */
  fetch?: typeof globalThis.fetch;
  temperature?: number;
}

const MAX_RETRY_AFTER_MS = 20_000;

export const defaultBackoff = (retry: number) => 200 * 2 ** retry;

/** A failed attempt, with what to do about it. */
class AttemptError extends Error {
  readonly code: WriterErrorCode;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(code: WriterErrorCode, retryable: boolean, message: string, options: { cause?: unknown; retryAfterMs?: number } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.retryable = retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** The wait a 429 or 503 asks for (Retry-After-Ms, or Retry-After in seconds or as a date). */
function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  const msHeader = headers?.['retry-after-ms'];
  const header = headers?.['retry-after']?.trim();
  let ms: number | undefined;
  if (msHeader !== undefined) ms = Number(msHeader);
  else if (header !== undefined) ms = /^\d+(\.\d+)?$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return ms !== undefined && Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

/** What an error thrown by the SDK (or fetch) means for us. */
function classify(error: unknown): AttemptError {
  if (error instanceof AttemptError) return error;
  if (RetryError.isInstance(error)) return classify(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const detail = `provider HTTP ${status ?? 'error'}: ${error.message}`.slice(0, 500);
    if (status === 429) {
      return new AttemptError('rate_limited', true, detail, { cause: error, retryAfterMs: retryAfterMs(error.responseHeaders) });
    }
    if (status !== undefined && status >= 400 && status < 500 && status !== 408) {
      return new AttemptError('unavailable', false, detail, { cause: error });
    }
    // 408, 5xx, network errors, and a 200 whose body broke off midway.
    return new AttemptError('unavailable', true, detail, { cause: error, retryAfterMs: retryAfterMs(error.responseHeaders) });
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new AttemptError('unavailable', true, `provider error: ${message}`.slice(0, 500), { cause: error });
}

function toUsage(usage: { inputTokens: number | undefined; outputTokens: number | undefined } | undefined): Usage {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One attempt's signal: the caller's, a total limit and, for streams, a limit on silence. */
interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Text arrived: the silence limit starts again. */
  touch(): void;
  dispose(): void;
}

function deadline(caller: AbortSignal | undefined, totalMs: number, idleMs?: number): Deadline {
  const total = AbortSignal.timeout(totalMs);
  const idle = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    if (idleMs === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new DOMException('The stream went silent', 'TimeoutError')), idleMs);
  };
  arm();
  const signals = [total, idle.signal, ...(caller ? [caller] : [])];
  return {
    signal: AbortSignal.any(signals),
    timedOut: () => total.aborted || idle.signal.aborted,
    touch: arm,
    dispose: () => clearTimeout(timer),
  };
}

/** The JSON object in a model's answer (tolerating a ```json fence or words around it). */
function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(trimmed)?.[1] ?? trimmed;
  try {
    return JSON.parse(fenced);
  } catch {
    const from = fenced.indexOf('{');
    const to = fenced.lastIndexOf('}');
    if (from === -1 || to <= from) throw new Error('the answer is not JSON');
    return JSON.parse(fenced.slice(from, to + 1));
  }
}

export function createProviderWriter(options: ProviderWriterOptions): Writer {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const chapterTimeoutMs = options.chapterTimeoutMs ?? timeoutMs * 10;
  const maxRetries = Math.max(0, Math.floor(options.maxRetries ?? 3));
  const backoff = options.backoff ?? defaultBackoff;
  const provider = createOpenAICompatible({
    name: 'bookloom',
    baseURL: options.baseURL.replace(/\/+$/, ''),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    includeUsage: true,
  });
  const model = provider.chatModel(options.model);

  /**
   * Runs attempts until one succeeds, a failure is not retryable, or maxRetries is spent.
   * The caller's abort is passed on as it is (it is not a writer failure).
   */
  async function withRetries<T>(
    caller: AbortSignal | undefined,
    limits: { totalMs: number; idleMs?: number },
    attempt: (d: Deadline) => Promise<T>,
  ): Promise<T> {
    for (let n = 0; ; n++) {
      caller?.throwIfAborted();
      const d = deadline(caller, limits.totalMs, limits.idleMs);
      try {
        return await attempt(d);
      } catch (error) {
        if (caller?.aborted) throw caller.reason;
        if (d.timedOut()) {
          throw new WriterError('timeout', { detail: `no answer within the time limit (attempt ${n + 1})`, cause: error, attempts: n + 1 });
        }
        const failure = classify(error);
        if (!failure.retryable || n >= maxRetries) {
          throw new WriterError(failure.code, { detail: failure.message, cause: failure.cause ?? error, attempts: n + 1 });
        }
        await sleep(Math.max(backoff(n), failure.retryAfterMs ?? 0), caller);
      } finally {
        d.dispose();
      }
    }
  }

  const settings = options.temperature === undefined ? {} : { temperature: options.temperature };

  /** Reads a streamed answer to its end: its text (`onText` each time it grows) and usage. A stream
   * that breaks off, or ends without a finish reason, is an attempt that may be retried. */
  async function readStream(stream: AsyncIterable<TextStreamPart<ToolSet>>, d: Deadline, onText: (text: string) => unknown): Promise<{ text: string; usage: Usage }> {
    let text = '';
    let usage: Usage = { ...NO_USAGE };
    let finishReason: string | undefined;
    for await (const part of stream) {
      d.touch();
      if (part.type === 'text-delta') {
        text += part.text;
        await onText(text);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw d.signal.reason ?? new Error('aborted');
      } else if (part.type === 'finish') {
        finishReason = part.finishReason;
        usage = addUsage(usage, toUsage(part.totalUsage));
      }
    }
    if (finishReason !== 'stop' && finishReason !== 'length') {
      throw new AttemptError('unavailable', true, `the stream ended early (finish reason ${finishReason ?? 'none'})`);
    }
    return { text, usage };
  }

  /** A structured answer streamed (JSON mode as generateText asks it), its JSON so far sent as it grows. */
  function streamJson(system: string, messages: ModelMessage[], d: Deadline, onPartial: (partial: unknown) => void | Promise<void>) {
    // Errors arrive as stream parts (readStream); the default handler would log them.
    const result = streamText({ model, system, messages, output: Output.json(), maxRetries: 0, abortSignal: d.signal, onError: () => {}, ...settings });
    return readStream(result.fullStream, d, async (text) => {
      const partial = await parsePartialJson(text);
      if (partial.value !== undefined && partial.value !== null) await onPartial(partial.value);
    });
  }

  return {
    name: options.model,

    async structured<T>(req: StructuredRequest<T>, opts: WriteOptions = {}) {
      const messages: ModelMessage[] = [{ role: 'user', content: req.prompt }];
      const output = Output.json({ name: req.name });
      let usage: Usage = { ...NO_USAGE };
      let problem = '';
      // JSON mode (response_format json_object) works on every server we target; the shape is in
      // the kind's instructions and checked here with its schema. The first request, then one repair.
      for (let round = 0; round < 2; round++) {
        const answer = await withRetries(opts.signal, { totalMs: timeoutMs }, async (d) => {
          if (opts.onPartial) return streamJson(req.system, messages, d, opts.onPartial);
          try {
            const result = await generateText({ model, system: req.system, messages, output, maxRetries: 0, abortSignal: d.signal, ...settings });
            return { text: result.text, usage: toUsage(result.usage) };
          } catch (error) {
            if (NoObjectGeneratedError.isInstance(error)) return { text: error.text ?? '', usage: toUsage(error.usage) };
            throw error;
          }
        });
        usage = addUsage(usage, answer.usage);
        let value: unknown;
        let checked: { value: T } | { problem: string };
        try {
          value = extractJson(answer.text);
          checked = structuredProblem(req, value);
        } catch {
          checked = { problem: 'The answer was not a JSON object.' };
        }
        if ('value' in checked) return { value: checked.value, usage };
        problem = checked.problem;
        messages.push(
          { role: 'assistant', content: answer.text },
          { role: 'user', content: `${problem} Answer again with only the corrected JSON object, in the shape given in the instructions.` },
        );
      }
      throw new WriterError('invalid_output', { detail: `unusable ${req.name} after a repair: ${problem}`, attempts: 2 });
    },

    async sections(req: SectionsRequest, opts: SectionsOptions = {}) {
      const { system, prompt } = req;
      const emitter = createSectionEmitter(opts.onSection);
      let usage: Usage = { ...NO_USAGE };
      const markdown = await withRetries(opts.signal, { totalMs: chapterTimeoutMs, idleMs: timeoutMs }, async (d) => {
        emitter.restart();
        const result = streamText({
          model,
          system,
          prompt,
          maxRetries: 0,
          abortSignal: d.signal,
          // Errors arrive as stream parts, handled below; the default handler would log them.
          onError: () => {},
          ...settings,
        });
        const read = await readStream(result.fullStream, d, (text) => emitter.update(text));
        const text = read.text;
        usage = addUsage(usage, read.usage);
        if (!splitSections(text).some((s) => /^## /m.test(s))) {
          throw new AttemptError('invalid_output', true, `the ${req.name} has no "## " section headings`);
        }
        return joinSections(await emitter.finish(text));
      });
      return { markdown, usage };
    },
  };
}
