// The gamebook kind's shapes, checked (issue 14): a world (the setting many gamebooks and stories
// are told in), what an author asks for to start a gamebook, the plan of its graph as the author
// edits it before segments are written, and a written segment. The shapes every part shares (a
// choice, a segment, the limits) are core/gamebook.ts's; this file checks them where they come in.
//
// What the schemas refuse and what they leave to the checks: a shape the engine cannot store or
// read (a link to no segment, an id twice, a flag that is not declared, 5 choices, an ending with
// choices) is refused here, its message on the field. Whether the book can be *read* well — every
// segment reachable, no dead end, no loop without exit, a choice no path can offer — is
// core/gamebook-checks.ts's, shown to the author on the map: a plan with such problems is still
// saved, so the author can go on fixing it.
import { z } from 'zod';
import { CHOICES_PER_SEGMENT, ENDINGS, FLAG_NAME, MAX_FLAGS, type Choice as CoreChoice, type Ending } from '../../../core/gamebook.ts';
import { isUuid } from '../../../core/ids.ts';
import { LANGUAGES } from '../../../core/languages.ts';
import { BookCharacter } from '../storybook/schema.ts';

// ---------------------------------------------------------------------------------------------
// Limits

export const WORLD_NAME_MAX = 120;
export const WORLD_PREMISE_MAX = 1000;
export const AUDIENCE_AGES = { min: 4, max: 18, default: 10 } as const;
export const PLACES_PER_WORLD = { min: 1, max: 20 } as const;
export const PLACE_NAME_MAX = 80;
export const PLACE_DESCRIPTION_MAX = 500;
export const CHARACTERS_PER_WORLD = { min: 0, max: 12 } as const;
export const RULES_PER_WORLD = { min: 0, max: 20 } as const;
export const RULE_MAX = 200;
export const LORE_MAX = 4000;

/**
 * A world's tone. The five known tones are keys: the site shows them in the reader's language and
 * the writer is told what each means. An author may instead write their own (up to TONE_MAX
 * characters, one line, in any language: "bittersweet", "comme un conte de Noël"): it is kept as
 * written and passed to the writer as it is. A known tone typed in another case ("Cosy") is
 * stored as its key.
 */
export const TONES = ['cosy', 'adventurous', 'mysterious', 'funny', 'eerie'] as const;
export type KnownTone = (typeof TONES)[number];
export const TONE_MAX = 40;
export const isKnownTone = (tone: string): tone is KnownTone => (TONES as readonly string[]).includes(tone);

/** What the author asks for: the gamebook's idea. */
export const GAMEBOOK_IDEA_MAX = 500;
/** A planned gamebook's segments: asked for at the start, and the most a plan may have. */
export const SEGMENT_COUNT = { min: 8, max: 60, default: 20 } as const;
/** The endings asked for at the start. */
export const ENDING_COUNT = { min: 1, max: 6, default: 3 } as const;
/** A plan's segments: an author may delete below the count asked for, down to a start and an ending. */
export const PLAN_SEGMENTS = { min: 2, max: SEGMENT_COUNT.max } as const;
export const GAMEBOOK_TITLE_MAX = 200;
export const SEGMENT_TITLE_MAX = 120;
export const SEGMENT_SUMMARY_MAX = 300;
export const SEGMENT_TEXT_MAX = 4000;
export const CHOICE_TEXT_MAX = 200;
/** A segment's or a choice's id: stable within its gamebook (links, the reader's path and the exports use it). */
export const GAMEBOOK_ID = /^[A-Za-z0-9_-]{1,40}$/;

