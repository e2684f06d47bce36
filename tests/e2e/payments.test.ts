// Issue 15 in the browser: a teacher runs out of credits in the wizard, follows "Buy credits" to
// the account page, buys a pack on the Stripe stand-in's Checkout page (which delivers the signed
// webhook to the app, then redirects), comes back to the same wizard step and finishes the book.
// The account page then reads the purchase and the book's spending in plain words.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hydrateAll } from '../support/e2e.ts';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.ts';

let t: TestApp;
let stripe: StripeStandin;
let browser: Browser;
let base: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  stripe = await startStripeStandin();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // PUBLIC_URL is where Checkout sends the buyer back: this server's own address
  t = await createTestApp({ site: true, env: { ...stripe.env, PUBLIC_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
  stripe.setWebhookURL(`${base}/api/stripe/webhook`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await stripe?.close();
});

describe('buying credits in the browser', () => {
  it('buys a pack through Checkout, comes back to the same step and finishes the book', async () => {
    // new accounts get 3 credits here: a 5-chapter book costs 6
    await t.db.knex('global_configs').insert({ key: 'credits.signupGrant', value: '3' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${base}/en/home`);
    const login = await page.evaluate(async () => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: 'short.of.credits@example.com' }) })).json());
    expect(login).toEqual({ success: true });

    await page.goto(`${base}/en/create/textbook/start`);
    await page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
    await page.locator('input[name="title"]').fill('The Water Cycle');
    await page.locator('textarea[name="topic"]').fill('Evaporation, clouds and rain');
    await page.locator('input[name="chapterCount"]').fill('5');
    const short = page.locator('[data-credits-short]');
    await short.getByText('You need 6 credits for this but have 3.').waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);

    // the way forward: buy credits, coming back here
    await short.getByRole('link', { name: 'Buy credits' }).click();
    await page.waitForURL(`${base}/en/account?returnTo=${encodeURIComponent('/en/create/textbook/start')}`);
    expect(await page.getByTestId('account-balance').textContent()).toContain('3');
    expect(await page.locator('[data-stripe-publishable-key]').getAttribute('data-stripe-publishable-key')).toBe(stripe.env.STRIPE_PUBLISHABLE_KEY);
    await page.getByRole('button', { name: 'Buy 100 credits for $5.00' }).click();

    // the stand-in's Checkout page
    await page.waitForURL(`${stripe.baseURL}/c/pay/**`);
    expect(await page.getByTestId('item').textContent()).toBe('100 Bookloom credits');
    expect(await page.getByTestId('amount').textContent()).toBe('5.00 USD');
    await page.getByRole('button', { name: 'Pay' }).click();

    // back on the site: the credits are there, and the way back leads to the same step
    await page.waitForURL(`${base}/en/credits/success?session_id=cs_test_*`);
    await page.getByText('100 credits were added to your account.').waitFor();
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(`${base}/en/create/textbook/start`);
    await page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('The Water Cycle');
    expect(await page.locator('input[name="chapterCount"]').inputValue()).toBe('5');
    await page.locator('[data-cost]').filter({ hasText: 'You have 103 credits.' }).waitFor();
    expect(await short.count()).toBe(0);

    // and the book gets written
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/en\/create\/textbook\/outline\?book=8a/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await page.locator('[data-outline-state="editing"]').waitFor();
    await page.getByRole('button', { name: 'Write the book' }).click();
    await page.waitForURL(`**/en/create/textbook/generate?book=${bookId}`);
    await page.locator('[data-book-status="done"]').waitFor({ timeout: 30_000 });

    // the account page tells the story in plain words, with the receipt
    await page.goto(`${base}/en/account`);
    expect(await page.getByTestId('account-balance').textContent()).toContain('97');
    const lines = await page.locator('.credit-line').evaluateAll((items) => items.map((li) =>
      `${li.querySelector('.credit-line-what')!.textContent} ${li.querySelector('.credit-line-amount')!.textContent}`));
    expect(lines).toEqual([
      // the title is bidi-isolated (FSI…PDI), so its quotes stay around it in a right-to-left line
      'Chapters of “\u2068The Water Cycle\u2069” \u22125',
      'Outline of “\u2068The Water Cycle\u2069” \u22121',
      'Bought 100 credits +100',
      'Welcome credits +3',
    ]);
    const receipt = page.locator('.credit-line[data-purpose="purchase"]').getByRole('link', { name: 'Receipt' });
    expect(await receipt.getAttribute('href')).toMatch(new RegExp(`^${stripe.baseURL}/receipts/ch_`));
    // filtered by the book: only its spending
    await page.getByLabel('Book', { exact: true }).selectOption({ label: 'The Water Cycle' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`**/en/account?book=${bookId}`);
    expect(await page.locator('.credit-line').count()).toBe(2);
    // the user menu links the page as Credits
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Credits', exact: true }).getAttribute('href')).toBe('/en/account');
    await context.close();
  });

  it('a cancelled Checkout charges nothing and leads back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/ar/home`);
    await page.evaluate(async () => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: 'changed.mind@example.com' }) })).json());
    await page.goto(`${base}/ar/account?returnTo=${encodeURIComponent('/ar/my-books')}`);
    await page.locator('.credit-pack[data-pack="pack-300"] button').click();
    await page.waitForURL(`${stripe.baseURL}/c/pay/**`);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${base}/ar/credits/cancel?returnTo=${encodeURIComponent('/ar/my-books')}`);
    expect(await page.getByTestId('checkout-cancel').locator('[role="status"]').textContent()).toBe('لم يُخصم أي مبلغ.');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('moderators see a flagged account on /moderator/users; an admin grants credits with a reason there, and the user reads it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const signIn = async (email: string) => {
      await page.goto(`${base}/en/home`);
      const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
      expect(res).toEqual({ success: true });
    };
    // a buyer who spent the credits, then disputed the payment (set up through the API and the stand-in)
    await signIn('disputer@example.com');
    const url: string = await page.evaluate(async () => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { startCheckout(packId: "pack-100", currency: "usd", lang: "en") }' }) })).json()).data.startCheckout);
    const sessionId = url.split('/').pop()!;
    for (const e of stripe.pay(sessionId)) expect(await stripe.deliver(e)).toBe(200);
    const buyer = await t.db.knex('users').where({ email: 'disputer@example.com' }).first('id');
    const { debit } = await import('../../api/services/credits.ts');
    await debit(t.db.knex, { userId: buyer.id, amount: 100, idempotencyKey: `e2e-spend:${buyer.id}`, reference: { purpose: 'outline' } });
    expect(await stripe.deliver(stripe.disputeEvent(sessionId))).toBe(200);
    await page.context().clearCookies();

    await signIn('payments.admin@example.com');
    await t.db.knex('users').where({ email: 'payments.admin@example.com' }).update({ roles: ['admin'] });
    await page.goto(`${base}/moderator/users?q=disputer`);
    const row = page.locator(`tr[data-user-id="${buyer.id}"]`);
    await row.locator('[data-payment-flag]').getByText('Flagged: 97 credits could not be taken back after a refund or dispute').waitFor();
    // the row's buttons work once the list's island is live
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await row.getByRole('button', { name: 'Grant credits' }).click();
    await row.getByLabel('Credits to grant').fill('20');
    await row.getByLabel('Reason (the user sees it)').fill('Goodwill after the dispute');
    await row.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.locator('.ui-toast:visible', { hasText: 'Granted 20 credits to disputer@example.com. Their balance is 20.' }).waitFor();

    await page.context().clearCookies();
    await signIn('disputer@example.com');
    await page.goto(`${base}/en/account`);
    expect(await page.locator('.credit-line').first().innerText()).toContain('Granted: \u2068Goodwill after the dispute\u2069');
    expect(await page.locator('.credit-line').nth(1).locator('.credit-line-what').textContent()).toBe('Payment disputed: credits taken back');
    await context.close();
  });

  it('an admin makes a promotion code on /admin/promotion-codes; a buyer enters it on the Checkout page and pays less', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const signIn = async (email: string) => {
      await page.goto(`${base}/en/home`);
      await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
    };
    await signIn('promo.admin@example.com');
    await t.db.knex('users').where({ email: 'promo.admin@example.com' }).update({ roles: ['admin'] });
    await page.goto(`${base}/admin/promotion-codes`);
    await page.getByText('No promotion codes yet.').waitFor();
    // this test is about the code's price, not a press made before the form's code came (tests/e2e/admin.test.ts has that)
    await hydrateAll(page);
    await page.getByRole('textbox', { name: /^Code\b/ }).fill('TEACHERS25');
    await page.getByLabel('Percent off').fill('25');
    await page.getByLabel('Most uses (optional)').fill('50');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(`${base}/admin/promotion-codes?notice=created`);
    const row = page.locator('tr[data-code="TEACHERS25"]');
    expect(await row.locator('td').allTextContents()).toEqual(['TEACHERS25', '25 %', '50', expect.any(String)]);
    const recorded = await t.db.knex('stripe_discounts').where({ code: 'TEACHERS25' }).first();
    expect(recorded.id).toMatch(/^92/);

    await page.context().clearCookies();
    await signIn('promo.buyer@example.com');
    await page.goto(`${base}/en/account`);
    await hydrateAll(page);
    await page.getByRole('button', { name: 'Buy 300 credits for $12.00' }).click();
    await page.waitForURL(`${stripe.baseURL}/c/pay/**`);
    await page.getByLabel('Promotion code').fill('teachers25');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${base}/en/credits/success?session_id=*`);
    await page.getByText('300 credits were added to your account.').waitFor();
    const purchase = await t.db.knex('stripe_purchases').join('users', 'users.id', 'stripe_purchases.user_id').where('users.email', 'promo.buyer@example.com').first('amount_total', 'credits');
    expect(purchase).toEqual({ amount_total: '900', credits: 300 });
    await context.close();
  });
});
