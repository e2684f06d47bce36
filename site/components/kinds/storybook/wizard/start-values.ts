// The storybook start form's values: defaults, what local storage gives back (a guest's form
// survives the sign-in round trip and a reload), the checks that mirror the server's
// (api/kinds/storybook/schema.ts StorybookStart) and the API input. Pure and isomorphic.
import { LANGUAGES } from '../../../../../core/languages.ts';
import {
  ART_STYLES, CHARACTER_KINDS, IDEA_MAX, MAX_CHARACTERS, STORY_AGES, STORY_PAGES,
} from '../../../../../core/storybook.ts';
import type { CharacterInput, StartStorybookInput, StoryBook } from './api.ts';

export const STORY_START_LIMITS = { title: 200, idea: IDEA_MAX, name: 60, look: 300, clothes: 300, colours: 200 } as const;

export interface CharacterDraft {
  /** a local key for React lists and focus; never sent */
  key: string;
  /** one of My characters ('' for a new one) */
  userCharacterId: string;
  name: string;
  kind: string;
  look: string;
  clothes: string;
  colours: string;
}

export interface StoryStartValues {
  idea: string;
  title: string;
  /** as chosen; a whole number 2–12 when valid */
  age: string;
  language: string;
  /** as typed; a whole number 8–32 when valid */
  pageCount: string;
  artStyle: string;
  characters: CharacterDraft[];
  /** the next local key number */
  nextKey: number;
}

export function blankCharacter(key: string): CharacterDraft {
  return { key, userCharacterId: '', name: '', kind: 'child', look: '', clothes: '', colours: '' };
}

export function defaultStoryStart(lang: string): StoryStartValues {
  return {
    idea: '', title: '', age: String(STORY_AGES.default), language: (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en',
    pageCount: String(STORY_PAGES.default), artStyle: ART_STYLES[0], characters: [blankCharacter('k0')], nextKey: 1,
  };
}

const str = (value: unknown): value is string => typeof value === 'string';

/** Stored values over the defaults; anything malformed in storage is ignored. */
export function mergeStoryStart(defaults: StoryStartValues, stored: unknown): StoryStartValues {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const s = stored as Record<string, unknown>;
  const out = { ...defaults };
  for (const key of ['idea', 'title', 'age', 'language', 'pageCount', 'artStyle'] as const) {
    if (str(s[key])) out[key] = s[key];
  }
  if (!(LANGUAGES as readonly string[]).includes(out.language)) out.language = defaults.language;
  if (!(ART_STYLES as readonly string[]).includes(out.artStyle)) out.artStyle = defaults.artStyle;
  if (Array.isArray(s.characters)) {
    const characters = s.characters.filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
      .slice(0, MAX_CHARACTERS)
      .map((c, i): CharacterDraft => ({
        key: str(c.key) ? c.key : `k${i}`,
        userCharacterId: str(c.userCharacterId) ? c.userCharacterId : '',
        name: str(c.name) ? c.name : '',
        kind: str(c.kind) && (CHARACTER_KINDS as readonly string[]).includes(c.kind) ? c.kind : 'child',
        look: str(c.look) ? c.look : '',
        clothes: str(c.clothes) ? c.clothes : '',
        colours: str(c.colours) ? c.colours : '',
      }));
    const keys = new Set(characters.map((c) => c.key));
    if (characters.length > 0 && keys.size === characters.length) out.characters = characters;
  }
  const numbers = out.characters.map((c) => Number(c.key.replace(/^\D+/, ''))).filter(Number.isFinite);
  const storedNext = typeof s.nextKey === 'number' && Number.isInteger(s.nextKey) ? s.nextKey : 0;
  out.nextKey = Math.max(storedNext, ...numbers.map((n) => n + 1), 1);
  return out;
}

/** A new character's sheet has all it needs (a name and a look); one of My characters always does. */
export function characterReady(c: CharacterDraft): boolean {
  return c.userCharacterId !== '' || (c.name.trim() !== '' && c.look.trim() !== '');
}

/** Nothing typed into a new character yet. */
export function characterEmpty(c: CharacterDraft): boolean {
  return c.userCharacterId === '' && [c.name, c.look, c.clothes, c.colours].every((v) => v.trim() === '');
}

export function wholeIn(value: string, min: number, max: number): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

export const validPageCount = (value: string) => wholeIn(value, STORY_PAGES.min, STORY_PAGES.max);
export const validAge = (value: string) => wholeIn(value, STORY_AGES.min, STORY_AGES.max);

/** The index of the second character with a name already used (the server refuses two), or -1. */
export function repeatedName(characters: readonly CharacterDraft[]): number {
  const seen = new Set<string>();
  for (const [i, c] of characters.entries()) {
    const name = c.name.trim().toLocaleLowerCase();
    if (!name) continue;
    if (seen.has(name)) return i;
    seen.add(name);
  }
  return -1;
}

export function characterInput(c: CharacterDraft): CharacterInput {
  if (c.userCharacterId) return { userCharacterId: c.userCharacterId };
  return { name: c.name.trim(), kind: c.kind, look: c.look.trim(), clothes: c.clothes.trim(), colours: c.colours.trim() };
}

/** What the server is sent (the key comes from storage.ts, one per attempt). */
export function storyStartInput(v: StoryStartValues, idempotencyKey: string): StartStorybookInput {
  return {
    title: v.title.trim() || null, idea: v.idea.trim(), age: Number(v.age), language: v.language, pageCount: Number(v.pageCount),
    artStyle: v.artStyle, characters: v.characters.map(characterInput), idempotencyKey,
  };
}

/** The form field of a server field path: `characters.1.look` → `character-1-look`. */
export function fieldOfServerPath(path: string): string {
  const m = /^characters\.(\d+)\.(\w+)$/.exec(path);
  return m ? `character-${m[1]}-${m[2]}` : path;
}

/** A book's own start values, for the way back from its storyboard: its characters are the
 * author's own (My characters), so they are sent back by id and never made twice. */
export function bookStoryStart(book: StoryBook): StoryStartValues {
  return {
    idea: book.idea ?? '', title: book.titleGiven ? book.title : '', age: String(book.age), language: book.language,
    pageCount: String(book.pageCount), artStyle: book.artStyle,
    characters: book.characters.map((c, i) => ({ key: `k${i}`, userCharacterId: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours })),
    nextKey: book.characters.length,
  };
}

/** Whether new start values ask for a new storyboard (as the server decides: api/kinds/storybook
 * shapesPlan); a new title alone does not. */
export function needsNewStoryboard(before: StoryStartValues, after: StoryStartValues): boolean {
  const cast = (v: StoryStartValues) => JSON.stringify(v.characters.map((c) => c.userCharacterId || [c.name.trim(), c.kind, c.look.trim(), c.clothes.trim(), c.colours.trim()]));
  return before.idea.trim() !== after.idea.trim() || before.age !== after.age || before.language !== after.language
    || Number(before.pageCount) !== Number(after.pageCount) || before.artStyle !== after.artStyle || cast(before) !== cast(after);
}
