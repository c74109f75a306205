/**
 * Pages whose look matters, compared with the pictures kept in tests/web/pictures (tests/helpers/pictures.ts): the
 * home page on a phone, and a school's page on a phone and on a desktop. What
 * would change between runs is held still: the product's clock and the browser's stand at one instant in Nairobi
 * (the demo's dates and "3 days ago" follow it), animations are off, and each picture waits for the fonts and images
 * in view. Each picture is of what the window shows, not the whole page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { moveClock } from '../../src/registry/clock.ts';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { expectPicture, steady } from '../helpers/pictures.ts';
import { travelTo } from '../helpers/time-travel.ts';

describe.skipIf(!hasChromium)('pages as they look', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let at = 0;

  beforeAll(async () => {
    // The demo is seeded from the product's clock: at one instant, its dates are the same on every run.
    at = travelTo('2026-06-10', '10:00');
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    moveClock(0);
  });

  /** A page of `width` × `height` whose clock stands at the product's instant, its motion reduced. */
  const open = async (width: number, height = 800) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce', timezoneId: 'Africa/Nairobi' });
    // Another site's map: a picture of it would be of their tiles of the day.
    await context.route(/openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    await page.clock.setFixedTime(at);
    return page;
  };

  const picture = async (page: Page, name: string, mask: string[] = []) => {
    await steady(page);
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', mask: mask.map((selector) => page.locator(selector)) });
    expectPicture(shot, name);
  };

  const firstSchool = async () => {
    const answer = await fetch(`${server.url}/api/institutions/schools?_sort=name&_order=asc&_start=0&_end=1`);
    const [school] = (await answer.json()) as { id: number; name: string }[];
    return school!;
  };

  it('the home page at 360 px', async () => {
    const page = await open(360);
    await page.goto(`${server.url}/`);
    await pageReady(page);
    // The banner turns every 15 s: its first slide, chosen, holds for 10 s.
    await page.locator('.banner .dot').first().click();
    await page.mouse.move(0, 0);
    // The figures count up once half their strip is on screen, from the moment that happens: not in the picture.
    await picture(page, 'home-360', ['.stats']);
    await page.context().close();
  });

  it("a school's page at 360 px and at 1280 px", async () => {
    const school = await firstSchool();
    for (const [width, height] of [
      [360, 800],
      [1280, 720],
    ] as const) {
      const page = await open(width, height);
      await page.goto(`${server.url}/institutions/schools/${school.id}`);
      await pageReady(page);
      await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
      await picture(page, `school-${width}`, ['.map-frame']);
      await page.context().close();
    }
  });
});
