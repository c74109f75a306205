/**
 * Near me and the map (docs/near-me.md), in Chromium at 1280 and 360 px: schools near a town typed, near the
 * browser's own location (granted, and refused), nearby schools on a school's page, and the map opened over a
 * list, with its markers, its links, and no first page load asking for its code. Tiles are answered here: the
 * server's tile address is a test host, so nothing reaches the internet.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, hasChromium, launch, pageReady, screenshot, webDir } from '../helpers/browser.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { getResource } from '../../src/registry/index.ts';
import { maxMapPoints, type MapAnswer } from '../../src/registry/map-answer.ts';
import { nowIso } from '../../src/registry/clock.ts';
import { toColumns } from '../../src/server/crud/codec.ts';
import { withDefaults } from '../../src/server/crud/field-defaults.ts';

/** A tile host no one answers: the tests answer it, and a request that got past them would fail, not go out. */
const tiles = { url: 'https://tiles.elimuhub.invalid/{z}/{x}/{y}.png', attribution: 'Test tiles' };
/** A grey 1×1 PNG. */
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+P9/PQAJYwPnvnPpMwAAAABJRU5ErkJggg==', 'base64');

/** The map's chunk and styles, as the build named them. */
const mapFiles = () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const map = manifest['site/maps/directory-map.tsx']!;
  return [map.file, ...(map.css ?? [])];
};

/** Kilometres from a card's "1.2 km away" or "350 m away". */
const kilometres = (text: string) => {
  const match = text.match(/([\d.,]+)\s*(km|m) away/)!;
  const value = Number(match[1]!.replace(/,/g, ''));
  return match[2] === 'km' ? value : value / 1000;
};

