/**
 * Logos and galleries on the public directory: the demo's crests on school cards and detail pages, and its
 * campus scenes in the gallery, each served from its WebP thumbnails through srcset, sized before it loads.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, hasChromium, launch, startWebServer } from '../helpers/browser.ts';

/** What a test needs to know of an <img>, read from the page once it has loaded. */
const imageOf = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return {
      alt: img.alt,
      srcset: img.srcset,
      sizes: img.sizes,
      loading: img.getAttribute('loading'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      shown: img.naturalWidth,
      currentSrc: img.currentSrc,
    };
  });

const thumbnails =
  /^\/uploads\/img-demo-[a-z0-9-]+-160w\.webp 160w, \/uploads\/img-demo-[a-z0-9-]+-480w\.webp 480w, \/uploads\/img-demo-[a-z0-9-]+-960w\.webp 960w$/;

describe.skipIf(!hasChromium)('public site: logos and galleries', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows each school card with its logo from the thumbnails', async () => {
    await page.goto(`${server.url}/institutions/schools`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.institution-card').first();
    const name = (await card.locator('h2').textContent())!.replace(/\s*→$/, '');
    const logo = await imageOf(card.locator('img.logo-img'));
    expect(logo).toMatchObject({ alt: `${name} logo`, sizes: '56px', loading: 'lazy', width: '56', height: '56' });
    expect(logo.srcset).toMatch(thumbnails);
    expect(logo.shown).toBeGreaterThan(0);
    expect(logo.currentSrc).toMatch(/-(160|480)w\.webp$/);
    await bothWidths(page, 'pictures-cards');
  });

  it('shows the logo at once and the gallery lazily on a school page, all from thumbnails', async () => {
    const link = page.locator('.institution-card h2 a').first();
    const name = (await link.textContent())!.replace(/\s*→$/, '');
    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const logo = await imageOf(page.locator('.detail-header img.logo-img'));
    expect(logo).toMatchObject({ alt: `${name} logo`, loading: null, width: '80', height: '80' });
    expect(logo.srcset).toMatch(thumbnails);
    expect(logo.shown).toBeGreaterThan(0);

    const photos = page.locator('#gallery .gallery img');
    await expect.poll(() => photos.count()).toBe(3);
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    for (let i = 0; i < 3; i++) {
      const photo = await imageOf(photos.nth(i));
      expect(photo).toMatchObject({ alt: `${name}: photo ${i + 1} of 3`, loading: 'lazy', width: '480', height: '320' });
      expect(photo.srcset).toMatch(thumbnails);
      expect(photo.sizes).toContain('48vw');
      expect(photo.shown).toBeGreaterThan(0);
      expect(photo.currentSrc).toMatch(/-(480|960)w\.webp$/);
    }
    await bothWidths(page, 'pictures-detail');
  });
});
