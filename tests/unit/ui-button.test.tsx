// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../site/components/ui/Button.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a large primary button of type button by default', () => {
    renderUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toContain('ui-button--large');
    expect(button.className).toContain('ui-button--primary');
    expect(button.getAttribute('type')).toBe('button');
  });

  it.each([
    ['small', 'destroy'],
    ['tiny', 'secondary'],
  ] as const)('takes size %s and kind %s', (size, kind) => {
    renderUi(<Button size={size} kind={kind}>Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toContain(`ui-button--${size}`);
    expect(button.className).toContain(`ui-button--${kind}`);
  });

  it('passes type, name, value and onClick through', async () => {
    const onClick = vi.fn();
    renderUi(<Button type="submit" name="intent" value="publish" onClick={onClick}>Publish</Button>);
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('name')).toBe('intent');
    expect(button.getAttribute('value')).toBe('publish');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy and cannot be clicked', async () => {
    const onClick = vi.fn();
    const { container } = renderUi(<Button loading onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('.ui-spinner')).not.toBeNull();
    expect(button.textContent).toContain('Loading…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('without loading has no spinner and is not busy', () => {
    const { container } = renderUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('.ui-spinner')).toBeNull();
  });

  it('with href renders a link styled as a button', () => {
    renderUi(<Button href="/en/create" kind="secondary" size="small">Create New</Button>);
    const link = screen.getByRole('link', { name: 'Create New' });
    expect(link.getAttribute('href')).toBe('/en/create');
    expect(link.className).toContain('ui-button--secondary');
    expect(link.className).toContain('ui-button--small');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