// ---------------------------------------------------------------------------------------------
// Helpers

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`);
const line = (max: number) => text(max).regex(/^[^\r\n]*$/, 'must be a single line');
const wholeNumber = (what: string, range: { min: number; max: number }) =>
  z.number({ message: `must be ${what} from ${range.min} to ${range.max}` }).int('must be a whole number')
    .min(range.min, `must be at least ${range.min}`).max(range.max, `must be at most ${range.max}`);
/** Two names a reader would call the same: case, spacing and punctuation aside (accents and vowel signs kept: "Léon" is not "Leon"). */
const fold = (name: string) => name.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
const same = (a: string, b: string) => fold(a) === fold(b);
const language = z.enum(LANGUAGES, { message: 'is not one of the 17 languages' });
const gamebookId = z.string({ message: 'is required' }).regex(GAMEBOOK_ID, 'must be 1 to 40 letters, digits, - or _');

// ---------------------------------------------------------------------------------------------
// A world

export const Place = z.object({
  name: line(PLACE_NAME_MAX),
  /** what it is like, for the writer and the reader: "An old forest whose leaves whisper names." */
  description: text(PLACE_DESCRIPTION_MAX),
});
export type Place = z.infer<typeof Place>;

/** A world's character: the storybook's character sheet (name, kind, look, clothes, colours, the
 * portrait), so the illustrator draws them the same in every gamebook and story of the world. */
export const WorldCharacter = BookCharacter.extend({ id: z.string().trim().min(1, 'is required').max(64, 'is longer than 64 characters') });
export type WorldCharacter = z.infer<typeof WorldCharacter>;

export const Tone = line(TONE_MAX).transform((tone) => TONES.find((t) => t === tone.toLowerCase()) ?? tone);

export const World = z.object({
  name: line(WORLD_NAME_MAX),
  /** what the world is about, in a few sentences */
  premise: text(WORLD_PREMISE_MAX),
  tone: Tone,
  /** the age of the readers it is written for */
  audienceAge: wholeNumber('an age', AUDIENCE_AGES),
  language,
  places: z.array(Place)
    .min(PLACES_PER_WORLD.min, 'needs a place').max(PLACES_PER_WORLD.max, `can have at most ${PLACES_PER_WORLD.max} places`),
  characters: z.array(WorldCharacter).max(CHARACTERS_PER_WORLD.max, `can have at most ${CHARACTERS_PER_WORLD.max} characters`).default([]),
  /** how the world works, a line each: "Magic costs a memory." */
  rules: z.array(line(RULE_MAX)).max(RULES_PER_WORLD.max, `can have at most ${RULES_PER_WORLD.max} rules`).default([]),
  /** its history and legends */
  lore: z.string().trim().max(LORE_MAX, `is longer than ${LORE_MAX} characters`).default(''),
}).superRefine((world, ctx) => {
  world.places.forEach((place, i) => {
    const first = world.places.findIndex((p) => same(p.name, place.name));
    if (first < i) ctx.addIssue({ code: 'custom', path: ['places', i, 'name'], message: `is the same as place ${first + 1}'s` });
  });
  world.characters.forEach((character, i) => {
    const firstId = world.characters.findIndex((c) => c.id === character.id);
    if (firstId < i) ctx.addIssue({ code: 'custom', path: ['characters', i, 'id'], message: `is character ${firstId + 1}'s id too` });
    const firstName = world.characters.findIndex((c) => same(c.name, character.name));
    if (firstName < i) ctx.addIssue({ code: 'custom', path: ['characters', i, 'name'], message: `is the same as character ${firstName + 1}'s` });
  });
});
export type World = z.infer<typeof World>;
export type WorldInput = z.input<typeof World>;

// ---------------------------------------------------------------------------------------------
// Starting a gamebook

/** What an author asks for: a gamebook in one of their worlds. (The engine adds the idempotency key.) */
export const GamebookStart = z.object({
  worldId: z.string({ message: 'is not a world id' }).refine(isUuid, 'is not a world id'),
  /** the gamebook's idea or premise: "find the lighthouse keeper who vanished in the fog" */
  idea: text(GAMEBOOK_IDEA_MAX),
  language,
  segmentCount: wholeNumber('a number of segments', SEGMENT_COUNT),
  endingCount: wholeNumber('a number of endings', ENDING_COUNT),
  /** whether choices may use story state (named flags: an item carried, a friend met) */
  useFlags: z.boolean({ message: 'must be true or false' }),
});
export type GamebookStart = z.infer<typeof GamebookStart>;

// ---------------------------------------------------------------------------------------------
// Choices, the plan and a written segment

const flagName = z.string({ message: 'must be a flag name' })
  .regex(FLAG_NAME, 'must be a flag name: a letter a–z then up to 23 letters or digits ("lantern", "metTheFox")');
const flagList = z.array(flagName).max(MAX_FLAGS, `can name at most ${MAX_FLAGS} flags`).superRefine((flags, ctx) => {
  flags.forEach((flag, i) => {
    if (flags.indexOf(flag) < i) ctx.addIssue({ code: 'custom', path: [i], message: `names "${flag}" twice` });
  });
});

export const Choice = z.object({
  id: gamebookId,
  /** what the reader picks: "Open the door" */
  text: line(CHOICE_TEXT_MAX),
  /** the segment it leads to; null: not written yet (it grows when a reader takes it) */
  to: gamebookId.nullable(),
  requires: flagList.optional(),
  forbids: flagList.optional(),
  sets: flagList.optional(),
  clears: flagList.optional(),
}).superRefine((choice, ctx) => {
  for (const flag of choice.forbids ?? []) {
    if (choice.requires?.includes(flag)) ctx.addIssue({ code: 'custom', path: ['forbids'], message: `cannot forbid "${flag}", which the choice requires: it would never be offered` });
  }
  for (const flag of choice.clears ?? []) {
    if (choice.sets?.includes(flag)) ctx.addIssue({ code: 'custom', path: ['clears'], message: `cannot clear "${flag}", which the choice sets` });
  }
});
export type Choice = z.infer<typeof Choice>;

const ending = z.enum(ENDINGS, { message: 'must be good, bad or neutral' });

