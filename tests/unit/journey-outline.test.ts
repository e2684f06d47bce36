// Issue 10, the create wizard's pure rules: an unfinished row never holds back the rest of the
// outline, the local draft wins only when it is newer than the server's, which start changes
// need a new outline, the whole cost of a book, and credit counts through i18next's plural
// rules in the island (Arabic's six forms, Chinese under our `ch` code).
import { describe, expect, it } from 'vitest';
import { needsNewOutline, wholeBookCost, type TextbookStartValues } from '../../core/textbook-start.ts';
import {
  draftFromOutline, outlineProblems, outlineReducer, restorableDraft, savableOutline, typedOutline, type Outline, type OutlineAction,
  type OutlineDraft,
} from '../../site/components/create/outline-edit.ts';
import { myBooksUrl } from '../../site/components/create/steps.ts';
import { islandI18n } from '../../site/lib/i18n-island.tsx';
import { islandResources } from '../../site/lib/i18n.ts';

const outline: Outline = {
  title: 'Water',
  chapters: [
    { title: 'Rain', sections: ['Clouds', 'Drops'] },
    { title: 'Rivers', sections: ['Springs'] },
    { title: 'Seas', sections: ['Salt', 'Tides'] },
  ],
};
const run = (draft: OutlineDraft, ...actions: OutlineAction[]) => actions.reduce(outlineReducer, draft);

describe('saving what is valid at once', () => {
  it('a reorder is savable although a new chapter and a new section are still empty', () => {
    const draft = run(draftFromOutline(outline),
      { type: 'moveChapter', chapter: 2, by: -1 },
      { type: 'addChapter' },
      { type: 'addSection', chapter: 0 });
    expect(Object.keys(outlineProblems(draft)).length).toBeGreaterThan(0); // the whole is not valid yet
    expect(savableOutline(draft, 'Water')).toEqual({
      title: 'Water',
      chapters: [
        { title: 'Rain', sections: ['Clouds', 'Drops'] },
        { title: 'Seas', sections: ['Salt', 'Tides'] },
        { title: 'Rivers', sections: ['Springs'] },
      ],
    });
  });

  it('new rows with usable defaults are saved as they are', () => {
    const draft = run(draftFromOutline(outline), { type: 'addChapter', title: 'Chapter 4', section: 'New section' }, { type: 'addSection', chapter: 1, text: 'New section' });
    expect(outlineProblems(draft)).toEqual({});
    const saved = savableOutline(draft, 'Water')!;
    expect(saved.chapters.map((c) => c.title)).toEqual(['Rain', 'Rivers', 'Seas', 'Chapter 4']);
    expect(saved.chapters[1]!.sections).toEqual(['Springs', 'New section']);
  });

  it('an emptied book title keeps the last saved one; texts are trimmed; over-long rows wait', () => {
    const draft = run(draftFromOutline(outline),
      { type: 'setTitle', title: '  ' },
      { type: 'renameChapter', chapter: 0, title: '  Rainfall ' },
      { type: 'renameSection', chapter: 2, section: 0, text: 'x'.repeat(201) });
    expect(savableOutline(draft, 'Water')).toEqual({
      title: 'Water',
      chapters: [
        { title: 'Rainfall', sections: ['Clouds', 'Drops'] },
        { title: 'Rivers', sections: ['Springs'] },
        { title: 'Seas', sections: ['Tides'] },
      ],
    });
  });

  it('a chapter whose every section is empty waits; nothing savable is null', () => {
    const one: Outline = { title: 'T', chapters: [{ title: 'A', sections: ['a'] }] };
    const emptied = run(draftFromOutline(one), { type: 'renameSection', chapter: 0, section: 0, text: '' });
    expect(savableOutline(emptied, 'T')).toBeNull();
  });
});