describe.skipIf(!hasChromium)('public site: near me and the map', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>> & { url: string };
  let browser: Browser;
  const tileRequests: string[] = [];

  /** A context whose requests stay on this machine: tiles answered, anything else off the server refused. */
  const context = async (options: BrowserContextOptions = {}) => {
    const made = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    await made.route(
      (url) => url.origin !== server.url,
      (route) => {
        if (route.request().url().startsWith('https://tiles.elimuhub.invalid/')) {
          tileRequests.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
        }
        return route.abort();
      },
    );
    return made;
  };
  const open = async (made: BrowserContext, address: string) => {
    const page = await made.newPage();
    await page.goto(`${server.url}${address}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    return page;
  };

  /** axe-core's WCAG 2.1 A/AA and best-practice rules, as tests/web/site-accessibility.test.ts runs them. */
  const violations = async (page: Page) => {
    const { violations: found } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${v.help})`));
  };

  beforeAll(async () => {
    const started = await startSiteServer({ mapTiles: tiles, port: 0, host: '127.0.0.1' });
    server = { ...started, url: await started.app.listen({ port: 0, host: '127.0.0.1' }) };
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("asks for the map's code on no page's first load, and writes the tile address into every page", async () => {
    const made = await context();
    const page = await made.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const school = (await (await fetch(`${server.url}/api/institutions/schools?county=Nairobi&_end=1`)).json()) as { id: number }[];
    for (const address of [
      '/',
      '/institutions/schools',
      '/institutions/schools/primary',
      `/institutions/schools/${school[0]!.id}`,
      '/institutions/colleges',
      '/sw/institutions/universities',
    ]) {
      await page.goto(`${server.url}${address}`, { waitUntil: 'load' });
      await pageReady(page);
      expect(await page.locator('meta[name="map-tiles"]').getAttribute('content'), address).toBe(tiles.url);
    }
    const chunk = mapFiles();
    expect(asked.filter((pathname) => chunk.some((file) => pathname.endsWith(file)))).toEqual([]);
    expect(asked.some((pathname) => pathname.endsWith('.css') || pathname.endsWith('.js'))).toBe(true);
    await made.close();
  });

  it('lists schools near a town typed, nearest first, with their distances, in an address the server renders', async () => {
    const made = await context();
    const page = await open(made, '/institutions/schools');
    await page.getByRole('button', { name: 'Choose a place' }).click();
    await page.getByLabel('Or type a town or place').fill('Kasarani');
    const place = page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Kasarani (ward, Nairobi)' });
    await place.waitFor();
    expect(await violations(page)).toEqual([]);
    await bothWidths(page, 'near-places-offered');
    await page.getByLabel('Within').selectOption('10');
    await place.click();
    await page.waitForURL(/near=-?\d+\.\d+,\d+\.\d+&radius_km=10&place=Kasarani&_sort=distance/);
    await page.getByText('Within 10 km of Kasarani, nearest first.').waitFor();
    const distances = page.locator('.institution-card .card-distance');
    await distances.first().waitFor();
    const shown = (await distances.allInnerTexts()).map(kilometres);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(Math.max(...shown)).toBeLessThanOrEqual(10);
    expect(await page.getByLabel('Order').inputValue()).toBe('');
    expect(await page.getByLabel('Order').locator('option:checked').innerText()).toBe('Nearest first');
    await bothWidths(page, 'near-town-results');

    // The address as shared: the server's page already lists them with their distances.
    const sent = await (await fetch(page.url())).text();
    expect(sent).toContain('km away');
    expect(sent).toContain('Within 10 km of Kasarani');

    // A wider circle holds at least as many; "the whole country" takes the point away.
    const within10 = await page.locator('.institution-card').count();
    await page.getByLabel('Within').selectOption('50');
    await page.waitForURL(/radius_km=50/);
    await page.getByText('Within 50 km of Kasarani').waitFor();
    await expect.poll(() => page.locator('.institution-card').count()).toBeGreaterThanOrEqual(within10);
    await page.getByRole('button', { name: 'Show the whole country' }).click();
    await page.waitForURL((url) => !url.search.includes('near='));
    await expect.poll(() => page.locator('.card-distance').count()).toBe(0);
    await made.close();
  });

  it("lists schools near the browser's location only when asked, and offers a town when it is refused", async () => {
    const granted = await context({ geolocation: { latitude: -1.28638, longitude: 36.81722 }, permissions: ['geolocation'] });
    const page = await open(granted, '/');
    await page.getByRole('link', { name: 'Schools near me' }).click();
    await page.waitForURL('**/institutions/schools#near-me');
    await page.getByRole('heading', { name: 'Schools near me' }).waitFor();
    expect(page.url()).not.toContain('near=');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(/near=-1\.286,36\.817&radius_km=25&_sort=distance/);
    await page.getByText('Within 25 km of your location, nearest first.').waitFor();
    await page.locator('.institution-card .card-distance').first().waitFor();
    await bothWidths(page, 'near-my-location');
    await granted.close();

    // No permission: the reader is told, and the place box is where the cursor goes.
    const refused = await context();
    const second = await open(refused, '/institutions/colleges');
    await second.getByRole('button', { name: 'Choose a place' }).click();
    await expect.poll(() => second.evaluate(() => document.activeElement?.textContent)).toBe('Use my location');
    await second.getByRole('button', { name: 'Use my location' }).click();
    await second.getByText('Your location was not shared. Type a town or place instead.').waitFor();
    await expect.poll(() => second.evaluate(() => document.activeElement?.id)).toBe('near-place');
    expect(second.url()).not.toContain('near=');
    await bothWidths(second, 'near-location-refused');
    await refused.close();
  });

  it("names the nearest other schools on a school's page, with their distances", async () => {
    const made = await context();
    const [school] = (await (await fetch(`${server.url}/api/institutions/schools?county=Nairobi&_end=1`)).json()) as { id: number; name: string }[];
    const page = await open(made, `/institutions/schools/${school!.id}`);
    const nearby = page.getByRole('region', { name: 'Nearby schools' });
    // Asked for only as it nears the screen, never with the page.
    expect(await nearby.getByRole('status').innerText()).toBe('Looking for listings nearby...');
    await nearby.scrollIntoViewIfNeeded();
    const links = nearby.getByRole('listitem');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(5);
    expect(await nearby.getByRole('link', { name: school!.name, exact: true }).count()).toBe(0);
    const shown = (await nearby.locator('.card-distance').allInnerTexts()).map(kilometres);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await bothWidths(page, 'nearby-schools');
    await nearby.getByRole('link', { name: `All schools near ${school!.name}` }).click();
    await page.waitForURL(/\/institutions\/schools\?near=/);
    await page.locator('.institution-card .card-distance').first().waitFor();
    await made.close();
  });

  for (const width of [1280, 360])
    it(`opens a map of the list at ${width} px, with markers that lead to their pages`, async () => {
      const touch = width === 360;
      const made = await context({ viewport: { width, height: touch ? 800 : 900 }, hasTouch: touch, isMobile: touch });
      const page = await open(made, '/institutions/schools?county=Nairobi');
      const chunk = mapFiles();
      const asked: string[] = [];
      const mapReads: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        asked.push(url.pathname);
        if (url.pathname === '/api/institutions/schools/map') mapReads.push(url);
      });
      tileRequests.length = 0;
      const toggle = page.getByRole('button', { name: 'Show on map' });
      await (touch ? toggle.tap() : toggle.click());
      const map = page.getByRole('region', { name: 'Map of the results' });
      await map.waitFor();
      expect(asked.some((pathname) => pathname.endsWith(chunk[0]!))).toBe(true);
      await page.getByText(/places? on this part of the map/).waitFor();
      const markers = map.locator('.map-point, .marker-cluster');
      await markers.first().waitFor();
      expect(tileRequests.length).toBeGreaterThan(0);
      // The map asks for what it shows: the list's filters, the visible box and the zoom.
      const first = mapReads.at(-1)!;
      expect(first.searchParams.get('county')).toBe('Nairobi');
      expect(first.searchParams.get('bbox')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
      expect(Number(first.searchParams.get('zoom'))).toBeGreaterThanOrEqual(5);
      await screenshot(page, `near-map-${width}`, { fullPage: false });
      expect(await violations(page)).toEqual([]);

      // Zooming in asks again, for a smaller box.
      const before = mapReads.length;
      const zoomIn = map.getByRole('button', { name: 'Zoom in' });
      await (touch ? zoomIn.tap() : zoomIn.click());
      await expect.poll(() => mapReads.length).toBeGreaterThan(before);
      expect(Number(mapReads.at(-1)!.searchParams.get('zoom'))).toBeGreaterThan(Number(first.searchParams.get('zoom')));

      // Opening groups until a point shows, then its popup's link leads to its page.
      for (let i = 0; i < 8 && !(await map.locator('.map-point').count()); i++) {
        const group = map.locator('.marker-cluster').first();
        await (touch ? group.tap() : group.click());
        await page.waitForTimeout(600);
      }
      const point = map.locator('.map-point').first();
      const name = await point.getAttribute('title');
      await (touch ? point.tap() : point.click());
      const link = map.locator('.leaflet-popup-content a');
      await link.waitFor();
      expect(await link.innerText()).toBe(name);
      await screenshot(page, `near-map-popup-${width}`, { fullPage: false });
      await (touch ? link.tap() : link.click());
      await page.getByRole('heading', { level: 1, name: name! }).waitFor();
      await made.close();
    });

  it("shows the server's clusters as count bubbles when the box holds more than it shows one by one, at 1280 and 360 px", async () => {
    // More schools than the map shows one by one, in a grid across Westlands, written past the API as the import does.
    const schools = getResource('institutions/schools');
    const at = nowIso();
    const crowd = Array.from({ length: maxMapPoints + 100 }, (_, i) => ({
      ...toColumns(
        schools,
        withDefaults(
          schools,
          {
            name: `Westlands Crowd School ${i}`,
            county: 'Nairobi',
            city: 'Nairobi',
            gps_coordinates: `${(-1.27 + (i % 25) * 0.002).toFixed(4)}, ${(36.8 + Math.floor(i / 25) * 0.002).toFixed(4)}`,
          },
          at,
        ),
      ),
      moderation: 'approved',
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < crowd.length; i += 200)
      await server.app.db
        .insertInto(schools.table)
        .values(crowd.slice(i, i + 200))
        .execute();

    for (const width of [1280, 360]) {
      const touch = width === 360;
      const made = await context({ viewport: { width, height: touch ? 800 : 900 }, hasTouch: touch, isMobile: touch });
      const page = await open(made, '/institutions/schools');
      const answers: MapAnswer[] = [];
      page.on('response', (response) => {
        // A box asked as the page closes has no body left to read: only the answers read are counted.
        if (new URL(response.url()).pathname === '/api/institutions/schools/map')
          response.json().then(
            (answer: MapAnswer) => answers.push(answer),
            () => undefined,
          );
      });
      const toggle = page.getByRole('button', { name: 'Show on map' });
      await (touch ? toggle.tap() : toggle.click());
      const map = page.getByRole('region', { name: 'Map of the results' });
      await page.getByText(/places on this part of the map, grouped/).waitFor();
      const answer = answers.at(-1)!;
      expect(answer.total).toBeGreaterThan(maxMapPoints);
      expect(answer.points).toEqual([]);
      // The server's clusters are named by their count; where they would overlap, one bubble sums them.
      await map.locator('.marker-cluster[title$="places: zoom in"]').first().waitFor({ state: 'attached' });
      const bubbles = map.locator('.marker-cluster');
      const counts = (await bubbles.allInnerTexts()).map(Number);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(answer.total);
      await screenshot(page, `near-map-clusters-${width}`, { fullPage: false });
      // A bubble zooms in on its place.
      const asked: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/institutions/schools/map') asked.push(url);
      });
      const biggest = bubbles.nth(counts.indexOf(Math.max(...counts)));
      await (touch ? biggest.tap() : biggest.click());
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await made.close();
    }
  });
});
