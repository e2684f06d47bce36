// Contract tests of the provider writer against a local OpenAI-compatible stand-in: a small
// HTTP server speaking POST /v1/chat/completions, in JSON mode and with SSE streaming, that can
// answer 429, 500, slowly, with malformed JSON, or break a stream off midway.
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { splitSections } from '../../api/ai/markdown.ts';
import { createProviderWriter, type ProviderWriterOptions } from '../../api/ai/provider.ts';
import { WriterError } from '../../api/ai/types.ts';
import type { ChapterRequest, OutlineRequest } from '../../api/kinds/textbook/schema.ts';
import { textbookWriter } from '../../api/kinds/textbook/writer.ts';
import { pause, replyJson, replyStream, startChatStandIn, type Handler, type StandIn } from '../support/chat-standin.ts';

const servers: StandIn[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function standIn(handler: Handler): Promise<StandIn> {
  const instance = await startChatStandIn(handler);
  servers.push(instance);
  return instance;
}

// --- replies in OpenAI's formats -------------------------------------------------------------

function replyError(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'server_error', code: null } }));
}

// --- fixtures ---------------------------------------------------------------------------------

const outlineRequest: OutlineRequest = {
  title: 'The Green Machine',
  topic: 'photosynthesis',
  language: 'en',
  chapterCount: 2,
};

const goodOutline = {
  title: 'The Green Machine',
  chapters: [
    { title: 'Light and leaves', sections: ['How leaves catch light', 'Chlorophyll', 'Sugar from air and water'] },
    { title: 'Review', sections: ['What we learned', 'Next steps'] },
  ],
};

const chapterRequest: ChapterRequest = {
  language: 'en',
  bookTitle: 'The Green Machine',
  chapterNumber: 1,
  chapterTitle: 'Light and leaves',
  sections: ['How leaves catch light', 'Chlorophyll'],
};

const CHAPTER = [
  '## How leaves catch light\n\nLeaves are flat and wide.\n\n- They face the sun\n- They are thin\n',
  '## Chlorophyll\n\nChlorophyll is the green pigment.\n',
  '## Summary\n\nLeaves use light.\n',
  '## Review questions\n\n1. What is chlorophyll?\n2. Why are leaves flat?\n',
].join('\n');

/** The chapter cut into stream pieces at awkward places (inside headings and words). */
function piecesOf(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The textbook's steps on the provider writer, talking to the stand-in. */
function writer(server: StandIn, over: Partial<ProviderWriterOptions> = {}) {
  return textbookWriter(createProviderWriter({
    baseURL: server.url,
    apiKey: 'test-key',
    model: 'stand-in-model',
    timeoutMs: 3000,
    maxRetries: 3,
    backoff: () => 1,
    ...over,
  }));
}

async function writerError(promise: Promise<unknown>): Promise<WriterError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WriterError) return error;
    throw error;
  }
  throw new Error('expected a WriterError, the call succeeded');
}

/** Sections as onSection left them (by index), and how often each index was sent. */
function sectionRecorder() {
  const byIndex: string[] = [];
  const sends: number[] = [];
  return {
    byIndex,
    sends,
    onSection(index: number, markdown: string) {
      byIndex[index] = markdown;
      sends[index] = (sends[index] ?? 0) + 1;
    },
  };
}

// --- outline ----------------------------------------------------------------------------------

