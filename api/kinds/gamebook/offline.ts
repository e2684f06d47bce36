// The offline gamebook writer (issue 14): with no AI provider, a world from an idea, a planned
// gamebook of the size asked for, its segments' words, and a segment grown in play, all in the
// book's language (words.ts, one file a language), the same every time for the same seed.
//
// The plan's graph is built so the checks (core/gamebook-checks.ts) find nothing wrong with it:
// - the non-ending segments form a tree from the start (each but the start is the child of an
//   earlier one), so every one is reachable; every ending is led to by one of them;
// - every non-ending segment has a choice *forward* (to a later segment or an ending) that needs
//   no flag, so whatever loops the other choices make ("go back to…"), the reader can always
//   leave them: no dead end, no loop without exit;
// - with flags, one key and one door: the choice down the tree towards the door's segment sets
//   `key`, and the door (a choice that requires it) is always an extra way on, never the only one.
// Its words come from the world: a segment is set in one of its places (they are visited in
// order, the first being home) with one of its characters, its rules said by the fire.
import type { Choice, Ending, Segment } from '../../../core/gamebook.ts';
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { seeded, shuffledIndexes } from '../../../core/worksheets.ts';
import {
  AUDIENCE_AGES, CHOICE_TEXT_MAX, ENDING_COUNT, GAMEBOOK_TITLE_MAX, LORE_MAX, SEGMENT_COUNT, SEGMENT_SUMMARY_MAX,
  SEGMENT_TEXT_MAX, SEGMENT_TITLE_MAX, TONES, WORLD_NAME_MAX, WORLD_PREMISE_MAX,
  type GamebookPlan, type GamebookStart, type KnownTone, type PlanSegment, type SegmentContent, type World, type WorldCharacter,
} from './schema.ts';
import { BEATS, GAMEBOOK_WORDS, MIDDLE_BEATS, type Beat, type GamebookWords } from './words.ts';

/** The flag of the key-and-door pair. */
export const KEY_FLAG = 'key';

// ---------------------------------------------------------------------------------------------
// Words

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Scripts whose letters have a case: a sentence's first letter is made a capital there. */
const CASED = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const TERMINAL = /[.!?…。！？।۔؟"”»」』)]$/u;

/** Korean particles that follow the last sound of a name: {이/가} after a consonant is 이, after a vowel 가 (으로/로: 로 after ㄹ too). */
function koreanParticles(text: string): string {
  return text.replace(/(.)\{(이|은|을|과|으로|아)\/(가|는|를|와|로|야)\}/gu, (_, before: string, consonant: string, vowel: string) => {
    const code = before.charCodeAt(0);
    if (code < 0xac00 || code > 0xd7a3) return `${before}${consonant}(${vowel})`; // not hangul: both, as Korean writes them
    const final = (code - 0xac00) % 28;
    const useConsonant = final !== 0 && !(consonant === '으로' && final === 8);
    return before + (useConsonant ? consonant : vowel);
  });
}

/** A text's first letter a capital ("an old traveller" → "An old traveller"), in the scripts that have them. */
function capitalFirst(text: string, lang: LangCode): string {
  return text.replace(/^([\s“"«„‘(]*)(\p{Ll})/u, (whole, before: string, letter: string) =>
    (CASED.test(letter) ? `${before}${letter.toLocaleUpperCase(LANGUAGE_INFO[lang].bcp47)}` : whole));
}

/** A template with its placeholders filled; a name that begins a sentence begins with a capital
 * (the template's own words are left as written: "« Vite ! crie Léon. »"). */
function fill(template: string, values: Readonly<Record<string, string>>, lang: LangCode): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string, offset: number) => {
    const value = values[key];
    if (value === undefined) return whole;
    const before = template.slice(0, offset);
    return /^\s*$|[.!?]\s+$|\n\s*$/.test(before) ? capitalFirst(value, lang) : value;
  });
  return lang === 'ko' ? koreanParticles(filled) : filled;
}

/** A text ended as a sentence: the language's full stop unless it has one. */
function withStop(text: string, words: GamebookWords): string {
  const t = oneLine(text);
  return !t || TERMINAL.test(t) ? t : `${t}${words.stop}`;
}

/** A text as a sentence of its own: a capital too. */
const sentence = (text: string, words: GamebookWords, lang: LangCode): string => capitalFirst(withStop(text, words), lang);

