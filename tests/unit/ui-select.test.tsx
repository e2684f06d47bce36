// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from '../../site/components/ui/Select.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(cleanup);

const options: SelectOption[] = Array.from({ length: 12 }, (_, index) => ({ value: `v${index}`, label: `Option ${index}` }));

function activeLabel(combobox: HTMLElement): string | null | undefined {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
}

async function openSelect(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onChange = vi.fn();
  renderUi(<Select label="Genre" options={options} onChange={onChange} {...props} />);
  const combobox = screen.getByRole('combobox', { name: 'Genre (optional):' });
  combobox.focus();
  await userEvent.keyboard('{ArrowDown}');
  return { combobox, onChange };
}

describe('Select', () => {
  it('is a labelled closed combobox showing the placeholder, at least 48px tall', () => {
    renderUi(<Select label="Genre" options={options} />);
    const combobox = screen.getByRole('combobox', { name: 'Genre (optional):' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('Choose…');
    expect(combobox.style.minHeight).toBe('48px');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens with ArrowDown on the first option, in a popup at most 300px tall', async () => {
    const { combobox } = await openSelect();
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').style.maxHeight).toBe('300px');
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(activeLabel(combobox)).toBe('Option 0');
  });

  it('moves with arrows, PageDown/PageUp by 5, Home and End', async () => {
    const { combobox } = await openSelect();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel(combobox)).toBe('Option 1');
    await userEvent.keyboard('{PageDown}');
    expect(activeLabel(combobox)).toBe('Option 6');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(activeLabel(combobox)).toBe('Option 11');
    await userEvent.keyboard('{PageUp}');
    expect(activeLabel(combobox)).toBe('Option 6');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeLabel(combobox)).toBe('Option 5');
    await userEvent.keyboard('{Home}');
    expect(activeLabel(combobox)).toBe('Option 0');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeLabel(combobox)).toBe('Option 0');
    await userEvent.keyboard('{End}');
    expect(activeLabel(combobox)).toBe('Option 11');
  });

  it('Enter chooses the active option, closes and emits onChange', async () => {
    const { combobox, onChange } = await openSelect();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('v2');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('Option 2');
    expect(document.activeElement).toBe(combobox);
  });

  it('Space chooses too, and reopening starts at the chosen option', async () => {
    const { combobox, onChange } = await openSelect();
    await userEvent.keyboard('{End} ');
    expect(onChange).toHaveBeenCalledWith('v11');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel(combobox)).toBe('Option 11');
    expect(screen.getByRole('option', { name: 'Option 11' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Escape closes without choosing', async () => {
    const { combobox, onChange } = await openSelect();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox.textContent).toBe('Choose…');
  });

  it('typing jumps to a matching label', async () => {
    renderUi(<Select label="Fruit" options={[{ value: 'a', label: 'Apple' }, { value: 'b', label: 'Banana' }, { value: 'c', label: 'Cherry' }]} />);
    const combobox = screen.getByRole('combobox', { name: 'Fruit (optional):' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}c');
    expect(activeLabel(combobox)).toBe('Cherry');
  });

  it('chooses with the mouse', async () => {
    const onChange = vi.fn();
    renderUi(<Select label="Genre" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Option 3' }));
    expect(onChange).toHaveBeenCalledWith('v3');
    expect(screen.getByRole('combobox').textContent).toBe('Option 3');
  });

  it('carries its value in a hidden input named for forms', async () => {
    const { container } = renderUi(<Select label="Genre" name="genre" options={options} defaultValue="v4" />);
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="genre"]');
    expect(hidden?.value).toBe('v4');
    const combobox = screen.getByRole('combobox');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(hidden?.value).toBe('v5');
  });

  it('says when there are no options', async () => {
    renderUi(<Select label="Genre" options={[]} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByText('No options')).toBeTruthy();
  });
});
