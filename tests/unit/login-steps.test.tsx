// @vitest-environment happy-dom
// The login dialog's steps (spec §4, §5, §8): e-mail → code or password, success and failure.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loginNextURL, $popup } from '../../site/stores/navigation.ts';
import { atPage, CODE_SENT, PASSWORD_ACCOUNT, renderLogin, reply, sentBodies, stubFetch } from './login-helpers.tsx';

beforeEach(() => {
  $popup.set('login');
  $loginNextURL.set(null);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  $popup.set('none');
});

const emailField = () => screen.getByLabelText('E-mail:') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: /^Continue/ }) as HTMLButtonElement;

async function startWith(email: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.click(continueButton());
  return user;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('start screen: e-mail', () => {
  it('keeps submit disabled until the e-mail is text@text', async () => {
    stubFetch(reply(200, CODE_SENT));
    renderLogin();
    const user = userEvent.setup();
    expect(continueButton().disabled).toBe(true);
    await user.type(emailField(), 'a');
    expect(continueButton().disabled).toBe(true);
    await user.type(emailField(), '@');
    expect(continueButton().disabled).toBe(true);
    await user.type(emailField(), 'b');
    expect(emailField().value).toBe('a@b');
    expect(continueButton().disabled).toBe(false);
    await user.type(emailField(), ' c');
    expect(continueButton().disabled).toBe(true);
  });

  it('posts createLoginEmailCode with credentials and shows loading while waiting', async () => {
    const answer = deferred<Response>();
    const fetch = vi.fn(() => answer.promise);
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await startWith('ada@example.com');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ method: 'createLoginEmailCode', email: 'ada@example.com', lang: 'en' });
    const busy = screen.getByRole('button', { name: /Continue/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.textContent).toContain('Loading…');
    answer.resolve(new Response(JSON.stringify(CODE_SENT), { status: 200 }));
    expect(await screen.findByLabelText('Code:')).toBeTruthy();
  });

  it("shows 'Unknown createLoginEmailCode response' for a reply without the expected shape", async () => {
    stubFetch(reply(200, { success: true, id: 'x', email: 'ada@example.com' }));
    renderLogin();
    await startWith('ada@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unknown createLoginEmailCode response');
    expect(screen.queryByLabelText('Code:')).toBeNull();
    expect(emailField().value).toBe('ada@example.com');
  });

  it('shows too many requests in the dialog and does not leave the page', async () => {
    stubFetch(reply(429, { success: false, reason: 'tooManyRequests', message: 'Please wait a minute before asking for another code' }));
    const assign = atPage('/en/discover');
    renderLogin();
    await startWith('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Code:')).toBeNull();
  });

  it('shows a malformed e-mail (400) in the dialog', async () => {
    stubFetch(reply(400, { error: 'Invalid email: expected text@text', code: 'BAD_USER_INPUT', fields: { email: 'is not formatted correctly' } }));
    const assign = atPage('/en/discover');
    renderLogin();
    await startWith('a@b');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail address such as name@example.com.');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('code screen', () => {
  it('shows the e-mail and the expiry, keeps digits only and enables submit exactly at the code length', async () => {
    stubFetch(reply(200, CODE_SENT));
    renderLogin();
    const user = await startWith('ada@example.com');
    const code = (await screen.findByLabelText('Code:')) as HTMLInputElement;
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com. It expires in 15 minutes.')).toBeTruthy();
    const submit = () => screen.getByRole('button', { name: /^Continue/ }) as HTMLButtonElement;
    await user.type(code, '12ab3-4');
    expect(code.value).toBe('1234');
    expect(submit().disabled).toBe(true);
    await user.type(code, '5');
    expect(code.value).toBe('12345');
    expect(submit().disabled).toBe(true);
    await user.type(code, '6');
    expect(code.value).toBe('123456');
    expect(submit().disabled).toBe(false);
    await user.type(code, '7');
    expect(code.value).toBe('123456');
    await user.type(code, '{Backspace}');
    expect(submit().disabled).toBe(true);
  });

  it('success posts the code login and goes to the nextURL', async () => {
    const fetch = stubFetch(reply(200, CODE_SENT), reply(200, { success: true }));
    const assign = atPage('/en/discover?login=1&reason=badLogin');
    renderLogin({ nextURL: '/en/user-collection' });
    const user = await startWith('ada@example.com');
    await user.type(await screen.findByLabelText('Code:'), '123456');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/user-collection'));
    expect(sentBodies(fetch)[1]).toEqual({
      method: 'login', type: 'emailCode', id: CODE_SENT.id, code: '123456', email: 'ada@example.com',
      nextURL: '/en/user-collection', errorURL: '/en/discover?login=1',
    });
    expect($popup.get()).toBe('none');
  });

  it('a badLogin failure goes to the current page with ?login=1&reason=badLogin', async () => {
    stubFetch(reply(200, CODE_SENT), reply(401, { success: false, reason: 'badLogin' }));
    const assign = atPage('/en/discover?q=maps');
    renderLogin({ nextURL: '/en/user-collection' });
    const user = await startWith('ada@example.com');
    await user.type(await screen.findByLabelText('Code:'), '000000');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/en/discover?q=maps&login=1&reason=badLogin');
    expect(assign).not.toHaveBeenCalledWith('/en/user-collection');
  });

  it("'Send a new code' asks again and takes the new code's id", async () => {
    const fetch = stubFetch(reply(200, CODE_SENT), reply(200, { ...CODE_SENT, id: 'second-id', codeLength: 4 }), reply(200, { success: true }));
    atPage('/en/home');
    renderLogin();
    const user = await startWith('ada@example.com');
    await screen.findByLabelText('Code:');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter the 4-digit code we sent to ada@example.com. It expires in 15 minutes.')).toBeTruthy();
    await user.type(screen.getByLabelText('Code:'), '9876');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(sentBodies(fetch)[1]).toEqual({ method: 'createLoginEmailCode', email: 'ada@example.com', lang: 'en', resend: true });
    expect(sentBodies(fetch)[2]).toMatchObject({ type: 'emailCode', id: 'second-id', code: '9876' });
  });

  it('without nextURL goes to $loginNextURL, else to this page without the login flag', async () => {
    stubFetch(reply(200, CODE_SENT), reply(200, { success: true }));
    const assign = atPage('/en/discover?login=1&reason=badLogin&q=maps');
    $loginNextURL.set('/en/user-collection');
    renderLogin();
    let user = await startWith('ada@example.com');
    await user.type(await screen.findByLabelText('Code:'), '123456');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/en/user-collection'));

    cleanup();
    $loginNextURL.set(null);
    $popup.set('login');
    stubFetch(reply(200, CODE_SENT), reply(200, { success: true }));
    renderLogin();
    user = await startWith('ada@example.com');
    await user.type(await screen.findByLabelText('Code:'), '123456');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/en/discover?q=maps'));
  });
});

describe('password screen', () => {
  it('follows a passwordAccount reply; masked field, submit disabled while empty', async () => {
    const fetch = stubFetch(reply(200, PASSWORD_ACCOUNT), reply(200, { success: true }));
    const assign = atPage('/en/home');
    renderLogin({ nextURL: '/en/create' });
    const user = await startWith('ada@example.com');
    const password = (await screen.findByLabelText('Password:')) as HTMLInputElement;
    expect(screen.queryByLabelText('Code:')).toBeNull();
    expect(password.type).toBe('password');
    const submit = () => screen.getByRole('button', { name: /^Log in/ }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    await user.type(password, 's3cret pass');
    expect(submit().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.clear(password);
    expect(submit().disabled).toBe(true);
    await user.type(password, 'hunter2');
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/create'));
    expect(sentBodies(fetch)[1]).toMatchObject({ method: 'login', type: 'password', email: 'ada@example.com', password: 'hunter2' });
  });

  it("'Forgot password?' asks for a reset link and confirms it", async () => {
    const fetch = stubFetch(reply(200, PASSWORD_ACCOUNT), reply(200, { success: true }));
    renderLogin({ lang: 'en' });
    const user = await startWith('ada@example.com');
    await screen.findByLabelText('Password:');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('We sent a link to ada@example.com to reset your password.');
    expect(sentBodies(fetch)[1]).toEqual({ method: 'resetPassword', email: 'ada@example.com', lang: 'en' });
  });

  it('a refused reset is shown in the dialog, not confirmed', async () => {
    stubFetch(reply(200, PASSWORD_ACCOUNT), reply(429, { success: false, reason: 'tooManyRequests', message: 'wait' }));
    renderLogin();
    const user = await startWith('ada@example.com');
    await screen.findByLabelText('Password:');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  });

  it("'Use a different e-mail' goes back to the start screen with the e-mail kept", async () => {
    stubFetch(reply(200, PASSWORD_ACCOUNT));
    renderLogin();
    const user = await startWith('ada@example.com');
    await screen.findByLabelText('Password:');
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(emailField().value).toBe('ada@example.com');
    expect(screen.queryByLabelText('Password:')).toBeNull();
    expect(document.activeElement).toBe(emailField());
  });
});