const pickOf = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

// ---------------------------------------------------------------------------------------------
// Finding a world's names in a text

const NO_SPACES: ReadonlySet<LangCode> = new Set(['ja', 'ch']);
const lower = (text: string) => text.toLowerCase().normalize('NFC');

/** Where a name is said in a text (-1: not): as a word of its own where the language spaces its
 * words (a particle may follow in Korean), anywhere in Chinese and Japanese. */
function positionOf(text: string, name: string, lang: LangCode): number {
  const haystack = lower(text);
  const needle = lower(name.trim());
  if (!needle) return -1;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    if (NO_SPACES.has(lang)) return at;
    const before = haystack.slice(0, at).at(-1) ?? ' ';
    const after = haystack.slice(at + needle.length).at(0) ?? ' ';
    const isLetter = (c: string) => /[\p{L}\p{M}\p{N}]/u.test(c);
    if (!isLetter(before) && (lang === 'ko' || !isLetter(after))) return at;
    at = haystack.indexOf(needle, at + 1);
  }
  return -1;
}

/** The one of `names` said first in the text (the longest where two start together), or -1. */
function firstNamed(text: string, names: readonly string[], lang: LangCode): number {
  let best = -1;
  let bestAt = Infinity;
  names.forEach((name, i) => {
    const at = positionOf(text, name, lang);
    if (at === -1) return;
    if (at < bestAt || (at === bestAt && name.length > names[best]!.length)) {
      best = i;
      bestAt = at;
    }
  });
  return best;
}

// ---------------------------------------------------------------------------------------------
// A world

export interface OfflineWorldOptions {
  /** the readers' age (default 10) */
  audienceAge?: number;
  /** the tone (default: the one the idea names, else one by the seed) */
  tone?: KnownTone;
}

/** A name the idea gives the world: a quoted name ("a land called «Ombrelune»"), or a capitalised
 * word inside a sentence in a Latin-script language that does not capitalise its nouns. */
