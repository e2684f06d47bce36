// Shared by the login-*.test.tsx files: the English common and login strings handed to the
// island's I18nIsland, a render helper, a fetch stub answering POST /login in order, and a
// location.assign spy.
import { render, type RenderResult } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import common from '../../content/locales/en/common.json' with { type: 'json' };
import login from '../../content/locales/en/login.json' with { type: 'json' };
import LoginDialogIsland, { type LoginDialogProps } from '../../site/components/login/LoginDialog.tsx';

export const enResources = { common, login };
export { common, login };

export function renderLogin(props: Partial<LoginDialogProps> = {}): RenderResult {
  return render(<LoginDialogIsland lang="en" resources={enResources} isLocal={false} {...props} />);
}

export interface Reply {
  status: number;
  body: unknown;
}

export const reply = (status: number, body: unknown): Reply => ({ status, body });

export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Stubs fetch to answer with the replies in order (the last one repeats). */
export function stubFetch(...replies: Reply[]): FetchMock {
  let index = 0;
  const fetch: FetchMock = vi.fn(async () => {
    const next = replies[Math.min(index, replies.length - 1)] ?? reply(500, null);
    index += 1;
    const text = typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return new Response(next.body === null ? null : text, { status: next.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies fetch was called with, in order. */
export function sentBodies(fetch: FetchMock): Record<string, unknown>[] {
  return fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** Puts the page at `path` (same origin) and spies on location.assign without navigating. */
export function atPage(path: string): Mock<(url: string | URL) => void> {
  window.history.replaceState(null, '', path);
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined) as unknown as Mock<(url: string | URL) => void>;
}

export const CODE_SENT = { success: true, id: '74000000-0000-4000-8000-000000000001', email: 'ada@example.com', codeLength: 6, expireMin: 15 };
export const PASSWORD_ACCOUNT = { success: true, id: null, email: 'ada@example.com', codeLength: 6, expireMin: 15, passwordAccount: true };
