/**
 * The site names its page's language on its API requests (docs/languages.md, "Server messages"): a refusal
 * reads in Kiswahili on a /sw page, and in English on an English page even in a browser set to Kiswahili.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)("the server's refusals in the page's language", () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const wrongSignIn = async (path: string, email: string, password: string, button: string, width = 1280) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'sw-KE' });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await pageReady(page);
    await page.getByLabel(email).fill('hakuna@example.co.ke');
    await page.getByLabel(password).fill('Si-nenosiri-2026');
    await page.getByRole('button', { name: button, exact: true }).click();
    return { page, context };
  };

  it.each([360, 1280])('a wrong password on the Kiswahili sign-in page at %i px', async (width) => {
    const { page, context } = await wrongSignIn('/sw/login', 'Barua pepe', 'Nenosiri', 'Ingia', width);
    await page.getByText('Barua pepe au nenosiri si sahihi.').waitFor();
    await screenshot(page, `sw-server-sign-in-${width}`);
    await context.close();
  });

  it('a wrong password on the English sign-in page, in a browser set to Kiswahili', async () => {
    const { page, context } = await wrongSignIn('/login', 'Email', 'Password', 'Login');
    await page.getByText('Email or password is incorrect.').waitFor();
    expect(await page.getByText('Barua pepe au nenosiri si sahihi.').count()).toBe(0);
    await context.close();
  });
});
