// core/kinds.ts: every kind's addresses (spec §2) and id families, the one table the site and the
// api share. A cookbook's wizard is spelt /create/cookbook/start, then /create/cookbooks/{step}.
import { describe, expect, it } from 'vitest';
import { deterministicId } from '../../core/ids.ts';
import { bookHref, isBookId, kindOfBookId, kindOfConfigId, recipeHref, wizardHref, worksheetHref } from '../../core/kinds.ts';

const id = (type: Parameters<typeof deterministicId>[0]) => deterministicId(type, 'kinds', 1);

describe('the kinds', () => {
  it('tell a book\'s kind by its id family, and a config\'s', () => {
    expect(kindOfBookId(id('Textbook'))).toBe('textbook');
    expect(kindOfBookId(id('Storybook'))).toBe('storybook');
    expect(kindOfBookId(id('WorksheetGroup'))).toBe('worksheet');
    expect(kindOfBookId(id('Cookbook'))).toBe('cookbook');
    expect(kindOfBookId(id('Recipe'))).toBeUndefined();
    expect(isBookId(id('Cookbook'))).toBe(true);
    expect(isBookId(id('Recipe'))).toBe(false);
    expect(kindOfConfigId(id('CookbookConfig'))).toBe('cookbook');
  });

  it('give each kind\'s pages', () => {
    expect(bookHref('textbook', 'it', 'Storia', id('Textbook'))).toBe(`/it/v/Storia/${id('Textbook')}`);
    expect(bookHref('', 'es', 'x', id('WorksheetGroup'))).toBe(`/es/worksheets/${id('WorksheetGroup')}`);
    // the id decides, whatever kind the caller names
    expect(bookHref('', 'it', 'Cene', id('Cookbook'))).toBe(`/it/cookbooks/${id('Cookbook')}`);
    expect(bookHref('textbook', 'it', 'Cene', id('Cookbook'), 'print')).toBe(`/it/cookbooks/${id('Cookbook')}/print`);
    expect(recipeHref('it', 'Pasta al pomodoro', id('Recipe'))).toBe(`/it/r/Pasta%20al%20pomodoro/${id('Recipe')}`);
    expect(recipeHref('ar', 'x', id('Recipe'), 'print')).toBe(`/ar/r/x/${id('Recipe')}/print`);
    expect(worksheetHref('es', 'Ficha', id('Worksheet'))).toBe(`/es/w/Ficha/${id('Worksheet')}`);
  });

  it('give each kind\'s wizard, a cookbook\'s as the spec spells it', () => {
    expect(wizardHref('textbook', 'en', 'outline', 'b')).toBe('/en/create/textbook/outline?book=b');
    expect(wizardHref('worksheet', 'es', 'start')).toBe('/es/create/worksheets/start');
    expect(wizardHref('cookbook', 'it', 'start')).toBe('/it/create/cookbook/start');
    expect(wizardHref('cookbook', 'it', 'outline', 'b0')).toBe('/it/create/cookbooks/outline?book=b0');
    expect(wizardHref('cookbook', 'it', 'generate')).toBe('/it/create/cookbooks/generate');
  });
});
