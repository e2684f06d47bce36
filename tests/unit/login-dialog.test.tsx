// @vitest-environment happy-dom
// The login dialog as a modal (spec §2 Login dialog): when it shows, how it closes, the Log in /
// Sign up toggle, focus, the Google button, the local-only test account.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginDialogIsland from '../../site/components/login/LoginDialog.tsx';
import { GOOGLE_SCRIPT_SRC } from '../../site/components/login/google.ts';
import { $popup } from '../../site/stores/navigation.ts';
import { atPage, enResources, renderLogin, reply, sentBodies, stubFetch } from './login-helpers.tsx';

beforeEach(() => {
  $popup.set('none');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { google?: unknown }).google;
  $popup.set('none');
});

const heading = () => screen.getByRole('heading', { level: 2 });

describe('showing the dialog', () => {
  it('shows nothing while the popup is none, and a labelled modal dialog once it is login', () => {
    renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => $popup.set('login'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Log in');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
  });

  it('opens on load in the mode the page asks for', () => {
    renderLogin({ initialMode: 'signUp' });
    expect($popup.get()).toBe('signUp');
    expect(heading().textContent).toBe('Sign up');
  });

  it('opens on load with ?login=1 and shows the reason banner', () => {
    window.history.replaceState(null, '', '/en/discover?login=1&reason=badLogin');
    renderLogin();
    expect($popup.get()).toBe('login');
    const banner = within(screen.getByRole('dialog')).getByText('Wrong credentials.');
    expect(banner.getAttribute('data-reason')).toBe('badLogin');
  });

  it('an unknown reason shows no banner', () => {
    window.history.replaceState(null, '', '/en/discover?login=1&reason=whatever');
    renderLogin();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.querySelector('.login-reason')).toBeNull();
  });

  it('links the terms and privacy pages in the page language', () => {
    $popup.set('login');
    renderLogin({ lang: 'en' });
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe('/en/terms-of-service');
    expect(privacy.getAttribute('href')).toBe('/en/privacy-policy');
    expect(terms.closest('p')?.textContent).toBe('By continuing you agree to the Terms of Service and the Privacy Policy.');
  });
});

describe('closing', () => {
  it('Escape closes (popup back to none) and returns focus to the opener', async () => {
    render(<button type="button">Open login</button>);
    renderLogin();
    const opener = screen.getByRole('button', { name: 'Open login' });
    opener.focus();
    act(() => $popup.set('login'));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect($popup.get()).toBe('none');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the × button closes', async () => {
    $popup.set('login');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($popup.get()).toBe('none');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click on the overlay closes, a click inside the dialog does not', async () => {
    $popup.set('signUp');
    renderLogin();
    await userEvent.click(heading());
    expect($popup.get()).toBe('signUp');
    await userEvent.click(screen.getByTestId('login-overlay'));
    expect($popup.get()).toBe('none');
  });
});

describe('focus', () => {
  it('starts in the e-mail field and Tab / Shift+Tab wrap inside the dialog', async () => {
    render(<button type="button">Before</button>);
    $popup.set('login');
    renderLogin({ isLocal: true });
    const after = document.createElement('button');
    after.textContent = 'After';
    document.body.append(after);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail:'));
    const dismiss = screen.getByRole('button', { name: 'Hide the test account link' });
    dismiss.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(dismiss);
    after.focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    after.remove();
  });
});

