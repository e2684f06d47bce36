// Issue 14, the offline gamebook writer and the gamebook kind's shapes: a world from an idea in
// any of the 17 languages; a planned graph of exactly the size asked for, its endings mixed, 2–4
// choices each, that the checks (core/gamebook-checks.ts) find nothing wrong with, with a key and
// a door when flags are allowed; each segment's words in the book's language, about the place and
// the character its summary names; a segment grown in play that keeps the book free of traps; the
// same seed, the same book. And the schemas: every shape refused names its field.
import { describe, expect, it } from 'vitest';
import { checkGamebook, type GamebookProblem } from '../../core/gamebook-checks.ts';
import { CHOICES_PER_SEGMENT, ENDINGS, type Choice, type GamebookGraph } from '../../core/gamebook.ts';
import { LANGUAGES, type LangCode } from '../../core/languages.ts';
import {
  KEY_FLAG, offlineGamebookPlan, offlineGrownSegment, offlineSegment, offlineWorld,
} from '../../api/kinds/gamebook/offline.ts';
import {
  Choice as ChoiceSchema, GamebookPlan, GamebookStart, SegmentContent, TONES, World, type GamebookPlan as Plan, type World as WorldType,
} from '../../api/kinds/gamebook/schema.ts';
import { GAMEBOOK_WORDS } from '../../api/kinds/gamebook/words.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** Each problem as "field.path: message". */
const problems = (schema: { safeParse: (v: unknown) => Parsed }, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
};
const fieldsOf = (schema: { safeParse: (v: unknown) => Parsed }, value: unknown) => problems(schema, value).map((p) => p.split(':')[0]);

const IDEAS: Record<LangCode, string> = {
  ar: 'جزيرة عائمة تضيئها المنارات', bn: 'ভাসমান এক দ্বীপ, যেখানে বাতিঘর জ্বলে', ch: '一座漂浮的灯塔之岛', de: 'Eine schwebende Insel voller Leuchttürme',
  en: 'a floating island of lighthouses', es: 'una isla flotante llena de faros', fr: 'une île flottante pleine de phares', hi: 'प्रकाशस्तंभों से भरा एक तैरता द्वीप',
  id: 'pulau terapung penuh mercusuar', it: 'un’isola galleggiante piena di fari', ja: '灯台だらけの空に浮かぶ島', ko: '등대가 가득한 떠다니는 섬',
  pt: 'uma ilha flutuante cheia de faróis', sw: 'kisiwa kinachoelea chenye minara ya taa', tr: 'deniz fenerleriyle dolu yüzen bir ada', ur: 'روشنی کے میناروں سے بھرا ایک تیرتا جزیرہ',
  vi: 'một hòn đảo nổi đầy ngọn hải đăng',
};

const worldIn = (lang: LangCode, seed: string | number = 1): WorldType => World.parse(offlineWorld(IDEAS[lang], lang, seed));
const planOf = (world: WorldType, lang: LangCode, segmentCount: number, endingCount: number, useFlags: boolean, seed: string | number = 7) =>
  offlineGamebookPlan(world, { idea: IDEAS[lang], language: lang, segmentCount, endingCount, useFlags }, seed);

/** The plan as a graph the checks read: the summaries stand for the text. */
const graphOf = (plan: Plan): GamebookGraph => ({
  start: plan.start,
  flags: [...plan.flags],
  segments: plan.segments.map((s) => ({ id: s.id, title: s.title, text: s.summary, ...(s.ending ? { ending: s.ending } : {}), choices: s.choices.map((c) => ({ ...c })) })),
});
const notInfo = (list: GamebookProblem[]) => list.filter((p) => p.severity !== 'info');

// ---------------------------------------------------------------------------------------------
// Telling a language from its words

