// The outline editor's reducer: rename, reorder, add and remove chapters and sections within the
// server's limits, the checks that mirror its validation, and the outline sent back.
import { describe, expect, it } from 'vitest';
import {
  draftFromOutline, OUTLINE_LIMITS, outlineFromDraft, outlineProblems, outlineReducer, outlineSignature, type Outline, type OutlineAction,
  type OutlineDraft,
} from '../../site/components/create/outline-edit.ts';
import { pageStepFor, readerUrl, readingLevelKey, wizardUrl } from '../../site/components/create/steps.ts';
import { mergeStartValues, defaultStartValues } from '../../site/components/create/storage.ts';

const outline: Outline = {
  title: 'Water',
  chapters: [
    { title: 'Rain', sections: ['Clouds', 'Drops'] },
    { title: 'Rivers', sections: ['Springs'] },
    { title: 'Seas', sections: ['Salt', 'Tides'] },
  ],
};

const run = (draft: OutlineDraft, ...actions: OutlineAction[]) => actions.reduce(outlineReducer, draft);
const titles = (draft: OutlineDraft) => draft.chapters.map((c) => c.title);

describe('outline drafts', () => {
  it('round-trips the server outline with unique local keys', () => {
    const draft = draftFromOutline(outline);
    expect(outlineFromDraft(draft)).toEqual(outline);
    const keys = draft.chapters.flatMap((c) => [c.key, ...c.sections.map((s) => s.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('renames the book, a chapter and a section; trims what it sends', () => {
    const draft = run(draftFromOutline(outline),
      { type: 'setTitle', title: '  Water everywhere ' },
      { type: 'renameChapter', chapter: 0, title: 'Rainfall' },
      { type: 'renameSection', chapter: 1, section: 0, text: ' Sources ' });
    expect(outlineFromDraft(draft)).toEqual({
      title: 'Water everywhere',
      chapters: [{ title: 'Rainfall', sections: ['Clouds', 'Drops'] }, { title: 'Rivers', sections: ['Sources'] }, outline.chapters[2]],
    });
  });

  it('moves chapters and sections, keeping keys; moving past an end does nothing', () => {
    const start = draftFromOutline(outline);
    const moved = run(start, { type: 'moveChapter', chapter: 2, by: -1 }, { type: 'moveChapter', chapter: 0, by: -1 });
    expect(titles(moved)).toEqual(['Rain', 'Seas', 'Rivers']);
    expect(moved.chapters[1]!.key).toBe(start.chapters[2]!.key);
    expect(titles(run(start, { type: 'moveChapter', chapter: 2, by: 1 }))).toEqual(['Rain', 'Rivers', 'Seas']);
    const sections = run(start, { type: 'moveSection', chapter: 0, section: 0, by: 1 });
    expect(sections.chapters[0]!.sections.map((s) => s.text)).toEqual(['Drops', 'Clouds']);
  });

  it('adds and removes chapters and sections within the limits', () => {
    const start = draftFromOutline(outline);
    const added = run(start, { type: 'addChapter' }, { type: 'renameChapter', chapter: 3, title: 'Ice' }, { type: 'addSection', chapter: 3, text: 'Glaciers' });
    expect(outlineFromDraft(added).chapters[3]).toEqual({ title: 'Ice', sections: ['', 'Glaciers'] });
    const removed = run(added, { type: 'removeChapter', chapter: 2 }, { type: 'removeSection', chapter: 0, section: 1 });
    expect(titles(removed)).toEqual(['Rain', 'Rivers', 'Ice']);
    expect(removed.chapters[0]!.sections.map((s) => s.text)).toEqual(['Clouds']);
    // the last section of a chapter and the last chapter stay
    const single = draftFromOutline({ title: 'T', chapters: [{ title: 'Only', sections: ['One'] }] });
    expect(run(single, { type: 'removeChapter', chapter: 0 })).toBe(single);
    expect(run(single, { type: 'removeSection', chapter: 0, section: 0 })).toBe(single);
    // at most 30 chapters and 12 sections
    let full = single;
    for (let i = 0; i < 40; i++) full = run(full, { type: 'addChapter', title: `C${i}`, section: 'S' }, { type: 'addSection', chapter: 0, text: 'x' });
    expect(full.chapters).toHaveLength(OUTLINE_LIMITS.chaptersMax);
    expect(full.chapters[0]!.sections).toHaveLength(OUTLINE_LIMITS.sectionsMax);
    const keys = full.chapters.flatMap((c) => [c.key, ...c.sections.map((s) => s.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ignores actions on rows that do not exist', () => {
    const start = draftFromOutline(outline);
    expect(run(start, { type: 'renameChapter', chapter: 9, title: 'x' })).toBe(start);
    expect(run(start, { type: 'renameSection', chapter: 0, section: 9, text: 'x' })).toBe(start);
    expect(run(start, { type: 'addSection', chapter: 9 })).toBe(start);
    expect(run(start, { type: 'removeChapter', chapter: -1 })).toBe(start);
  });

  it('reset takes a new outline with fresh keys', () => {
    const start = draftFromOutline(outline);
    const next = run(start, { type: 'reset', outline: { title: 'New', chapters: [{ title: 'A', sections: ['B'] }] } });
    expect(outlineFromDraft(next)).toEqual({ title: 'New', chapters: [{ title: 'A', sections: ['B'] }] });
    expect(start.chapters.map((c) => c.key)).not.toContain(next.chapters[0]!.key);
  });
});

describe('outlineProblems', () => {
  it('is empty for a valid outline and names each broken place', () => {
    const start = draftFromOutline(outline);
    expect(outlineProblems(start)).toEqual({});
    const broken = run(start, { type: 'setTitle', title: '  ' }, { type: 'addChapter' }, { type: 'renameSection', chapter: 0, section: 0, text: 'x'.repeat(201) });
    const added = broken.chapters[3]!;
    expect(outlineProblems(broken)).toEqual({
      title: 'required',
      [`chapter:${added.key}`]: 'required',
      [`section:${added.sections[0]!.key}`]: 'required',
      [`section:${broken.chapters[0]!.sections[0]!.key}`]: 'tooLong',
    });
  });

  it('signatures change with content only', () => {
    expect(outlineSignature(outlineFromDraft(draftFromOutline(outline)))).toBe(outlineSignature(outline));
    expect(outlineSignature({ ...outline, title: 'Other' })).not.toBe(outlineSignature(outline));
  });
});

describe('wizard steps and stored form', () => {
  it('maps the server step to a page and builds URLs', () => {
    expect(['start', 'outline', 'generate', 'done', 'weird'].map(pageStepFor)).toEqual(['start', 'outline', 'generate', 'generate', 'start']);
    expect(wizardUrl('pt', 'outline', '8a000000-0000-4000-8000-000000000001')).toBe('/pt/create/textbook/outline?book=8a000000-0000-4000-8000-000000000001');
    expect(wizardUrl('en', 'start')).toBe('/en/create/textbook/start');
    expect(readerUrl('pt', 'agua-e-vida', 'id1')).toBe('/pt/v/agua-e-vida/id1');
    expect(readingLevelKey('early reader')).toBe('earlyReader');
    expect(readingLevelKey('high school')).toBe('highSchool');
  });

  it('merges stored form values over the defaults, ignoring junk', () => {
    const defaults = defaultStartValues('pt');
    expect(defaults.language).toBe('pt');
    expect(defaults.chapterCount).toBe('8');
    expect(mergeStartValues(defaults, { title: 'Água', chapterCount: 5, language: 'xx', notes: 7 })).toEqual({ ...defaults, title: 'Água', chapterCount: '5' });
    expect(mergeStartValues(defaults, null)).toEqual(defaults);
  });
});
