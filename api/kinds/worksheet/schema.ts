// The worksheet's shapes, checked (issue 12): every item carries its answer and explanation, and
// its key is valid by construction: 3–5 distinct options with the right number correct, an answer
// (or accepted alternatives) for every blank, unique matching pairs, distinct ordering steps.
import { z } from 'zod';
import { LANGUAGES } from '../../../core/languages.ts';
import {
  blankCount, DIFFICULTIES, ITEM_TYPES, ITEMS_PER_WORKSHEET, normalizeAnswer, WORKSHEETS_PER_GROUP, type Item as ItemType, type Worksheet as WorksheetType,
} from '../../../core/worksheets.ts';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`);
const distinct = (values: string[]) => new Set(values.map(normalizeAnswer)).size === values.length;

const Base = { prompt: text(1000), explanation: text(1000) };

export const MultipleChoice = z.object({
  type: z.literal('multipleChoice'), ...Base,
  options: z.array(text(300)).min(3, 'needs 3 to 5 options').max(5, 'needs 3 to 5 options').refine(distinct, 'must all be different'),
  /** the indexes of the correct options */
  correct: z.array(z.number().int().min(0)).min(1, 'needs a correct option'),
  /** several options may be correct (the student chooses all that are) */
  multiple: z.boolean().default(false),
}).superRefine((item, ctx) => {
  if (item.correct.some((i) => i >= item.options.length)) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'names an option that does not exist' });
  if (new Set(item.correct).size !== item.correct.length) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'names an option twice' });
  if (!item.multiple && item.correct.length > 1) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'must be exactly one option (or allow several)' });
  if (item.multiple && item.correct.length >= item.options.length) ctx.addIssue({ code: 'custom', path: ['correct'], message: 'cannot be every option' });
});

export const TrueFalse = z.object({ type: z.literal('trueFalse'), ...Base, answer: z.boolean({ message: 'must be true or false' }) });

export const FillBlanks = z.object({
  type: z.literal('fillBlanks'), ...Base,
  /** the text with a blank (___) for each answer */
  text: text(1000),
  /** per blank, the answers accepted (the first is the one the key shows) */
  answers: z.array(z.array(text(200)).min(1, 'needs an answer for every blank')).min(1, 'needs at least one blank'),
}).superRefine((item, ctx) => {
  if (blankCount(item.text) !== item.answers.length) {
    ctx.addIssue({ code: 'custom', path: ['answers'], message: `has ${item.answers.length} answers for ${blankCount(item.text)} blanks` });
  }
});

export const Matching = z.object({
  type: z.literal('matching'), ...Base,
  pairs: z.array(z.object({ left: text(200), right: text(200) })).min(2, 'needs 2 to 8 pairs').max(8, 'needs 2 to 8 pairs'),
}).superRefine((item, ctx) => {
  if (!distinct(item.pairs.map((p) => p.left))) ctx.addIssue({ code: 'custom', path: ['pairs'], message: 'has the same left side twice' });
  if (!distinct(item.pairs.map((p) => p.right))) ctx.addIssue({ code: 'custom', path: ['pairs'], message: 'has the same right side twice' });
});

export const Ordering = z.object({
  type: z.literal('ordering'), ...Base,
  /** in the right order */
  steps: z.array(text(300)).min(3, 'needs 3 to 8 steps').max(8, 'needs 3 to 8 steps').refine(distinct, 'must all be different'),
});

export const ShortAnswer = z.object({
  type: z.literal('shortAnswer'), ...Base,
  /** the answers accepted (the first is the one the key shows) */
  answers: z.array(text(200)).min(1, 'needs an answer'),
});

export const OpenQuestion = z.object({
  type: z.literal('openQuestion'), ...Base,
  /** a model answer, or what a good answer contains: the teacher's key (not checked by the computer) */
  sampleAnswer: text(2000),
  /** a word problem's final answer, when it has one: checked like a short answer */
  finalAnswer: z.string().trim().max(200).optional(),
});

export const Item = z.discriminatedUnion('type', [MultipleChoice, TrueFalse, FillBlanks, Matching, Ordering, ShortAnswer, OpenQuestion]);
export type Item = z.infer<typeof Item>;

export const Worksheet = z.object({
  title: text(200),
  instructions: text(1000),
  objectives: z.array(text(300)).min(1, 'needs a learning objective').max(6, 'can have at most 6 objectives'),
  items: z.array(Item).min(ITEMS_PER_WORKSHEET.min, `needs at least ${ITEMS_PER_WORKSHEET.min} items`).max(ITEMS_PER_WORKSHEET.max, `can have at most ${ITEMS_PER_WORKSHEET.max} items`),
});
export type Worksheet = z.infer<typeof Worksheet>;


// the schema and core's hand-written types describe the same thing
const _sameItem: z.infer<typeof Item> extends ItemType ? (ItemType extends z.input<typeof Item> ? true : false) : false = true;
const _sameWorksheet: z.infer<typeof Worksheet> extends WorksheetType ? true : false = true;
void _sameItem;
void _sameWorksheet;

const line = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`).regex(/^[^\r\n]*$/, 'must be a single line');

