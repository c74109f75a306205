/** Saved: a parent saves a school and a job from their cards and a search from a list, then sees and prunes them on the Saved page. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { signInOnPage } from './site-sign-in.ts';

describe.skipIf(!hasChromium)('public site: saved schools, jobs and searches', () => {
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

  it('sends a visitor to sign in and back, saves a school and a job from the cards and a search, lists them and removes one', async () => {
    await page.goto(`${server.url}/institutions/schools`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const schoolCard = page.locator('.institution-card').first();
    const school = (await schoolCard.locator('.card-title').innerText()).trim();
    await schoolCard.getByRole('button', { name: `Save ${school}` }).click();
    await page.waitForURL('**/login?next=%2Finstitutions%2Fschools', { waitUntil: 'domcontentloaded' });
    await signInOnPage(page);
    await page.waitForURL('**/institutions/schools', { waitUntil: 'domcontentloaded' });

    const heart = page.getByRole('button', { name: `Save ${school}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await bothWidths(page, 'saved-school-card');
    await page.getByRole('link', { name: school }).click();
    await page.getByRole('heading', { level: 1, name: school }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Save ${school}` }).getAttribute('aria-pressed')).toBe('true');
    await bothWidths(page, 'saved-school-detail');

    await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
    const jobCard = page.locator('.job-card').first();
    await jobCard.waitFor();
    const job = (await jobCard.locator('h2').innerText()).trim();
    const jobHeart = jobCard.getByRole('button', { name: `Save ${job}` });
    await jobHeart.click();
    await expect.poll(() => jobHeart.getAttribute('aria-pressed')).toBe('true');
    await bothWidths(page, 'saved-job-card');
    // The job's own page knows it is saved.
    await jobCard.getByRole('link', { name: job }).click();
    await page.getByRole('heading', { level: 1, name: job }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Save ${job}` }).getAttribute('aria-pressed')).toBe('true');
    await bothWidths(page, 'saved-job-detail');

    await page.goto(`${server.url}/institutions/schools?county=Nairobi`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name this search').fill('Nairobi schools');
    await bothWidths(page, 'saved-search-form');
    await page.getByRole('button', { name: 'Save search', exact: true }).click();
    await page.getByText('Saved as “Nairobi schools”').waitFor();

    await page.goto(`${server.url}/saved`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: school }).waitFor();
    await page.getByRole('link', { name: job }).waitFor();
    await page.getByRole('link', { name: 'Nairobi schools' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email alerts' }).isChecked()).toBe(true);
    await bothWidths(page, 'saved-page');

    await page.getByRole('button', { name: `Remove ${job} from saved` }).click();
    await expect.poll(() => page.getByRole('link', { name: job }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Email alerts' }).click();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: school }).waitFor();
    expect(await page.getByRole('link', { name: job }).count()).toBe(0);
    await expect.poll(() => page.getByRole('switch', { name: 'Email alerts' }).isChecked()).toBe(false);

    await page.getByRole('link', { name: 'Nairobi schools' }).click();
    await page.waitForURL('**/institutions/schools?county=Nairobi', { waitUntil: 'domcontentloaded' });
  });
});
