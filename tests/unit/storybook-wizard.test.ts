// The storybook wizard's pure rules: the storyboard editor (reorder, add after, remove within
// 8–32 pages, the checks the server makes, the local copy restored only when newer) and the
// start form (stored values read back safely, the API input, server field paths on the fields).
import { describe, expect, it } from 'vitest';
import {
  boardFromDraft, boardProblems, boardReducer, draftFromBoard, restorableBoard, typedBoard, type BoardDraft,
} from '../../site/components/kinds/storybook/wizard/board-edit.ts';
import type { Storyboard } from '../../site/components/kinds/storybook/wizard/api.ts';
import {
  defaultStoryStart, fieldOfServerPath, mergeStoryStart, repeatedName, storyStartInput, validPageCount,
} from '../../site/components/kinds/storybook/wizard/start-values.ts';

const board = (n: number): Storyboard => ({
  title: 'The Shell Hunt',
  pages: Array.from({ length: n }, (_, i) => ({ beat: `Beat ${i + 1}`, characters: ['77a'], scene: { setting: 'beach', timeOfDay: 'day', description: `Picture ${i + 1}` } })),
});
const beats = (d: BoardDraft) => d.pages.map((p) => p.beat);

describe('the storyboard editor', () => {
  it('moves a page up and down, never past the ends', () => {
    let d = draftFromBoard(board(8));
    d = boardReducer(d, { type: 'move', page: 4, by: -1 });
    expect(beats(d).slice(3, 5)).toEqual(['Beat 5', 'Beat 4']);
    expect(boardReducer(d, { type: 'move', page: 0, by: -1 })).toBe(d);
    expect(boardReducer(d, { type: 'move', page: 7, by: 1 })).toBe(d);
  });

  it('adds a page after one (same place and cast, empty words) and removes pages only above 8', () => {
    let d = draftFromBoard(board(8));
    expect(boardReducer(d, { type: 'remove', page: 0 })).toBe(d);
    d = boardReducer(d, { type: 'addAfter', page: 1 });
    expect(d.pages).toHaveLength(9);
    expect(d.pages[2]).toMatchObject({ beat: '', characters: ['77a'], setting: 'beach', timeOfDay: 'day' });
    expect(new Set(d.pages.map((p) => p.key)).size).toBe(9);
    expect(boardProblems(d)).toEqual({ [`beat:${d.pages[2]!.key}`]: 'required' });
    d = boardReducer(d, { type: 'remove', page: 2 });
    expect(beats(d)).toEqual(board(8).pages.map((p) => p.beat));
    let full = draftFromBoard(board(32));
    expect(boardReducer(full, { type: 'addAfter', page: 0 })).toBe(full);
    full = boardReducer(full, { type: 'remove', page: 31 });
    expect(full.pages).toHaveLength(31);
  });

  it('toggles characters up to four, refuses unknown places and times, and sends trimmed text', () => {
    let d = draftFromBoard(board(8));
    d = boardReducer(d, { type: 'toggleCharacter', page: 0, id: '77a' });
    expect(d.pages[0]!.characters).toEqual([]);
    for (const id of ['1', '2', '3', '4', '5']) d = boardReducer(d, { type: 'toggleCharacter', page: 0, id });
    expect(d.pages[0]!.characters).toEqual(['1', '2', '3', '4']);
    expect(boardReducer(d, { type: 'setSetting', page: 0, setting: 'mars' })).toBe(d);
    expect(boardReducer(d, { type: 'setTime', page: 0, timeOfDay: 'noon' })).toBe(d);
    d = boardReducer(d, { type: 'setBeat', page: 1, beat: '  Pip hides.  ' });
    d = boardReducer(d, { type: 'setDescription', page: 1, description: '   ' });
    expect(boardFromDraft(d).pages[1]).toEqual({ beat: 'Pip hides.', characters: ['77a'], scene: { setting: 'beach', timeOfDay: 'day', description: 'Pip hides.' } });
    expect(boardProblems(boardReducer(d, { type: 'setTitle', title: ' ' }))).toEqual({ title: 'required' });
    expect(boardProblems(boardReducer(d, { type: 'setBeat', page: 2, beat: 'x'.repeat(401) }))).toEqual({ [`beat:${d.pages[2]!.key}`]: 'tooLong' });
  });

  it('restores the copy kept on this device only when it is newer and says something new', () => {
    const server = { updatedAt: '2026-11-24T10:00:00.000Z', storyboard: board(8), characterIds: ['77a'] };
    const edited = boardReducer(draftFromBoard(board(8)), { type: 'move', page: 3, by: 1 });
    const typed = typedBoard(edited);
    const same = { board: board(8), editedAt: Date.parse('2026-11-24T11:00:00Z'), base: server.updatedAt };
    expect(restorableBoard(same, server)).toBeNull();
    expect(restorableBoard({ board: typed, editedAt: Date.parse('2026-11-24T09:00:00Z'), base: 'older' }, server)).toBeNull();
    expect(restorableBoard({ board: typed, editedAt: 0, base: server.updatedAt }, server)?.pages.map((p) => p.beat).slice(3, 5)).toEqual(['Beat 5', 'Beat 4']);
    const gone = { ...typed, pages: typed.pages.map((p) => ({ ...p, characters: ['77a', '77gone'] })) };
    expect(restorableBoard({ board: gone, editedAt: Date.parse('2026-11-24T11:00:00Z'), base: 'x' }, server)?.pages[0]!.characters).toEqual(['77a']);
    for (const junk of [null, 'text', { board: { title: 1 } }, { board: typed }]) expect(restorableBoard(junk, server)).toBeNull();
  });
});

