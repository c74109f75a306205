/**
 * The moderation desk: a school submitted by its owner waits in the queue; approved, the public sees it; rejected
 * (with a reason the owner is told), it stays hidden. An owner's changes to a live school wait beside it, shown
 * field by field: approved, they go live; rejected, the public keeps the approved version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { client, member, type Session } from '../../helpers/client.ts';
import { hasChromium, screenshot } from '../../helpers/browser.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('moderation desk', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let owner: Session;
  let ownerName: string;
  const submit = async (name: string) => {
    const reply = await owner.post('/api/institutions/schools', { name, county: 'Kisumu', summary: 'A day school by the lake.' });
    expect(reply.status).toBe(201);
    expect(reply.body.moderation).toBe('pending');
    return reply.body.id as number;
  };
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    env.admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision, reason });
  const schoolsTab = (page: Page) => page.locator('.ant-tabs-tab', { hasText: 'Schools' });
  const openDesk = async (page: Page) => {
    await page.goto(`${env.server.url}/admin/moderation`);
    await page.locator('.ant-tabs-tab-active', { hasText: 'Schools' }).waitFor();
  };
  const rejectWith = async (page: Page, reason: string) => {
    const dialog = page.locator('.ant-modal', { hasText: 'Reason' });
    await dialog.waitFor();
    // The reason is required: an empty one is refused before anything is sent.
    await dialog.locator('button:has-text("Reject")').click();
    await dialog.getByText('Say why it is rejected.').waitFor();
    await dialog.locator('textarea').fill(reason);
    await dialog.locator('button:has-text("Reject")').click();
    await dialog.waitFor({ state: 'hidden' });
  };
  beforeAll(async () => {
    env = await startAdmin();
    owner = await member(env.server.app, 'school');
    ownerName = (await owner.get('/api/auth/me')).body.user.name;
  });
  afterAll(() => env?.close());

  it('approves one pending school and rejects another with a reason; only the approved one is public', async () => {
    const approved = await submit('Nyota Primary School');
    const rejected = await submit('Spam School Listing');
    const anonymous = client(env.server.app);
    expect((await anonymous.get(`/api/institutions/schools/${approved}`)).status).toBe(404);

    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/moderation`);
    await schoolsTab(page).locator('.ant-badge', { hasText: '2' }).waitFor();
    // Only schools have work waiting, so the queue opens there.
    await page.locator('.ant-tabs-tab-active', { hasText: 'Schools' }).waitFor();

    const row = (name: string) => page.locator('.ant-tabs-tabpane-active tr', { hasText: name });
    // The submitter is named: moderators are staff and may see whose listing it is.
    await row('Nyota Primary School').getByText(ownerName).waitFor();
    await screenshot(page, 'admin-moderation-pending-1280');
    await row('Nyota Primary School').locator('button:has-text("Approve")').click();
    await row('Nyota Primary School').waitFor({ state: 'detached' });
    await row('Spam School Listing').locator('button:has-text("Reject")').click();
    await rejectWith(page, 'This is not a real school.');
    await row('Spam School Listing').waitFor({ state: 'detached' });
    await schoolsTab(page).locator('.ant-badge', { hasText: '0' }).waitFor();

    const visible = await anonymous.get(`/api/institutions/schools/${approved}`);
    expect(visible.status).toBe(200);
    expect(visible.body).toMatchObject({ name: 'Nyota Primary School', moderation: 'approved' });
    expect((await anonymous.get(`/api/institutions/schools/${rejected}`)).status).toBe(404);
    expect((await anonymous.get('/api/institutions/schools?q=Spam')).body).toEqual([]);
    // The owner is told, with the reason, and reads it on the row.
    const notes = (await owner.get('/api/notifications/main')).body as { title: string; body: string }[];
    expect(notes.find((n) => n.title.includes('Spam School Listing'))?.body).toBe('Reason: This is not a real school.');
    expect((await owner.get(`/api/institutions/schools/${rejected}`)).body.moderation_note).toBe('This is not a real school.');
    expect(problems).toEqual([]);
  });

  it('shows changes to a live school field by field; approved they go live, rejected the public keeps the approved version', async () => {
    const id = await submit('Amani Academy');
    expect((await decide(id, 'approve')).status).toBe(200);
    const edit = await owner.patch(`/api/institutions/schools/${id}`, { summary: 'A boarding school by the lake.' });
    expect(edit.status).toBe(200);
    expect(edit.body.revised).toBe(true);

    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await openDesk(page);
    const card = page.locator('.ant-tabs-tabpane-active .revision-card', { hasText: 'Amani Academy' });
    await card.waitFor();
    await card.getByText(ownerName).waitFor();
    const change = card.locator('.changes-table tbody tr', { hasText: 'Summary' });
    expect(await change.locator('td').allInnerTexts()).toEqual(['Summary', 'A day school by the lake.', 'A boarding school by the lake.']);
    await screenshot(page, 'admin-moderation-changes-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'admin-moderation-changes-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    const anonymous = client(env.server.app);
    expect((await anonymous.get(`/api/institutions/schools/${id}`)).body.summary).toBe('A day school by the lake.');

    await card.locator('button:has-text("Approve")').click();
    await card.waitFor({ state: 'detached' });
    expect((await anonymous.get(`/api/institutions/schools/${id}`)).body.summary).toBe('A boarding school by the lake.');
    expect((await env.admin.get(`/api/institutions/schools/${id}`)).body).toMatchObject({ revised: false, revision: null });

    expect((await owner.patch(`/api/institutions/schools/${id}`, { summary: 'The best school in Kenya!!!' })).status).toBe(200);
    await page.reload();
    await card.waitFor();
    await card.locator('button:has-text("Reject")').click();
    await rejectWith(page, 'Please describe the school, not rank it.');
    await card.waitFor({ state: 'detached' });
    expect((await anonymous.get(`/api/institutions/schools/${id}`)).body).toMatchObject({ summary: 'A boarding school by the lake.', moderation: 'approved' });
    const mine = (await owner.get(`/api/institutions/schools/${id}`)).body;
    expect(mine).toMatchObject({ summary: 'A boarding school by the lake.', revision: null, moderation_note: 'Please describe the school, not rank it.' });
    expect(problems).toEqual([]);
  });

  it("shows the server's message when a decision cannot be made", async () => {
    const id = await submit('Gone Before Review School');
    const page = await pageAs(env.browser, env.server, env.admin);
    await openDesk(page);
    const row = page.locator('.ant-tabs-tabpane-active tr', { hasText: 'Gone Before Review School' });
    await row.waitFor();
    // Withdrawn by its owner while the moderator looks at it.
    expect((await owner.delete(`/api/institutions/schools/${id}`)).status).toBe(200);
    await row.locator('button:has-text("Approve")').click();
    await page.locator('.ant-message-notice', { hasText: `School ${id} was not found.` }).waitFor();
  });

  it('refuses to pass changes edited again after the moderator opened them, and shows the newer ones', async () => {
    const id = await submit('Tumaini Day School');
    expect((await decide(id, 'approve')).status).toBe(200);
    expect((await owner.patch(`/api/institutions/schools/${id}`, { summary: 'A day school with a farm.' })).status).toBe(200);
    const page = await pageAs(env.browser, env.server, env.admin);
    await openDesk(page);
    const card = page.locator('.ant-tabs-tabpane-active .revision-card', { hasText: 'Tumaini Day School' });
    await card.getByText('A day school with a farm.').waitFor();
    // The owner changes it again while the moderator reads the first version.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await owner.patch(`/api/institutions/schools/${id}`, { summary: 'A day school with a farm and a dairy.' })).status).toBe(200);
    await card.locator('button:has-text("Approve")').click();
    await page.locator('.ant-message-notice', { hasText: 'The changes were edited again since you opened them.' }).waitFor();
    await card.getByText('A day school with a farm and a dairy.').waitFor();
    expect((await client(env.server.app).get(`/api/institutions/schools/${id}`)).body.summary).toBe('A day school by the lake.');
  });

  it('is not open to a school account', async () => {
    const page = await pageAs(env.browser, env.server, owner);
    await page.goto(`${env.server.url}/admin/moderation`);
    await page.waitForSelector('.ant-result-403');
    expect(await page.locator('.ant-menu-item:has-text("Moderation queue")').count()).toBe(0);
  });
});