describe('provider writer: outline (JSON mode)', () => {
  it('returns the validated outline and the usage of the reply', async () => {
    const server = await standIn((_call, res) => replyJson(res, JSON.stringify(goodOutline), { prompt_tokens: 123, completion_tokens: 45 }));
    const result = await writer(server).outline(outlineRequest);
    expect(result.outline).toEqual(goodOutline);
    expect(result.usage).toEqual({ inputTokens: 123, outputTokens: 45 });

    expect(server.calls).toHaveLength(1);
    const { body, headers } = server.calls[0]!;
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body.model).toBe('stand-in-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.stream).toBeFalsy();
    const system = body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Exactly 2 chapters');
    expect(system).toContain('"chapters"');
    const user = body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('The Green Machine');
    expect(user).toContain('photosynthesis');
  });

  it('renders the templates of the book’s generation config when given, still with the format rules', async () => {
    const server = await standIn((_call, res) => replyJson(res, JSON.stringify(goodOutline)));
    await writer(server).outline({ ...outlineRequest, templates: { system: 'CONFIG SYSTEM for {{audience}}', outline: 'CONFIG PROMPT about {{topic}}', chapter: '' } });
    const { messages } = server.calls[0]!.body;
    expect(messages.find((m) => m.role === 'system')!.content).toMatch(/^CONFIG SYSTEM for general readers\n\n.*JSON object/s);
    expect(messages.find((m) => m.role === 'user')!.content).toBe('CONFIG PROMPT about photosynthesis');
  });

  it('accepts JSON wrapped in a code fence', async () => {
    const server = await standIn((_call, res) => replyJson(res, '```json\n' + JSON.stringify(goodOutline) + '\n```'));
    const result = await writer(server).outline(outlineRequest);
    expect(result.outline).toEqual(goodOutline);
    expect(server.calls).toHaveLength(1);
  });

  it('retries after 429 twice, then succeeds (3 calls, backoff between)', async () => {
    const server = await standIn((call, res) =>
      call.n <= 2 ? replyError(res, 429, 'Rate limit reached for stand-in-model') : replyJson(res, JSON.stringify(goodOutline), { prompt_tokens: 7, completion_tokens: 8 }),
    );
    const waits: number[] = [];
    const result = await writer(server, { backoff: (n) => (waits.push(n), 1) }).outline(outlineRequest);
    expect(result.outline).toEqual(goodOutline);
    expect(result.usage).toEqual({ inputTokens: 7, outputTokens: 8 });
    expect(server.calls).toHaveLength(3);
    expect(waits).toEqual([0, 1]);
  });

  it('waits as long as Retry-After asks before retrying a 429', async () => {
    const server = await standIn((call, res) =>
      call.n === 1 ? replyError(res, 429, 'slow down', { 'retry-after': '0.3' }) : replyJson(res, JSON.stringify(goodOutline)),
    );
    const started = Date.now();
    await writer(server).outline(outlineRequest);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.calls).toHaveLength(2);
  });

  it('retries after a 500, then succeeds (2 calls)', async () => {
    const server = await standIn((call, res) => (call.n === 1 ? replyError(res, 500, 'boom') : replyJson(res, JSON.stringify(goodOutline))));
    const result = await writer(server).outline(outlineRequest);
    expect(result.outline.chapters).toHaveLength(2);
    expect(server.calls).toHaveLength(2);
  });

  it('gives up as unavailable after maxRetries + 1 calls when the server keeps failing', async () => {
    const server = await standIn((_call, res) => replyError(res, 500, 'internal stack trace at Model.forward'));
    const error = await writerError(writer(server, { maxRetries: 2 }).outline(outlineRequest));
    expect(error.code).toBe('unavailable');
    expect(error.userMessage).toBe('The writer is unavailable, your credits were returned');
    expect(error.message).toBe(error.userMessage);
    expect(error.message).not.toContain('stack trace');
    expect(error.detail).toContain('500');
    expect(error.attempts).toBe(3);
    expect(server.calls).toHaveLength(3);
  });

  it('gives up as rate_limited when 429 does not stop', async () => {
    const server = await standIn((_call, res) => replyError(res, 429, 'slow down'));
    const error = await writerError(writer(server, { maxRetries: 1 }).outline(outlineRequest));
    expect(error.code).toBe('rate_limited');
    expect(server.calls).toHaveLength(2);
  });

  it('does not retry other 4xx errors (a wrong key)', async () => {
    const server = await standIn((_call, res) => replyError(res, 401, 'Incorrect API key provided: sk-abc'));
    const error = await writerError(writer(server).outline(outlineRequest));
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toContain('sk-abc');
    expect(server.calls).toHaveLength(1);
  });

  it('times out a slow response as timeout, without retrying', async () => {
    const server = await standIn(async (_call, res) => {
      await pause(2000);
      if (!res.destroyed) replyJson(res, JSON.stringify(goodOutline));
    });
    const started = Date.now();
    const error = await writerError(writer(server, { timeoutMs: 150 }).outline(outlineRequest));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(server.calls).toHaveLength(1);
  });

  it('asks once for a repair of malformed JSON, then gives up as invalid_output', async () => {
    const server = await standIn((_call, res) => replyJson(res, '{"title": "The Green Machine", "chapters": [', { prompt_tokens: 5, completion_tokens: 6 }));
    const error = await writerError(writer(server).outline(outlineRequest));
    expect(error.code).toBe('invalid_output');
    expect(server.calls).toHaveLength(2);
    const repair = server.calls[1]!.body.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"title": "The Green Machine", "chapters": [' });
    expect(repair.at(-1)!.role).toBe('user');
    expect(repair.at(-1)!.content).toContain('not a JSON object');
  });

  it('repairs an outline of the wrong shape, adding up the usage of both replies', async () => {
    const wrong = { title: 'The Green Machine', chapters: [{ title: 'Only one', sections: ['A'] }] };
    const server = await standIn((call, res) =>
      call.n === 1
        ? replyJson(res, JSON.stringify(wrong), { prompt_tokens: 50, completion_tokens: 10 })
        : replyJson(res, JSON.stringify(goodOutline), { prompt_tokens: 70, completion_tokens: 30 }),
    );
    const result = await writer(server).outline(outlineRequest);
    expect(result.outline).toEqual(goodOutline);
    expect(result.usage).toEqual({ inputTokens: 120, outputTokens: 40 });
    expect(server.calls).toHaveLength(2);
    const repair = server.calls[1]!.body.messages.at(-1)!.content;
    expect(repair).toContain('chapters.0.sections');
  });

  it('passes the caller’s abort on as it is, without retrying', async () => {
    const server = await standIn(async (_call, res) => {
      await pause(2000);
      if (!res.destroyed) replyJson(res, JSON.stringify(goodOutline));
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the author cancelled')), 50);
    await expect(writer(server).outline(outlineRequest, { signal: controller.signal })).rejects.toThrow('the author cancelled');
    expect(server.calls).toHaveLength(1);
  });
});

// --- chapter ----------------------------------------------------------------------------------

describe('provider writer: a structured answer streamed (onPartial)', () => {
  const schema = z.object({ title: z.string(), text: z.string() });
  const answer = JSON.stringify({ title: 'Le port', text: 'Tu descends les marches glissantes vers le port, où la brume attend.' });
  const request = { name: 'segment', system: 'Answer with JSON.', prompt: 'Write it.', schema, offline: () => ({ title: '', text: '' }) };
  const provider = (server: StandIn) => createProviderWriter({ baseURL: server.url, apiKey: 'test-key', model: 'stand-in-model', timeoutMs: 3000, maxRetries: 3, backoff: () => 1 });

  it('streams in JSON mode, handing over the answer so far as it grows, then the checked whole', async () => {
    const server = await standIn((_call, res) => replyStream(res, piecesOf(answer, 5)));
    const seen: string[] = [];
    const { value } = await provider(server).structured(request, { onPartial: (partial) => { seen.push(String((partial as { text?: string }).text ?? '')); } });
    expect(value).toEqual(JSON.parse(answer));
    expect(server.calls[0]!.body.stream).toBe(true);
    expect(server.calls[0]!.body.response_format).toMatchObject({ type: 'json_object' });
    // the words arrive a few letters at a time, each a beginning of the final words
    const texts = [...new Set(seen.filter(Boolean))];
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(value.text.startsWith(text)).toBe(true);
  });

  it('starts again from nothing after a stream cut off midway, and still answers the whole', async () => {
    const server = await standIn((call, res) => replyStream(res, piecesOf(answer, 5), call.n === 1 ? { cutAfter: 10 } : {}));
    const { value } = await provider(server).structured(request, { onPartial: () => undefined });
    expect(value).toEqual(JSON.parse(answer));
    expect(server.calls).toHaveLength(2);
  });
});

describe('provider writer: chapter (SSE streaming)', () => {
  it('streams the chapter, firing onSection as each section completes, with the usage of the reply', async () => {
    const recorder = sectionRecorder();
    let sectionsSeenMidStream = -1;
    const server = await standIn((_call, res) =>
      replyStream(res, piecesOf(CHAPTER), {
        usage: { prompt_tokens: 321, completion_tokens: 654 },
        afterPiece: async (i) => {
          // Halfway through the stream, the first section must already have been handed over.
          if (i === Math.floor(piecesOf(CHAPTER).length / 2)) {
            await pause(30);
            sectionsSeenMidStream = recorder.byIndex.length;
          }
        },
      }),
    );
    const result = await writer(server).chapter(chapterRequest, { onSection: recorder.onSection });

    expect(result.markdown).toBe(CHAPTER);
    expect(result.usage).toEqual({ inputTokens: 321, outputTokens: 654 });
    expect(recorder.byIndex).toEqual(splitSections(CHAPTER));
    expect(recorder.sends).toEqual([1, 1, 1, 1]);
    expect(sectionsSeenMidStream).toBeGreaterThanOrEqual(1);

    const { body } = server.calls[0]!;
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
    const system = body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('"## Summary"');
    expect(system).toContain('"## Review questions"');
    const user = body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('1. How leaves catch light\n2. Chlorophyll');
  });

  it('retries a stream cut off midway from scratch; the final text is complete and no section is sent twice', async () => {
    const recorder = sectionRecorder();
    const pieces = piecesOf(CHAPTER);
    const server = await standIn((call, res) =>
      replyStream(res, pieces, call.n === 1 ? { cutAfter: Math.floor(pieces.length * 0.7) } : { usage: { prompt_tokens: 11, completion_tokens: 22 } }),
    );
    const result = await writer(server).chapter(chapterRequest, { onSection: recorder.onSection });
    expect(server.calls).toHaveLength(2);
    expect(result.markdown).toBe(CHAPTER);
    expect(result.markdown).toContain('## Review questions\n\n1. What is chlorophyll?\n2. Why are leaves flat?\n');
    expect(result.usage).toEqual({ inputTokens: 11, outputTokens: 22 });
    expect(recorder.byIndex).toEqual(splitSections(CHAPTER));
    // The first attempt had completed the first sections; the retry's identical text is not resent.
    expect(recorder.sends).toEqual([1, 1, 1, 1]);
  });

  it('after a cut, sections the retry writes differently replace the first attempt’s (by index)', async () => {
    const recorder = sectionRecorder();
    const second = CHAPTER.replace('Leaves are flat and wide.', 'Leaves are broad.');
    const server = await standIn((call, res) =>
      call.n === 1 ? replyStream(res, piecesOf(CHAPTER), { cutAfter: 20 }) : replyStream(res, piecesOf(second)),
    );
    const result = await writer(server).chapter(chapterRequest, { onSection: recorder.onSection });
    expect(result.markdown).toBe(second);
    expect(recorder.byIndex).toEqual(splitSections(second));
    expect(recorder.byIndex.join('\n\n') + '\n').toBe(result.markdown);
    expect(recorder.sends[0]).toBe(2);
  });

  it('retries a stream that ends without a finish reason', async () => {
    const server = await standIn((call, res) => replyStream(res, piecesOf(CHAPTER), { noFinish: call.n === 1 }));
    const result = await writer(server).chapter(chapterRequest);
    expect(server.calls).toHaveLength(2);
    expect(result.markdown).toBe(CHAPTER);
  });

  it('retries a stream the provider stopped early (content filter)', async () => {
    const server = await standIn((call, res) =>
      call.n === 1
        ? replyStream(res, piecesOf(CHAPTER.slice(0, 60)), { finishReason: 'content_filter' })
        : replyStream(res, piecesOf(CHAPTER)),
    );
    const result = await writer(server).chapter(chapterRequest);
    expect(server.calls).toHaveLength(2);
    expect(result.markdown).toBe(CHAPTER);
  });

  it('retries after a 500, then streams', async () => {
    const server = await standIn((call, res) => (call.n === 1 ? replyError(res, 503, 'overloaded') : replyStream(res, piecesOf(CHAPTER))));
    const result = await writer(server).chapter(chapterRequest);
    expect(server.calls).toHaveLength(2);
    expect(result.markdown).toBe(CHAPTER);
  });

  it('gives up as unavailable after maxRetries + 1 broken streams', async () => {
    const server = await standIn((_call, res) => replyStream(res, piecesOf(CHAPTER), { cutAfter: 5 }));
    const error = await writerError(writer(server, { maxRetries: 2 }).chapter(chapterRequest));
    expect(error.code).toBe('unavailable');
    expect(server.calls).toHaveLength(3);
  });

  it('times out a stream that does not start', async () => {
    const server = await standIn(async (_call, res) => {
      await pause(2000);
      if (!res.destroyed) await replyStream(res, piecesOf(CHAPTER));
    });
    const error = await writerError(writer(server, { timeoutMs: 150 }).chapter(chapterRequest));
    expect(error.code).toBe('timeout');
    expect(server.calls).toHaveLength(1);
  });

  it('lets a long stream run past timeoutMs while text keeps coming', async () => {
    const pieces = piecesOf(CHAPTER, 40);
    const server = await standIn((_call, res) => replyStream(res, pieces, { gapMs: 60 }));
    const started = Date.now();
    const result = await writer(server, { timeoutMs: 250 }).chapter(chapterRequest);
    expect(Date.now() - started).toBeGreaterThan(250);
    expect(result.markdown).toBe(CHAPTER);
    expect(server.calls).toHaveLength(1);
  });

  it('times out a stream that goes silent midway', async () => {
    const pieces = piecesOf(CHAPTER);
    const server = await standIn((_call, res) =>
      replyStream(res, pieces, { afterPiece: (i) => (i === 3 ? pause(2000) : undefined) }),
    );
    const error = await writerError(writer(server, { timeoutMs: 200 }).chapter(chapterRequest));
    expect(error.code).toBe('timeout');
  });

  it('refuses an answer without section headings as invalid_output', async () => {
    const server = await standIn((_call, res) => replyStream(res, ['I cannot write this chapter.']));
    const error = await writerError(writer(server, { maxRetries: 1 }).chapter(chapterRequest));
    expect(error.code).toBe('invalid_output');
    expect(server.calls).toHaveLength(2);
  });
});