/** Words of English that no other language of the 17 writes (a leak of the English templates). */
const ENGLISH = /(?<!\p{L})(the|you|your|and|with|what|where|this)(?!\p{L})/iu;
const share = (text: string, letters: RegExp) => {
  const all = [...text].filter((c) => /\p{L}/u.test(c));
  return all.filter((c) => letters.test(c)).length / Math.max(1, all.length);
};
/** What a text in each language has: its script, most of its letters; a Latin-script language, its common small words. */
const LOOKS_LIKE: Record<LangCode, (text: string) => boolean> = {
  ar: (t) => share(t, /\p{Script=Arabic}/u) > 0.9 && !/[پچژگکںےہ]/u.test(t), // none of the letters only Urdu (and Persian) write
  ur: (t) => share(t, /\p{Script=Arabic}/u) > 0.9 && /[ںےہ]/u.test(t),
  hi: (t) => share(t, /\p{Script=Devanagari}/u) > 0.9,
  bn: (t) => share(t, /\p{Script=Bengali}/u) > 0.9,
  ch: (t) => share(t, /\p{Script=Han}/u) > 0.9 && !/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t),
  ja: (t) => share(t, /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u) > 0.9 && /\p{Script=Hiragana}/u.test(t),
  ko: (t) => share(t, /\p{Script=Hangul}/u) > 0.9,
  en: (t) => /(?<!\p{L})(the|you|and)(?!\p{L})/iu.test(t),
  fr: (t) => /(?<!\p{L})(tu|te|le|la|les|de|et|un|une)(?!\p{L})/u.test(t),
  es: (t) => /(?<!\p{L})(el|la|los|de|que|y|tu|un|una)(?!\p{L})/u.test(t),
  de: (t) => /(?<!\p{L})(du|der|die|das|und|ein|eine|dich|dir)(?!\p{L})/u.test(t),
  it: (t) => /(?<!\p{L})(il|la|di|che|un|una|ti|tu)(?!\p{L})/u.test(t),
  pt: (t) => /(?<!\p{L})(você|o|a|de|que|um|uma)(?!\p{L})/u.test(t),
  id: (t) => /(?<!\p{L})(kamu|dan|yang|di|ke|itu)(?!\p{L})/u.test(t),
  sw: (t) => /(?<!\p{L})(na|ya|wa|kwa|huko)(?!\p{L})/u.test(t),
  tr: (t) => /(?<!\p{L})(bir|ve|bu|sen|seni|sana|burası)(?!\p{L})/u.test(t),
  vi: (t) => /(?<!\p{L})(bạn|và|của|một|những)(?!\p{L})/u.test(t),
};

// ---------------------------------------------------------------------------------------------
// The schemas

describe('the World schema', () => {
  const world = () => offlineWorld('a floating island of lighthouses', 'en', 3) as unknown as Record<string, unknown>;

  it('takes the offline world and a world edited by hand (no characters, no rules, no lore)', () => {
    expect(problems(World, world())).toEqual([]);
    expect(problems(World, { name: 'Port Nowhere', premise: 'A harbour at the end of the map.', tone: 'cosy', audienceAge: 8, language: 'en', places: [{ name: 'The Quay', description: 'Wet stones and gulls.' }] })).toEqual([]);
  });

  it('keeps a tone of the list as its key and a tone of the author’s own as written', () => {
    expect(World.parse({ ...world(), tone: 'Cosy' }).tone).toBe('cosy');
    expect(World.parse({ ...world(), tone: 'comme un conte de Noël' }).tone).toBe('comme un conte de Noël');
    expect(TONES).toEqual(['cosy', 'adventurous', 'mysterious', 'funny', 'eerie']);
  });

  it('refuses each wrong field, naming it', () => {
    const w = world();
    const places = w.places as { name: string; description: string }[];
    const characters = w.characters as { id: string; name: string }[];
    expect(fieldsOf(World, { ...w, name: 'x'.repeat(121) })).toEqual(['name']);
    expect(fieldsOf(World, { ...w, premise: '' })).toEqual(['premise']);
    expect(fieldsOf(World, { ...w, premise: 'x'.repeat(1001) })).toEqual(['premise']);
    expect(fieldsOf(World, { ...w, tone: 'x'.repeat(41) })).toEqual(['tone']);
    expect(fieldsOf(World, { ...w, audienceAge: 3 })).toEqual(['audienceAge']);
    expect(fieldsOf(World, { ...w, audienceAge: 19 })).toEqual(['audienceAge']);
    expect(fieldsOf(World, { ...w, audienceAge: 9.5 })).toEqual(['audienceAge']);
    expect(fieldsOf(World, { ...w, language: 'zz' })).toEqual(['language']);
    expect(problems(World, { ...w, places: [] })).toEqual(['places: needs a place']);
    expect(fieldsOf(World, { ...w, places: Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, description: 'd' })) })).toEqual(['places']);
    expect(fieldsOf(World, { ...w, places: [{ ...places[0]!, name: 'x'.repeat(81) }] })).toEqual(['places.0.name']);
    expect(fieldsOf(World, { ...w, places: [{ ...places[0]!, description: 'x'.repeat(501) }] })).toEqual(['places.0.description']);
    expect(problems(World, { ...w, places: [places[0], { ...places[1]!, name: places[0]!.name.toUpperCase() }] })).toEqual(['places.1.name: is the same as place 1\'s']);
    expect(fieldsOf(World, { ...w, characters: [characters[0], { ...characters[1]!, id: characters[0]!.id }] })).toEqual(['characters.1.id']);
    expect(fieldsOf(World, { ...w, characters: [characters[0], { ...characters[1]!, name: characters[0]!.name }] })).toEqual(['characters.1.name']);
    expect(fieldsOf(World, { ...w, characters: [{ ...characters[0]!, kind: 'robot' }] })).toEqual(['characters.0.kind']);
    expect(fieldsOf(World, { ...w, characters: Array.from({ length: 13 }, (_, i) => ({ ...characters[0]!, id: `c${i}`, name: `N${i}` })) })).toEqual(['characters']);
    expect(fieldsOf(World, { ...w, rules: ['one line\nand another'] })).toEqual(['rules.0']);
    expect(fieldsOf(World, { ...w, rules: ['x'.repeat(201)] })).toEqual(['rules.0']);
    expect(fieldsOf(World, { ...w, rules: Array.from({ length: 21 }, (_, i) => `Rule ${i}`) })).toEqual(['rules']);
    expect(fieldsOf(World, { ...w, lore: 'x'.repeat(4001) })).toEqual(['lore']);
  });
});

