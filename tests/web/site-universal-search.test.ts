/**
 * The site-wide search: typed on the home page, answered on /search in groups with their counts and links to
 * each match and to each kind's own list; a misspelling offers "did you mean", which runs the search it names.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site: universal search', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const searches: string[] = [];

  beforeAll(async () => {
    server = await startWebServer('demo');
    const admin = await signInAdmin(server.app);
    for (let i = 1; i <= 6; i += 1)
      await admin.post('/api/institutions/schools', { name: `Obuya Academy ${i}`, county: 'Kisumu', city: 'Kisumu', moderation: 'approved' });
    await admin.post('/api/institutions/schools', { name: 'Obuya Pending Academy', county: 'Kisumu', moderation: 'pending' });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const group = (label: string) => page.getByRole('region', { name: new RegExp(`^${label} `) });

  it('searches from the home page and shows each kind apart, with its count', async () => {
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const box = page.getByRole('search').getByLabel('Search schools, colleges, universities, jobs and news');
    await box.fill('Obuya');
    await box.press('Enter');
    await page.waitForURL('**/search?q=Obuya');
    await page.getByRole('heading', { level: 1, name: 'Results for “Obuya”' }).waitFor();
    // The query is isolated, so direction marks typed in it cannot reorder the sentence around it.
    expect(await page.locator('h1 bdi').textContent()).toBe('Obuya');
    expect(await page.title()).toBe('Search: Obuya | ElimuHub');
    const schools = group('Schools');
    await expect.poll(() => schools.getByRole('heading').textContent()).toBe('Schools 6');
    expect(await schools.getByRole('listitem').count()).toBe(5);
    expect(await schools.textContent()).not.toContain('Pending');
    expect(await group('Jobs').textContent()).toContain('No jobs match.');
    expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe('Obuya');
    await bothWidths(page, 'universal-search-results');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the results scroll sideways').toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('opens a match, and lists all of a kind on its own page, searched the same way', async () => {
    const first = group('Schools').getByRole('listitem').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/institutions\/schools\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await group('Schools').getByRole('link', { name: 'See all 6 schools' }).click();
    await page.waitForURL('**/institutions/schools?q=Obuya');
    await expect.poll(() => page.locator('#filter-q').inputValue()).toBe('Obuya');
    await page.getByRole('link', { name: 'Obuya Academy 6' }).waitFor();
  });

  it('lists news searched the same way, as its "See all" link asks', async () => {
    await page.goto(`${server.url}/news?q=KJSEA`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Stories matching “KJSEA”.').waitFor();
    await page.getByRole('link', { name: /KJSEA/ }).first().waitFor();
    // The server's head names the page; the search joins the title once the script has adopted it.
    await pageReady(page);
    await expect.poll(() => page.title()).toBe('News: KJSEA | ElimuHub');
    // Best match first: a story with the word in its title.
    expect(await page.locator('.article-card h2').first().textContent()).toMatch(/KJSEA/);
  });

  it('offers the nearest spelling when nothing matches, and following it finds the school', async () => {
    await page.goto(`${server.url}/search?q=Obuya`, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('search').getByRole('searchbox');
    await box.fill('Mangoo');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search?q=Mangoo');
    await page.getByText('Nothing matches “Mangoo”.').waitFor();
    const suggestion = page.getByRole('link', { name: "Mang'u" });
    await suggestion.waitFor();
    expect(await page.locator('.search-suggestion').textContent()).toBe("Did you mean Mang'u?");
    await bothWidths(page, 'universal-search-did-you-mean');
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === "Mang'u");
    await group('Schools').getByRole('link', { name: "Mang'u High School" }).waitFor();
    expect(await page.getByRole('search').getByRole('searchbox').inputValue()).toBe("Mang'u");
  });

  it('asks for words, without a request, when the search is empty', async () => {
    const before = searches.length;
    await page.goto(`${server.url}/search`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Search ElimuHub' }).waitFor();
    await page.getByText(/Type a school, college or university name/).waitFor();
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByText(/Type a school, college or university name/).waitFor();
    expect(searches.length).toBe(before);
  });

  it('shows the search box on the home page at both widths', async () => {
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('search').waitFor();
    await bothWidths(page, 'universal-search-home');
  });
});
