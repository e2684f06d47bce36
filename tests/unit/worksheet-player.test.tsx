// @vitest-environment happy-dom
// Issue 12, the student mode: every item type answered by keyboard and mouse without dragging,
// checked one by one or all at once with the key's own rules (core/worksheets.ts), the score out
// of the items a computer can mark, the answers kept in this browser and cleared on Start again,
// and a browser that keeps nothing still works. Also the saved answers' reading, which refuses
// damaged data and answers to a worksheet since edited.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../content/locales/en/worksheet.json' with { type: 'json' };
import WorksheetPlayer from '../../site/components/kinds/worksheet/WorksheetPlayer.tsx';
import { deserialize, initialState, moveStep, serialize } from '../../site/components/kinds/worksheet/responses.ts';
import { fill, optionLetters, playerStrings, sheetStrings } from '../../site/components/kinds/worksheet/strings.ts';
import { displayOrder, itemSeed } from '../../core/worksheet-versions.ts';
import type { Item } from '../../core/worksheets.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { worksheet: en } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'worksheet');
const strings = playerStrings(t);

const base = { explanation: 'Because.' };
const items: Item[] = [
  { ...base, type: 'multipleChoice', prompt: 'Which is one half?', options: ['1/3', '1/2', '2/3'], correct: [1], multiple: false },
  { ...base, type: 'trueFalse', prompt: '1/2 is more than 1/3.', answer: true },
  { ...base, type: 'fillBlanks', prompt: 'Fill in.', text: '1/2 + 1/4 = ___ and 1/3 + 1/3 = ___', answers: [['3/4'], ['2/3']] },
  { ...base, type: 'matching', prompt: 'Match them.', pairs: [{ left: 'one half', right: '0.5' }, { left: 'one quarter', right: '0.25' }, { left: 'three quarters', right: '0.75' }] },
  { ...base, type: 'ordering', prompt: 'Smallest first.', steps: ['1/8', '1/4', '1/2'] },
  { ...base, type: 'shortAnswer', prompt: 'Half of 10?', answers: ['5'] },
  { ...base, type: 'openQuestion', prompt: 'Why do we need fractions?', sampleAnswer: 'To share things fairly.' },
  { ...base, type: 'openQuestion', prompt: 'Four friends share a pizza. How much each?', sampleAnswer: 'Each gets a quarter.', finalAnswer: '1/4' },
];
const KEY = 'bookloom.worksheet.test';
const shown = items.map((item, i) => displayOrder(item, itemSeed(KEY, 'A', i)));

const player = () => render(<WorksheetPlayer items={items} storageKey={KEY} lang="en" strings={strings} />);
const item = (n: number) => screen.getByTestId(`ws-item-${n}`);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Puts the ordering item's steps in the right order with the buttons only. */
async function orderRight(user: ReturnType<typeof userEvent.setup>) {
  for (let pass = 0; pass < 3; pass++) {
    const steps = within(item(5)).getAllByRole('listitem').map((li) => li.querySelector('.ws-step-text')!.textContent);
    const wrong = steps.findIndex((s, i) => s !== ['1/8', '1/4', '1/2'][i]);
    if (wrong === -1) return;
    const target = ['1/8', '1/4', '1/2'][wrong]!;
    const from = steps.indexOf(target);
    for (let k = from; k > wrong; k--) await user.click(within(item(5)).getByRole('button', { name: `Move up: ${target}` }));
  }
}

