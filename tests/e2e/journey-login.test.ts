// Issue 10, sign-in that does not lock people out, as a person does it in Chromium: a wrong code
// keeps the code screen, a malformed address is explained, a locked password still lets the
// owner in with an e-mailed code, and a hostile ?next= does not leave the site.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();

/** The newest sign-in code e-mailed to an address, read from the local outbox. */
function lastCode(email: string): string {
  const outbox = path.join(app.server().config.DATA_DIR, 'outbox');
  const file = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`)).sort().at(-1)!;
  return /sign-in code is (\d{6})/.exec(readFileSync(path.join(outbox, file), 'utf8'))![1]!;
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // nothing may ever reach another site
  await context.route((url) => !url.href.startsWith(app.server().baseURL), (route) => route.abort());
  return { context, page };
}

async function openLogIn(page: Page, pathAndQuery = '/en/home') {
  await page.goto(`${app.server().baseURL}${pathAndQuery}`);
  await headerReady(page);
  const dialog = page.getByRole('dialog');
  // the login page opens the dialog by itself; elsewhere the header's Log In does
  if (!/\/login(\?|$)/.test(pathAndQuery)) await page.getByRole('link', { name: 'Log In' }).click();
  await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
  return dialog;
}

describe('sign-in without traps', () => {
  it('a wrong code keeps the code screen with the tries left; the right code then signs in', async () => {
    const { context, page } = await newPage();
    const email = 'typo.teacher@example.com';
    const dialog = await openLogIn(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const codeField = dialog.getByLabel('Code');
    await codeField.waitFor();
    const code = lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();

    await dialog.getByText('That code is not right. Tries left: 4.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await dialog.getByRole('alert').count()).toBe(1);
    expect(await dialog.getByText('Wrong credentials.').count()).toBe(0);
    expect(await dialog.getByText(`we sent to ${email}`, { exact: false }).count()).toBe(1);
    expect(await codeField.inputValue()).toBe('');
    expect(await codeField.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/home');
    await context.close();
  });

  it('five wrong codes use the code up and offer a new one, which signs in', async () => {
    const { context, page } = await newPage();
    const email = 'five.wrong@example.com';
    const dialog = await openLogIn(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const codeField = dialog.getByLabel('Code');
    await codeField.waitFor();
    const wrong = lastCode(email) === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      await codeField.fill(wrong);
      await dialog.getByRole('button', { name: /^Continue$/ }).click();
      await dialog.getByText(`Tries left: ${left}.`, { exact: false }).waitFor();
    }
    await codeField.fill(wrong);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await dialog.getByText('This code is used up after too many wrong tries. Send a new code to continue.').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(1);
    // the send limit is one code a minute: let that minute pass
    await app.server().db.knex('login_attempts').where({ email }).update({ created_at: app.server().db.knex.raw("created_at - interval '2 minutes'") });
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await dialog.getByText(`We sent a new code to ${email}.`).waitFor();
    await codeField.fill(lastCode(email));
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('a malformed address says what is wrong once the field is left', async () => {
    const { context, page } = await newPage();
    const dialog = await openLogIn(page);
    const field = dialog.getByLabel('E-mail');
    await field.fill('ada.example.com');
    const message = dialog.getByText('Enter an e-mail address such as name@example.com.');
    expect(await message.count()).toBe(0);
    await page.keyboard.press('Tab');
    await message.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: /^Continue$/ }).isDisabled()).toBe(true);
    await field.fill('ada@example.com');
    await message.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: /^Continue$/ }).isDisabled()).toBe(false);
    await context.close();
  });

  it('a password locked by wrong tries says until when, and a code sent instead signs the owner in', async () => {
    const { context, page } = await newPage();
    const email = 'locked.teacher@example.com';
    const server = app.server();
    const { hashPassword } = await import('../../api/auth/passwords.ts');
    const { newId } = await import('../../api/lib/ids.ts');
    await server.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    const user = await server.db.knex('users').where({ email }).first('id');
    await server.db.knex('user_passwords').insert({ id: newId('UserEmailPasswordUuid'), user_id: user.id, hash: await hashPassword('correct horse battery') });
    await server.db.knex('user_sessions').where({ user_id: user.id }).update({ created_at: server.db.knex.raw("now() - interval '1 hour'") });

    // someone else has been guessing: four wrong passwords so far
    for (let i = 0; i < 4; i++) {
      await server.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.1.2.3', payload: { method: 'login', type: 'password', email, password: `guess ${i}` } });
    }
    // the owner mistypes once more: the fifth wrong password locks the password
    let dialog = await openLogIn(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await dialog.getByLabel('Password', { exact: false }).first().fill('not my password');
    await dialog.getByRole('button', { name: /^Log in$/ }).click();
    await page.waitForURL(/\?login=1&reason=badLogin$/);
    dialog = page.getByRole('dialog');
    await dialog.getByText('Wrong credentials.').waitFor();

    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const lock = dialog.getByText(/^Too many wrong passwords\. You can try your password again at .+, or get a code by e-mail instead\.$/);
    await lock.waitFor();
    expect(await dialog.getByRole('button', { name: /^Log in$/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Email me a code instead' }).click();
    const codeField = dialog.getByLabel('Code');
    await codeField.waitFor();
    await codeField.fill(lastCode(email));
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(page.url()).origin).toBe(server.baseURL);
    await context.close();
  });

  it('signing in with ?next=/%5Cevil.example stays on the site', async () => {
    const { context, page } = await newPage();
    const email = 'next.teacher@example.com';
    const dialog = await openLogIn(page, '/en/login?next=/%5Cevil.example');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await dialog.getByLabel('Code').fill(await (async () => { await dialog.getByLabel('Code').waitFor(); return lastCode(email); })());
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const url = new URL(page.url());
    expect(url.origin).toBe(app.server().baseURL);
    expect(url.pathname).toBe('/en/home');
    await context.close();
  });
});
