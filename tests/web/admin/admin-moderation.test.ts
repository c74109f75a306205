/** A school submitted by its owner waits in the queue; approved, the public sees it; rejected, it stays hidden. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, type Session } from '../../helpers/client.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('moderation queue', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let owner: Session;
  const submit = async (name: string) => {
    const reply = await owner.post('/api/institutions/schools', { name, county: 'Kisumu' });
    expect(reply.status).toBe(201);
    expect(reply.body.moderation).toBe('pending');
    return reply.body.id as number;
  };
  beforeAll(async () => {
    env = await startAdmin();
    owner = await member(env.server.app, 'school');
  });
  afterAll(() => env?.close());

  it('approves one pending school and rejects another; only the approved one is public', async () => {
    const approved = await submit('Nyota Primary School');
    const rejected = await submit('Spam School Listing');
    const anonymous = client(env.server.app);
    expect((await anonymous.get(`/api/institutions/schools/${approved}`)).status).toBe(404);

    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/moderation`);
    const schoolsTab = page.locator('.ant-tabs-tab', { hasText: 'Schools' });
    await schoolsTab.locator('.ant-badge', { hasText: '2' }).waitFor();
    // Only schools have work waiting, so the queue opens there.
    await page.locator('.ant-tabs-tab-active', { hasText: 'Schools' }).waitFor();

    const row = (name: string) => page.locator('.ant-tabs-tabpane-active tr', { hasText: name });
    await row('Nyota Primary School').locator('button:has-text("Approve")').click();
    await row('Nyota Primary School').waitFor({ state: 'detached' });
    await row('Spam School Listing').locator('button:has-text("Reject")').click();
    await row('Spam School Listing').waitFor({ state: 'detached' });
    await schoolsTab.locator('.ant-badge', { hasText: '0' }).waitFor();

    const visible = await anonymous.get(`/api/institutions/schools/${approved}`);
    expect(visible.status).toBe(200);
    expect(visible.body).toMatchObject({ name: 'Nyota Primary School', moderation: 'approved' });
    expect((await anonymous.get(`/api/institutions/schools/${rejected}`)).status).toBe(404);
    expect((await anonymous.get('/api/institutions/schools?q=Spam')).body).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('is not open to a school account', async () => {
    const page = await pageAs(env.browser, env.server, owner);
    await page.goto(`${env.server.url}/admin/moderation`);
    await page.waitForSelector('.ant-result-403');
    expect(await page.locator('.ant-menu-item:has-text("Moderation queue")').count()).toBe(0);
  });
});
