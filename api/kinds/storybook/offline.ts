// The offline storybook writer: a real little story arc (home → a wish → out into the world →
// a problem → trying together → a discovery → home → good night) over the book's characters
// and places, in the book's language, the same every time for the same book. The places follow
// the idea where it names one ("a trip to the beach", "una aventura en el bosque").
import { createHash } from 'node:crypto';
import type { LangCode } from '../../../core/languages.ts';
import { SCENE_SETTINGS, type SceneSetting, type TimeOfDay } from '../../../core/storybook.ts';
import { storyPhrases, type Beat } from './phrases/index.ts';
import type { BookCharacter, PageWords, StoryBeat, Storyboard } from './schema.ts';

const HOMES: SceneSetting[] = ['village', 'garden', 'city', 'park'];
const AWAY: SceneSetting[] = ['forest', 'meadow', 'beach', 'river', 'mountain', 'snow', 'castle', 'desert', 'sea', 'space', 'library', 'park'];

/** A stable number from words (the same book, the same story). */
function pick(seed: string, salt: string, n: number): number {
  return createHash('sha256').update(`${seed}\u0000${salt}`).digest().readUInt32BE(0) % n;
}

/** Places the idea names, in the book's language or in English. */
function placesInIdea(idea: string, lang: LangCode): SceneSetting[] {
  const text = idea.toLocaleLowerCase();
  const found: SceneSetting[] = [];
  for (const setting of SCENE_SETTINGS) {
    const words = [storyPhrases(lang).places[setting], storyPhrases('en').places[setting], setting.replace('-', ' ')]
      .map((w) => w.toLocaleLowerCase().replace(/^(the|la|el|le|les|los|las|il|lo|die|der|das|o|a|os|as)\s+/u, '').trim())
      .filter((w) => w.length >= 3);
    if (words.some((w) => text.includes(w))) found.push(setting);
  }
  return found.filter((s) => s !== 'bedroom' && s !== 'night-sky');
}

/** The beat of each page for a book of n pages: fixed opening and ending, a middle that grows. */
export function arc(n: number): Beat[] {
  const middle: Beat[] = ['explore', 'problem', 'try'];
  const beats: Beat[] = ['opening', 'wish', 'setOut'];
  const end: Beat[] = ['discover', 'home', 'end'];
  let i = 0;
  while (beats.length + end.length < n) beats.push(middle[i++ % middle.length]!);
  return [...beats, ...end].slice(0, n);
}

const TIMES: Record<Beat, TimeOfDay> = {
  opening: 'morning', wish: 'morning', setOut: 'day', explore: 'day', problem: 'day', try: 'day', discover: 'sunset', home: 'sunset', end: 'night',
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface OfflineStoryInput {
  seed: string;
  idea: string;
  language: LangCode;
  pageCount: number;
  characters: BookCharacter[];
  title?: string;
}

/** The storyboard: a beat per page with its characters and scene. */
export function offlineStoryboard(input: OfflineStoryInput): Storyboard {
  const words = storyPhrases(input.language);
  const [hero, friend] = input.characters;
  const named = placesInIdea(input.idea, input.language);
  const home = HOMES[pick(input.seed, 'home', HOMES.length)]!;
  const away = [...named, ...AWAY.filter((s) => !named.includes(s) && s !== home)];
  const start = named.length ? 0 : pick(input.seed, 'away', away.length);
  const journey = [0, 1, 2].map((k) => away[(start + k) % away.length]!);
  const beats = arc(input.pageCount);
  let stop = 0;
  const pages: StoryBeat[] = beats.map((beat, index) => {
    let setting: SceneSetting;
    if (beat === 'opening' || beat === 'wish' || beat === 'home') setting = home;
    else if (beat === 'end') setting = 'bedroom';
    else {
      if (beat === 'explore' && index > 3) stop = Math.min(stop + 1, journey.length - 1);
      setting = journey[stop]!;
    }
    // a friend joins from the start when there is one; the others join on the way
    const cast = input.characters.filter((c, i) => i === 0 || i === 1 || index >= 3 + i);
    const text = pageText(input, beat, setting, cast);
    return { beat: text, characters: cast.map((c) => c.id), scene: { setting, timeOfDay: TIMES[beat], description: altText(input.language, cast, setting) } };
  });
  const title = input.title ?? fill(words.titles[pick(input.seed, 'title', words.titles.length)]!, { hero: hero!.name, friend: friend?.name ?? '' });
  return { title, pages };
}

function pageText(input: OfflineStoryInput, beat: Beat, setting: SceneSetting, cast: BookCharacter[]): string {
  const words = storyPhrases(input.language);
  const [hero, friend] = cast;
  const template = friend ? words.beats[beat].duo : words.beats[beat].solo;
  const idea = input.idea.trim().replace(/\s+/g, ' ');
  return fill(template, { hero: hero!.name, friend: friend?.name ?? '', place: words.places[setting], idea: idea.length > 200 ? `${idea.slice(0, 199)}…` : idea });
}

function altText(lang: LangCode, cast: BookCharacter[], setting: SceneSetting): string {
  const words = storyPhrases(lang);
  return fill(words.alt, { names: cast.map((c) => c.name).join(words.and), place: words.places[setting] });
}

/** A page's words: the storyboard's beat is already the page's text offline; an instruction is
 * kept as the author's own words where the offline writer cannot follow it. */
export function offlinePage(lang: LangCode, beat: StoryBeat, characters: BookCharacter[]): PageWords {
  const cast = characters.filter((c) => beat.characters.includes(c.id));
  return { text: beat.beat, alt: altText(lang, cast.length ? cast : characters.slice(0, 1), beat.scene.setting) };
}
