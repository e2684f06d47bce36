// The textbook's shapes: the outline the writer plans (its plan), a chapter's content (its part),
// and what the textbook asks the writer for an outline and a chapter.
import { z } from 'zod';
import type { LangCode } from '../../../core/languages.ts';
import type { PromptSet } from '../../ai/prompts.ts';

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

/** The outline as the writer must answer it (the author's edits are checked by outlineInput). */
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

/** A chapter: its sections (from the outline) and its Markdown (empty until written). */
export const ChapterContent = z.object({
  sections: z.array(z.string()).max(12),
  markdown: z.string().max(200_000, 'is too long'),
});
export type ChapterContent = z.infer<typeof ChapterContent>;

export interface OutlineRequest {
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
  /** The templates of the book's generation config (moderators' versions); the built-in ones otherwise. */
  templates?: PromptSet;
}

export interface ChapterRequest {
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
  templates?: PromptSet;
}
