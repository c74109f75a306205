/**
 * A member's sign-in details in Chromium: a forgotten password reset through the emailed link (read from the
 * outbox), and the settings page's password and email forms with the server's messages beside their fields.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../../helpers/browser.ts';
import { confirmationLink, linkIn, newestMail } from '../../helpers/outbox.ts';

const password = 'Kenya-2026-pass';
let counter = 0;
const newEmail = () => `account${Date.now()}${counter++}@example.co.ke`;

describe.skipIf(!hasChromium)('public site: sign-in details', { timeout: 60_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** Registers through the API and opens the emailed link, so the account exists. */
  const register = async (email: string) => {
    const post = (endpoint: string, body: unknown) =>
      fetch(`${server.url}/api/${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('auth/register', { name: 'Achieng Otieno', email, password, role: 'subscriber' })).status).toBe(202);
    const { token } = await confirmationLink(server.config.dataDir, email);
    expect((await post('auth/verify', { token })).status).toBe(201);
  };
  const login = async (email: string, pass = password) => {
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(pass);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  };
  const fitsThePhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  /** The token of the newest reset link mailed to `email`, read from the outbox. */
  const mailedToken = async (email: string) =>
    linkIn((await newestMail(server.config.dataDir, email, { subject: 'Reset your ElimuHub password' })).text, '/reset-password').token;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await context.close();
  });

  it('follows another tab of the browser signing in and out', async () => {
    const email = newEmail();
    await register(email);
    await page.goto(`${server.url}/`);
    await pageReady(page);
    const other = await context.newPage();
    const first = page;
    page = other;
    await login(email);
    page = first;
    // The first tab names the member without a reload, and forgets them when the other tab signs out.
    await page.locator('.user-name', { hasText: 'Achieng Otieno' }).waitFor({ state: 'attached' });
    await other.evaluate(() => {
      localStorage.removeItem('elimuhub.user');
      localStorage.removeItem('elimuhub.token');
    });
    await page.locator('.user-name').waitFor({ state: 'detached' });
  });

  it('resets a forgotten password by the emailed link, which works once', async () => {
    const email = newEmail();
    await register(email);
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/If an account exists for that email/)
      .waitFor();
    expect(await page.title()).toBe('Forgot your password? | ElimuHub');
    await fitsThePhone();
    await screenshot(page, 'forgot-password-360');

    const token = await mailedToken(email);
    await page.goto(`${server.url}/reset-password?token=${token}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await page.title()).toBe('Choose a new password | ElimuHub');
    await fitsThePhone();
    await page.getByLabel(/^New password/).fill('Nairobi-2026-new');
    await page.getByLabel('Repeat the new password').fill('Nairobi-2026-typo');
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.locator('#reset-confirm-error').textContent()).toBe('The two passwords are not the same.');
    await page.getByLabel('Repeat the new password').fill('Nairobi-2026-new');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Your password has been changed.').waitFor();
    await page.locator('.profile').getByText(email).waitFor();

    // The same link again: the server's reason, and a way to a new link.
    await page.goto(`${server.url}/reset-password?token=${token}`);
    await page.getByLabel(/^New password/).fill('Another-2026-new');
    await page.getByLabel('Repeat the new password').fill('Another-2026-new');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .getByText(/already been used/)
      .waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    await page.goto(`${server.url}/reset-password`);
    await page.getByText('This page needs the link from the password reset email.').waitFor();
  });

  it('changes the password and the email on the settings page, with the server’s messages beside the fields', async () => {
    const email = newEmail();
    const other = newEmail();
    await register(email);
    await register(other);
    await login(email);
    await page.goto(`${server.url}/settings`);

    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill('not-my-password');
    await passwordForm.getByLabel(/^New password/).fill('Eldoret-2026-new');
    await passwordForm.getByLabel('Repeat the new password').fill('Eldoret-2026-new');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.locator('#cp-current-error', { hasText: 'Your current password is not correct.' }).waitFor();
    expect(await passwordForm.getByLabel(/^New password/).inputValue()).toBe('Eldoret-2026-new');
    await passwordForm.getByLabel('Current password').fill(password);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm
      .getByRole('status')
      .getByText(/Every other device has been signed out/)
      .waitFor();
    expect(await passwordForm.getByLabel('Current password').inputValue()).toBe('');

    // An address with an account gets the same answer as any other: nothing tells whose it is.
    const emailForm = page.getByRole('form', { name: 'Change email' });
    const sent = (to: string) => `We sent a confirmation link to ${to}; your email stays ${email} until you open it.`;
    await emailForm.getByLabel('New email').fill(other);
    await emailForm.getByLabel('Current password').fill('Eldoret-2026-new');
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await emailForm.getByRole('status').getByText(sent(other)).waitFor();
    const next = newEmail();
    await emailForm.getByLabel('New email').fill(next);
    await emailForm.getByLabel('Current password').fill('Eldoret-2026-new');
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await emailForm.getByRole('status').getByText(sent(next)).waitFor();
    await emailForm.getByText(`You sign in with ${email}.`).waitFor();
    await fitsThePhone();
    await screenshot(page, 'settings-sign-in-details-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'settings-sign-in-details-1280');

    // The link mailed to the new address makes the change.
    const confirm = (await newestMail(server.config.dataDir, next, { subject: 'Confirm your new ElimuHub email address' })).text.match(
      /email-change\?confirm=([\w-]+)/,
    )![1];
    await page.goto(`${server.url}/email-change?confirm=${confirm}`);
    await page.getByRole('status').getByText(`Your email is now ${next}.`).waitFor();
    await screenshot(page, 'email-change-confirmed-1280');
    await page.goto(`${server.url}/profile`);
    await page.locator('.profile').getByText(next).waitFor();
  });
});
