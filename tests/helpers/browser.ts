/**
 * Browser tests drive Debian's Chromium through playwright-core against a real server on a free port that
 * serves the built site and admin (npm test builds them first). Without Chromium they are skipped, loudly.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSiteServer } from './site-server.ts';

export { webDir } from './site-server.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(chromiumPath);

if (!hasChromium)
  console.warn(`\n*** Browser tests SKIPPED: no Chromium at ${chromiumPath} (apt-get install -y chromium) ***\n`);

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });

/** A server with the built web apps on a free port; `seed: 'demo'` for pages that need content. */
export const startWebServer = async (seed: 'demo' | 'none' = 'demo') => {
  const server = await startSiteServer({ seed, port: 0, host: '127.0.0.1' });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url: address };
};

/** Screenshots go to test-results/ so a person can look at them. */
export const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
};

/** The page at 1280 px and at 360 px, then back to 1280 px. */
export const bothWidths = async (page: Page, name: string) => {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
};

/**
 * Waits until the site's script has adopted the page the server rendered (docs/server-rendering.md): the page
 * shows before it, and until then its buttons and filters do nothing.
 */
export const pageReady = (page: Page) => page.locator('#root[data-ready]').waitFor({ state: 'attached' });
