// The writer contract every book type uses: a structured outline, then chapters streamed
// section by section. Two implementations: the offline writer (deterministic, no provider)
// and the provider writer (any OpenAI-compatible chat completions API).
import { z } from 'zod';
import type { LangCode } from '../../core/languages.ts';

/** 'textbook' today; storybooks, worksheets, cookbooks later plug in under their own name. */
export type BookType = 'textbook' | (string & {});

export const MAX_CHAPTERS = 30;
export const MIN_SECTIONS = 2;
export const MAX_SECTIONS = 6;
export const MAX_TITLE_LENGTH = 200;

/** One line of text (a title or heading): trimmed, 1–200 characters, no line breaks. */
const line = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TITLE_LENGTH)
  .regex(/^[^\r\n]*$/, 'must be a single line');

export const Outline = z.object({
  title: line,
  chapters: z
    .array(
      z.object({
        title: line,
        /** Section headings, in order. */
        sections: z.array(line).min(MIN_SECTIONS).max(MAX_SECTIONS),
      }),
    )
    .min(1)
    .max(MAX_CHAPTERS),
});
export type Outline = z.infer<typeof Outline>;

export interface OutlineRequest {
  bookType: BookType;
  title: string;
  topic: string;
  subject?: string;
  audience?: string;
  readingLevel?: string;
  language: LangCode;
  /** 1 to MAX_CHAPTERS. */
  chapterCount: number;
  notes?: string;
  /** The author's comment when asking for a new outline. */
  comment?: string;
  /** Rendered system prompt from a configuration; the default template otherwise. */
  system?: string;
  /** Rendered user prompt from a configuration; the default template otherwise. */
  prompt?: string;
}

export interface ChapterRequest {
  bookType: BookType;
  language: LangCode;
  bookTitle: string;
  /** The book's topic; the book title stands in when absent. */
  topic?: string;
  subject?: string;
  /** 1-based. */
  chapterNumber: number;
  chapterTitle: string;
  /** Section headings, in order (from the outline). */
  sections: string[];
  readingLevel?: string;
  audience?: string;
  /** The author's instruction when asking for the chapter again. */
  instruction?: string;
  system?: string;
  prompt?: string;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export const NO_USAGE: Usage = Object.freeze({ inputTokens: 0, outputTokens: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

export interface OutlineOptions {
  signal?: AbortSignal;
}

export interface ChapterOptions {
  signal?: AbortSignal;
  /**
   * Called as each `## ` section of the chapter is complete, in order, with its Markdown.
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

export interface Writer {
  /** 'offline' or the provider's model name, kept on the book. */
  readonly name: string;
  outline(req: OutlineRequest, opts?: OutlineOptions): Promise<{ outline: Outline; usage: Usage }>;
  /**
   * Markdown: `## Section heading` blocks (paragraphs, lists), then `## Summary` and
   * `## Review questions` (a numbered list), the two labels in the book's language.
   */
  chapter(req: ChapterRequest, opts?: ChapterOptions): Promise<{ markdown: string; usage: Usage }>;
  /** A kind's structured plan or part, validated by its schema (see StructuredRequest). */
  structured<T>(req: StructuredRequest<T>, opts?: OutlineOptions): Promise<{ value: T; usage: Usage }>;
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
  unavailable: 'The writer is unavailable, your credits were returned',
  timeout: 'The writer took too long to answer, your credits were returned.',
  invalid_output: 'The writer returned text we could not use, your credits were returned.',
  rate_limited: 'The writer is busy right now, your credits were returned. Please try again in a few minutes.',
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