describe('the local draft', () => {
  const server = { updatedAt: '2026-11-23T10:00:00.000Z', outline };
  const edited = typedOutline(run(draftFromOutline(outline), { type: 'moveChapter', chapter: 0, by: 1 }, { type: 'addChapter' }));

  it('comes back when the server has not changed since the edits began', () => {
    expect(restorableDraft({ outline: edited, editedAt: Date.parse('2026-11-23T09:00:00Z'), base: server.updatedAt }, server)).toEqual(edited);
  });

  it('comes back when it was edited after the server last changed', () => {
    expect(restorableDraft({ outline: edited, editedAt: Date.parse('2026-11-23T10:05:00Z'), base: 'older' }, server)).toEqual(edited);
  });

  it('loses to a newer server copy (edited elsewhere later)', () => {
    expect(restorableDraft({ outline: edited, editedAt: Date.parse('2026-11-23T09:59:00Z'), base: 'older' }, server)).toBeNull();
  });

  it('comes back when the server took its valid part (a reload during a save), with the unfinished row', () => {
    const savedPart = savableOutline(draftFromOutline(edited), outline.title)!;
    const later = { updatedAt: '2026-11-23T11:00:00.000Z', outline: savedPart };
    expect(restorableDraft({ outline: edited, editedAt: Date.parse('2026-11-23T10:59:00Z'), base: 'older' }, later)).toEqual(edited);
  });

  it('is ignored when it says what the server has, or is malformed', () => {
    expect(restorableDraft({ outline, editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorableDraft({ outline: { title: 'x', chapters: 'no' }, editedAt: Date.now(), base: server.updatedAt }, server)).toBeNull();
    expect(restorableDraft(null, server)).toBeNull();
    expect(restorableDraft({ outline: edited, base: server.updatedAt }, server)).toBeNull();
  });
});

describe('start values and costs', () => {
  const start: TextbookStartValues = {
    title: 'Water', topic: 'The water cycle', subject: 'Science', audience: 'Kids', readingLevel: 'primary', language: 'en', chapterCount: 5, notes: '',
  };

  it('a new title alone keeps the outline; anything that shapes it needs a new one', () => {
    expect(needsNewOutline(start, { ...start, title: 'Water for All' })).toBe(false);
    expect(needsNewOutline(start, { ...start, topic: ' The water cycle ' })).toBe(false);
    for (const change of [{ topic: 'Rivers' }, { subject: 'Geography' }, { audience: 'Adults' }, { readingLevel: 'adult' }, { language: 'pt' }, { chapterCount: 6 }, { notes: 'More maps' }]) {
      expect(needsNewOutline(start, { ...start, ...change })).toBe(true);
    }
  });

  it('the whole book costs its outline and every chapter', () => {
    expect(wholeBookCost({ outline: 1, chapter: 1 }, 5)).toBe(6);
    expect(wholeBookCost({ outline: 2, chapter: 3 }, 4)).toBe(14);
  });

  it('My Books is linked by language', () => {
    expect(myBooksUrl('pt')).toBe('/pt/my-books');
  });
});

describe('credit counts in the island follow each language\'s plural rules', () => {
  const t = (lang: string) => islandI18n(`${lang}`, islandResources(lang, { create: [] })).getFixedT(lang, 'create');

  it('English: one credit, 6 credits', () => {
    expect(t('en')('costs.balance', { count: 1 })).toBe('You have 1 credit.');
    expect(t('en')('costs.balance', { count: 6 })).toBe('You have 6 credits.');
    expect(t('en')('costs.rewrite', { count: 1 })).toBe('A new outline costs 1 credit.');
  });

  it('Portuguese and French pick their singular', () => {
    expect(t('pt')('costs.balance', { count: 1 })).toBe('Você tem 1 crédito.');
    expect(t('pt')('costs.balance', { count: 3 })).toBe('Você tem 3 créditos.');
    expect(t('fr')('costs.rewrite', { count: 1 })).toBe('Un nouveau plan coûte 1 crédit.');
  });

  it('Arabic uses its few and many forms', () => {
    expect(t('ar')('costs.balance', { count: 3 })).toBe('لديك 3 أرصدة.');
    expect(t('ar')('costs.balance', { count: 11 })).toBe('لديك 11 رصيدًا.');
    expect(t('ar')('costs.balance', { count: 100 })).toBe('لديك 100 رصيد.');
  });

  it('Chinese (our `ch`) and Japanese have one form, never the English singular', () => {
    expect(t('ch')('costs.balance', { count: 1 })).toBe('你有 1 积分。');
    expect(t('ja')('costs.balance', { count: 1 })).toBe('現在 1 クレジットあります。');
  });
});
