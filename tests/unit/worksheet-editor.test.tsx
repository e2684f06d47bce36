// @vitest-environment happy-dom
// Issue 12, the teacher's worksheet editor island against a faked GraphQL server: an item edited and saved,
// the browser's and the server's messages on their fields, a flag kept, a new item of each type, and one item
// written again through the price confirmation and polling.
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../content/locales/en/worksheet-editor.json' with { type: 'json' };
import common from '../../content/locales/en/common.json' with { type: 'json' };
import WorksheetEditor from '../../site/components/kinds/worksheet/WorksheetEditor.tsx';

const base = { prompt: 'P', explanation: 'E' };
const none = { options: null, correct: null, multiple: null, answer: null, text: null, blanks: null, pairs: null, steps: null, answers: null, sampleAnswer: null, finalAnswer: null };
let sheet: any = {
  id: 'W1', title: 'Fracciones', instructions: 'Resuelve', objectives: ['Comparar'], itemCount: 3, status: 'done', errorMessage: null,
  items: [
    { ...none, type: 'multipleChoice', ...base, options: ['a', 'b', 'c'], correct: [1], multiple: false },
    { ...none, type: 'fillBlanks', ...base, text: 'x ___', blanks: [['1']] },
    { ...none, type: 'trueFalse', ...base, answer: true },
  ],
  flags: [{ item: 2, key: 'True', solver: 'False' }],
};
const calls: any[] = [];
globalThis.fetch = vi.fn(async (_url: any, init: any) => {
  const body = JSON.parse(init.body);
  calls.push(body);
  const name = body.operationName;
  let data: any;
  if (name === 'WorksheetEditorPrice') data = { worksheetCosts: { worksheet: 1 }, creditBalance: 5 };
  else if (name === 'WorksheetEditorUpdateItem') {
    if (body.variables.item.options?.[0] === 'dup') return new Response(JSON.stringify({ errors: [{ message: 'options: must all be different', extensions: { code: 'BAD_USER_INPUT', fields: { options: 'must all be different' } } }] }), { status: 200 });
    const items = [...sheet.items]; items[body.variables.index] = { ...none, ...body.variables.item }; sheet = { ...sheet, items }; data = { updateWorksheetItem: sheet };
  } else if (name === 'WorksheetEditorDismissFlag') { sheet = { ...sheet, flags: [] }; data = { dismissWorksheetFlag: sheet }; }
  else if (name === 'WorksheetEditorRemoveItem') return new Response(JSON.stringify({ errors: [{ message: 'A worksheet needs at least 3 items', extensions: { code: 'BAD_USER_INPUT' } }] }), { status: 200 });
  else if (name === 'WorksheetEditorSheet') data = { worksheet: sheet };
  else data = {};
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
}) as any;

afterEach(cleanup);

