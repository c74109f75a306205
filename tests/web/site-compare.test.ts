/**
 * Comparing schools: picks from the cards, kept in a bar across pages, at most four and one kind; a shareable
 * page of them side by side with differing rows marked; breadcrumbs and the missing-listing page of detail pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site: compare, breadcrumbs and missing listings', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const ids: Record<string, number> = {};
  const tray = () => page.getByRole('complementary', { name: 'Compare' });

  beforeAll(async () => {
    server = await startWebServer('demo');
    const admin = await signInAdmin(server.app);
    const add = async (name: string, body: Record<string, unknown>) =>
      (ids[name] = (await admin.post('/api/institutions/schools', { name, county: 'Kiambu', moderation: 'approved', ...body })).body.id as number);
    await add('Alliance Girls High School', { is_public: true, cbc_levels: 'Senior Secondary', student_population: 1400 });
    await add('Kiambu Hills Academy', { is_public: false, cbc_levels: 'Senior Secondary', student_population: 600 });
    await add('Thika Road Junior School', { is_public: false, cbc_levels: 'Primary, Junior Secondary', student_population: 820 });
    await add('Ruiru Waiting School', { moderation: 'pending' });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds three schools from their cards; the bar keeps them on other pages and after a reload', async () => {
    await page.goto(`${server.url}/institutions/schools`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const button = page.getByRole('button', { name: /^Add to compare: / }).first();
      names.push(((await button.getAttribute('aria-label')) ?? '').replace('Add to compare: ', ''));
      await button.click();
    }
    await tray().getByText('Compare schools (3 of 4)').waitFor();
    await bothWidths(page, 'compare-cards');
    expect(await tray().locator('li').allTextContents()).toEqual(names.map((name) => `${name}×`));
    await page.goto(`${server.url}/jobs`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await tray().getByText('Compare schools (3 of 4)').waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await tray().getByText('Compare schools (3 of 4)').waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'compare-tray-screen-360', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the bar makes the page scroll sideways').toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'compare-tray-screen-1280', { fullPage: false });
  });

  it('refuses a fifth pick, and a college while schools are picked, with a message', async () => {
    await page.goto(`${server.url}/institutions/schools`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page
      .getByRole('button', { name: /^Add to compare: / })
      .first()
      .click();
    await tray().getByText('Compare schools (4 of 4)').waitFor();
    await page
      .getByRole('button', { name: /^Add to compare: / })
      .first()
      .click();
    await tray()
      .getByRole('alert')
      .getByText(/You can compare up to 4 schools\. Remove one to add /)
      .waitFor();
    await tray().getByText('Compare schools (4 of 4)').waitFor();
    await page.goto(`${server.url}/institutions/colleges`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page
      .getByRole('button', { name: /^Add to compare: / })
      .first()
      .click();
    await tray().getByRole('alert').getByText('You are comparing schools. Clear them first to compare colleges: one kind at a time.').waitFor();
    await tray().getByRole('button', { name: 'Clear' }).click();
    await tray().waitFor({ state: 'detached' });
  });

  it('opens the comparison from the bar, marks rows that differ and can show only those', async () => {
    // A second try starts with an empty bar, as the first did.
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.evaluate(() => localStorage.removeItem('elimuhub.compare'));
    for (const name of ['Alliance Girls High School', 'Kiambu Hills Academy', 'Thika Road Junior School']) {
      await page.goto(`${server.url}/institutions/schools/${ids[name]}`, { waitUntil: 'domcontentloaded' });
      await pageReady(page);
      await page.getByRole('button', { name: `Add to compare: ${name}` }).click();
      await page.getByRole('button', { name: `Remove from compare: ${name}` }).waitFor();
    }
    await tray().getByRole('link', { name: 'Compare now' }).click();
    const ordered = ['Alliance Girls High School', 'Kiambu Hills Academy', 'Thika Road Junior School'].map((name) => ids[name]);
    await page.waitForURL(`**/compare/schools?ids=${ordered.join(',')}`);
    await page.getByRole('heading', { level: 1, name: 'Compare schools' }).waitFor();
    const table = page.locator('.compare-table');
    // The heading shows at once; the rows follow when the listings are read.
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Alliance Girls High SchoolRemove',
      'Kiambu Hills AcademyRemove',
      'Thika Road Junior SchoolRemove',
    ]);
    const row = (label: string) => table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
    expect(await row('Public institution').getAttribute('class')).toBe('differs');
    expect(await row('Public institution').locator('td').allTextContents()).toEqual(['Yes', 'No', 'No']);
    expect(await row('CBC levels').getAttribute('class')).toBe('differs');
    expect(await row('Student population').locator('td').allTextContents()).toEqual(['1,400', '600', '820']);
    expect(await row('County').getAttribute('class')).toBeNull();
    await page.getByLabel('Show only differences').check();
    await row('County').waitFor({ state: 'detached' });
    await row('Public institution').waitFor();
    expect(page.url()).toBe(`${server.url}/compare/schools?ids=${ordered.join(',')}&only=differences`);
    await bothWidths(page, 'compare-page');
  });

  it('a shared address shows the same comparison to someone else, and names ids that are missing or not approved', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await context.newPage();
    const shared = `${server.url}/compare/schools?ids=${ids['Alliance Girls High School']},${ids['Ruiru Waiting School']},999999,${ids['Kiambu Hills Academy']}`;
    await other.goto(shared, { waitUntil: 'domcontentloaded' });
    await other.getByText(`No school with number ${ids['Ruiru Waiting School']}, 999999: they may have been removed or not yet approved.`).waitFor();
    expect(await other.locator('.compare-table thead th a').allTextContents()).toEqual(['Alliance Girls High School', 'Kiambu Hills Academy']);
    await other.reload({ waitUntil: 'domcontentloaded' });
    await pageReady(other);
    await other.locator('.compare-table thead th a').nth(1).waitFor();
    await other.getByRole('button', { name: 'Leave them out' }).click();
    await other.waitForURL(`**/compare/schools?ids=${ids['Alliance Girls High School']},${ids['Kiambu Hills Academy']}`, { waitUntil: 'commit' });
    await context.close();
  });

  it('at 360 px the page never scrolls sideways: the table scrolls inside its box with the row names in view', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    const four = (await (await fetch(`${server.url}/api/institutions/schools?_end=4`)).json()) as { id: number }[];
    await page.goto(`${server.url}/compare/schools?ids=${four.map((row) => row.id).join(',')}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.locator('.compare-table tbody tr').first().waitFor();
    const widths = await page.evaluate(() => {
      const box = document.querySelector('.compare-scroll')!;
      return { page: document.documentElement.scrollWidth, box: box.scrollWidth, boxVisible: box.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.box).toBeGreaterThan(widths.boxVisible);
    await page.locator('.compare-scroll').evaluate((box) => (box.scrollLeft = 300));
    const rowName = await page.getByRole('rowheader').first().boundingBox();
    expect(rowName!.x).toBeLessThan(30);
    await screenshot(page, 'compare-page-scrolled-360', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a school page has its breadcrumb trail, as links and as BreadcrumbList data', async () => {
    await page.goto(`${server.url}/institutions/schools/${ids['Alliance Girls High School']}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await nav.getByText('Alliance Girls High School').waitFor();
    expect(await nav.locator('ol > li').allTextContents()).toEqual(['Home', 'Schools', 'Kiambu', 'Alliance Girls High School']);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Alliance Girls High School');
    const data = JSON.parse((await nav.locator('script[type="application/ld+json"]').textContent())!) as {
      '@type': string;
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(data['@type']).toBe('BreadcrumbList');
    // Under the site's public address, as its head tags are, whatever host name the browser reached it by.
    const site = server.config.publicUrl;
    expect(data.itemListElement.map((item) => item.item)).toEqual([
      `${site}/`,
      `${site}/institutions/schools`,
      `${site}/institutions/schools?county=Kiambu`,
      `${site}/institutions/schools/${ids['Alliance Girls High School']}`,
    ]);
    await bothWidths(page, 'school-breadcrumbs');
    await nav.getByRole('link', { name: 'Kiambu' }).click();
    await page.waitForURL('**/institutions/schools?county=Kiambu');
    await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor();
  });

  it('a job page has its breadcrumb trail', async () => {
    const [job] = (await (await fetch(`${server.url}/api/jobs/main?_end=1`)).json()) as { id: number; title: string }[];
    await page.goto(`${server.url}/jobs/${job!.id}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await nav.locator('[aria-current="page"]').getByText(job!.title).waitFor();
    expect(await nav.locator('ol > li').allTextContents()).toEqual(['Home', 'Jobs', job!.title]);
    await bothWidths(page, 'job-breadcrumbs');
  });

  it('a missing or unapproved school is a 404 page with the way back to the list and home', async () => {
    for (const id of [999999, ids['Ruiru Waiting School']]) {
      const url = `${server.url}/institutions/schools/${id}`;
      expect((await fetch(url)).status).toBe(404);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await pageReady(page);
      await page.getByRole('heading', { level: 1, name: 'School not found.' }).waitFor();
    }
    expect(await page.title()).toBe('School not found | ElimuHub');
    await page.getByRole('link', { name: 'Go back home' }).waitFor();
    await bothWidths(page, 'school-missing');
    await page.getByRole('link', { name: 'Back to Schools' }).click();
    await page.waitForURL(`${server.url}/institutions/schools`);
  });
});
