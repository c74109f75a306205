/**
 * Jobs: filters on the server kept in the URL, and the resume upload with the rules and messages of
 * docs/product.md#resumes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { exe, pdf } from '../helpers/files.ts';
import { signInOnPage } from './site-sign-in.ts';

describe.skipIf(!hasChromium)('public site: jobs and resumes', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-resume-'));

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('filters jobs by location on the server and keeps the filter in the URL', async () => {
    await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByLabel('Location').fill('Nairobi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/jobs?location=Nairobi', { waitUntil: 'domcontentloaded' });
    const all = await (await fetch(`${server.url}/api/jobs/main?location_like=Nairobi`)).json();
    // The filtered list replaces the whole one (a loading state between): wait for its cards, not the first seen.
    await expect.poll(() => page.locator('.job-card').count(), { timeout: 15_000 }).toBe(Math.min(all.length, 12));
    const inNairobi = async () => (await page.locator('.job-card .job-location').allTextContents()).every((text) => text.toLowerCase().includes('nairobi'));
    await expect.poll(inNairobi, { timeout: 15_000 }).toBe(true);
    const locations = await page.locator('.job-card .job-location').allTextContents();
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location.toLowerCase()).toContain('nairobi');
    expect(await page.locator('.job-card .job-salary').first().textContent()).toMatch(/^(Ksh|KES)\s?[\d,]+ a month$|^Negotiable$/);
  });

  it('filters jobs by category on the server', async () => {
    const [category] = await (await fetch(`${server.url}/api/jobs/categories?name=ICT`)).json();
    await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByLabel('Category').selectOption(category.name);
    await page.waitForURL(`**/jobs?category=${category.name}`, { waitUntil: 'domcontentloaded' });
    const matching = await (await fetch(`${server.url}/api/jobs/main?categories=${encodeURIComponent(category.name)}`)).json();
    // The filtered list replaces the whole one (a loading state between): wait for its cards, not the first seen.
    await expect.poll(() => page.locator('.job-card').count(), { timeout: 15_000 }).toBe(Math.min(matching.length, 12));
    const cards = await page.locator('.job-card').allTextContents();
    expect(cards.length).toBe(Math.min(matching.length, 12));
    for (const card of cards) expect(card).toContain(category.name);
  });

  it('lists without a county the site does not know, saying so, on the server page and after a move alike', async () => {
    const all = Number((await fetch(`${server.url}/api/jobs/main?_end=1`)).headers.get('x-total-count'));
    for (const arrive of ['server', 'browser']) {
      if (arrive === 'server') await page.goto(`${server.url}/jobs?county=Atlantis`, { waitUntil: 'domcontentloaded' });
      else {
        await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
        await pageReady(page);
        await page.evaluate(() => {
          history.pushState(null, '', '/jobs?county=Atlantis');
          dispatchEvent(new PopStateEvent('popstate'));
        });
      }
      await pageReady(page);
      await page.getByText('County: "Atlantis" is not one we list, so the list is shown without it.').waitFor();
      await expect.poll(() => page.locator('.job-card').count()).toBe(Math.min(all, 12));
      expect(await page.locator('main').innerText()).not.toContain('must be one of');
    }
  });

  it('says a page past the last one is not there and leads to the last page', async () => {
    const all = Number((await fetch(`${server.url}/api/jobs/main?_end=1`)).headers.get('x-total-count'));
    const pages = Math.ceil(all / 12);
    // A first visit: the page's own selects, adopted from the server's markup, leave the address as it came.
    const fresh = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await fresh.goto(`${server.url}/jobs?page=50`);
    // Ready only once every field has told the adopted page what it holds (a field a task), which is when a select
    // could have moved the address.
    await pageReady(fresh);
    expect(new URL(fresh.url()).searchParams.get('page')).toBe('50');
    await fresh.close();
    await page.goto(`${server.url}/jobs?page=50`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByText(`There is no page 50: this list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`).waitFor();
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await page.locator('.job-card').first().waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe(pages === 1 ? null : String(pages));
  });

  it('uploads a resume with progress, says so, resets the form and reloads the list', async () => {
    await page.goto(`${server.url}/login?next=${encodeURIComponent('/jobs/resume')}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await signInOnPage(page);
    await page.waitForURL('**/jobs/resume', { waitUntil: 'domcontentloaded' });
    await page.getByText('No resumes submitted yet.').waitFor();

    // A 400 KB PDF over a slow line, so the upload takes long enough to show its percentage climbing.
    const file = path.join(dir, 'wanjiku-cv.pdf');
    fs.writeFileSync(file, Buffer.concat([pdf, Buffer.alloc(400 * 1024, 0x20)]));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
    await page.getByLabel('First name').fill('Wanjiku');
    await page.getByLabel('Last name').fill('Kamau');
    await page.getByLabel('Job title').fill('Kiswahili Teacher');
    await page.getByLabel('Resume (PDF').setInputFiles(file);
    await page.getByLabel('I agree to the terms').check();
    await page.getByLabel('I agree to the privacy policy').check();
    await page.getByRole('button', { name: 'Upload resume' }).click();

    const percent = Number((await page.getByText(/^Uploading\.\.\. \d+%$/).textContent())!.match(/\d+/)![0]);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThan(100);
    await page.getByText('Resume uploaded successfully!').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel('I agree to the terms').isChecked()).toBe(false);
    await page.locator('.resume-list').getByRole('heading', { name: 'Kiswahili Teacher' }).waitFor();
    expect(await page.getByText('No resumes submitted yet.').count()).toBe(0);
  });

  it("refuses a file that is not a PDF with 'Only PDF files are allowed.' and sends nothing", async () => {
    const before = await page.locator('.resume-list > li').count();
    const file = path.join(dir, 'cv.pdf');
    fs.writeFileSync(file, exe);
    await page.getByLabel('First name').fill('Wanjiku');
    await page.getByLabel('Last name').fill('Kamau');
    await page.getByLabel('Job title').fill('Deputy Head Teacher');
    await page.getByLabel('Resume (PDF').setInputFiles(file);
    await page.getByText('Only PDF files are allowed.', { exact: true }).waitFor();
    await page.getByLabel('I agree to the terms').check();
    await page.getByLabel('I agree to the privacy policy').check();
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await page.getByText('Only PDF files are allowed.', { exact: true }).waitFor();
    expect(await page.getByText('Resume uploaded successfully!').count()).toBe(0);
    expect(await page.locator('.resume-list > li').count()).toBe(before);
  });

  it('asks for the file and both agreements before sending', async () => {
    await page.reload();
    await pageReady(page);
    await page.getByLabel('First name').fill('Wanjiku');
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await page.getByText('Resume file is required.', { exact: true }).waitFor();
    await page.getByText('You must agree to the terms and conditions.').waitFor();
    await page.getByText('You must agree to the privacy policy.').waitFor();
  });

  it("shows the resume form's messages when the server refuses the upload or the connection drops", async () => {
    const file = path.join(dir, 'retry-cv.pdf');
    fs.writeFileSync(file, pdf);
    const fill = async () => {
      await page.getByLabel('First name').fill('Wanjiku');
      await page.getByLabel('Last name').fill('Kamau');
      await page.getByLabel('Job title').fill('Librarian');
      await page.getByLabel('Resume (PDF').setInputFiles(file);
      await page.getByLabel('I agree to the terms').check();
      await page.getByLabel('I agree to the privacy policy').check();
      await page.getByRole('button', { name: 'Upload resume' }).click();
    };

    await page.route('**/api/jobs/resumes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is busy.' }) })
        : route.continue(),
    );
    await page.reload();
    await pageReady(page);
    await fill();
    await page.getByText('Failed to upload resume. Please try again.', { exact: true }).waitFor();
    await page.getByText('The database is busy.', { exact: true }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Wanjiku');

    await page.unrouteAll();
    await page.route('**/api/jobs/resumes', (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()));
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await page.getByText('An error occurred during upload. Please check your connection.', { exact: true }).waitFor();
    await page.unrouteAll();
  });
});
