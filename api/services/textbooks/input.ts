// What a client may send about a textbook, validated at the edge with clear per-field messages.
import { z } from 'zod';
import { LANGUAGES } from '../../../core/languages.ts';
import { SUBJECT_CODES, subjectFromText } from '../../../core/subjects.ts';
import { AppError } from '../../errors.ts';
import { cleanBidi } from '../../../core/bidi.ts';

/** A title or name: bidi embedding/override/isolate controls stripped (core/bidi.ts), then trimmed. */
const title = (max = 200) => z.preprocess(cleanBidi, z.string().trim().min(1, 'is required').max(max, 'is too long'));
const cleanText = (max: number) => z.preprocess(cleanBidi, z.string().trim().max(max, 'is too long'));

export const MAX_CHAPTERS = 30;

export const startInput = z.object({
  title: title(),
  topic: z.string().trim().min(1, 'is required').max(500, 'is too long'),
  subject: z.string().trim().max(100, 'is too long').default(''),
  /** the subject from the fixed list (core/subjects.ts); when not chosen, the one `subject` names */
  subjectCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(SUBJECT_CODES, { message: 'is not valid' }).optional()),
  audience: z.string().trim().max(100, 'is too long').default(''),
  readingLevel: z.string().trim().max(60, 'is too long').default(''),
  language: z.enum(LANGUAGES, { message: 'is not valid' }),
  chapterCount: z.number().int('is not valid').min(1, 'is too low').max(MAX_CHAPTERS, 'is too high'),
  notes: z.string().trim().max(2000, 'is too long').default(''),
  idempotencyKey: z.string().min(8, 'is too short').max(100, 'is too long'),
});
export type StartInput = z.infer<typeof startInput>;

/** The book's subject code: the one chosen, else the one its own wording names (null: none given). */
export const subjectCodeOf = (input: { subject: string; subjectCode?: string | undefined }) => input.subjectCode ?? subjectFromText(input.subject);

export const outlineInput = z.object({
  title: title(),
  chapters: z.array(z.object({
    title: title(),
    sections: z.array(title()).min(1, 'is too short').max(12, 'is too long'),
  })).min(1, 'is too short').max(MAX_CHAPTERS, 'is too long'),
});
export type OutlineInput = z.infer<typeof outlineInput>;

export const chapterInput = z.object({
  title: title().optional(),
  markdown: z.string().max(200_000, 'is too long').optional(),
});

export const frontMatterInput = z.object({
  title: title().optional(),
  dedication: cleanText(1000).optional(),
  copyright: cleanText(500).optional(),
});

export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Parses or throws BAD_USER_INPUT with a message per field (spec §8 form errors). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  throw AppError.badInput('Errors prevented this form from being saved', fields);
}