describe('the GamebookStart schema', () => {
  const start = { worldId: '0e8f3c52-6a3b-4c9e-9d41-3f1b2a7c5e60', idea: 'Find the keeper lost in the fog', language: 'fr', segmentCount: 20, endingCount: 3, useFlags: true };

  it('takes a start and refuses each wrong field, naming it', () => {
    expect(problems(GamebookStart, start)).toEqual([]);
    expect(fieldsOf(GamebookStart, { ...start, worldId: 'world-1' })).toEqual(['worldId']);
    expect(fieldsOf(GamebookStart, { ...start, idea: '' })).toEqual(['idea']);
    expect(fieldsOf(GamebookStart, { ...start, idea: 'x'.repeat(501) })).toEqual(['idea']);
    expect(fieldsOf(GamebookStart, { ...start, language: 'xx' })).toEqual(['language']);
    expect(problems(GamebookStart, { ...start, segmentCount: 7 })).toEqual(['segmentCount: must be at least 8']);
    expect(problems(GamebookStart, { ...start, segmentCount: 61 })).toEqual(['segmentCount: must be at most 60']);
    expect(fieldsOf(GamebookStart, { ...start, segmentCount: '20' })).toEqual(['segmentCount']);
    expect(problems(GamebookStart, { ...start, endingCount: 0 })).toEqual(['endingCount: must be at least 1']);
    expect(problems(GamebookStart, { ...start, endingCount: 7 })).toEqual(['endingCount: must be at most 6']);
    const { useFlags: _, ...noFlags } = start;
    expect(fieldsOf(GamebookStart, noFlags)).toEqual(['useFlags']);
  });
});

