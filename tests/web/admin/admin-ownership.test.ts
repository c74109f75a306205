/** A school account keeps its own listing in the admin and cannot change another school's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable } from './admin-browser.ts';

describe.skipIf(!hasChromium)('a school account in the admin', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let mine: Session, other: Session;
  let myId: number, theirId: number;
  beforeAll(async () => {
    env = await startAdmin();
    mine = await member(env.server.app, 'school');
    other = await member(env.server.app, 'school');
    myId = (await mine.post('/api/institutions/schools', { name: 'Amani Junior School', county: 'Nakuru' })).body.id;
    theirId = (await other.post('/api/institutions/schools', { name: 'Baraka Girls School', county: 'Nakuru' })).body.id;
    // Approved, so the first account sees it in the list like any visitor would.
    for (const id of [myId, theirId]) expect((await env.admin.patch(`/api/institutions/schools/${id}`, { moderation: 'approved' })).status).toBe(200);
  });
  afterAll(() => env?.close());

  it('offers edit and delete on its own row only', async () => {
    const page = await pageAs(env.browser, env.server, mine);
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await waitForTable(page);
    const row = (name: string) => page.locator('tr.ant-table-row', { hasText: name });
    await row('Amani Junior School').waitFor();
    await row('Baraka Girls School').waitFor();
    expect(await row('Amani Junior School').locator('[aria-label="Edit school"]').count()).toBe(1);
    expect(await row('Amani Junior School').locator('[aria-label="Delete school"]').count()).toBe(1);
    expect(await row('Baraka Girls School').locator('[aria-label="Edit school"]').count()).toBe(0);
    expect(await row('Baraka Girls School').locator('[aria-label="Delete school"]').count()).toBe(0);
    // Staff-only screens are not in the menu.
    await page.waitForSelector('.ant-menu');
    expect(await page.locator('.ant-menu-item:has-text("Permission matrix")').count()).toBe(0);
  });

  it('edits its own listing through the form, without the staff-only moderation field', async () => {
    const page = await pageAs(env.browser, env.server, mine);
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${myId}`);
    await page.waitForSelector('input#name[value="Amani Junior School"]');
    expect(await page.locator('#moderation').count()).toBe(0);
    await page.fill('input#summary', 'A day school in Nakuru town.');
    await page.click('button:has-text("Save")');
    await page.waitForURL(new RegExp(`/show/${myId}`));
    expect((await mine.get(`/api/institutions/schools/${myId}`)).body.summary).toBe('A day school in Nakuru town.');
  });

  it('is refused the edit screen of another school, and the server answers 403', async () => {
    const page = await pageAs(env.browser, env.server, mine);
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${theirId}`);
    await page.waitForSelector('.ant-result-403');
    expect(await page.locator('input#name').count()).toBe(0);
    await page.goto(`${env.server.url}/admin/institutions/schools/show/${theirId}`);
    await page.waitForSelector('text=Baraka Girls School');
    expect(await page.locator('.page-frame-actions button:has-text("Edit")').count()).toBe(0);
    const refused = await mine.patch(`/api/institutions/schools/${theirId}`, { summary: 'Not mine' });
    expect(refused.status).toBe(403);
    expect((await mine.delete(`/api/institutions/schools/${theirId}`)).status).toBe(403);
  });
});
