// The world story kind's shapes (issue 14): a linear story in chapters, set in one of the author's
// worlds. What the author asks for, the plan (the chapters to write, edited before writing) and a
// written chapter (Markdown paragraphs).
import { z } from 'zod';
import { isUuid } from '../../../core/ids.ts';
import { LANGUAGES } from '../../../core/languages.ts';

export const STORY_CHAPTERS = { min: 2, max: 12, default: 5 } as const;
export const STORY_IDEA_MAX = 500;
export const STORY_CHAPTER_TEXT_MAX = 12_000;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`);
const line = (max: number) => text(max).regex(/^[^\r\n]*$/, 'must be a single line');

export const WorldStoryStart = z.object({
  worldId: z.string({ message: 'is not a world id' }).refine(isUuid, 'is not a world id'),
  idea: text(STORY_IDEA_MAX),
  language: z.enum(LANGUAGES, { message: 'is not one of the 17 languages' }),
  chapterCount: z.number({ message: `must be a number of chapters from ${STORY_CHAPTERS.min} to ${STORY_CHAPTERS.max}` }).int('must be a whole number')
    .min(STORY_CHAPTERS.min, `must be at least ${STORY_CHAPTERS.min}`).max(STORY_CHAPTERS.max, `must be at most ${STORY_CHAPTERS.max}`),
});
export type WorldStoryStart = z.infer<typeof WorldStoryStart>;

export const WorldStoryPlan = z.object({
  title: line(200),
  chapters: z.array(z.object({ title: line(120), summary: text(300) }))
    .min(STORY_CHAPTERS.min, `needs at least ${STORY_CHAPTERS.min} chapters`).max(STORY_CHAPTERS.max, `can have at most ${STORY_CHAPTERS.max} chapters`),
});
export type WorldStoryPlan = z.infer<typeof WorldStoryPlan>;

export const StoryChapter = z.object({
  title: line(120),
  summary: z.string().max(300).default(''),
  /** the chapter's words, Markdown paragraphs */
  markdown: text(STORY_CHAPTER_TEXT_MAX),
});
export type StoryChapter = z.infer<typeof StoryChapter>;
