/** Signing in to /admin: the form, a wrong password, deep links and reloads, signing out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../helpers/browser.ts';
import { logInWithForm, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('admin login', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    env = await startAdmin();
  });
  afterAll(() => env?.close());

  it('sends a signed-out visitor of a deep link to the login page', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.waitForURL(/\/admin\/login/);
    await page.waitForSelector('input#email');
    await page.close();
  });

  it('refuses a wrong password with the server message', async () => {
    const page = await env.browser.newPage();
    await logInWithForm(page, env.server.url, 'admin@elimuhub.test', 'not-the-password');
    await page.waitForSelector('.ant-notification-notice, .ant-message-notice');
    expect(page.url()).toMatch(/\/admin\/login/);
    await page.close();
  });

  it('signs in, keeps the session across a reload and a deep link, and signs out', async () => {
    const page = await env.browser.newPage();
    const problems = watchProblems(page);
    await logInWithForm(page, env.server.url);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.waitForSelector('text=Analytics');
    await page.goto(`${env.server.url}/admin/content/news`);
    await page.waitForSelector('.ant-table');
    await page.reload();
    await page.waitForSelector('.ant-table');
    expect(page.url()).toMatch(/\/admin\/content\/news/);
    expect(await page.title()).toMatch(/News/);
    await page.click('.ant-menu-item:has-text("Logout")');
    await page.waitForURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('elimuhub.token'))).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});
