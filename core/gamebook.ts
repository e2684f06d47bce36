// Gamebooks (issue 14), the shapes every part shares: a gamebook is a graph of segments. Each
// segment is a passage of text and 2–4 choices, or an ending (good, bad, neutral). A choice leads
// to another segment, or to none yet (`to: null`): a gamebook that grows in play has its writer
// write that segment when the first reader takes the choice. Optional story state is a few named
// flags (an item carried is a flag too: "lantern") that choices set, clear, require or forbid.
// Pure and shared by site and api: the checks (gamebook-checks.ts), play (gamebook-play.ts), the
// exports (api/exports/twee.ts, gamebook-print.ts) read these.

export const ENDINGS = ['good', 'bad', 'neutral'] as const;
export type Ending = (typeof ENDINGS)[number];

/** A segment's choices: 2 to 4 (an ending has none). */
export const CHOICES_PER_SEGMENT = { min: 2, max: 4 } as const;
/** The most named flags a gamebook's state may have (the checks explore every combination). */
export const MAX_FLAGS = 8;
/** A flag's name: a short identifier, lower camel case ("lantern", "metTheFox"). */
export const FLAG_NAME = /^[a-z][A-Za-z0-9]{0,23}$/;

export interface Choice {
  /** stable within its gamebook (links, the reader's path and the exports use it) */
  id: string;
  /** what the reader picks: "Open the door" */
  text: string;
  /** the segment it leads to; null: not written yet (it grows when a reader takes it) */
  to: string | null;
  /** flags that must all be set for the choice to be offered */
  requires?: string[];
  /** flags that must all be unset for the choice to be offered */
  forbids?: string[];
  /** flags it sets when taken */
  sets?: string[];
  /** flags it clears when taken */
  clears?: string[];
}

export interface Segment {
  /** stable within its gamebook */
  id: string;
  /** a short name for the author's map and the exports' passage names */
  title: string;
  text: string;
  /** an ending has no choices */
  ending?: Ending;
  choices: Choice[];
  /** hidden by a moderator: not played, not exported */
  hidden?: boolean;
}

export interface GamebookGraph {
  /** the segment a reading starts at */
  start: string;
  segments: Segment[];
  /** the named flags its choices may use */
  flags: string[];
}

/** The state of a reading: the flags set. */
export type StoryState = ReadonlySet<string>;
