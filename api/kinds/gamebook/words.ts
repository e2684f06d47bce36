// The offline gamebook writer's words (issue 14), one file a language in ./words/: a small bank to
// build a world from (places, characters, rules, names) and the templates a gamebook's segments,
// choices and endings are written from. Each language's words are a `GamebookWords`, so a missing
// template fails the typecheck; a test reads every language for leftovers of English.
//
// How the templates are written, so any name drops in unchanged:
// - Placeholders: {place} {place2} {character} {name} {world} {idea} {rule} {tone} {beat}. A name
//   is used where its form does not change: as a subject, after a preposition that does not
//   contract with an article (fr "à", "vers", not "de", "au"; it "a", "verso", not "nel"), in
//   apposition. The bank's place names are proper names without an article ("Valbrume",
//   "Nebelhafen"), so they read right after "à", "nach", "a".
// - The reader is "you" (tu, du, tú, kamu, bạn, あなた…), in the present tense. Nothing agrees
//   with the reader's gender (no "tu es fatigué"): where a language marks it on verbs (ar, hi, ur)
//   the text leans on forms that do not (a dative, "before you is"), else the usual masculine.
// - A character's gender is not known (a world's characters are the storybook's sheets: child,
//   adult or animal): nothing agrees with it. Speech is "says {character}" where the verb does not
//   agree, or "{character}'s voice: …" where it would (ar, hi, ur).
// - Korean particles that depend on the last sound are written {이/가}, {은/는}, {을/를}, {과/와},
//   {으로/로}: the writer picks the right one after the name (offline.ts).
// - Sentences end with the language's full stop (`stop`): 。 in Chinese and Japanese, । in Hindi
//   and Bengali, ۔ in Urdu.
import type { Ending } from '../../../core/gamebook.ts';
import type { LangCode } from '../../../core/languages.ts';
import type { CharacterKind } from '../../../core/storybook.ts';
import type { KnownTone } from './schema.ts';
import { ar } from './words/ar.ts';
import { bn } from './words/bn.ts';
import { ch } from './words/ch.ts';
import { de } from './words/de.ts';
import { en } from './words/en.ts';
import { es } from './words/es.ts';
import { fr } from './words/fr.ts';
import { hi } from './words/hi.ts';
import { id } from './words/id.ts';
import { it } from './words/it.ts';
import { ja } from './words/ja.ts';
import { ko } from './words/ko.ts';
import { pt } from './words/pt.ts';
import { sw } from './words/sw.ts';
import { tr } from './words/tr.ts';
import { ur } from './words/ur.ts';
import { vi } from './words/vi.ts';

/**
 * What a segment is about, which decides its words. `opening` is the start; `final` the last step
 * before the main ending; `key` a segment where the reader may pick up the key (a choice sets the
 * flag), `door` one where a choice needs it; `grown` a segment written in play.
 */
export const BEATS = ['opening', 'path', 'meet', 'obstacle', 'discovery', 'rest', 'danger', 'key', 'door', 'final', 'grown'] as const;
export type Beat = (typeof BEATS)[number];
/** The beats a middle segment of the plan takes turns with. */
export const MIDDLE_BEATS = ['path', 'meet', 'obstacle', 'discovery', 'rest', 'danger'] as const satisfies readonly Beat[];

export interface BeatWords {
  /** two titles, the second for the beat's second segment: "{place}: {beat}" makes the map's title */
  titles: readonly [string, string];
  /** the plan's summary: {place} {character} (the opening: {idea} too) */
  summary: string;
  /** the first paragraph, arriving: {place} */
  scene: string;
  /** the third paragraph, what a character says or does: {character} {place} (rest: {rule}) */
  event: string;
}

export interface EndingWords {
  titles: readonly [string, string];
  /** {place} {character} */
  summary: string;
  /** {place} */
  scene: string;
  /** the last words of the book */
  close: string;
}

export interface BankPlace { name: string; description: string }
export interface BankCharacter { name: string; kind: CharacterKind; look: string; clothes: string; colours: string }

export interface GamebookWords {
  /** the end of a sentence: "." "。" "।" "۔" */
  stop: string;
  /** 8 places: proper names without an article, and a sentence about each */
  places: readonly BankPlace[];
  /** 6 characters, the storybook's sheet: child, adult, animal, child, adult, animal */
  characters: readonly BankCharacter[];
  /** 6 rules of a world, a line each */
  rules: readonly string[];
  /** 4 names for a world when the idea gives none */
  worldNames: readonly string[];
  /** a sentence for each tone, and words (or stems) that name it in an idea */
  tones: Readonly<Record<KnownTone, { line: string; words: readonly string[] }>>;
  /** a world's premise: {idea} {tone} {name} {place} {place2} */
  premise: readonly string[];
  /** a world's lore: {name} {place} {place2} {character} */
  lore: readonly string[];
  /** who speaks when a world has no characters: "an old traveller" */
  stranger: string;
  /** a gamebook's title when the idea is too long for one: {world} {place} */
  titles: readonly string[];
  /** a segment's title: {place} {beat} */
  segmentTitle: string;
  beats: Readonly<Record<Beat, BeatWords>>;
  endings: Readonly<Record<Ending, EndingWords>>;
  /** the last paragraph of a segment with choices */
  asks: readonly string[];
  /** a choice's words, by the beat of the segment it leads to: {place} {character} of that segment */
  choices: Readonly<Record<Beat, readonly [string, string]>>;
  /** a choice to a segment in the same place as the reader: {place} */
  stay: readonly [string, string];
  /** a choice back to an earlier segment: {place} */
  back: readonly [string, string];
  /** a grown segment's way back into the written book: {place} */
  rejoin: readonly [string, string];
  /** a choice that leads to an ending, by the ending */
  toEnding: Readonly<Record<Ending, readonly [string, string]>>;
  /** the choice that picks up the key (sets the flag): {place} it leads to */
  takeKey: string;
  /** the choice that needs the key */
  openDoor: string;
}

export const GAMEBOOK_WORDS: Readonly<Record<LangCode, GamebookWords>> = { ar, bn, ch, de, en, es, fr, hi, id, it, ja, ko, pt, sw, tr, ur, vi };
