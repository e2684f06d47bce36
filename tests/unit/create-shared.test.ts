// The pure pieces the kinds' create wizards share (site/components/create/): the bounded list
// edits of a plan's cards, the check of a required text, the local copy of a plan restored only
// when newer, the focus kept on a moved card's button, and the text attributes of a book's language.
import { describe, expect, it } from 'vitest';
import { addedItem, changedItem, movedItem, removedItem, textProblem } from '../../site/components/create/list-edit.ts';
import { isPlanShape, newerPlanCopy } from '../../site/components/create/plan-copy.ts';
import { movedFocus } from '../../site/components/create/plan-draft.ts';
import { textAttrs } from '../../site/components/create/text-attrs.ts';

const cards = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
const keys = (list: { key: string }[] | null) => list?.map((c) => c.key);

describe('the list edits of a plan', () => {
  it('moves a card one place, never past the ends', () => {
    expect(keys(movedItem(cards, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(keys(movedItem(cards, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(movedItem(cards, 0, -1)).toBeNull();
    expect(movedItem(cards, 2, 1)).toBeNull();
    expect(movedItem(cards, 5, -1)).toBeNull();
  });

  it('adds at the end or after a card, within the most a plan holds', () => {
    expect(keys(addedItem(cards, { key: 'd' }, 4))).toEqual(['a', 'b', 'c', 'd']);
    expect(keys(addedItem(cards, { key: 'd' }, 4, 1))).toEqual(['a', 'd', 'b', 'c']);
    expect(addedItem(cards, { key: 'd' }, 3)).toBeNull();
  });

  it('removes a card above the fewest a plan keeps', () => {
    expect(keys(removedItem(cards, 1, 1))).toEqual(['a', 'c']);
    expect(removedItem(cards, 1, 3)).toBeNull();
    expect(removedItem(cards, 7, 1)).toBeNull();
  });

  it('changes one card; with keepSame, an unchanged card is no edit', () => {
    expect(changedItem(cards, 1, (c) => ({ key: `${c.key}!` }))?.map((c) => c.key)).toEqual(['a', 'b!', 'c']);
    expect(changedItem(cards, 3, (c) => c)).toBeNull();
    expect(changedItem(cards, 1, (c) => c)).not.toBe(cards);
    expect(changedItem(cards, 1, (c) => c, true)).toBeNull();
    expect(cards.map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  it('says what is wrong with a required text', () => {
    expect(textProblem('', 5)).toBe('required');
    expect(textProblem('abcdef', 5)).toBe('tooLong');
    expect(textProblem('abc', 5)).toBeUndefined();
  });

  it('keeps the focus on the moved card’s button, or the other one at an end', () => {
    expect(movedFocus('wsw-ws-w1', 1, 1, 4)).toBe('wsw-ws-w1-down');
    expect(movedFocus('wsw-ws-w1', 2, 1, 4)).toBe('wsw-ws-w1-up');
    expect(movedFocus('wsw-ws-w1', 2, -1, 4)).toBe('wsw-ws-w1-up');
    expect(movedFocus('wsw-ws-w1', 1, -1, 4)).toBe('wsw-ws-w1-down');
  });
});

describe('the local copy of a plan', () => {
  const isPlan = (value: unknown): value is { title: string; cards: { name: string }[] } =>
    isPlanShape(value, 'cards', ({ name }) => typeof name === 'string');
  const plan = { title: 'T', cards: [{ name: 'one' }] };
  const server = '2026-11-24T10:00:00.000Z';

  it('checks the shape of what was stored', () => {
    expect(isPlan(plan)).toBe(true);
    for (const junk of [null, 'x', { title: 1, cards: [{ name: 'a' }] }, { title: 'T', cards: [] }, { title: 'T', cards: [null] }, { title: 'T', cards: [{ name: 2 }] }]) {
      expect(isPlan(junk)).toBe(false);
    }
  });

  it('is restored when the server has not changed since, or it was edited after the server’s last change', () => {
    expect(newerPlanCopy({ plan, editedAt: 0, base: server }, 'plan', isPlan, server)).toBe(plan);
    expect(newerPlanCopy({ plan, editedAt: Date.parse('2026-11-24T11:00:00Z'), base: 'older' }, 'plan', isPlan, server)).toBe(plan);
    expect(newerPlanCopy({ plan, editedAt: Date.parse('2026-11-24T09:00:00Z'), base: 'older' }, 'plan', isPlan, server)).toBeNull();
    expect(newerPlanCopy({ board: plan, editedAt: 0, base: server }, 'plan', isPlan, server)).toBeNull();
    expect(newerPlanCopy({ plan, editedAt: 'now', base: server }, 'plan', isPlan, server)).toBeNull();
    expect(newerPlanCopy('junk', 'plan', isPlan, server)).toBeNull();
  });
});

describe('text in a book’s language', () => {
  it('carries its language and direction, or dir="auto" for one the site does not know', () => {
    expect(textAttrs('ar')).toMatchObject({ dir: 'rtl' });
    expect(textAttrs('en')).toMatchObject({ dir: 'ltr', lang: expect.any(String) });
    expect(textAttrs('xx')).toEqual({ dir: 'auto' });
  });
});
