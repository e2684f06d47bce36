// The writer contract every kind uses, as two primitives: a structured answer (a plan, a page)
// checked by the kind's zod schema with one repair round, and Markdown streamed in `## `
// sections (a long text shown as it is written). A kind builds its own steps on them in its
// folder (api/kinds/<kind>/: the textbook's outline and chapter, the storybook's storyboard and
// page). Two implementations: the offline writer (deterministic, no provider) and the provider
// writer (any OpenAI-compatible chat completions API).
import type { z } from 'zod';
import { JOB_FAILURES } from '../../core/job-failures.ts';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export const NO_USAGE: Usage = Object.freeze({ inputTokens: 0, outputTokens: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

export interface WriteOptions {
  signal?: AbortSignal;
  /**
   * A structured answer as far as it has come, while it streams: the JSON parsed leniently
   * (unclosed strings and objects closed), before any schema check. The provider writer streams
   * when this is given; the offline writer, which has its answer at once, calls it once with it.
   * A repair round or a retried attempt starts again from nothing.
   */
  onPartial?: (partial: unknown) => void | Promise<void>;
}

export interface SectionsOptions {
  signal?: AbortSignal;
  /**
   * Called as each `## ` section of the text is complete, in order, with its Markdown.
   * Keyed by index: when a broken stream is retried, the writer starts again at index 0 and
   * a section whose text changed is sent again, so store by index (a set, not an append).
   * The final `markdown` is always the sections joined by a blank line.
   */
  onSection?: (index: number, markdown: string) => void | Promise<void>;
}

/**
 * A structured part (issue 16): any JSON value a kind's zod schema accepts. The provider is asked
 * in JSON mode with the kind's prompt; an answer that does not parse or fails the schema (or the
 * kind's own `check`) gets one repair round, then 'invalid_output'. The offline writer returns
 * `offline()`, checked by the same schema, so an offline bug fails the same way a model's does.
 */
export interface StructuredRequest<T> {
  /** names the JSON object for the provider (e.g. 'storyboard') */
  name: string;
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** a problem the schema cannot see (e.g. a wrong page count), told to the model on repair */
  check?: (value: T) => string | undefined;
  /** the offline writer's answer */
  offline: () => T;
}

/**
 * A long Markdown text in `## ` sections, streamed: the provider is asked with the kind's prompts
 * (which say what the sections are) and its answer is sent section by section as it grows; an
 * answer with no `## ` heading is retried. The offline writer sends `offline()`'s sections.
 */
export interface SectionsRequest {
  /** names the text in logs (e.g. 'chapter') */
  name: string;
  system: string;
  prompt: string;
  /** the offline writer's answer, one Markdown section per item */
  offline: () => string[];
}

export interface Writer {
  /** 'offline' or the provider's model name, kept on the book. */
  readonly name: string;
  /** A kind's structured plan or part, validated by its schema (see StructuredRequest). */
  structured<T>(req: StructuredRequest<T>, opts?: WriteOptions): Promise<{ value: T; usage: Usage }>;
  /** A kind's long text in `## ` sections (see SectionsRequest); `markdown` is the sections joined. */
  sections(req: SectionsRequest, opts?: SectionsOptions): Promise<{ markdown: string; usage: Usage }>;
}

/** What is wrong with a structured answer, in words a model can act on; undefined when right. */
export function structuredProblem<T>(req: Pick<StructuredRequest<T>, 'schema' | 'check'>, value: unknown): { value: T } | { problem: string } {
  const parsed = req.schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    return { problem: `The JSON does not match the required shape: ${issues}.` };
  }
  const problem = req.check?.(parsed.data);
  return problem ? { problem } : { value: parsed.data };
}

export type WriterErrorCode = 'unavailable' | 'timeout' | 'invalid_output' | 'rate_limited';

const USER_MESSAGES: Record<WriterErrorCode, string> = {
  unavailable: JOB_FAILURES.writerUnavailable,
  timeout: JOB_FAILURES.writerTimeout,
  invalid_output: JOB_FAILURES.writerInvalidOutput,
  rate_limited: JOB_FAILURES.writerRateLimited,
};

/**
 * A failure of the writer. `message` and `userMessage` are safe to show; the provider's own
 * words (status, body) are only in `detail` and `cause`, for the logs.
 */
export class WriterError extends Error {
  readonly code: WriterErrorCode;
  readonly userMessage: string;
  readonly detail: string;
  /** Requests made before giving up (for logs and tests). */
  readonly attempts: number;

  constructor(code: WriterErrorCode, options: { detail?: string; cause?: unknown; attempts?: number } = {}) {
    super(USER_MESSAGES[code], { cause: options.cause });
    this.name = 'WriterError';
    this.code = code;
    this.userMessage = USER_MESSAGES[code];
    this.detail = options.detail ?? code;
    this.attempts = options.attempts ?? 0;
  }
}

export function isWriterError(error: unknown): error is WriterError {
  return error instanceof WriterError;
}
