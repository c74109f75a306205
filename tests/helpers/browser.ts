/**
 * Browser tests drive Debian's Chromium through playwright-core against a real server on a free port that
 * serves the built site and admin (npm test builds them first). Without Chromium they are skipped, loudly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions, chromiumPath, hasChromium } from './chromium.ts';
import { startSiteServer } from './site-server.ts';

export { webDir } from './site-server.ts';
export { chromiumPath, hasChromium };

if (!hasChromium) console.warn(`\n*** Browser tests SKIPPED: no Chromium at ${chromiumPath} (apt-get install -y chromium) ***\n`);

/**
 * The run's one Chromium (shared-chromium.ts) when the browser tests' setup started it, else one of the file's own.
 * Closing what this returns closes the file's contexts and leaves the shared browser running.
 */
export const launch = (): Promise<Browser> => {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions);
};

/** A server with the built web apps on a free port; `seed: 'demo'` for pages that need content. */
export const startWebServer = async (seed: 'demo' | 'none' = 'demo') => {
  const server = await startSiteServer({ seed, port: 0, host: '127.0.0.1' });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, url: address };
};

/**
 * Screenshots are for a person to look at, so they are taken only when asked for: `SCREENSHOTS=<dir> npm test`
 * writes them there. A run without it spends no time drawing pictures nobody opens.
 */
export const screenshotDir = process.env.SCREENSHOTS ? path.resolve(process.env.SCREENSHOTS) : null;

/** The whole page (or only what the window shows, or one element) as `<name>.png`, when screenshots are asked for. */
export const screenshot = async (target: Page | Locator, name: string, { fullPage = true } = {}) => {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
};

/** The page at 1280 px and at 360 px, then back to 1280 px, when screenshots are asked for. */
export const bothWidths = async (page: Page, name: string) => {
  if (!screenshotDir) return;
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForFunction(() => window.innerWidth === 360);
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
};

/**
 * Waits until the site's script has adopted the page the server rendered (docs/server-rendering.md): the page
 * shows before it, and until then its buttons and filters do nothing.
 */
export const pageReady = (page: Page) => page.locator('#root[data-ready]').waitFor({ state: 'attached' });
