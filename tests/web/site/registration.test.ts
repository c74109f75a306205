/**
 * Registering in Chromium: the form, the "check your email" panel, the link read from the outbox, and the
 * member signed in on the profile (or on the page that sent them to register); a used or broken link says why.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../../helpers/browser.ts';
import { confirmationLink } from '../../helpers/outbox.ts';

const password = 'Kenya-2026-pass';
let counter = 0;
const newEmail = () => `joiner${Date.now()}${counter++}@example.co.ke`;

describe.skipIf(!hasChromium)('public site: registering by an emailed link', { timeout: 60_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  const fillForm = async (email: string) => {
    await page.getByLabel('Full name').fill('Chebet Kiprono');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
  };
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
  /** The link from the outbox, on this test server (PUBLIC_URL is not the test's port). */
  const mailedLink = async (email: string) => `${server.url}/verify-email?token=${(await confirmationLink(server.config.dataDir, email)).token}`;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    errors.length = 0;
    context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await context.close();
    expect(errors).toEqual([]);
  });

  it('registers, says to check the email, and the link signs the new member in on the profile', async () => {
    const email = newEmail();
    await page.goto(`${server.url}/register`);
    await pageReady(page);
    await fillForm(email);
    await page.getByRole('button', { name: 'Create account' }).click();

    const panel = page.getByRole('status').filter({ hasText: 'Check your email' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(`We have sent a link to ${email}. Open it to finish creating your account; it works for 24 hours.`);
    expect(await panel.textContent()).toMatch(/spam/);
    expect(await page.getByRole('heading', { name: 'Check your email' }).evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    expect(await sideways()).toBeLessThanOrEqual(360);
    await screenshot(page, 'register-check-email-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'register-check-email-1280');
    await page.setViewportSize({ width: 360, height: 800 });

    // Still no account until the link is opened.
    const early = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(early.status).toBe(401);

    // A slow answer: the page says what it is doing meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(await mailedLink(email));
    await page.getByRole('status').getByText('Creating your account...').waitFor();
    await screenshot(page, 'verify-email-working-360');
    release();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Welcome to ElimuHub! Your account is ready and you are signed in.').waitFor();
    const profile = page.locator('.profile');
    await profile.getByText(email).waitFor();
    expect(await profile.textContent()).toContain('Chebet Kiprono');
    expect(await page.evaluate(() => localStorage.getItem('elimuhub.token'))).toBeTruthy();
    expect(await sideways()).toBeLessThanOrEqual(360);
    await screenshot(page, 'verify-email-success-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'verify-email-success-1280');

    // The session survives a reload; the link does not work twice.
    await page.reload();
    await profile.getByText(email).waitFor();
  });

  it('takes the keyboard to the first field to fix after a failed submit, the server refusing it too', async () => {
    const focused = () =>
      page.evaluate(() => (document.activeElement?.getAttribute('aria-invalid') === 'true' ? document.activeElement.id : document.activeElement?.tagName));
    await page.goto(`${server.url}/register`);
    await pageReady(page);
    await page.getByLabel('Full name').fill('Chebet Kiprono');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please correct the highlighted fields.').waitFor();
    await expect.poll(focused).toBe(await page.getByLabel('Email').getAttribute('id'));
    // What only the server checks: an address the browser lets through but no mail can reach.
    await page.getByLabel('Email').fill('chebet@localhost');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid email address, like name@example.co.ke.').first().waitFor();
    await page.getByLabel('Full name').focus();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(focused).toBe(await page.getByLabel('Email').getAttribute('id'));
    expect(await page.getByLabel('Full name').inputValue()).toBe('Chebet Kiprono');
  });

  it('goes back to the page that sent the visitor to register, and lets them change the email first', async () => {
    const email = newEmail();
    await page.goto(`${server.url}/register?next=${encodeURIComponent('/settings')}`);
    await pageReady(page);
    await fillForm('typo@example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('#reg-email-error').waitFor();
    await page.getByLabel('Email').fill(newEmail());
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByRole('button', { name: 'Use a different email' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Chebet Kiprono');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await page.goto(await mailedLink(email));
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  });

  it('shows why a used, expired or broken link does not work, with a way to register again', async () => {
    const email = newEmail();
    const asked = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Used Link', email, password }),
    });
    expect(asked.status).toBe(202);
    const link = await mailedLink(email);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.goto(link);
    await page
      .getByRole('alert')
      .getByText(/already been used/)
      .waitFor();
    expect(await page.title()).toBe('Confirm your email | ElimuHub');
    // The account exists and this browser is signed in to it: the profile comes first.
    await page.getByRole('link', { name: 'Go to your profile' }).waitFor();
    await page.getByRole('link', { name: 'Register again' }).waitFor();
    expect(await sideways()).toBeLessThanOrEqual(360);
    await screenshot(page, 'verify-email-used-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'verify-email-used-1280');
    await page.setViewportSize({ width: 360, height: 800 });

    await page.goto(`${server.url}/verify-email?token=made-up-token-1234567890`);
    await page.getByRole('alert').getByText('This confirmation link is not valid. Register again to get a new one.').waitFor();
    await page.getByRole('link', { name: 'Register again' }).click();
    await page.waitForURL((url) => url.pathname === '/register');

    await page.goto(`${server.url}/verify-email`);
    await page
      .getByRole('alert')
      .getByText(/needs the link from the email/)
      .waitFor();
    await screenshot(page, 'verify-email-no-token-360');
  });
});