describe('Log in / Sign up toggle', () => {
  it('changes the heading and the prompt only', async () => {
    $popup.set('login');
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail:'), 'ada@example.com');
    expect(heading().textContent).toBe('Log in');
    expect(screen.getByText(/New to Bookloom\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect($popup.get()).toBe('signUp');
    expect(heading().textContent).toBe('Sign up');
    expect(screen.getByText(/Have an account\?/)).toBeTruthy();
    expect(screen.queryByText(/New to Bookloom\?/)).toBeNull();
    expect((screen.getByLabelText('E-mail:') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: /^Continue/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect($popup.get()).toBe('login');
    expect(heading().textContent).toBe('Log in');
  });
});

describe('test account (local only)', () => {
  it('offers no test-account link unless isLocal', () => {
    $popup.set('login');
    renderLogin({ isLocal: false });
    expect(screen.queryByRole('button', { name: 'Use a test account (local only)' })).toBeNull();
  });

  it('the link opens the mock screen: submit disabled while empty, then login type mock', async () => {
    const fetch = stubFetch(reply(200, { success: true }));
    const assign = atPage('/en/home');
    $popup.set('login');
    renderLogin({ isLocal: true, nextURL: '/en/create' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a test account (local only)' }));
    const field = screen.getByLabelText('Test account e-mail:');
    const submit = () => screen.getByRole('button', { name: /^Sign in/ }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    await user.type(field, 'demo@example.com');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/create'));
    expect(sentBodies(fetch)[0]).toMatchObject({ method: 'login', type: 'mock', email: 'demo@example.com', nextURL: '/en/create' });
  });

  it('a malformed test e-mail is explained in the dialog, not sent to the error URL', async () => {
    stubFetch(reply(400, { error: 'Invalid email: expected text@text', code: 'BAD_USER_INPUT', fields: { email: 'is not formatted correctly' } }));
    const assign = atPage('/en/home');
    $popup.set('login');
    renderLogin({ isLocal: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a test account (local only)' }));
    await user.type(screen.getByLabelText('Test account e-mail:'), 'a@b');
    await user.click(screen.getByRole('button', { name: /^Sign in/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail address such as name@example.com.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('the link can be dismissed and stays dismissed', async () => {
    $popup.set('login');
    renderLogin({ isLocal: true });
    await userEvent.click(screen.getByRole('button', { name: 'Hide the test account link' }));
    expect(screen.queryByRole('button', { name: 'Use a test account (local only)' })).toBeNull();
    cleanup();
    $popup.set('login');
    renderLogin({ isLocal: true });
    expect(screen.queryByRole('button', { name: 'Use a test account (local only)' })).toBeNull();
  });
});

describe('Google', () => {
  function stubGoogle() {
    let callback: ((response: { credential?: string }) => void) | undefined;
    const initialize = vi.fn((config: { client_id: string; callback: (response: { credential?: string }) => void }) => {
      callback = config.callback;
    });
    const renderButton = vi.fn((parent: HTMLElement) => {
      const button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.textContent = 'Google';
      parent.append(button);
    });
    (window as { google?: unknown }).google = { accounts: { id: { initialize, renderButton } } };
    return { initialize, renderButton, credential: (value: string) => callback?.({ credential: value }) };
  }

  it('has no Google button, no OR and loads no script without a client id', () => {
    const google = stubGoogle();
    $popup.set('login');
    renderLogin();
    expect(screen.queryByRole('group', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('OR')).toBeNull();
    expect(google.initialize).not.toHaveBeenCalled();
    expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_SRC}"]`)).toBeNull();
  });

  it('with a client id renders the Google button and OR; a credential logs in with type google', async () => {
    const google = stubGoogle();
    const fetch = stubFetch(reply(200, { success: true }));
    const assign = atPage('/en/home');
    $popup.set('login');
    renderLogin({ googleClientId: 'client-123.apps.googleusercontent.com', nextURL: '/en/create' });
    const group = screen.getByRole('group', { name: 'Continue with Google' });
    await waitFor(() => expect(google.renderButton).toHaveBeenCalledTimes(1));
    expect(google.initialize.mock.calls[0]?.[0]).toMatchObject({ client_id: 'client-123.apps.googleusercontent.com' });
    expect(google.renderButton.mock.calls[0]?.[0]).toBe(screen.getByTestId('google-button'));
    expect(within(group).getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    act(() => google.credential('header.payload.signature'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/create'));
    expect(sentBodies(fetch)[0]).toMatchObject({ method: 'login', type: 'google', credential: 'header.payload.signature' });
  });

  it('a failed Google login is only logged', async () => {
    const google = stubGoogle();
    stubFetch(reply(401, { success: false, reason: 'badLogin' }));
    const assign = atPage('/en/home');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    $popup.set('login');
    renderLogin({ googleClientId: 'client-123' });
    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
    act(() => google.credential('bad'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Google sign-in failed: badLogin'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('island strings', () => {
  it('reads its strings from the resources it is given', () => {
    const german = { ...enResources, login: { ...enResources.login, title: { logIn: 'Anmelden', signUp: 'Registrieren' } } };
    $popup.set('login');
    render(<LoginDialogIsland lang="de" resources={german} isLocal={false} />);
    expect(heading().textContent).toBe('Anmelden');
  });
});