describe('editor smoke', () => {
  it('renders, edits an item, shows errors, keeps a key', async () => {
    const user = userEvent.setup();
    render(<WorksheetEditor lang="en" resources={{ 'worksheet-editor': en, common } as any} worksheet={sheet} />);
    expect(screen.getByText('Items (3)')).toBeTruthy();
    expect(screen.getByText('A second check answered this differently — review the key')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/Costs 1 credit\./).length).toBeGreaterThan(0));
    await user.click(screen.getByTestId('edit-item-0'));
    const form = screen.getByTestId('worksheet-item-form');
    const opt1 = within(form).getByLabelText(/^Option 1\b(?! is)/) as HTMLInputElement;
    await user.clear(opt1);
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(within(form).getByText('Fill this in.')).toBeTruthy();
    expect(within(form).getByText('This item cannot be saved yet: correct the fields marked below.')).toBeTruthy();
    await user.type(opt1, 'dup');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    await waitFor(() => expect(within(form).getByText('These must all be different.')).toBeTruthy());
    expect(opt1.value).toBe('dup');
    await user.clear(opt1); await user.type(opt1, 'z');
    await user.click(within(form).getByRole('checkbox', { name: 'Several options are right' }));
    await user.click(within(form).getByLabelText('Option 3 is right'));
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Option 4\b(?! is)/));
    await user.type(document.activeElement as HTMLElement, 'd');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    await waitFor(() => expect(screen.queryByTestId('worksheet-item-form')).toBeNull());
    const sent = calls.filter((c) => c.operationName === 'WorksheetEditorUpdateItem').at(-1);
    expect(sent.variables.item).toEqual({ type: 'multipleChoice', prompt: 'P', explanation: 'E', options: ['z', 'b', 'c', 'd'], correct: [1, 2], multiple: true });
    expect(screen.getByTestId('worksheet-editor-item-0').textContent).toContain('b · c');
    // fill blanks form
    await user.click(screen.getByTestId('edit-item-1'));
    const f2 = screen.getByTestId('worksheet-item-form');
    const textArea = within(f2).getByLabelText(/^Text with the blanks/);
    await user.type(textArea, ' and ___');
    expect(within(f2).getByText('Blank 2: accepted answers')).toBeTruthy();
    await user.click(within(f2).getByRole('button', { name: 'Cancel' }));
    // keep key
    await user.click(screen.getByTestId('keep-key-2'));
    await waitFor(() => expect(screen.queryByText('A second check answered this differently — review the key')).toBeNull());
    // remove refused (button is disabled at 3 items)
    expect((screen.getByTestId('remove-item-0') as HTMLButtonElement).disabled).toBe(true);
    // add: each type renders
    for (const type of ['multipleChoice', 'trueFalse', 'fillBlanks', 'matching', 'ordering', 'shortAnswer', 'openQuestion']) {
      await user.selectOptions(screen.getByTestId('new-item-type'), type);
      await user.click(screen.getByTestId('add-item'));
      const f = screen.getByTestId('worksheet-item-form');
      await user.click(within(f).getByRole('button', { name: 'Add the item' }));
      expect(within(f).getAllByText('Fill this in.').length).toBeGreaterThan(0);
      await user.click(within(f).getByRole('button', { name: 'Cancel' }));
    }
  }, 20000);
});

describe('rewrite', () => {
  it('asks, confirms with price and balance, polls until done', async () => {
    const user = userEvent.setup();
    const orig = globalThis.fetch;
    let polls = 0;
    globalThis.fetch = vi.fn(async (u: any, init: any) => {
      const body = JSON.parse(init.body);
      calls.push(body);
      if (body.operationName === 'WorksheetEditorRegenerateItem') { sheet = { ...sheet, status: 'queued' }; return new Response(JSON.stringify({ data: { regenerateWorksheetItem: sheet } })); }
      if (body.operationName === 'WorksheetEditorSheet') { polls++; if (polls >= 2) sheet = { ...sheet, status: 'done', items: sheet.items.map((it: any, i: number) => (i === 1 ? { ...it, prompt: 'NEW' } : it)) }; return new Response(JSON.stringify({ data: { worksheet: sheet } })); }
      return orig(u, init);
    }) as any;
    const seen: any[] = [];
    window.addEventListener('worksheet-editor:change', (e: any) => seen.push(e.detail));
    render(<WorksheetEditor lang="en" resources={{ 'worksheet-editor': en, common } as any} worksheet={sheet} />);
    const panel = screen.getByTestId('rewrite-item-1');
    await user.click(within(panel).getByText('Write this item again'));
    await user.click(within(panel).getByRole('button', { name: 'Write it again' }));
    expect(within(panel).getByText('Say what should change.')).toBeTruthy();
    await user.type(within(panel).getByLabelText(/What should change/), 'bigger numbers');
    await user.click(within(panel).getByRole('button', { name: 'Write it again' }));
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeTruthy());
    const dialog = document.querySelector('dialog[open]') as HTMLElement;
    await waitFor(() => expect(dialog.textContent).toContain('Costs 1 credit. You have 5 credits.'));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, write it again', hidden: true }));
    await screen.findByText('Item 2 is being written again…');
    expect(calls.find((c) => c.operationName === 'WorksheetEditorRegenerateItem').variables).toEqual({ id: 'W1', index: 1, instruction: 'bigger numbers' });
    await waitFor(() => expect(screen.queryByText('Item 2 is being written again…')).toBeNull(), { timeout: 5000 });
    expect(screen.getByTestId('worksheet-editor-item-1').textContent).toContain('NEW');
    expect(seen.at(-1).status).toBe('done');
  }, 10000);
});
