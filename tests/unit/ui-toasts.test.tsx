// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ToasterView } from '../../site/components/ui/ToasterView.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../site/components/ui/Toaster.tsx';
import {
  ADMIN_TOAST_DURATION, notify, toast, TOAST_DURATIONS, TOAST_LIMIT, TOAST_POSITION, TOAST_REMOVE_DELAY, toastOptionsFor,
} from '../../site/components/ui/toasts.ts';
import { renderUi } from './ui-helpers.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});

/** Toasts a user can perceive: on screen and not on their way out. */
const shown = () => screen.queryAllByRole('status');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast constants (spec §9)', () => {
  it('match the spec', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 });
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_REMOVE_DELAY).toBe(1000);
    expect(ADMIN_TOAST_DURATION).toBe(6000);
    expect(TOAST_POSITION).toBe('top-center');
  });

  it('admin options use 6000 ms for all but loading', () => {
    const admin = toastOptionsFor('admin');
    expect([admin.blank?.duration, admin.error?.duration, admin.success?.duration, admin.custom?.duration]).toEqual([6000, 6000, 6000, 6000]);
    expect(admin.loading?.duration).toBe(Infinity);
    expect(admin.removeDelay).toBe(1000);
  });
});

describe('AppToaster', () => {
  it('shows a toast at the top center', () => {
    const { container } = renderUi(<AppToaster />);
    act(() => {
      notify.blank('Saved your book');
    });
    expect(screen.getByText('Saved your book')).toBeTruthy();
    const wrapper = screen.getByRole('status').closest<HTMLElement>('[style*="translateY"]');
    expect(wrapper?.style.top).toBe('0px');
    expect(wrapper?.style.justifyContent).toBe('center');
    expect(container.querySelector('[data-rht-toaster]')).not.toBeNull();
  });

  it('hydrates its server HTML without a mismatch when another island has shown a toast already', async () => {
    // an admin page reached with ?notice=: the admin toaster shows it; the header's toaster (the same store) hydrates later
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ToasterView dismissLabel="Dismiss" />);
    act(() => { notify.success('Created.'); });
    const mismatches: unknown[] = [];
    const root = hydrateRoot(container, <ToasterView dismissLabel="Dismiss" />, { onRecoverableError: (error) => mismatches.push(error) });
    await act(async () => { await vi.runOnlyPendingTimersAsync(); });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('Created.');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a success toast 2000 ms and removes it 1000 ms after it is dismissed', () => {
    renderUi(<AppToaster />);
    act(() => {
      notify.success('Published');
    });
    advance(1999);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
    expect(screen.getByText('Published')).toBeTruthy();
    advance(999);
    expect(screen.queryByText('Published')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Published')).toBeNull();
  });

  it('keeps an error toast 4000 ms', () => {
    renderUi(<AppToaster />);
    act(() => {
      notify.error('Could not save');
    });
    advance(3999);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
  });

  it('keeps a loading toast until it is dismissed', () => {
    renderUi(<AppToaster />);
    let id = '';
    act(() => {
      id = notify.loading('Writing chapter…');
    });
    advance(60_000);
    expect(shown()).toHaveLength(1);
    act(() => notify.dismiss(id));
    expect(shown()).toHaveLength(0);
  });

  it('the admin variant keeps a success toast 6000 ms', () => {
    renderUi(<AppToaster variant="admin" />);
    act(() => {
      notify.success('Config saved');
    });
    advance(5999);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
  });

  it('leaves at most 20 toasts visible after 25, dismissing the oldest', () => {
    renderUi(<AppToaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Toast ${index}`, { duration: Infinity });
    });
    const visible = shown().map((status) => status.textContent);
    expect(visible.length).toBeLessThanOrEqual(20);
    expect(visible).toHaveLength(20);
    expect(visible[0]).toBe('Toast 25');
    expect(visible.at(-1)).toBe('Toast 6');
    expect(visible).not.toContain('Toast 5');
  });

  it('dismisses the oldest beyond its limit', () => {
    renderUi(<AppToaster limit={3} />);
    act(() => {
      for (let index = 1; index <= 5; index += 1) toast(`Toast ${index}`, { duration: Infinity });
    });
    expect(shown().map((status) => status.textContent)).toEqual(['Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('has a dismiss button on each toast', () => {
    renderUi(<AppToaster />);
    act(() => {
      notify.error('Could not save');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(shown()).toHaveLength(0);
  });

  it('lays toasts out right to left on an RTL page', () => {
    document.documentElement.dir = 'rtl';
    renderUi(<AppToaster />);
    act(() => {
      notify.blank('مرحبا');
    });
    expect(screen.getByRole('status').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('lays toasts out left to right otherwise', () => {
    renderUi(<AppToaster />);
    act(() => {
      notify.blank('Hello');
    });
    expect(screen.getByRole('status').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