describe('the GamebookPlan schema', () => {
  const base = (): Plan => structuredClone(planOf(worldIn('en'), 'en', 12, 3, true));
  const firstWithChoices = (plan: Plan) => plan.segments.findIndex((s) => !s.ending && s.choices.length >= 2);

  it('takes the offline plan, and a choice left to grow in play (to: null)', () => {
    const plan = base();
    expect(problems(GamebookPlan, plan)).toEqual([]);
    plan.segments[0]!.choices[0]!.to = null;
    expect(problems(GamebookPlan, plan)).toEqual([]);
  });

  it('refuses two segments with one id, naming the second', () => {
    const plan = base();
    plan.segments[3]!.id = plan.segments[1]!.id;
    expect(problems(GamebookPlan, plan)).toContain(`segments.3.id: "${plan.segments[1]!.id}" is segment 2's id too`);
  });

  it('refuses a link to no segment, naming the choice', () => {
    const plan = base();
    plan.segments[2]!.choices[1]!.to = 'nowhere';
    expect(problems(GamebookPlan, plan)).toEqual(['segments.2.choices.1.to: leads to "nowhere", which is not one of the segments']);
  });

  it('refuses 1 or 5 choices on a segment that is not an ending, and choices on an ending', () => {
    const one = base();
    const i = firstWithChoices(one);
    one.segments[i]!.choices = one.segments[i]!.choices.slice(0, 1);
    expect(problems(GamebookPlan, one)).toEqual([`segments.${i}.choices: needs at least ${CHOICES_PER_SEGMENT.min} choices, or the segment must be an ending`]);
    const five = base();
    const seg = five.segments[i]!;
    while (seg.choices.length < 5) seg.choices.push({ ...seg.choices[0]!, id: `extra${seg.choices.length}` });
    expect(problems(GamebookPlan, five)).toEqual([`segments.${i}.choices: can have at most ${CHOICES_PER_SEGMENT.max} choices`]);
    const ending = base();
    const e = ending.segments.findIndex((s) => s.ending);
    ending.segments[e]!.choices = [{ id: 'x1', text: 'Again', to: ending.start }];
    expect(problems(GamebookPlan, ending)).toEqual([`segments.${e}.choices: an ending has no choices (this one has 1)`]);
  });

  it('refuses a start that is not a segment, or is an ending', () => {
    expect(problems(GamebookPlan, { ...base(), start: 's99' })).toEqual(['start: is "s99", which is not one of the segments']);
    const plan = base();
    expect(problems(GamebookPlan, { ...plan, start: plan.segments.find((s) => s.ending)!.id })).toEqual(['start: cannot be an ending']);
  });

  it('refuses flags that are not flag names, too many, named twice or not declared, and a choice that requires what it forbids', () => {
    expect(fieldsOf(GamebookPlan, { ...base(), flags: ['key', 'Lantern'] })).toContain('flags.1');
    expect(fieldsOf(GamebookPlan, { ...base(), flags: ['key', 'a b'] })).toContain('flags.1');
    expect(problems(GamebookPlan, { ...base(), flags: ['key', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'] })).toEqual(['flags: can have at most 8 flags']);
    expect(problems(GamebookPlan, { ...base(), flags: ['key', 'key'] })).toEqual(['flags.1: names "key" twice']);
    const undeclared = base();
    const i = firstWithChoices(undeclared);
    undeclared.segments[i]!.choices[0]!.requires = ['lantern'];
    expect(problems(GamebookPlan, undeclared)).toEqual([`segments.${i}.choices.0.requires.0: "lantern" is not one of the gamebook's flags`]);
    const contradictory = base();
    contradictory.flags = ['key', 'lantern'];
    contradictory.segments[i]!.choices[0] = { ...contradictory.segments[i]!.choices[0]!, requires: ['lantern'], forbids: ['lantern'] };
    expect(fieldsOf(GamebookPlan, contradictory)).toEqual([`segments.${i}.choices.0.forbids`]);
  });

  it('refuses a choice id used twice in the gamebook, naming the second', () => {
    const plan = base();
    plan.segments[1]!.choices[0]!.id = plan.segments[0]!.choices[0]!.id;
    expect(fieldsOf(GamebookPlan, plan)).toEqual(['segments.1.choices.0.id']);
  });

  it('refuses an id that is not 1–40 letters, digits, - or _, and a summary over 300 characters', () => {
    const plan = base();
    plan.segments[1]!.id = 'has space';
    expect(fieldsOf(GamebookPlan, plan)).toContain('segments.1.id');
    const long = base();
    long.segments[2]!.summary = 'x'.repeat(301);
    expect(fieldsOf(GamebookPlan, long)).toEqual(['segments.2.summary']);
  });
});

describe('the SegmentContent and Choice schemas', () => {
  const written = { title: 'The quay', text: 'You arrive.', choices: [{ id: 'a', text: 'Left', to: 's2' }, { id: 'b', text: 'Right', to: null }] };

  it('takes a written segment and an ending', () => {
    expect(problems(SegmentContent, written)).toEqual([]);
    expect(problems(SegmentContent, { title: 'Home', text: 'The end.', ending: 'good', choices: [] })).toEqual([]);
  });

  it('refuses each wrong field, naming it', () => {
    expect(fieldsOf(SegmentContent, { ...written, text: 'x'.repeat(4001) })).toEqual(['text']);
    expect(fieldsOf(SegmentContent, { ...written, title: 'two\nlines' })).toEqual(['title']);
    expect(fieldsOf(SegmentContent, { ...written, ending: 'happy', choices: [] })).toEqual(['ending']);
    expect(fieldsOf(SegmentContent, { ...written, ending: 'bad' })).toEqual(['choices']);
    expect(fieldsOf(SegmentContent, { ...written, choices: written.choices.slice(0, 1) })).toEqual(['choices']);
    expect(fieldsOf(SegmentContent, { ...written, choices: [written.choices[0], { ...written.choices[1]!, id: 'a' }] })).toEqual(['choices.1.id']);
    expect(fieldsOf(SegmentContent, { ...written, choices: [written.choices[0], { ...written.choices[1]!, text: '' }] })).toEqual(['choices.1.text']);
    expect(fieldsOf(ChoiceSchema, { id: 'a', text: 'Go', to: 's1', sets: ['key'], clears: ['key'] })).toEqual(['clears']);
    expect(fieldsOf(ChoiceSchema, { id: 'a', text: 'Go', to: 's1', sets: ['key', 'key'] })).toEqual(['sets.1']);
  });
});

// ---------------------------------------------------------------------------------------------
// A world from an idea

describe('offlineWorld', () => {
  it('makes a world the schema takes in every language: 4–6 places, 2–3 characters, 2–3 rules, a premise that begins with the idea', () => {
    for (const lang of LANGUAGES) {
      for (const seed of [1, 2, 3]) {
        const raw = offlineWorld(IDEAS[lang], lang, seed);
        expect(problems(World, raw), lang).toEqual([]);
        const world = World.parse(raw);
        expect(world.language).toBe(lang);
        expect(world.places.length, lang).toBeGreaterThanOrEqual(4);
        expect(world.places.length, lang).toBeLessThanOrEqual(6);
        expect(world.characters.length, lang).toBeGreaterThanOrEqual(2);
        expect(world.characters.length, lang).toBeLessThanOrEqual(3);
        expect(world.rules.length, lang).toBeGreaterThanOrEqual(2);
        expect(world.rules.length, lang).toBeLessThanOrEqual(3);
        expect(world.premise.toLowerCase().startsWith(IDEAS[lang].toLowerCase().slice(0, 8)), `${lang}: ${world.premise}`).toBe(true);
        expect(world.lore).toContain(world.places[0]!.name);
        expect(world.lore).toContain(world.characters[0]!.name);
        expect(TONES).toContain(world.tone);
      }
    }
  });

  it('takes the name the idea gives, and the tone it names', () => {
    expect(offlineWorld('a pirate archipelago called Vellmoor', 'en', 1).name).toBe('Vellmoor');
    expect(offlineWorld('un royaume appelé « Ombrelune », très drôle', 'fr', 1).name).toBe('Ombrelune');
    expect(offlineWorld('un royaume appelé « Ombrelune », très drôle', 'fr', 1).tone).toBe('funny');
    expect(offlineWorld('ein unheimlicher Wald', 'de', 1).tone).toBe('eerie');
    // German capitalises its nouns: "Wald" is not a name
    expect(GAMEBOOK_WORDS.de.worldNames).toContain(offlineWorld('ein unheimlicher Wald', 'de', 1).name);
  });

  it('is the same for the same seed', () => {
    expect(offlineWorld(IDEAS.ko, 'ko', 'abc')).toEqual(offlineWorld(IDEAS.ko, 'ko', 'abc'));
  });
});

// ---------------------------------------------------------------------------------------------
// The plan

describe('offlineGamebookPlan', () => {
  for (const lang of ['fr', 'en', 'ar', 'ja'] as const) {
    for (const size of [8, 20, 60]) {
      for (const useFlags of [false, true]) {
        it(`plans ${size} segments in ${lang}${useFlags ? ' with a key and a door' : ''}: the schema takes it, the checks find nothing`, () => {
          const world = worldIn(lang);
          const endingCount = size === 8 ? 6 : 3;
          const plan = planOf(world, lang, size, endingCount, useFlags);
          expect(problems(GamebookPlan, plan)).toEqual([]);
          expect(plan.segments).toHaveLength(size);
          const checks = checkGamebook(graphOf(plan));
          expect(checks.filter((p) => p.severity === 'error')).toEqual([]);
          expect(notInfo(checks)).toEqual([]); // no unreachable segment, no choice never offered, 2–4 choices
          const endings = plan.segments.filter((s) => s.ending);
          expect(endings).toHaveLength(endingCount);
          expect(new Set(endings.map((s) => s.ending))).toEqual(new Set(ENDINGS)); // good, bad and neutral mixed
          for (const s of plan.segments.filter((x) => !x.ending)) {
            expect(s.choices.length).toBeGreaterThanOrEqual(2);
            expect(s.choices.length).toBeLessThanOrEqual(4);
          }
          const texts = plan.segments.flatMap((s) => [s.title, s.summary, ...s.choices.map((c) => c.text)]);
          for (const t of texts) {
            expect(t).not.toMatch(/[{}]/);
            expect(ENGLISH.test(t) && lang !== 'en', `${lang}: ${t}`).toBe(false);
          }
          if (!useFlags) expect(plan.flags).toEqual([]);
        });
      }
    }
  }

  it('with flags, sets the key on the way to the door, and the door is never the only way on', () => {
    let withKey = 0;
    for (let seed = 0; seed < 40; seed++) {
      const plan = planOf(worldIn('en', seed), 'en', 20, 3, true, seed);
      if (!plan.flags.length) continue;
      withKey++;
      expect(plan.flags).toEqual([KEY_FLAG]);
      const choices = plan.segments.flatMap((s) => s.choices);
      expect(choices.filter((c) => c.sets?.includes(KEY_FLAG))).toHaveLength(1);
      const door = plan.segments.find((s) => s.choices.some((c) => c.requires?.includes(KEY_FLAG)))!;
      expect(door.choices.filter((c) => !c.requires?.length).length).toBeGreaterThanOrEqual(1);
      // the checks explore every reading: the door is offered in some (no impossibleChoice), no trap
      expect(notInfo(checkGamebook(graphOf(plan)))).toEqual([]);
    }
    expect(withKey).toBeGreaterThan(30);
  });

  it('finds nothing wrong for every size, ending count and seed it is asked for', () => {
    const world = worldIn('es');
    for (let seed = 0; seed < 6; seed++) {
      for (let size = 8; size <= 60; size += 1 + seed) {
        for (const endings of [1, 2, 6]) {
          const plan = planOf(world, 'es', size, endings, seed % 2 === 0, `${seed}:${size}`);
          expect(plan.segments, `${size}/${endings}`).toHaveLength(size);
          expect(plan.segments.filter((s) => s.ending), `${size}/${endings}`).toHaveLength(endings);
          expect(notInfo(checkGamebook(graphOf(plan))), `${seed} ${size}/${endings}`).toEqual([]);
        }
      }
    }
  });

  it('plans a world edited by hand: one place, no characters, no rules, names in any form', () => {
    const world = World.parse({
      name: 'Nowhere', premise: 'A single quay.', tone: 'quiet and salty', audienceAge: 12, language: 'en',
      places: [{ name: 'the Old Quay', description: 'Wet stones and gulls.' }],
    });
    const plan = planOf(world, 'en', 20, 2, true);
    expect(problems(GamebookPlan, plan)).toEqual([]);
    expect(notInfo(checkGamebook(graphOf(plan)))).toEqual([]);
    const text = offlineSegment(world, plan, plan.start, 'en', 1)!.text;
    expect(text).toContain('the Old Quay');
    expect(text).toContain(GAMEBOOK_WORDS.en.stranger); // who speaks when the world has no one
  });

  it('is the same for the same seed, and another for another', () => {
    const world = worldIn('fr');
    expect(planOf(world, 'fr', 30, 4, true, 'x')).toEqual(planOf(world, 'fr', 30, 4, true, 'x'));
    expect(planOf(world, 'fr', 30, 4, true, 'x')).not.toEqual(planOf(world, 'fr', 30, 4, true, 'y'));
  });
});

// ---------------------------------------------------------------------------------------------
// A segment's words

describe('offlineSegment', () => {
  it('writes every segment in its language: 3–4 paragraphs, the place and the character its summary names, the plan’s choices', () => {
    for (const lang of LANGUAGES) {
      const world = worldIn(lang, 5);
      const plan = planOf(world, lang, 20, 3, true, 5);
      for (const planned of plan.segments) {
        const written = offlineSegment(world, plan, planned.id, lang, 5)!;
        expect(problems(SegmentContent, written), `${lang} ${planned.id}`).toEqual([]);
        const paragraphs = written.text.split('\n\n');
        expect(paragraphs.length, `${lang} ${planned.id}`).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, `${lang} ${planned.id}`).toBeLessThanOrEqual(4);
        expect(written.text).not.toMatch(/[{}]/);
        expect(LOOKS_LIKE[lang](written.text), `${lang}: ${written.text}`).toBe(true);
        if (lang !== 'en') expect(ENGLISH.test(written.text), `${lang}: ${written.text}`).toBe(false);
        for (const place of world.places) if (planned.summary.includes(place.name)) expect(written.text, lang).toContain(place.name);
        for (const c of world.characters) if (planned.summary.includes(c.name)) expect(written.text, lang).toContain(c.name);
        expect(written.choices).toEqual(planned.choices);
        expect(written.ending).toBe(planned.ending);
      }
    }
  });

  it('French has French words, Arabic Arabic script, Japanese kana', () => {
    const text = (lang: LangCode) => {
      const world = worldIn(lang);
      const plan = planOf(world, lang, 8, 2, false);
      return plan.segments.map((s) => offlineSegment(world, plan, s.id, lang, 1)!.text).join('\n\n');
    };
    const fr = text('fr');
    for (const w of [' tu ', ' le ', ' la ', ' de ', ' et ']) expect(fr).toContain(w);
    expect(share(text('ar'), /\p{Script=Arabic}/u)).toBeGreaterThan(0.95);
    expect(text('ja')).toMatch(/\p{Script=Hiragana}/u);
    expect(text('ja')).toMatch(/あなた/);
  });

  it('follows the author’s edits: a summary that names another place and character', () => {
    const world = worldIn('en', 2);
    const plan = structuredClone(planOf(world, 'en', 12, 3, false));
    const [first, second] = world.places;
    const someone = world.characters.at(-1)!;
    plan.segments[3]!.summary = `A storm drives you to ${second!.name}, where ${someone.name} shelters you.`;
    const written = offlineSegment(world, plan, plan.segments[3]!.id, 'en', 1)!;
    expect(written.text).toContain(second!.name);
    expect(written.text).toContain(someone.name);
    expect(written.text).toContain(plan.segments[3]!.summary);
    expect(first!.name).not.toBe(second!.name);
    expect(offlineSegment(world, plan, 'nope', 'en', 1)).toBeUndefined();
  });

  it('picks the Korean particle after each name', () => {
    const world = World.parse({
      ...offlineWorld(IDEAS.ko, 'ko', 1),
      characters: [
        { id: 'a', name: '하준', kind: 'child', look: '남자아이', clothes: '', colours: '' },
        { id: 'b', name: '미나', kind: 'child', look: '여자아이', clothes: '', colours: '' },
      ],
    });
    const plan = planOf(world, 'ko', 30, 3, true);
    const all = plan.segments.map((s) => `${s.summary}\n${offlineSegment(world, plan, s.id, 'ko', 1)!.text}`).join('\n');
    expect(all).not.toMatch(/[{}]/);
    expect(all).not.toMatch(/하준[가는를와]|미나[이은을과]/u);
    expect(all).toMatch(/하준[이은을과]|미나[가는를와]/u);
  });

  it('is the same for the same seed', () => {
    const world = worldIn('hi');
    const plan = planOf(world, 'hi', 20, 3, true);
    expect(offlineSegment(world, plan, 's4', 'hi', 9)).toEqual(offlineSegment(world, plan, 's4', 'hi', 9));
  });
});

// ---------------------------------------------------------------------------------------------
// Growing in play

describe('offlineGrownSegment', () => {
  /** A plan written out as the gamebook's graph, some choices left unwritten (to: null). */
  function growingBook(lang: LangCode, seed: number) {
    const world = worldIn(lang, seed);
    const plan = planOf(world, lang, 20, 3, seed % 2 === 0, seed);
    const graph: GamebookGraph = {
      start: plan.start,
      flags: [...plan.flags],
      segments: plan.segments.map((s) => {
        const w = offlineSegment(world, plan, s.id, lang, seed)!;
        return { id: s.id, title: w.title, text: w.text, ...(w.ending ? { ending: w.ending } : {}), choices: w.choices.map((c) => ({ ...c })) };
      }),
    };
    const open: [string, Choice][] = [];
    graph.segments.filter((s) => !s.ending).forEach((s, i) => {
      if (i % 3 !== 1) return;
      const c = s.choices.find((x) => !x.requires?.length && !x.sets?.length)!;
      c.to = null;
      open.push([s.id, c]);
    });
    return { world, graph, open };
  }

  for (const lang of ['fr', 'en', 'ar', 'ja', 'sw'] as const) {
    it(`writes a segment for each unwritten choice in ${lang}, and the book stays free of traps`, () => {
      for (const seed of [1, 2, 3, 4]) {
        const { world, graph, open } = growingBook(lang, seed);
        expect(open.length).toBeGreaterThan(0);
        expect(notInfo(checkGamebook(graph)).filter((p) => p.kind !== 'unreachable' && p.kind !== 'impossibleChoice')).toEqual([]);
        for (const [from, choice] of open) {
          const before = new Set(graph.segments.map((s) => s.id));
          const grown = offlineGrownSegment(world, graph, from, choice, lang, seed);
          for (const s of [grown.segment, ...grown.endings]) {
            expect(problems(SegmentContent, s), `${lang} ${s.id}`).toEqual([]);
            expect(before.has(s.id)).toBe(false);
            expect(LOOKS_LIKE[lang](s.text), `${lang}: ${s.text}`).toBe(true);
            if (lang !== 'en') expect(ENGLISH.test(`${s.title} ${s.text} ${s.choices.map((c) => c.text).join(' ')}`)).toBe(false);
          }
          expect(grown.segment.ending).toBeUndefined();
          expect(grown.segment.choices.length).toBeGreaterThanOrEqual(2);
          expect(grown.segment.choices.length).toBeLessThanOrEqual(3);
          const newEndings = new Set(grown.endings.map((e) => e.id));
          for (const c of grown.segment.choices) {
            expect(c.requires ?? []).toEqual([]);
            expect(c.to !== null && (before.has(c.to) || newEndings.has(c.to))).toBe(true);
          }
          for (const e of grown.endings) expect(grown.segment.choices.some((c) => c.to === e.id)).toBe(true);
          graph.segments.push(grown.segment, ...grown.endings);
          choice.to = grown.segment.id;
          // every reading can still come to an ending: no dead end, no loop without exit, nothing left to grow here
          const checks = checkGamebook(graph);
          expect(checks.filter((p) => p.severity === 'error'), `${lang} ${seed}`).toEqual([]);
          expect(checks.filter((p) => p.kind === 'unwritten' && p.choiceId === choice.id)).toEqual([]);
        }
        expect(checkGamebook(graph).filter((p) => p.kind === 'unwritten')).toEqual([]);
      }
    });
  }

  it('grows even a book with nothing to lead back to, with new endings', () => {
    const world = worldIn('en');
    const graph: GamebookGraph = {
      start: 'a', flags: [],
      segments: [{ id: 'a', title: 'Start', text: 'You stand at a crossroads.', choices: [{ id: 'a-1', text: 'Left', to: null }, { id: 'a-2', text: 'Right', to: null }] }],
    };
    const grown = offlineGrownSegment(world, graph, 'a', 'a-1', 'en', 1);
    expect(grown.endings.length).toBeGreaterThanOrEqual(1);
    graph.segments.push(grown.segment, ...grown.endings);
    graph.segments[0]!.choices[0]!.to = grown.segment.id;
    expect(checkGamebook(graph).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('is the same for the same seed', () => {
    const { world, graph, open } = growingBook('it', 2);
    const [from, choice] = open[0]!;
    expect(offlineGrownSegment(world, graph, from, choice, 'it', 5)).toEqual(offlineGrownSegment(world, graph, from, choice.id, 'it', 5));
  });
});