describe('the student mode', () => {
  it('answers every type without dragging, checks all and scores by the key', async () => {
    const user = userEvent.setup();
    player();
    await user.click(within(item(1)).getByRole('radio', { name: '1/2' }));
    await user.click(within(item(2)).getByRole('radio', { name: 'True' }));
    await user.type(within(item(3)).getByRole('textbox', { name: 'Blank 1 of item 3' }), '0.75');
    await user.type(within(item(3)).getByRole('textbox', { name: 'Blank 2 of item 3' }), '2/3');
    await user.selectOptions(within(item(4)).getByRole('combobox', { name: 'one half' }), '0.5');
    await user.selectOptions(within(item(4)).getByRole('combobox', { name: 'one quarter' }), '0.25');
    await user.selectOptions(within(item(4)).getByRole('combobox', { name: 'three quarters' }), '0.75');
    await orderRight(user);
    await user.type(within(item(6)).getByRole('textbox', { name: 'Your answer' }), '5');
    await user.type(within(item(7)).getByRole('textbox', { name: 'Your answer' }), 'To share.');
    await user.type(within(item(8)).getByRole('textbox', { name: 'Your answer' }), 'Each one gets{enter}1/4');
    expect(screen.getByTestId('ws-score').textContent).toBe('Check an answer to see your score.');
    await user.click(screen.getByRole('button', { name: 'Check all' }));
    expect(screen.getByTestId('ws-score').textContent).toBe('Score: 7 of 7');
    expect(within(item(1)).getByTestId('ws-feedback').textContent).toContain('Correct');
    expect(within(item(1)).getByTestId('ws-feedback').textContent).toContain('Because.');
    expect(within(item(7)).getByTestId('ws-feedback').textContent).toContain('Your teacher marks this one.');
    expect(within(item(7)).getByTestId('ws-feedback').textContent).toContain('To share things fairly.');
  });

  it('checks one item: wrong, partly right, with the right answer shown; changing the answer takes the check back', async () => {
    const user = userEvent.setup();
    player();
    await user.click(within(item(1)).getByRole('radio', { name: '1/3' }));
    await user.click(within(item(1)).getByRole('button', { name: /^Check/ }));
    const feedback = within(item(1)).getByTestId('ws-feedback');
    expect(feedback.textContent).toContain('Not quite');
    expect(feedback.textContent).toContain('Answer: 1/2');
    expect(screen.getByTestId('ws-score').textContent).toBe('Score: 0 of 7');
    await user.type(within(item(3)).getByRole('textbox', { name: 'Blank 1 of item 3' }), '3/4');
    await user.click(within(item(3)).getByRole('button', { name: /^Check/ }));
    expect(within(item(3)).getByTestId('ws-feedback').textContent).toContain('Partly right: 1 of 2');
    expect(screen.getByTestId('ws-score').textContent).toBe('Score: 0.5 of 7');
    await user.click(within(item(1)).getByRole('radio', { name: '1/2' }));
    expect(within(item(1)).queryByTestId('ws-feedback')).toBeNull();
  });

  it('moves a step with the keyboard and keeps the focus on it', async () => {
    const user = userEvent.setup();
    player();
    const first = within(item(5)).getAllByRole('listitem')[0]!.querySelector('.ws-step-text')!.textContent!;
    const down = within(item(5)).getByRole('button', { name: `Move down: ${first}` });
    down.focus();
    await user.keyboard('{Enter}');
    expect(within(item(5)).getAllByRole('listitem')[1]!.textContent).toContain(first);
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toContain(first);
    expect(within(item(5)).getByText(`“${first}” is now number 2 of 3.`)).toBeTruthy();
  });

  it('keeps the answers in this browser, restores them, and clears them on Start again', async () => {
    const user = userEvent.setup();
    player();
    await user.type(within(item(6)).getByRole('textbox', { name: 'Your answer' }), '5');
    await user.click(within(item(6)).getByRole('button', { name: /^Check/ }));
    expect(screen.getByTestId('ws-kept').textContent).toBe('Your answers are kept in this browser only.');
    cleanup();
    player();
    expect((within(item(6)).getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('ws-score').textContent).toBe('Score: 1 of 7');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    expect((within(item(6)).getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('ws-score').textContent).toBe('Check an answer to see your score.');
  });

  it('works when the browser keeps nothing', async () => {
    // as a browser that blocks site data: reading window.localStorage itself throws
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new Error('SecurityError'); });
    const user = userEvent.setup();
    player();
    await user.type(within(item(6)).getByRole('textbox', { name: 'Your answer' }), '5');
    expect(screen.getByTestId('ws-kept').textContent).toContain('can’t keep your answers');
  });
});

describe('saved answers', () => {
  it('come back only to the same worksheet, and only when they fit', () => {
    const state = initialState(items, shown);
    state.responses[5] = { type: 'shortAnswer', answer: '5' };
    state.checked[5] = true;
    const saved = serialize(items, state);
    expect(deserialize(saved, items, shown)).toEqual(state);
    expect(deserialize('not json', items, shown)).toBeNull();
    expect(deserialize(null, items, shown)).toBeNull();
    const edited = items.map((it, i) => (i === 0 ? { ...it, prompt: 'Changed' } : it));
    expect(deserialize(saved, edited, shown)).toBeNull();
    const damaged = JSON.parse(saved) as { responses: unknown[] };
    damaged.responses[4] = { type: 'ordering', order: [0, 0, 1] };
    damaged.responses[0] = { type: 'multipleChoice', chosen: [7] };
    const back = deserialize(JSON.stringify(damaged), items, shown)!;
    expect(back.responses[4]).toEqual({ type: 'ordering', order: shown[4] });
    expect(back.responses[0]).toEqual({ type: 'multipleChoice', chosen: [] });
    expect(back.responses[5]).toEqual({ type: 'shortAnswer', answer: '5' });
  });

  it('a step moves one place, not past either end', () => {
    expect(moveStep([2, 0, 1], 0, 1)).toEqual([0, 2, 1]);
    expect(moveStep([2, 0, 1], 0, -1)).toEqual([2, 0, 1]);
    expect(moveStep([2, 0, 1], 2, 1)).toEqual([2, 0, 1]);
  });
});

describe('the strings', () => {
  it('keep their placeholders for fill()', () => {
    expect(strings.score).toBe('Score: {{points}} of {{of}}');
    expect(fill(strings.score, { points: 3, of: 4 })).toBe('Score: 3 of 4');
    expect(strings.types.matching).toBe('Matching');
    const sheet = sheetStrings(t, 'en');
    expect(sheet.version).toBe('Version {{version}}');
    expect(sheet.letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(optionLetters('ar')[1]).toBe('ب');
  });
});
