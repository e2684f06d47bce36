// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextInput } from '../../site/components/ui/TextInput.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(cleanup);

describe('TextInput', () => {
  it('ties the label to the input and reads "Email: " when required', () => {
    renderUi(<TextInput label="Email" name="email" type="email" required />);
    const input = screen.getByLabelText('Email:');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(screen.getByText('Email:', { exact: false }).textContent).toBe('Email: ');
  });

  it('reads "Nickname (optional): " when optional', () => {
    renderUi(<TextInput label="Nickname" name="nickname" />);
    expect(screen.getByLabelText('Nickname (optional):').tagName).toBe('INPUT');
    expect(document.querySelector('label')?.textContent).toBe('Nickname (optional): ');
  });

  it('shows an error message tied to the input with aria-invalid', () => {
    renderUi(<TextInput label="Title" error="Title is too short" />);
    const input = screen.getByLabelText('Title (optional):');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Title is too short');
  });

  it('has no aria-invalid and no message without an error', () => {
    renderUi(<TextInput label="Title" />);
    const input = screen.getByLabelText('Title (optional):');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('masks a password until the toggle is pressed, and masks it again', async () => {
    renderUi(<TextInput label="Password" type="password" required defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password:');
    expect(input.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(show);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('search mode: the clear button empties the field and puts focus back in it', async () => {
    const onChange = vi.fn();
    renderUi(<TextInput label="Search" type="search" onChange={onChange} />);
    const input = screen.getByLabelText('Search (optional):') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(input, 'dragons');
    expect(input.value).toBe('dragons');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('clears a controlled search field through onChange', async () => {
    function Controlled() {
      const [query, setQuery] = useState('owls');
      return <><TextInput label="Search" type="search" value={query} onChange={setQuery} /><output>{query}</output></>;
    }
    renderUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Search (optional):') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('output')?.textContent).toBe('');
  });

  it('shows a prefix before the input and describes the input with it', () => {
    renderUi(<TextInput label="User name" prefix="@" name="slug" />);
    const input = screen.getByLabelText('User name (optional):');
    const prefix = screen.getByText('@');
    expect(prefix.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(prefix.id);
  });

  it('renders a date input', () => {
    renderUi(<TextInput label="Birthday" type="date" min="2000-01-01" />);
    const input = screen.getByLabelText('Birthday (optional):');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2000-01-01');
  });

  it('is uncontrolled with defaultValue and reports each change', async () => {
    const onChange = vi.fn();
    renderUi(<TextInput label="Name" defaultValue="Ada" onChange={onChange} />);
    const input = screen.getByLabelText('Name (optional):') as HTMLInputElement;
    expect(input.value).toBe('Ada');
    await userEvent.type(input, '!');
    expect(input.value).toBe('Ada!');
    expect(onChange).toHaveBeenLastCalledWith('Ada!');
  });

  it('is controlled with value', async () => {
    renderUi(<TextInput label="Name" value="fixed" onChange={() => undefined} />);
    const input = screen.getByLabelText('Name (optional):') as HTMLInputElement;
    await userEvent.type(input, 'x');
    expect(input.value).toBe('fixed');
  });
});
