/** Signing in to /admin: the form, a wrong password, deep links and reloads, signing out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../helpers/browser.ts';
import { client, member } from '../../helpers/client.ts';
import { adminCredentials } from '../../helpers/server.ts';
import { logInWithForm, pageAs, startAdmin, watchProblems } from './admin-browser.ts';

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

  it('signs out to a fresh page, so the next person to sign in at this screen sees nothing read for the last one', async () => {
    const next = await member(env.server.app, 'editor', env.admin);
    const page = await env.browser.newPage();
    await logInWithForm(page, env.server.url);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${env.server.url}/admin/content/news?pageSize=10`);
    await page.waitForSelector('.ant-table');
    await page.evaluate(() => ((window as unknown as { readForAdmin: boolean }).readForAdmin = true));
    await page.click('.ant-menu-item:has-text("Logout")');
    await page.waitForURL((url) => url.pathname === '/admin/login' && !url.search.includes('to='));
    await page.waitForSelector('input#email');
    // A new document: nothing the admin's screens held in memory is left.
    expect(await page.evaluate(() => (window as unknown as { readForAdmin?: boolean }).readForAdmin)).toBeUndefined();
    await page.fill('input#email', next.user.email);
    await page.fill('input#password', 'Passw0rd-test');
    await page.click('button[type=submit]');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 8_000 });
    // Nor is the next person led back to the page the last one was on.
    expect(page.url()).not.toContain('pageSize=10');
    await page.close();
  });

  it('sends a browser whose session the server no longer knows to the login page, and forgets it', async () => {
    const session = await member(env.server.app, 'editor', env.admin);
    const user = (await client(env.server.app, session.token).get('/api/auth/me')).body.user;
    await client(env.server.app, session.token).delete('/api/auth/logout');
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/admin/login`);
    await page.evaluate(
      ([token, stored]) => {
        localStorage.setItem('elimuhub.token', token!);
        localStorage.setItem('elimuhub.user', stored!);
      },
      [session.token, JSON.stringify(user)],
    );
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.waitForURL(/\/admin\/login/);
    await page.waitForSelector('input#email');
    expect(await page.evaluate(() => localStorage.getItem('elimuhub.token'))).toBeNull();
    await page.close();
  });

  it('tells an account that may not open a list so, in place of the list', async () => {
    const page = await pageAs(env.browser, env.server, await member(env.server.app, 'subscriber', env.admin));
    await page.goto(`${env.server.url}/admin/auth/permissions`);
    await page.waitForSelector('text=Not allowed');
    expect(await page.locator('.ant-table').count()).toBe(0);
    await page.close();
  });

  it('shows the sign-in form to a browser holding an empty token, without going round in circles', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.url}/admin/login`);
    await page.evaluate(() => localStorage.setItem('elimuhub.token', ''));
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await page.goto(`${env.server.url}/admin`);
    await page.waitForSelector('input#email');
    // The form stays and works: a sign-in sent from it is answered on it, with what was typed still there.
    await page.fill('input#email', 'admin@elimuhub.test');
    await page.fill('input#password', 'not-the-password');
    await page.click('button[type=submit]');
    await page.waitForSelector('.ant-notification-notice, .ant-message-notice');
    expect(await page.inputValue('input#email')).toBe('admin@elimuhub.test');
    expect(navigations).toBeLessThan(5);
    expect(page.url()).toMatch(/\/admin\/login/);
    await page.close();
  });

  it("starts again for the server's user when the stored one is another's", async () => {
    const school = await member(env.server.app, 'school', env.admin);
    const page = await env.browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${env.server.url}/admin/login`);
    await page.evaluate(
      ([token, stored]) => {
        localStorage.setItem('elimuhub.token', token!);
        localStorage.setItem('elimuhub.user', stored!);
      },
      [school.token, JSON.stringify({ ...env.admin.user, roles: ['admin'] })],
    );
    await page.goto(`${env.server.url}/admin/my-listings`);
    await page.waitForFunction((id) => JSON.parse(localStorage.getItem('elimuhub.user') ?? 'null')?.id === id, school.user.id);
    await page.waitForFunction(() => document.body.innerText.includes('My listings'));
    await expect.poll(() => asked.some((url) => url.includes(`owner_id=${school.user.id}`))).toBe(true);
    await page.close();
  });

  it('starts again when another tab of the browser signs in as someone else, and goes to sign-in when it signs out', async () => {
    const school = await member(env.server.app, 'school', env.admin);
    const context = await env.browser.newContext();
    const first = await context.newPage();
    await logInWithForm(first, env.server.url);
    await first.waitForSelector('text=Analytics');
    // The other tab signs in as the school's owner: the first one's screens become the owner's, not the admin's.
    const second = await context.newPage();
    await second.goto(`${env.server.url}/admin/login`);
    await second.evaluate(
      ([token, user]) => {
        localStorage.setItem('elimuhub.user', user!);
        localStorage.setItem('elimuhub.token', token!);
      },
      [school.token, JSON.stringify(school.user)],
    );
    await first.waitForFunction(() => document.body.innerText.includes('My listings'));
    expect(await first.locator('.ant-menu-item:has-text("Analytics")').count()).toBe(0);
    // And signs out: the first tab goes to the sign-in form, loading its page once (the token and the user leave
    // as two events, and a second reload would cancel the first).
    await second.goto(`${env.server.url}/admin/my-listings`);
    await first.waitForLoadState('load');
    const pagesAsked: string[] = [];
    first.on('request', (request) => request.isNavigationRequest() && pagesAsked.push(request.url()));
    await second.click('.ant-menu-item:has-text("Logout")');
    await first.waitForURL(/\/admin\/login/);
    await first.waitForSelector('input#email');
    expect(pagesAsked).toHaveLength(1);
    await context.close();
  });

  it('says so when the server cannot tell what the user may do, with its message, and opens the list once it can', async () => {
    const page = await pageAs(env.browser, env.server, env.admin);
    let busy = true;
    await page.route('**/api/auth/grants', (route) =>
      busy
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'ElimuHub is busy just now.' }) })
        : route.continue(),
    );
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.getByText('Your permissions could not be loaded').waitFor({ timeout: 15_000 });
    await page.getByText(/ElimuHub is busy just now\./).waitFor();
    busy = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.ant-table').waitFor();
    await page.getByRole('button', { name: 'Add school' }).waitFor();
    await page.context().close();
  });

  it('after signing in, leads a ?to= that decodes to another site, or does not decode, to the first page', async () => {
    for (const to of ['/%252F%252Fevil.example', '%E0%A4%A', '/%255Cevil.example']) {
      const page = await env.browser.newPage();
      await page.goto(`${env.server.url}/admin/login?to=${to}`);
      await page.fill('input#email', adminCredentials.email);
      await page.fill('input#password', adminCredentials.password);
      await page.click('button[type=submit]');
      await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
      expect(new URL(page.url()).origin, to).toBe(env.server.url);
      await page.waitForSelector('text=Analytics');
      await page.close();
    }
  });
});