/** What a teacher asks for: the group's topic, for whom, in which language, how much and of what. */
export const WorksheetStart = z.object({
  topic: text(300),
  /** a grade or reading level, as the teacher writes it ("grade 4", "A2", "ages 9–10") */
  level: line(60),
  language: z.enum(LANGUAGES, { message: 'is not one of the 17 languages' }),
  worksheetCount: z.number({ message: `must be ${WORKSHEETS_PER_GROUP.min} to ${WORKSHEETS_PER_GROUP.max}` }).int()
    .min(WORKSHEETS_PER_GROUP.min, `must be at least ${WORKSHEETS_PER_GROUP.min}`).max(WORKSHEETS_PER_GROUP.max, `must be at most ${WORKSHEETS_PER_GROUP.max}`),
  itemsPerWorksheet: z.number({ message: `must be ${ITEMS_PER_WORKSHEET.min} to ${ITEMS_PER_WORKSHEET.max}` }).int()
    .min(ITEMS_PER_WORKSHEET.min, `must be at least ${ITEMS_PER_WORKSHEET.min}`).max(ITEMS_PER_WORKSHEET.max, `must be at most ${ITEMS_PER_WORKSHEET.max}`),
  itemTypes: z.array(z.enum(ITEM_TYPES, { message: 'is not an item type' })).min(1, 'needs at least one item type')
    .refine((types) => new Set(types).size === types.length, 'names an item type twice'),
  difficulty: z.enum(DIFFICULTIES, { message: 'must be easy, medium or hard' }),
});
export type WorksheetStart = z.infer<typeof WorksheetStart>;

/** The group's plan, which the teacher edits, reorders, adds to and removes from before items are written. */
export const GroupPlan = z.object({
  title: text(200),
  worksheets: z.array(z.object({
    title: text(200),
    objectives: z.array(text(300)).min(1, 'needs a learning objective').max(6, 'can have at most 6 objectives'),
  })).min(WORKSHEETS_PER_GROUP.min, 'needs a worksheet').max(WORKSHEETS_PER_GROUP.max, `can have at most ${WORKSHEETS_PER_GROUP.max} worksheets`),
});
export type GroupPlan = z.infer<typeof GroupPlan>;

/** A disagreement the verification pass found: the item's key and what a solver who did not see it answered. */
export const ItemFlag = z.object({ item: z.number().int().min(0), key: z.string(), solver: z.string() });

/** A worksheet as the engine keeps it (book_parts.content): the worksheet and the flags the
 * author has still to review (an item edited or written again loses its flag). */
export const WorksheetContent = Worksheet.extend({ flags: z.array(ItemFlag).default([]) });
export type WorksheetContent = z.infer<typeof WorksheetContent>;