/** An ending has no choices; any other segment has 2 to 4. */
function checkChoiceCount(segment: { ending?: Ending | undefined; choices: readonly unknown[] }, path: PropertyKey[], ctx: z.RefinementCtx) {
  const n = segment.choices.length;
  if (segment.ending) {
    if (n > 0) ctx.addIssue({ code: 'custom', path: [...path, 'choices'], message: `an ending has no choices (this one has ${n})` });
  } else if (n < CHOICES_PER_SEGMENT.min) {
    ctx.addIssue({ code: 'custom', path: [...path, 'choices'], message: `needs at least ${CHOICES_PER_SEGMENT.min} choices, or the segment must be an ending` });
  } else if (n > CHOICES_PER_SEGMENT.max) {
    ctx.addIssue({ code: 'custom', path: [...path, 'choices'], message: `can have at most ${CHOICES_PER_SEGMENT.max} choices` });
  }
}

export const PlanSegment = z.object({
  id: gamebookId,
  title: line(SEGMENT_TITLE_MAX),
  /** what happens in it, for the author's map and the writer */
  summary: text(SEGMENT_SUMMARY_MAX),
  ending: ending.optional(),
  choices: z.array(Choice).default([]),
}).superRefine((segment, ctx) => checkChoiceCount(segment, [], ctx));
export type PlanSegment = z.infer<typeof PlanSegment>;

/** The graph as the author edits it before its segments are written. */
export const GamebookPlan = z.object({
  title: line(GAMEBOOK_TITLE_MAX),
  /** the segment a reading starts at */
  start: gamebookId,
  segments: z.array(PlanSegment)
    .min(PLAN_SEGMENTS.min, `needs at least ${PLAN_SEGMENTS.min} segments`).max(PLAN_SEGMENTS.max, `can have at most ${PLAN_SEGMENTS.max} segments`),
  /** the named flags its choices may use */
  flags: z.array(flagName).max(MAX_FLAGS, `can have at most ${MAX_FLAGS} flags`).default([]),
}).superRefine((plan, ctx) => {
  const ids = new Map<string, number>();
  plan.segments.forEach((segment, i) => {
    const first = ids.get(segment.id);
    if (first === undefined) ids.set(segment.id, i);
    else ctx.addIssue({ code: 'custom', path: ['segments', i, 'id'], message: `"${segment.id}" is segment ${first + 1}'s id too` });
  });
  const startAt = ids.get(plan.start);
  if (startAt === undefined) ctx.addIssue({ code: 'custom', path: ['start'], message: `is "${plan.start}", which is not one of the segments` });
  else if (plan.segments[startAt]!.ending) ctx.addIssue({ code: 'custom', path: ['start'], message: 'cannot be an ending' });

  plan.flags.forEach((flag, i) => {
    if (plan.flags.indexOf(flag) < i) ctx.addIssue({ code: 'custom', path: ['flags', i], message: `names "${flag}" twice` });
  });
  const declared = new Set(plan.flags);
  const choiceIds = new Map<string, number>();
  plan.segments.forEach((segment, i) => {
    segment.choices.forEach((choice, j) => {
      const path = ['segments', i, 'choices', j];
      const first = choiceIds.get(choice.id);
      if (first === undefined) choiceIds.set(choice.id, i);
      else ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `"${choice.id}" is a choice of segment ${first + 1} too: a choice's id is unique in the gamebook` });
      if (choice.to !== null && !ids.has(choice.to)) ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: `leads to "${choice.to}", which is not one of the segments` });
      for (const field of ['requires', 'forbids', 'sets', 'clears'] as const) {
        choice[field]?.forEach((flag, k) => {
          if (!declared.has(flag)) ctx.addIssue({ code: 'custom', path: [...path, field, k], message: `"${flag}" is not one of the gamebook's flags` });
        });
      }
    });
  });
});
export type GamebookPlan = z.infer<typeof GamebookPlan>;

/** A written segment: what the writer answers for one segment of the plan (or for a choice grown in play). */
export const SegmentContent = z.object({
  title: line(SEGMENT_TITLE_MAX),
  text: text(SEGMENT_TEXT_MAX),
  ending: ending.optional(),
  choices: z.array(Choice).default([]),
}).superRefine((segment, ctx) => {
  checkChoiceCount(segment, [], ctx);
  segment.choices.forEach((choice, j) => {
    if (segment.choices.findIndex((c) => c.id === choice.id) < j) ctx.addIssue({ code: 'custom', path: ['choices', j, 'id'], message: `"${choice.id}" is another choice's id too` });
  });
});
export type SegmentContent = z.infer<typeof SegmentContent>;

// the schema and core's hand-written type describe the same choice
const _sameChoice: Choice extends CoreChoice ? ([keyof CoreChoice] extends [keyof Choice] ? true : false) : false = true;
void _sameChoice;
