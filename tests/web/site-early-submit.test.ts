/**
 * A form of a server-rendered page used before the script has adopted the page (a slow phone): the page stays,
 * nothing typed goes into the address, and the form works once the page is adopted.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site: a form sent before the page is adopted', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A phone's page whose scripts matching `scripts` are held back until `release()`: the page waits to be adopted. */
  const slowPage = async (scripts: RegExp) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(scripts, async (route) => {
      await held;
      await route.continue();
    });
    return { context, page, release };
  };

  /**
   * The page's first script has held the form sent: it cancelled the sending (which would leave the page) and keeps
   * the form for the page to send once adopted.
   */
  const held = (page: Page) =>
    page.waitForFunction(() => (document.getElementById('root') as HTMLElement & { heldSubmit?: HTMLFormElement }).heldSubmit instanceof HTMLFormElement);

  it('keeps the reader on the page with their typing, and signs in once adopted', async () => {
    // The page's words arrive late, so the page waits to be adopted while the reader already types.
    const { context, page, release } = await slowPage(/\/assets\/en-[\w-]+\.js$/);
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    await page.locator('#login-email').fill('parent@elimuhub.co.ke');
    await page.locator('#login-password').fill('Elimu@2026');
    await page.locator('#login-password').press('Enter');
    await held(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(page.url()).not.toContain('Elimu');
    expect(await page.locator('#login-password').inputValue()).toBe('Elimu@2026');

    // Once adopted, the form held is sent as the reader sent it, with nothing to press again.
    release();
    await pageReady(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await context.close();
  });

  it('holds a search sent before any script has arrived, and runs it once the page is adopted', async () => {
    // No script at all until released: the page is the server's markup and its first inline script.
    const { context, page, release } = await slowPage(/\/assets\/[\w-]+\.js$/);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    const search = page.locator('main form[role="search"] input, main form input[type="search"]').first();
    await search.fill('Alliance');
    await search.press('Enter');
    await held(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await search.inputValue()).toBe('Alliance');

    release();
    await pageReady(page);
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Alliance');
    await context.close();
  });

  it('keeps every field typed or picked before the page is adopted, where a pick draws the form again', async () => {
    const { context, page, release } = await slowPage(/\/assets\/[\w-]+\.js$/);
    await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
    await page.locator('#job-q').fill('Teacher');
    await page.locator('#job-county').selectOption('Nairobi');
    await page.locator('#job-location').fill('Westlands');

    release();
    await pageReady(page);
    // Picking a county rewrites the jobs' address and draws their filters anew: the words typed stay all the same.
    await page.waitForURL((url) => url.searchParams.get('county') === 'Nairobi');
    expect(await page.locator('#job-q').inputValue()).toBe('Teacher');
    expect(await page.locator('#job-location').inputValue()).toBe('Westlands');
    expect(await page.locator('#job-county').inputValue()).toBe('Nairobi');
    await context.close();
  });
});