describe('the start form', () => {
  it('defaults to the page language, 12 pages, age 5 and one new character', () => {
    expect(defaultStoryStart('ar')).toMatchObject({ language: 'ar', pageCount: '12', age: '5', artStyle: 'watercolor', characters: [{ userCharacterId: '', kind: 'child' }] });
    expect(defaultStoryStart('xx').language).toBe('en');
  });

  it('reads stored values back, ignoring what is malformed', () => {
    const d = defaultStoryStart('en');
    expect(mergeStoryStart(d, 'junk')).toBe(d);
    const merged = mergeStoryStart(d, {
      idea: 'A fox', language: 'klingon', artStyle: 'oil', pageCount: '16',
      characters: [{ key: 'k3', name: 'Pip', kind: 'dragon', look: 'orange' }, { key: 'k7', userCharacterId: '77abc', name: 'Mia' }, 5, { key: 'k8' }, { key: 'k9' }, { key: 'k10' }],
    });
    expect(merged).toMatchObject({ idea: 'A fox', language: 'en', artStyle: 'watercolor', pageCount: '16' });
    expect(merged.characters).toHaveLength(4);
    expect(merged.characters[0]).toMatchObject({ key: 'k3', name: 'Pip', kind: 'child', look: 'orange', clothes: '' });
    expect(merged.characters.map((c) => c.key)).toEqual(['k3', 'k7', 'k8', 'k9']);
    expect(merged.nextKey).toBe(10); // a new character never reuses a kept key
  });

  it('builds the API input, checks the page count and names, and puts server paths on the fields', () => {
    const v = { ...defaultStoryStart('en'), idea: ' A fox ', title: '  ', pageCount: '9', characters: [
      { key: 'k0', userCharacterId: '', name: ' Pip ', kind: 'animal', look: ' orange ', clothes: '', colours: 'orange' },
      { key: 'k1', userCharacterId: '77abc', name: 'Mia', kind: 'child', look: 'x', clothes: '', colours: '' },
    ] };
    expect(storyStartInput(v, 'key-12345')).toEqual({
      title: null, idea: 'A fox', age: 5, language: 'en', pageCount: 9, artStyle: 'watercolor', idempotencyKey: 'key-12345',
      characters: [{ name: 'Pip', kind: 'animal', look: 'orange', clothes: '', colours: 'orange' }, { userCharacterId: '77abc' }],
    });
    expect(['7', '8', '32', '33', '8.5', ''].map(validPageCount)).toEqual([false, true, true, false, false, false]);
    expect(repeatedName([...v.characters, { ...v.characters[0]!, key: 'k2', name: 'pip' }])).toBe(2);
    expect(repeatedName(v.characters)).toBe(-1);
    expect(fieldOfServerPath('characters.1.look')).toBe('character-1-look');
    expect(fieldOfServerPath('idea')).toBe('idea');
  });
});
