// Signing up and in as a person does: the dialog, an e-mailed code read from the outbox, a
// password set through the e-mailed reset link, and the way back to where the visitor was going.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();

/** The newest e-mail to an address in the local outbox, decoded from quoted-printable. */
function lastMail(email: string): string {
  const outbox = path.join(app.server().config.DATA_DIR, 'outbox');
  const file = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`)).sort().at(-1)!;
  return readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

async function openHome(page: Page) {
  await page.goto(`${app.server().baseURL}/en/home`);
  await headerReady(page);
}

describe('the login dialog', () => {
  it('signs up with an e-mailed code, signs out, and signs back in with a password set by the reset link', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = 'new.writer@example.com';
    await openHome(page);

    await page.getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign up' }).waitFor();
    const continueButton = dialog.getByRole('button', { name: /^Continue$/ });
    expect(await continueButton.isDisabled()).toBe(true);
    await dialog.getByLabel('E-mail').fill(email);
    await continueButton.click();
    const codeField = dialog.getByLabel('Code');
    await codeField.waitFor();
    const code = /sign-in code is (\d{6})/.exec(lastMail(email))![1]!;
    await codeField.fill(code);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.waitForURL('**/en/home');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();

    // 'Forgot password?' is offered to password accounts; this account has none yet, so ask for
    // the link as that button does, then follow the e-mailed link like the reader would
    await page.evaluate(async (e) => fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'resetPassword', email: e, lang: 'en' }) }), email);
    const resetPath = /https?:\/\/[^/\s]+(\/en\/login\/reset\?token=[\w-]+)/.exec(lastMail(email))![1]!;
    await page.goto(`${app.server().baseURL}${resetPath}`);
    await page.getByLabel('New password', { exact: false }).first().fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.locator('.ui-field-error').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/login/reset');
    await page.getByLabel('New password', { exact: false }).first().fill('lantern by the river');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/en/login?reason=resetSuccess');
    await page.getByText('Your password has been reset.').first().waitFor();

    await openHome(page);
    await page.getByRole('link', { name: 'Log In' }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const password = dialog.getByLabel('Password', { exact: false }).first();
    await password.waitFor();
    await password.fill('lantern by the river');
    await dialog.getByRole('button', { name: /^Log in$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('the dialog closed before the code was typed: the address typed again goes to the code already sent, which signs in', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const email = 'closed.too.soon@example.com';
    await openHome(page);
    // on a phone the header's Log In is in its menu
    const open = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Log In' }).click();
      const dialog = page.locator('.login-dialog[role=dialog]');
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await open();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await dialog.getByLabel('Code').waitFor();
    const files = () => readdirSync(path.join(app.server().config.DATA_DIR, 'outbox')).filter((f) => f.endsWith(`${email}.eml`)).length;
    expect(files()).toBe(1);
    // closed before reading the e-mail; opened again, the address again
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await open();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    // not "too many requests": the code screen, for the code in the inbox (no second e-mail)
    await dialog.getByLabel('Code').waitFor();
    expect(await dialog.locator('[role=alert], .ui-form-error').count()).toBe(0);
    expect(files()).toBe(1);
    await dialog.getByLabel('Code').fill(/sign-in code is (\d{6})/.exec(lastMail(email))![1]!);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('a wrong password returns to the page with the login flag and the reason banner', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await app.server().app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'pw.owner@example.com' } });
    const user = await app.server().db.knex('users').where({ email: 'pw.owner@example.com' }).first('id');
    const { hashPassword } = await import('../../api/auth/passwords.ts');
    const { newId } = await import('../../api/lib/ids.ts');
    await app.server().db.knex('user_passwords').insert({ id: newId('UserEmailPasswordUuid'), user_id: user.id, hash: await hashPassword('correct horse battery') });
    await openHome(page);
    await page.getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('pw.owner@example.com');
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const password = dialog.getByLabel('Password', { exact: false }).first();
    await password.waitFor();
    await password.fill('not the password');
    await dialog.getByRole('button', { name: /^Log in$/ }).click();
    await page.waitForURL(/\/en\/home\?login=1&reason=badLogin$/);
    await page.getByText('Wrong credentials.').first().waitFor();
    await context.close();
  });

  it('a guest clicking My Collection gets the login dialog with the destination set', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    await page.getByRole('link', { name: 'My Collection' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/home');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});
