/**
 * Reading the site in Kiswahili (docs/languages.md): the switch leads to the same page under /sw, whose shell and
 * home page are in Kiswahili and adopted without a hydration error; links stay in Kiswahili; the choice is kept,
 * so an address without a language opens in Kiswahili, until the reader switches back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site in Kiswahili', () => {
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

  it.each([360, 1280])('switches to Kiswahili and back at %i px, and remembers the choice', async (width) => {
    // A fresh context each try: no cookie from an earlier attempt decides the language.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The switch keeps the choice in a cookie once the page is adopted; before, its link only leads to /sw.
    await pageReady(page);
    if (width < 1200) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Soma ElimuHub kwa Kiswahili' }).click();
    await page.waitForURL(`${server.url}/sw`);
    await page.getByRole('heading', { level: 1, name: 'Pata shule inayomfaa mtoto wako' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw-KE');
    expect(await page.title()).toBe('Pata shule inayomfaa mtoto wako | ElimuHub');
    await page.waitForLoadState('networkidle');
    await screenshot(page, `kiswahili-home-${width}`);

    // A link of the shell stays within the Kiswahili pages.
    await page.goto(`${server.url}/sw/about`);
    await page.getByRole('link', { name: 'Shule zote', includeHidden: true }).first().waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'Shule zote', includeHidden: true }).first().getAttribute('href')).toBe('/sw/institutions/schools');

    // Kept: an address without a language opens in Kiswahili.
    await page.goto(`${server.url}/jobs`);
    expect(new URL(page.url()).pathname).toBe('/sw/jobs');
    await pageReady(page);

    if (width < 1200) await page.getByRole('button', { name: 'Menyu' }).click();
    await page.getByRole('link', { name: 'Read ElimuHub in English' }).click();
    await page.waitForURL(`${server.url}/jobs`);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Find the right school for your child' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
