// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea, textAreaHeight } from '../../site/components/ui/TextArea.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (area: HTMLElement, value: string) => fireEvent.change(area, { target: { value } });

describe('TextArea', () => {
  it('labels the text area', () => {
    renderUi(<TextArea label="Dedication" name="dedication" />);
    const area = screen.getByLabelText('Dedication (optional):');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('name')).toBe('dedication');
  });

  it('counts characters as "current / max"', async () => {
    renderUi(<TextArea label="Title" maxLength={4} />);
    expect(screen.getByText('0 / 4')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title (optional):'), 'abc');
    expect(screen.getByText('3 / 4').className).not.toContain('ui-counter--over');
  });

  it('lets typing go past maxLength and turns the counter red with an error', async () => {
    renderUi(<TextArea label="Title" maxLength={4} />);
    const area = screen.getByLabelText('Title (optional):') as HTMLTextAreaElement;
    await userEvent.type(area, 'abcde');
    expect(area.value).toBe('abcde');
    const counter = screen.getByText('5 / 4');
    expect(counter.className).toContain('ui-counter--over');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain(counter.id);
    expect(screen.getByText('Title is too long')).toBeTruthy();
  });

  it('is not invalid at exactly maxLength', () => {
    renderUi(<TextArea label="Title" maxLength={4} defaultValue="abcd" />);
    expect(screen.getByLabelText('Title (optional):').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Title is too long')).toBeNull();
  });

  it('grows one 24px row per line and stops at maxRows (default 4)', () => {
    renderUi(<TextArea label="Notes" />);
    const area = screen.getByLabelText('Notes (optional):') as HTMLTextAreaElement;
    expect(area.style.height).toBe(`${textAreaHeight(1)}px`);
    type(area, 'one\ntwo');
    expect(area.style.height).toBe(`${textAreaHeight(2)}px`);
    expect(textAreaHeight(2) - textAreaHeight(1)).toBe(24);
    type(area, '1\n2\n3\n4\n5\n6\n7');
    expect(area.style.height).toBe(`${textAreaHeight(4)}px`);
    expect(area.style.overflowY).toBe('auto');
    type(area, '1');
    expect(area.style.height).toBe(`${textAreaHeight(1)}px`);
  });

  it('respects minRows and maxRows', () => {
    renderUi(<TextArea label="Notes" minRows={2} maxRows={6} />);
    const area = screen.getByLabelText('Notes (optional):') as HTMLTextAreaElement;
    expect(area.style.height).toBe(`${textAreaHeight(2)}px`);
    type(area, '1\n2\n3\n4\n5\n6\n7\n8');
    expect(area.style.height).toBe(`${textAreaHeight(6)}px`);
  });

  it('uses the wrapped height when long lines wrap', () => {
    renderUi(<TextArea label="Notes" />);
    const area = screen.getByLabelText('Notes (optional):') as HTMLTextAreaElement;
    Object.defineProperty(area, 'scrollHeight', { configurable: true, get: () => 3 * 24 + 16 });
    type(area, 'a long line that wraps twice');
    expect(area.style.height).toBe(`${textAreaHeight(3)}px`);
  });

  it('autoFocus focuses after 50 ms', () => {
    vi.useFakeTimers();
    renderUi(<TextArea label="Prompt" autoFocus />);
    const area = screen.getByLabelText('Prompt (optional):');
    act(() => vi.advanceTimersByTime(49));
    expect(document.activeElement).not.toBe(area);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(area);
  });
});
