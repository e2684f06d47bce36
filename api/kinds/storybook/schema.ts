// The storybook's shapes (issue 16): start values, the storyboard (a beat per page) and a page.
import { z } from 'zod';
import { LANGUAGES } from '../../../core/languages.ts';
import {
  ALT_TEXT_MAX, ART_STYLES, CHARACTER_KINDS, IDEA_MAX, MAX_CHARACTERS, PAGE_TEXT_MAX, SCENE_SETTINGS, STORY_AGES, STORY_PAGES, TIMES_OF_DAY,
} from '../../../core/storybook.ts';

const line = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`).regex(/^[^\r\n]*$/, 'must be a single line');
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`);

export const SheetFields = z.object({
  name: line(60),
  kind: z.enum(CHARACTER_KINDS, { message: 'must be child, adult or animal' }),
  look: text(300),
  clothes: z.string().trim().max(300).default(''),
  colours: z.string().trim().max(200).default(''),
});

/** A character in the start: one of the user's ("My characters") or a new one (saved for later). */
export const CharacterChoice = z.union([
  z.object({ userCharacterId: z.string().regex(/^77[0-9a-f]{6}-/i, 'is not a character id') }).strict(),
  SheetFields.strict(),
]);

export const StorybookStart = z.object({
  title: z.preprocess((v) => (v === null || v === '' ? undefined : v), line(200).optional()),
  idea: text(IDEA_MAX),
  age: z.number({ message: `must be a whole number from ${STORY_AGES.min} to ${STORY_AGES.max}` }).int().min(STORY_AGES.min).max(STORY_AGES.max),
  language: z.enum(LANGUAGES, { message: 'is not one of the 17 languages' }),
  pageCount: z.number({ message: `must be ${STORY_PAGES.min} to ${STORY_PAGES.max}` }).int().min(STORY_PAGES.min, `must be at least ${STORY_PAGES.min}`).max(STORY_PAGES.max, `must be at most ${STORY_PAGES.max}`),
  artStyle: z.enum(ART_STYLES, { message: 'is not one of the art styles' }),
  characters: z.array(CharacterChoice).min(1, 'needs at least one character').max(MAX_CHARACTERS, `can have at most ${MAX_CHARACTERS} characters`),
});
export type StorybookStart = z.infer<typeof StorybookStart>;

export const Scene = z.object({
  setting: z.enum(SCENE_SETTINGS, { message: 'is not a known place' }),
  timeOfDay: z.enum(TIMES_OF_DAY, { message: 'must be morning, day, sunset or night' }),
  /** what happens in the picture, in the book's language (the illustrator's prompt) */
  description: text(400),
});
export type Scene = z.infer<typeof Scene>;

export const StoryBeat = z.object({
  /** what happens on the page, in a sentence or two */
  beat: text(400),
  /** the ids of the book's characters on the page */
  characters: z.array(z.string()).max(MAX_CHARACTERS),
  scene: Scene,
});
export type StoryBeat = z.infer<typeof StoryBeat>;

export const Storyboard = z.object({
  title: line(200),
  pages: z.array(StoryBeat).min(STORY_PAGES.min, `needs at least ${STORY_PAGES.min} pages`).max(STORY_PAGES.max, `can have at most ${STORY_PAGES.max} pages`),
});
export type Storyboard = z.infer<typeof Storyboard>;

export const PageImage = z.object({
  id: z.string(),
  source: z.enum(['illustrator', 'upload']),
});

/** A made page: its words, its picture and the picture's alt text. */
export const PageContent = StoryBeat.extend({
  text: text(PAGE_TEXT_MAX),
  alt: text(ALT_TEXT_MAX),
  image: PageImage.nullable(),
});
export type PageContent = z.infer<typeof PageContent>;

/** What the writer answers for one page. */
export const PageWords = z.object({ text: text(PAGE_TEXT_MAX), alt: text(ALT_TEXT_MAX) });
export type PageWords = z.infer<typeof PageWords>;

/** The book's characters, kept on the book (books.details.characters) as they were at the start:
 * a character edited later in "My characters" does not change a book already made. */
export const BookCharacter = SheetFields.extend({ id: z.string(), portraitImageId: z.string().nullable().default(null) });
export type BookCharacter = z.infer<typeof BookCharacter>;
