/**
 * What signing in from a link to a list does before the list shows: its code is already loaded on the login
 * screen, its rows are asked for as soon as the sign-in succeeds (not after the layout renders) and shown without
 * being asked for again, and antd's styles come from the built stylesheet instead of being written into the page
 * by JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials } from '../../helpers/server.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { startAdmin, waitForTable, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('signing in from a link to a list', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    env = await startAdmin('demo');
  });
  afterAll(() => env?.close());

  it('loads the list code while the form is shown, asks for the rows at sign-in and writes almost no styles', async () => {
    const page = await env.browser.newPage();
    const problems = watchProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.waitForSelector('input#email');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /list-screen-[\w-]+\.js$/.test(e.name)));
    const beforeClick = requests.length;
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => /\/assets\/antd-\w+\.css$/.test(sheet.href ?? '')))).toBe(true);

    // The menu asks for its counts once the layout is drawn; on a loaded machine that can come after the network
    // has been idle for half a second, so wait for the request itself rather than for idleness.
    const counts = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/moderation/counts');
    await page.fill('input#email', adminCredentials.email);
    await page.fill('input#password', adminCredentials.password);
    await page.click('button[type=submit]');
    await page.waitForURL((url) => url.pathname === '/admin/institutions/schools');
    await waitForTable(page);
    await page.waitForSelector('.ant-table-tbody tr.ant-table-row');
    await counts;
    await page.waitForLoadState('networkidle');

    const after = requests.slice(beforeClick);
    expect(after.some((path) => /list-screen-[\w-]+\.js$/.test(path))).toBe(false);
    const rows = after.indexOf('/api/institutions/schools');
    expect(rows).toBeGreaterThan(after.indexOf('/api/auth/login'));
    // The rows leave before the layout's first request of its own, the moderation counts in its menu.
    expect(rows).toBeLessThan(after.indexOf('/api/moderation/counts'));
    // The list shows the rows asked for at sign-in without asking again, and leaves the link's address as it was.
    expect(after.filter((path) => path === '/api/institutions/schools')).toHaveLength(1);
    expect(new URL(page.url()).search).toBe('');
    // At runtime antd wrote many times this bound of CSS into <style> tags for this screen; now the map in the
    // stylesheet tells it they are there already.
    const inline = await page.evaluate(() => [...document.querySelectorAll('style')].reduce((sum, style) => sum + style.innerHTML.length, 0));
    expect(inline).toBeLessThan(40_000);
    expect(problems).toEqual([]);
    await page.close();
  });
});
