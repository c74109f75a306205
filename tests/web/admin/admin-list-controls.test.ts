/**
 * A list's controls as a person uses them: a column click sorts by that column alone, shift-click adds one;
 * filters offered are the useful ones, relations picked by name, active filters shown as chips that remove them,
 * and a shared link's filters kept when the panel is opened and applied again; a review's target by its name, and
 * a member's settings as switches.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../helpers/browser.ts';
import { member } from '../../helpers/client.ts';
import { pageAs, pick, pickList, startAdmin, waitForTable, watchProblems } from './admin-browser.ts';
import { inDays } from '../../../src/registry/clock.ts';

const sortsIn = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return [0, 1, 2]
    .map((i) => params.get(`sorters[${i}][field]`) && `${params.get(`sorters[${i}][field]`)} ${params.get(`sorters[${i}][order]`)}`)
    .filter(Boolean);
};

describe.skipIf(!hasChromium)('list controls', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let page: Page;
  let problems: string[];
  let employerId: number;
  let schoolId: number;
  beforeAll(async () => {
    env = await startAdmin();
    for (const [name, county] of [
      ['Upendo Primary', 'Kiambu'],
      ['Baraka Academy', 'Kisumu'],
      ['Amani School', 'Kiambu'],
    ]) {
      const created = await env.admin.post('/api/institutions/schools', { name, county, moderation: 'approved' });
      expect(created.status).toBe(201);
      schoolId = created.body.id;
    }
    for (const name of ['Kenya Schools Trust', 'Nyota Education Group']) employerId = (await env.admin.post('/api/jobs/employers', { name })).body.id;
    for (const [title, employer] of [
      ['Chemistry teacher', employerId],
      ['Bursar', employerId - 1],
    ] as const)
      expect((await env.admin.post('/api/jobs/main', { title, employer_id: employer, deadline: inDays(60) })).status).toBe(201);
    page = await pageAs(env.browser, env.server, env.admin);
    problems = watchProblems(page);
  });
  afterAll(() => env?.close());

  it('sorts by the clicked column alone, and adds a column on shift-click', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await waitForTable(page);
    // The default sort is shown on its column and left out of the address, which names only what was chosen.
    expect(await page.locator('.ant-table-thead th[aria-sort=ascending]').innerText()).toBe('Name');
    expect(sortsIn(page)).toEqual([]);
    await page.click('.ant-table-thead th:has-text("Rating")');
    await page.waitForURL(/sorters\[0\]\[field\]=rating/);
    expect(sortsIn(page)).toEqual(['rating asc']);
    await page.click('.ant-table-thead th:has-text("Name")', { modifiers: ['Shift'] });
    await page.waitForURL(/sorters\[1\]\[field\]=name/);
    expect(sortsIn(page)).toEqual(['rating asc', 'name asc']);
    await waitForTable(page);
    await page.click('.ant-table-thead th:has-text("Rating")');
    await page.waitForURL((url) => url.searchParams.get('sorters[0][order]') === 'desc' && !url.searchParams.has('sorters[1][field]'));
    expect(sortsIn(page)).toEqual(['rating desc']);
    // A sorted column turns round again, never to no order.
    await waitForTable(page);
    await page.click('.ant-table-thead th:has-text("Rating")');
    await page.waitForURL((url) => url.searchParams.get('sorters[0][order]') === 'asc');
    expect(sortsIn(page)).toEqual(['rating asc']);
    expect(await page.locator('.ant-table-thead th[aria-sort=ascending]').innerText()).toBe('Rating');
  });

  it('moves a page number past the last page to the last page, with its rows', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools?currentPage=99&pageSize=10`);
    await page.waitForURL((url) => url.searchParams.get('currentPage') !== '99');
    await page.locator('.ant-table-row').first().waitFor();
    const last = Number(new URL(page.url()).searchParams.get('currentPage') ?? '1');
    expect(await page.locator('.ant-pagination-item-active').innerText()).toBe(String(last));
  });

  it('names each filter of an address as the rows are filtered: "not" for an exclusion, the last of a repeated one', async () => {
    await page.goto(`${env.server.url}/admin/jobs/main?filters[0][field]=status&filters[0][operator]=ne&filters[0][value]=Closed`);
    await waitForTable(page);
    await page.getByLabel('Active filters').getByText('Status: not Closed').waitFor();
    await page.goto(
      `${env.server.url}/admin/jobs/main?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=Closed&filters[1][field]=status&filters[1][operator]=eq&filters[1][value]=Open`,
    );
    await waitForTable(page);
    await page.getByLabel('Active filters').getByText('Status: Open').waitFor();
  });

  it("says why a list's address is refused, and leads to the list without its settings", async () => {
    const other = await pageAs(env.browser, env.server, env.admin);
    await other.goto(`${env.server.url}/admin/institutions/schools?sorters[0][field]=nope&sorters[0][order]=asc`);
    const refusal = other.locator('.ant-typography[role=alert]', { hasText: 'nope' });
    await refusal.waitFor();
    await refusal.getByRole('link', { name: 'Show the list without these settings' }).click();
    await other.waitForURL((url) => url.pathname === '/admin/institutions/schools' && !url.search);
    await other.locator('.ant-table-row', { hasText: 'Upendo Primary' }).waitFor();
    await other.close();
  });

  it('offers the useful filters, shows the active ones as chips, and a chip removes its filter', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await waitForTable(page);
    await page.click('button:has-text("Filters")');
    await page.waitForSelector('label[for=county]');
    const labels = await page.locator('.ant-form-item-label label').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['County', 'Moderation', 'Owner', 'Created']));
    for (const noise of ['GPS coordinates', 'Postal address', 'Landline', 'Description']) expect(labels).not.toContain(noise);
    await pick(page, 'county', 'Kiambu');
    await page.click('button:has-text("Apply filters")');
    await page.locator('[aria-label="Active filters"]', { hasText: 'County: Kiambu' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 2);

    // The link keeps the filter: after a reload, the panel opens on it and Apply does not drop it.
    await page.reload();
    await waitForTable(page);
    await page.click('button:has-text("Filters")');
    await pickList(page, 'county').locator('.ant-select-selection-item', { hasText: 'Kiambu' }).waitFor();
    await page.click('button:has-text("Apply filters")');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 2);

    await page.click('button[aria-label="Remove the county filter"]');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 3);
    expect(page.url()).not.toContain('county');
    expect(await page.locator('[aria-label="Active filters"]').count()).toBe(0);
  });

  it('filters by a relation picked by its name, and names it in the chip', async () => {
    await page.goto(`${env.server.url}/admin/jobs/main`);
    await waitForTable(page);
    await page.click('button:has-text("Filters")');
    await page.click('#employer_id');
    await page.keyboard.type('Nyota');
    await page.click('.ant-select-item-option:has-text("Nyota Education Group")');
    await page.click('button:has-text("Apply filters")');
    await page.locator('[aria-label="Active filters"]', { hasText: 'Employer: Nyota Education Group' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    expect(await page.locator('.ant-table-row').innerText()).toContain('Chemistry teacher');
    expect(problems).toEqual([]);
  });

  it("shows a review's target by its name, linked to it, and the audit log links what was written", async () => {
    const reviewer = await member(env.server.app, 'subscriber');
    const review = await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 4, review: 'Caring teachers.' });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    await page.goto(`${env.server.url}/admin/content/ratings`);
    await waitForTable(page);
    const link = page.locator('.ant-table-row a', { hasText: 'Amani School' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/admin/institutions/schools/show/${schoolId}`);

    // The audit log names the writer and links the record written.
    await page.goto(`${env.server.url}/admin/auth/audit-log?filters[0][field]=resource&filters[0][operator]=eq&filters[0][value]=content/ratings`);
    await page.locator(`.ant-table-row a[href="/admin/content/ratings/show/${review.body.id}"]`).waitFor();
    expect(await page.locator('.ant-table-thead').innerText()).toContain('By');
  });

  it("edits a member's settings with a switch each, and saves them", async () => {
    const { body } = await env.admin.get('/api/auth/me');
    await page.goto(`${env.server.url}/admin/auth/users/edit/${body.user.id}`);
    const push = page.locator('label', { hasText: 'Push notifications' }).getByRole('switch');
    await push.waitFor();
    expect(await push.getAttribute('aria-checked')).toBe('true');
    await push.click();
    await page.click('button:has-text("Save")');
    await expect.poll(async () => (await env.admin.get(`/api/auth/users/${body.user.id}`)).body.settings.push_notifications).toBe(false);
    expect((await env.admin.get(`/api/auth/users/${body.user.id}`)).body.settings.location_access).toBe(true);
    expect(problems).toEqual([]);
  });
});
