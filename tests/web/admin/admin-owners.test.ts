/**
 * The owners' back office: a school, an employer and a vendor each land on the desk of what they list, see only
 * the menu their grants give, see their own numbers, and follow an admin's change to their grants without a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable, watchProblems } from './admin-browser.ts';
import { decide } from '../../helpers/moderation.ts';

/** Open admin pages check their grants every 15 s; a change must show within that and a little slack. */
const grantsWindow = { timeout: 25_000 };

const menuEntries = (page: Page) => page.locator('.ant-layout-sider .ant-menu-item, .ant-layout-sider .ant-menu-submenu-title').allInnerTexts();

describe.skipIf(!hasChromium)('owners in the admin', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let school: Session, employer: Session, vendor: Session;
  beforeAll(async () => {
    env = await startAdmin();
    [school, employer, vendor] = await Promise.all(['school', 'employer', 'vendor'].map((role) => member(env.server.app, role, env.admin)));
    const mine = await school.post('/api/institutions/schools', { name: 'Amani Junior School', county: 'Nakuru' });
    await school.post('/api/institutions/colleges', { name: 'Amani Technical College', logo: 'https://example.co.ke/logo.png' });
    await decide(env.admin, 'institutions/schools', mine.body.id);
    await employer.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: '2099-12-31' });
    const shop = await vendor.post('/api/shop/shops', { name: 'Kalamu Supplies' });
    await vendor.post('/api/shop/products', { shop_id: shop.body.id, name: 'Exercise books', price: 50, stock: 100 });
  });
  afterAll(() => env?.close());

  it('lands a school on its listings, with where each stands and only the menu its grants give', async () => {
    const page = await pageAs(env.browser, env.server, school);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin`);
    await page.waitForURL(/\/admin\/my-listings$/);
    const row = (name: string) => page.locator('.desk-listings tr.ant-table-row', { hasText: name });
    await row('Amani Junior School').waitFor();
    expect(await row('Amani Junior School').innerText()).toMatch(/Live/);
    expect(await row('Amani Technical College').innerText()).toMatch(/Waiting for review/);
    expect(await row('Amani Junior School').locator('[aria-label="Edit school"]').count()).toBe(1);
    await page.locator('button:has-text("Add school")').waitFor();
    // Listings of other schools are not on the desk.
    expect(await page.locator('.desk-listings tr.ant-table-row').count()).toBe(2);

    await page.waitForSelector('.ant-menu');
    const menu = await menuEntries(page);
    expect(menu.slice(0, 4)).toEqual(['My listings', 'My jobs', 'My shop', 'My numbers']);
    // Groups with nothing the school may list are gone, and so are the staff screens.
    for (const hidden of ['Dashboard', 'Moderation queue', 'Media', 'Analytics']) expect(menu).not.toContain(hidden);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lands an employer on its jobs and a vendor on its shop', async () => {
    for (const [who, desk, listing, outcome] of [
      [employer, 'my-jobs', 'Chemistry teacher', 'Applicants'],
      [vendor, 'my-shop', 'Exercise books', 'Orders for my shop'],
    ] as const) {
      const page = await pageAs(env.browser, env.server, who);
      await page.goto(`${env.server.url}/admin`);
      await page.waitForURL(new RegExp(`/admin/${desk}$`));
      await page.locator('.desk-listings tr.ant-table-row', { hasText: listing }).waitFor();
      await page.locator(`.page-frame-actions button:has-text("${outcome}")`).waitFor();
      await page.context().close();
    }
  });

  it('shows an owner the numbers of its own listings', async () => {
    const page = await pageAs(env.browser, env.server, school);
    await page.goto(`${env.server.url}/admin/my-analytics`);
    await page.locator('.ant-statistic', { hasText: 'Page views' }).waitFor();
    await page.locator('tr.ant-table-row', { hasText: 'Amani Junior School' }).waitFor();
    expect(await page.locator('tr.ant-table-row', { hasText: 'Kalamu Supplies' }).count()).toBe(0);
    await page.context().close();
  });

  it("follows an admin's change to its grants on the open page, both ways", async () => {
    const page = await pageAs(env.browser, env.server, school);
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await waitForTable(page);
    const add = page.locator('button:has-text("Add school")');
    await add.waitFor();
    const role = (await env.admin.get('/api/auth/roles?name=school')).body[0].id;
    const grant = (await env.admin.get(`/api/auth/permissions?role_id=${role}&resource=institutions/schools&action=create`)).body[0];
    expect((await env.admin.delete(`/api/auth/permissions/${grant.id}`)).status).toBe(200);
    await add.waitFor({ state: 'detached', ...grantsWindow });

    const restored = await env.admin.post('/api/auth/permissions', { role_id: role, resource: 'institutions/schools', action: 'create', scope: 'any' });
    expect(restored.status).toBe(201);
    await add.waitFor(grantsWindow);

    // Taking "update own" away hides the edit buttons on the desk as well.
    await page.goto(`${env.server.url}/admin/my-listings`);
    const edit = page.locator('[aria-label="Edit school"]');
    await edit.waitFor();
    const update = (await env.admin.get(`/api/auth/permissions?role_id=${role}&resource=institutions/schools&action=update`)).body[0];
    expect((await env.admin.delete(`/api/auth/permissions/${update.id}`)).status).toBe(200);
    await edit.waitFor({ state: 'detached', ...grantsWindow });
    await page.context().close();
  });
});
