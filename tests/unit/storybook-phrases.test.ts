// Issue 16: the offline storybook writer's words in the 17 languages: every place and beat, the
// placeholders each template may use, and the traps of each grammar that templates avoid.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { SCENE_SETTINGS } from '../../core/storybook.ts';
import { STORY_PHRASES } from '../../api/kinds/storybook/phrases/index.ts';
import { arc, offlineStoryboard } from '../../api/kinds/storybook/offline.ts';

const KNOWN = new Set(['{hero}', '{friend}', '{place}', '{names}', '{idea}', '{age}']);
const placeholders = (s: string) => s.match(/\{[a-z]+\}/g) ?? [];

describe.each(LANGUAGES.map((l) => [l]))('%s', (lang) => {
  const words = STORY_PHRASES[lang];

  it('names every place and has every beat, solo and with a friend', () => {
    for (const setting of SCENE_SETTINGS) expect(words.places[setting]?.trim(), setting).toBeTruthy();
    for (const [beat, { solo, duo }] of Object.entries(words.beats)) {
      expect(solo, beat).toContain('{hero}');
      expect(solo, beat).not.toContain('{friend}');
      expect(duo, beat).toContain('{hero}');
      expect(duo, beat).toContain('{friend}');
      for (const p of [...placeholders(solo), ...placeholders(duo)]) expect(KNOWN.has(p), `${beat}: ${p}`).toBe(true);
    }
    expect(words.beats.wish.solo).toContain('{idea}');
    for (const title of words.titles) expect(title).toContain('{hero}');
    expect(words.alt).toContain('{names}');
    expect(words.alt).toContain('{place}');
  });

  it('is written in its own script, not English', () => {
    if (['ar', 'bn', 'ch', 'hi', 'ja', 'ko', 'ur'].includes(lang)) {
      const all = JSON.stringify(words).replace(/\{[a-z]+\}/g, '').replace(/"[a-zA-Z-]+":/g, '');
      expect(all).not.toMatch(/[A-Za-z]{3,}/);
    } else if (lang !== 'en') {
      expect(words.beats.end.solo).not.toBe(STORY_PHRASES.en.beats.end.solo);
    }
  });

  it('writes a whole storyboard with no placeholder left', () => {
    const board = offlineStoryboard({
      seed: `seed-${lang}`, idea: 'A trip to find a lost kite', language: lang, pageCount: 14,
      characters: [
        { id: '77000000-0000-4000-8000-000000000001', name: 'Mia', kind: 'child', look: 'a girl', clothes: '', colours: '', portraitImageId: null },
        { id: '77000000-0000-4000-8000-000000000002', name: 'Pip', kind: 'animal', look: 'a fox', clothes: '', colours: '', portraitImageId: null },
      ],
    });
    expect(board.pages).toHaveLength(14);
    for (const p of board.pages) {
      expect(p.beat).not.toMatch(/\{[a-z]+\}/);
      expect(p.scene.description).not.toMatch(/\{[a-z]+\}/);
    }
    expect(board.title).toContain('Mia');
  });
});

describe('grammar traps', () => {
  it('Turkish: no suffix is attached to a name or a place', () => {
    const all = JSON.stringify(STORY_PHRASES.tr);
    expect(all).not.toMatch(/\}[a-zçğıöşü'’]/i);
  });

  it('Korean: only particles that never change follow a name or a place', () => {
    const all = JSON.stringify(STORY_PHRASES.ko.beats) + STORY_PHRASES.ko.alt + STORY_PHRASES.ko.titles.join();
    for (const m of all.matchAll(/\}([가-힣]+)/g)) expect(['의', '에', '에서', '에서는', '에게', '하고', '까지'], m[0]).toContain(m[1]);
  });

  it('the arc grows in the middle and keeps its opening and ending', () => {
    expect(arc(8)).toEqual(['opening', 'wish', 'setOut', 'explore', 'problem', 'discover', 'home', 'end']);
    expect(arc(32)).toHaveLength(32);
    expect(arc(32).slice(-3)).toEqual(['discover', 'home', 'end']);
  });
});