function nameInIdea(idea: string, lang: LangCode): string | undefined {
  const quoted = /[“"«„「『‘]\s*([^“”"«»„「」『』‘’\n]{2,60}?)\s*[”"»“」』’]/u.exec(idea);
  if (quoted) return quoted[1]!.trim();
  if (lang === 'de' || !/\p{Script=Latin}/u.test(idea)) return undefined;
  const tokens = idea.split(/\s+/);
  for (let i = 1; i < tokens.length; i++) {
    const previous = tokens[i - 1]!;
    if (/[.!?:;]$/.test(previous)) continue; // a sentence's first word
    const word = tokens[i]!.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (/^\p{Lu}[\p{Ll}\p{M}'’-]{2,}$/u.test(word)) return word;
  }
  return undefined;
}

function toneInIdea(idea: string, lang: LangCode): KnownTone | undefined {
  const text = lower(idea);
  for (const words of lang === 'en' ? [GAMEBOOK_WORDS.en] : [GAMEBOOK_WORDS[lang], GAMEBOOK_WORDS.en]) {
    const found = TONES.find((tone) => words.tones[tone].words.some((w) => text.includes(lower(w))));
    if (found) return found;
  }
  return undefined;
}

/**
 * A small world from an idea, in the language: 4–6 places, 2–3 characters and 2–3 rules of the
 * bank, a name (the one the idea gives, else one of the bank's), a premise that begins with the
 * idea, a tone (the one the idea names, else one by the seed) and lore that names its places and
 * characters. Ready for the World schema.
 */
export function offlineWorld(idea: string, language: LangCode, seed: string | number, options: OfflineWorldOptions = {}): World {
  const words = GAMEBOOK_WORDS[language];
  const random = seeded(`world:${seed}`);
  const placeCount = 4 + Math.floor(random() * 3);
  const characterCount = 2 + Math.floor(random() * 2);
  const ruleCount = 2 + Math.floor(random() * 2);
  const places = shuffledIndexes(words.places.length, random).slice(0, placeCount).map((i) => ({ ...words.places[i]! }));
  const characters: WorldCharacter[] = shuffledIndexes(words.characters.length, random).slice(0, characterCount)
    .map((i, n) => ({ id: `c${n + 1}`, ...words.characters[i]!, portraitImageId: null }));
  const rules = shuffledIndexes(words.rules.length, random).slice(0, ruleCount).sort((a, b) => a - b).map((i) => words.rules[i]!);
  const tone = options.tone ?? toneInIdea(idea, language) ?? pickOf(TONES, random);
  const name = clip(oneLine(nameInIdea(idea, language) ?? pickOf(words.worldNames, random)), WORLD_NAME_MAX);
  const values = {
    idea: withStop(clip(oneLine(idea), 600), words),
    tone: words.tones[tone].line,
    name,
    place: places[0]!.name,
    place2: places[1]!.name,
    character: characters[0]!.name,
  };
  const age = options.audienceAge ?? AUDIENCE_AGES.default;
  return {
    name,
    premise: clip(fill(pickOf(words.premise, random), values, language), WORLD_PREMISE_MAX),
    tone,
    audienceAge: Math.min(AUDIENCE_AGES.max, Math.max(AUDIENCE_AGES.min, Math.round(age))),
    language,
    places,
    characters,
    rules,
    lore: clip(fill(pickOf(words.lore, random), values, language), LORE_MAX),
  };
}

// ---------------------------------------------------------------------------------------------
// The plan's graph

/** How a choice came to be: a tree edge, a leaf's way on, a filler (another way on, back, another ending), a door. */
type LinkKind = 'tree' | 'exit' | 'ending' | 'cross' | 'back' | 'extra' | 'door';
/** A choice in the making: `to` is a node (0..m-1 the non-endings, m.. the endings). */
interface Link { to: number; kind: LinkKind; sets?: boolean; requires?: boolean }

interface Shape {
  /** the non-endings' choices */
  links: Link[][];
  parent: number[];
  endings: Ending[];
  /** the key's segment and the door's, when flags are used */
  key?: number;
  door?: number;
}

/** The endings, mixed: the first (the main one, after the last segment) good, then bad, neutral, good… */
function endingTypes(count: number): Ending[] {
  const cycle: Ending[] = ['good', 'bad', 'neutral'];
  return Array.from({ length: count }, (_, k) => cycle[k % 3]!);
}

function shapeOf(m: number, e: number, useFlags: boolean, random: () => number): Shape {
  const max = 4;
  const parent = [-1];
  const children: number[][] = Array.from({ length: m }, () => []);
  for (let i = 1; i < m; i++) {
    const r = random();
    let p = Math.max(0, i - (r < 0.5 ? 1 : r < 0.8 ? 2 : 3));
    while (children[p]!.length >= 3) p++; // i - 1 has no child yet: always found
    parent.push(p);
    children[p]!.push(i);
  }
  const links: Link[][] = children.map((cs) => cs.map((to): Link => ({ to, kind: 'tree' })));
  const endings = endingTypes(e);
  const targets = (i: number) => new Set(links[i]!.map((l) => l.to));
  const hasEnding = (i: number) => links[i]!.some((l) => l.to >= m);

  // every ending is led to: the main one from the last segment, the others from the later half
  links[m - 1]!.push({ to: m, kind: 'ending' });
  for (let k = 1; k < e; k++) {
    const room = [...Array(m).keys()].filter((i) => links[i]!.length < max);
    const later = room.filter((i) => i >= Math.floor(m / 3) && i > 0);
    const pool = later.length ? later : room;
    const fresh = pool.filter((i) => !hasEnding(i));
    links[pickOf(fresh.length ? fresh : pool, random)]!.push({ to: m + k, kind: 'ending' });
  }

  // a segment with no way on yet gets one: to a later segment
  for (let i = 0; i < m - 1; i++) {
    if (links[i]!.length > 0) continue;
    const to = i + 1 + Math.floor(random() * Math.min(4, m - 1 - i));
    links[i]!.push({ to, kind: 'exit' });
  }

  // 2–4 choices each: more ways on, a way back, another ending
  for (let i = 0; i < m; i++) {
    const roll = random();
    const want = Math.max(links[i]!.length, roll < 0.08 ? 4 : roll < 0.4 ? 3 : 2);
    let guard = 0;
    while (links[i]!.length < want && guard++ < 8) {
      const taken = targets(i);
      const forward = [...Array(Math.min(5, m - 1 - i)).keys()].map((d) => i + 1 + d).filter((j) => !taken.has(j));
      const ancestors: number[] = [];
      for (let j = parent[i]!; j > 0; j = parent[j]!) if (!taken.has(j)) ancestors.push(j);
      const back = links[i]!.some((l) => l.kind === 'back') ? [] : ancestors.slice(0, 2);
      const open = [...endings.keys()].map((k) => m + k).filter((j) => !taken.has(j) && (i > 0 || e === 1 || endings[j - m] !== 'bad'));
      // another ending on the way is a bad or a neutral one where the book has them: the good ones come at the end
      const ends = open.some((j) => endings[j - m] !== 'good') ? open.filter((j) => endings[j - m] !== 'good') : open;
      // another way on mostly; a way back or another ending sometimes; whatever is left when nothing else is
      const options: Link[] = [];
      if (forward.length) options.push({ to: pickOf(forward, random), kind: 'cross' }, { to: pickOf(forward, random), kind: 'cross' });
      if (back.length && i >= 2) options.push({ to: pickOf(back, random), kind: 'back' });
      if (ends.length && i > 0) options.push({ to: pickOf(ends, random), kind: 'extra' });
      if (!options.length && ends.length) options.push({ to: pickOf(ends, random), kind: 'extra' });
      if (!options.length && ancestors.length) options.push({ to: pickOf(ancestors, random), kind: 'back' });
      if (!options.length && i > 0 && !taken.has(0)) options.push({ to: 0, kind: 'back' });
      if (!options.length) break;
      links[i]!.push(pickOf(options, random));
    }
  }
  const shape: Shape = { links, parent, endings };
  if (useFlags) placeKeyAndDoor(shape, m, random);
  return shape;
}

/** One key and one door: the key on the way down the tree to the door, the door an extra way on. */
function placeKeyAndDoor(shape: Shape, m: number, random: () => number): void {
  const { links, parent, endings } = shape;
  const depth = parent.map((_, i) => { let d = 0; for (let j = i; parent[j]! >= 0; j = parent[j]!) d++; return d; });
  const isAncestor = (a: number, d: number) => { for (let j = d; j >= 0; j = parent[j]!) if (j === a) return true; return false; };
  const doorTarget = (d: number): number | undefined => {
    const taken = new Set(links[d]!.map((l) => l.to));
    const good = endings.map((t, k) => (t === 'good' ? m + k : -1)).find((j) => j >= 0 && !taken.has(j));
    if (good !== undefined) return good;
    return [...Array(m).keys()].find((j) => j > d && !taken.has(j));
  };
  const fillers = (d: number) => links[d]!.filter((l) => l.kind === 'cross' || l.kind === 'back' || l.kind === 'extra');
  const pairs: [number, number][] = [];
  for (let a = 1; a < m - 1; a++) {
    for (let d = a + 1; d < m - 1; d++) {
      if (!isAncestor(a, d) || doorTarget(d) === undefined) continue;
      if (links[d]!.length >= 4 && fillers(d).length === 0) continue;
      pairs.push([a, d]);
    }
  }
  if (!pairs.length) return;
  const far = pairs.filter(([a, d]) => depth[d]! - depth[a]! >= 2);
  const [a, d] = pickOf(far.length ? far : pairs, random);
  // the key: the tree choice from a towards d
  let child = d;
  while (parent[child] !== a) child = parent[child]!;
  links[a]!.find((l) => l.kind === 'tree' && l.to === child)!.sets = true;
  if (links[d]!.length >= 4) links[d]!.splice(links[d]!.indexOf(fillers(d).at(-1)!), 1);
  links[d]!.push({ to: doorTarget(d)!, kind: 'door', requires: true });
  shape.key = a;
  shape.door = d;
}

// ---------------------------------------------------------------------------------------------
// The plan

type PlanRequest = Pick<GamebookStart, 'idea' | 'language' | 'segmentCount' | 'endingCount' | 'useFlags'>;

interface Cast { place: string; placeIndex: number; character: string }

const characterName = (world: World, i: number, words: GamebookWords) =>
  (world.characters.length ? world.characters[((i % world.characters.length) + world.characters.length) % world.characters.length]!.name : words.stranger);

/** The title the idea gives when it is short enough to be one; else one of the bank's. */
function titleOf(idea: string, world: World, place: string, words: GamebookWords, lang: LangCode, random: () => number): string {
  const first = oneLine(idea.split(/\r?\n/)[0] ?? '').replace(/[.!?。！？।۔؟]+$/u, '');
  if (first && first.length <= 48) return clip(capitalFirst(first, lang), GAMEBOOK_TITLE_MAX);
  return clip(fill(pickOf(words.titles, random), { world: world.name, place }, lang), GAMEBOOK_TITLE_MAX);
}

/**
 * The planned graph: exactly `segmentCount` segments (8–60), `endingCount` of them endings (1–6;
 * good, bad and neutral mixed, the first good), 2–4 choices for every other, nothing the checks
 * call an error or a warning; with `useFlags`, one key-and-door pair of the flag `key`. Titles,
 * summaries and choices in the language, from the world's places (in order: the start is at the
 * first) and characters. Segment ids s1…sN (the endings last), choice ids s3-1, s3-2…
 */
export function offlineGamebookPlan(world: World, start: PlanRequest, seed: string | number): GamebookPlan {
  const lang = start.language;
  const words = GAMEBOOK_WORDS[lang];
  const random = seeded(`gamebook:${seed}`);
  const n = Math.min(SEGMENT_COUNT.max, Math.max(SEGMENT_COUNT.min, Math.round(start.segmentCount)));
  const e = Math.min(ENDING_COUNT.max, Math.max(ENDING_COUNT.min, Math.round(start.endingCount)), n - 2);
  const m = n - e;
  const shape = shapeOf(m, e, start.useFlags, random);
  const { links, endings } = shape;
  const id = (node: number) => `s${node + 1}`;

  // what each segment is about
  const beats: Beat[] = Array.from({ length: m }, () => 'path');
  const middle = MIDDLE_BEATS.filter((b) => b !== 'rest' || world.rules.length > 0);
  const order = shuffledIndexes(middle.length, random).map((i) => middle[i]!);
  let turn = 0;
  for (let i = 1; i < m - 1; i++) {
    if (i === shape.key) beats[i] = 'key';
    else if (i === shape.door) beats[i] = 'door';
    else {
      let beat = order[turn++ % order.length]!;
      if (beat === beats[i - 1] && order.length > 1) beat = order[turn++ % order.length]!;
      beats[i] = beat;
    }
  }
  beats[0] = 'opening';
  if (m > 1) beats[m - 1] = 'final';

  // where, and with whom
  const places = world.places;
  const offset = Math.floor(random() * Math.max(1, world.characters.length));
  const cast: Cast[] = [];
  for (let i = 0; i < m; i++) {
    const placeIndex = Math.floor((i * places.length) / m) % places.length;
    cast.push({ place: places[placeIndex]!.name, placeIndex, character: characterName(world, i + offset, words) });
  }
  for (let k = 0; k < e; k++) {
    const from = k === 0 ? m - 1 : links.findIndex((ls) => ls.some((l) => l.to === m + k));
    cast.push({ ...cast[Math.max(0, from)]!, character: characterName(world, k + offset + 1, words) });
  }

  const idea = withStop(clip(oneLine(start.idea), 160), words);
  const beatSeen = new Map<Beat, number>();
  const segments: PlanSegment[] = [];
  for (let i = 0; i < m; i++) {
    const beat = beats[i]!;
    const seen = beatSeen.get(beat) ?? 0;
    beatSeen.set(beat, seen + 1);
    const { place, character } = cast[i]!;
    const title = fill(words.segmentTitle, { place, beat: words.beats[beat].titles[seen % 2]! }, lang);
    const summary = fill(words.beats[beat].summary, { place, character, idea }, lang);
    segments.push({
      id: id(i), title: clip(title, SEGMENT_TITLE_MAX), summary: clip(summary, SEGMENT_SUMMARY_MAX),
      choices: choicesOf(i, shape, m, beats, cast, words, lang, random).map((c, j) => ({ ...c, id: `${id(i)}-${j + 1}` })),
    });
  }
  const endingSeen = new Map<Ending, number>();
  endings.forEach((ending, k) => {
    const seen = endingSeen.get(ending) ?? 0;
    endingSeen.set(ending, seen + 1);
    const { place, character } = cast[m + k]!;
    segments.push({
      id: id(m + k),
      title: clip(capitalFirst(words.endings[ending].titles[seen % 2]!, lang), SEGMENT_TITLE_MAX),
      summary: clip(fill(words.endings[ending].summary, { place, character }, lang), SEGMENT_SUMMARY_MAX),
      ending,
      choices: [],
    });
  });

  return {
    title: titleOf(start.idea, world, cast[m - 1]!.place, words, lang, random),
    start: id(0),
    segments,
    flags: shape.key !== undefined ? [KEY_FLAG] : [],
  };
}

/** A segment's choices in words: ways on in a shuffled order, a way back last; no two alike. */
function choicesOf(i: number, shape: Shape, m: number, beats: Beat[], cast: Cast[], words: GamebookWords, lang: LangCode, random: () => number): Omit<Choice, 'id'>[] {
  const own = shape.links[i]!;
  const order = shuffledIndexes(own.length, random).map((k) => own[k]!);
  const sorted = [...order.filter((l) => l.kind !== 'back'), ...order.filter((l) => l.kind === 'back')];
  const texts: string[] = [];
  return sorted.map((link) => {
    const target = cast[link.to]!;
    const values = { place: target.place, character: target.character };
    let options: readonly string[];
    if (link.kind === 'door') options = [words.openDoor];
    else if (link.sets) options = [words.takeKey];
    else if (link.to >= m) options = words.toEnding[shape.endings[link.to - m]!];
    else if (link.kind === 'back') options = words.back;
    else if (target.place === cast[i]!.place && beats[link.to] !== 'meet') options = words.stay;
    else options = words.choices[beats[link.to]!];
    const candidates = [...options, ...words.rejoin, ...words.back].map((t) => clip(fill(t, values, lang), CHOICE_TEXT_MAX));
    const text = candidates.find((t) => !texts.includes(t)) ?? candidates[0]!;
    texts.push(text);
    return {
      text,
      to: `s${link.to + 1}`,
      ...(link.sets ? { sets: [KEY_FLAG] } : {}),
      ...(link.requires ? { requires: [KEY_FLAG] } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A segment's words

/** A segment of a plan or of a gamebook being played: what the writer reads of it. */
export interface SegmentLike {
  id: string;
  title: string;
  summary?: string;
  text?: string;
  ending?: Ending | undefined;
  choices: readonly Choice[];
  hidden?: boolean | undefined;
}

/** A plan or a gamebook's graph so far. */
export interface GraphLike {
  start: string;
  segments: readonly SegmentLike[];
  flags?: readonly string[];
}

/** The beat a segment was planned with: its ending, its key or door, the start, else the title's words. */
function beatOf(segment: SegmentLike, graph: GraphLike, words: GamebookWords): Beat | Ending {
  if (segment.ending) return segment.ending;
  if (segment.choices.some((c) => c.requires?.length)) return 'door';
  if (segment.choices.some((c) => c.sets?.length)) return 'key';
  if (segment.id === graph.start) return 'opening';
  const title = lower(segment.title);
  const titled = BEATS.flatMap((beat) => words.beats[beat].titles.map((t) => ({ beat, t: lower(t) })))
    .sort((a, b) => b.t.length - a.t.length)
    .find(({ t }) => title.includes(t));
  if (titled && titled.beat !== 'opening') return titled.beat;
  return pickOf(MIDDLE_BEATS, seeded(`beat:${segment.id}`));
}

/** The place and the character a segment is about: those its summary (or title, or text) names, else by its position. */
function castOf(world: World, segment: SegmentLike, position: number, count: number, lang: LangCode, words: GamebookWords): Cast {
  const about = [segment.summary, segment.title, segment.text].filter(Boolean).join('\n');
  const named = firstNamed(about, world.places.map((p) => p.name), lang);
  const placeIndex = named >= 0 ? named : Math.floor((Math.max(0, position) * world.places.length) / Math.max(1, count)) % world.places.length;
  const who = firstNamed(about, world.characters.map((c) => c.name), lang);
  return {
    place: world.places[placeIndex]!.name,
    placeIndex,
    character: who >= 0 ? world.characters[who]!.name : characterName(world, Math.max(0, position), words),
  };
}

function paragraphs(beat: Beat | Ending, cast: Cast, world: World, summary: string, words: GamebookWords, lang: LangCode, random: () => number): string {
  const description = world.places[cast.placeIndex]?.description ?? '';
  const values = { place: cast.place, character: cast.character, rule: world.rules.length ? pickOf(world.rules, random) : '' };
  const scene = (template: string) => [fill(template, values, lang), sentence(description, words, lang)].filter(Boolean).join(NO_SPACES.has(lang) ? '' : ' ');
  if (beat === 'good' || beat === 'bad' || beat === 'neutral') {
    const w = words.endings[beat];
    return [scene(w.scene), sentence(summary, words, lang), w.close].join('\n\n');
  }
  const w = words.beats[beat];
  const event = beat === 'rest' && !world.rules.length ? words.beats.path.event : w.event;
  return [scene(w.scene), sentence(summary, words, lang), fill(event, values, lang), pickOf(words.asks, random)].join('\n\n');
}

/**
 * A planned segment's words: 3 or 4 short paragraphs in the second person and the present — the
 * place it is set in (the one its summary names, with the world's description of it), its summary
 * as the author left it, what its character says, and the question (an ending: its last words) —
 * and its choices as planned. Undefined for an id the plan does not have.
 */
export function offlineSegment(world: World, plan: GraphLike, segmentId: string, language: LangCode, seed: string | number): SegmentContent | undefined {
  const position = plan.segments.findIndex((s) => s.id === segmentId);
  const segment = plan.segments[position];
  if (!segment) return undefined;
  const words = GAMEBOOK_WORDS[language];
  const random = seeded(`segment:${seed}:${segmentId}`);
  const beat = beatOf(segment, plan, words);
  const cast = castOf(world, segment, position, plan.segments.length, language, words);
  const summary = segment.summary ?? fill(beat in words.endings ? words.endings[beat as Ending].summary : words.beats[beat as Beat].summary, { place: cast.place, character: cast.character, idea: '' }, language);
  return {
    title: clip(oneLine(segment.title), SEGMENT_TITLE_MAX),
    text: clip(paragraphs(beat, cast, world, summary, words, language, random), SEGMENT_TEXT_MAX),
    ...(segment.ending ? { ending: segment.ending } : {}),
    choices: segment.ending ? [] : segment.choices.map((c) => ({
      id: c.id,
      text: c.text,
      to: c.to,
      ...(c.requires ? { requires: [...c.requires] } : {}),
      ...(c.forbids ? { forbids: [...c.forbids] } : {}),
      ...(c.sets ? { sets: [...c.sets] } : {}),
      ...(c.clears ? { clears: [...c.clears] } : {}),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Growing in play

export interface GrownSegments {
  /** the segment the reader's choice now leads to: set the choice's `to` to its id */
  segment: Segment;
  /** new endings it leads to, written too: store them with it */
  endings: Segment[];
}

/**
 * The segments from which an ending can be reached whatever the reader carries: along choices that
 * need no flag (and forbid none) to segments that are there.
 */
function safeSegments(graph: GraphLike): Set<string> {
  const live = new Map(graph.segments.filter((s) => !s.hidden).map((s) => [s.id, s]));
  const safe = new Set([...live.values()].filter((s) => s.ending).map((s) => s.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of live.values()) {
      if (safe.has(s.id)) continue;
      if (s.choices.some((c) => c.to !== null && !c.requires?.length && !c.forbids?.length && live.has(c.to) && safe.has(c.to))) {
        safe.add(s.id);
        grew = true;
      }
    }
  }
  return safe;
}

/**
 * A segment written when a reader takes a choice that leads nowhere yet: its words (a path on no
 * map, through a place of the world other than the one the reader is in) and 2–3 choices that
 * need no flag, each leading back into the written book (to a segment from which an ending can
 * always be reached) or to a new ending written with it — so growing never traps the reader.
 * `choice` is the choice taken (or its id). The new ids are not in the graph.
 */
export function offlineGrownSegment(
  world: World, graph: GraphLike, fromSegmentId: string, choice: Choice | string, language: LangCode, seed: string | number,
): GrownSegments {
  const words = GAMEBOOK_WORDS[language];
  const from = graph.segments.find((s) => s.id === fromSegmentId);
  const taken = typeof choice === 'string' ? from?.choices.find((c) => c.id === choice) : choice;
  const choiceId = typeof choice === 'string' ? choice : choice.id;
  const random = seeded(`grow:${seed}:${fromSegmentId}:${choiceId}`);

  const usedIds = new Set(graph.segments.flatMap((s) => [s.id, ...s.choices.map((c) => c.id)]));
  const newId = (): string => {
    for (;;) {
      const candidate = `g${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
      if (![candidate, `${candidate}-1`, `${candidate}-2`, `${candidate}-3`].some((x) => usedIds.has(x))) {
        usedIds.add(candidate);
        return candidate;
      }
    }
  };

  // where: the next place of the world after the one the reader is in
  const position = graph.segments.findIndex((s) => s.id === fromSegmentId);
  const here = from ? castOf(world, from, position, graph.segments.length, language, words) : undefined;
  const placeIndex = here ? (here.placeIndex + 1 + Math.floor(random() * Math.max(1, world.places.length - 1))) % world.places.length : 0;
  const cast: Cast = {
    place: world.places[placeIndex]!.name,
    placeIndex,
    character: characterName(world, Math.floor(random() * Math.max(1, world.characters.length)), words),
  };

  // where to: back into the book (near the reader first: where the other choices lead), a new ending
  const safe = safeSegments(graph);
  const byId = new Map(graph.segments.map((s, i) => [s.id, { s, i }]));
  const near = (from?.choices ?? []).map((c) => c.to).filter((to): to is string => to !== null && to !== taken?.to);
  const rejoinable = [...safe].filter((sid) => sid !== fromSegmentId && sid !== graph.start && !byId.get(sid)!.s.ending);
  const nearFirst = [...new Set([...near.filter((sid) => rejoinable.includes(sid)), ...shuffledIndexes(rejoinable.length, random).map((k) => rejoinable[k]!)])];
  const existingEndings = [...safe].filter((sid) => byId.get(sid)!.s.ending);
  const count = random() < 0.5 ? 2 : 3;
  const newEndingType: Ending = pickOf(['bad', 'neutral', 'good'] as const, random);

  type Way = { to: string; ending?: Ending; place: string; isNew?: boolean };
  const ways: Way[] = [];
  const placeOf = (sid: string) => {
    const found = byId.get(sid)!;
    return castOf(world, found.s, found.i, graph.segments.length, language, words).place;
  };
  if (nearFirst[0]) ways.push({ to: nearFirst[0], place: placeOf(nearFirst[0]) });
  ways.push({ to: '', ending: newEndingType, place: cast.place, isNew: true });
  if (ways.length < count || ways.length < 2) {
    if (nearFirst[1]) ways.push({ to: nearFirst[1], place: placeOf(nearFirst[1]) });
    else if (existingEndings.length) {
      const sid = pickOf(existingEndings, random);
      ways.push({ to: sid, ending: byId.get(sid)!.s.ending!, place: placeOf(sid) });
    }
  }
  if (ways.length < 2) ways.push({ to: '', ending: newEndingType === 'good' ? 'neutral' : 'good', place: cast.place, isNew: true });

  const segmentId = newId();
  const endingsOut: Segment[] = [];
  const texts: string[] = [];
  const choices: Choice[] = ways.map((way, k) => {
    if (way.isNew) {
      const endingId = newId();
      const w = words.endings[way.ending!];
      const summary = fill(w.summary, { place: cast.place, character: cast.character }, language);
      endingsOut.push({
        id: endingId,
        title: clip(capitalFirst(w.titles[endingsOut.length % 2]!, language), SEGMENT_TITLE_MAX),
        text: clip(paragraphs(way.ending!, cast, world, summary, words, language, random), SEGMENT_TEXT_MAX),
        ending: way.ending!,
        choices: [],
      });
      way.to = endingId;
    }
    const options = way.ending ? words.toEnding[way.ending] : way.place === cast.place ? words.stay : words.rejoin;
    const candidates = [...options, ...words.back].map((t) => clip(fill(t, { place: way.place, character: cast.character }, language), CHOICE_TEXT_MAX));
    const text = candidates.find((t) => !texts.includes(t)) ?? candidates[0]!;
    texts.push(text);
    return { id: `${segmentId}-${k + 1}`, text, to: way.to };
  });
  // the way back into the book first or not, by the seed
  if (random() < 0.5) choices.reverse();
  choices.forEach((c, k) => { c.id = `${segmentId}-${k + 1}`; });

  const title = fill(words.segmentTitle, { place: cast.place, beat: words.beats.grown.titles[Math.floor(random() * 2)]! }, language);
  const summary = fill(words.beats.grown.summary, { place: cast.place, character: cast.character }, language);
  return {
    segment: {
      id: segmentId,
      title: clip(title, SEGMENT_TITLE_MAX),
      text: clip(paragraphs('grown', cast, world, summary, words, language, random), SEGMENT_TEXT_MAX),
      choices,
    },
    endings: endingsOut,
  };
}
