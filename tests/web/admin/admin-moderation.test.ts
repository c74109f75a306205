/**
 * The moderation desk: one queue of every moderated type, oldest first, with counts in the menu and the type
 * filter. Approving asks first; rejecting asks why, and the submitter is told in the app and by email. An owner's
 * changes to a live school open field by field from their row. Selected rows are decided together, and the desk
 * works from the keyboard (j/k move, x select, a approve, r reject, ? list) but never while typing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { client, member, type Session } from '../../helpers/client.ts';
import { hasChromium, screenshot } from '../../helpers/browser.ts';
import { newestMail } from '../../helpers/outbox.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';
import { decide } from '../../helpers/moderation.ts';

describe.skipIf(!hasChromium)('moderation desk', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let owner: Session;
  let reviewer: Session;
  let ownerName: string;
  const submit = async (name: string) => {
    const reply = await owner.post('/api/institutions/schools', { name, county: 'Kisumu', summary: 'A day school by the lake.' });
    expect(reply.status).toBe(201);
    expect(reply.body.moderation).toBe('pending');
    return reply.body.id as number;
  };
  const approveNow = async (id: number) => expect((await decide(env.admin, 'institutions/schools', id)).status).toBe(200);
  /** Decides whatever earlier tests left waiting, so each test sees only its own rows. */
  const clearQueue = async () => {
    for (;;) {
      const rows = (await env.admin.get('/api/moderation/queue?_limit=50')).body as { type: string; id: number; seen: string }[];
      if (!rows.length) return;
      const items = rows.map(({ type, id, seen }) => ({ resource: type, id, seen }));
      expect((await env.admin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Cleared for the next test.', items })).status).toBe(200);
    }
  };
  const row = (page: Page, name: string) => page.locator('.moderation-queue tbody tr.ant-table-row', { hasText: name });
  const openDesk = async (page: Page) => {
    await page.goto(`${env.server.url}/admin/moderation`);
    await page.locator('.moderation-queue').waitFor();
  };
  const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
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
    reviewer = await member(env.server.app, 'subscriber');
    ownerName = (await owner.get('/api/auth/me')).body.user.name;
  });
  afterAll(() => env?.close());

  it('one queue of every type, oldest first, counted in the menu and the filter; approve asks first, reject asks why and tells the owner', async () => {
    await clearQueue();
    const first = await submit('Nyota Primary School');
    const employer = (await owner.post('/api/jobs/employers', { name: 'Lakeside Schools Trust' })).body.id as number;
    const rated = await submit('Rated Secondary School');
    await approveNow(rated);
    await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: rated, stars: 5, review: 'Caring teachers and a big library.' });
    const spam = await submit('Spam School Listing');

    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await openDesk(page);
    await page.locator('.ant-menu-item', { hasText: 'Moderation queue' }).locator('.ant-badge', { hasText: '4' }).waitFor();
    await row(page, 'Spam School Listing').waitFor();
    const names = await page.locator('.moderation-queue tbody tr.ant-table-row .queue-name').allInnerTexts();
    expect(names).toEqual(['Nyota Primary School', 'Lakeside Schools Trust', 'Caring teachers and a big library.', 'Spam School Listing']);
    // Its type, its submitter and when.
    await row(page, 'Lakeside Schools Trust').getByText('Employer', { exact: true }).waitFor();
    await row(page, 'Nyota Primary School').getByText(ownerName).waitFor();
    expect(await row(page, 'Nyota Primary School').locator('.queue-name').getAttribute('href')).toBe(`/admin/institutions/schools/show/${first}`);
    await screenshot(page, 'admin-moderation-desk-1280');

    // The type filter counts each type.
    await page.locator('.queue-type-filter').click();
    await page.locator('.ant-select-item-option', { hasText: 'Schools · 2' }).waitFor();
    await page.locator('.ant-select-item-option', { hasText: 'Employers · 1' }).click();
    await row(page, 'Lakeside Schools Trust').waitFor();
    await row(page, 'Nyota Primary School').waitFor({ state: 'detached' });
    expect(employer).toBeGreaterThan(0);
    await openDesk(page);

    // Approving asks first; cancelled, nothing happens.
    await row(page, 'Nyota Primary School').locator('button:has-text("Approve")').click();
    await confirmDialog(page).locator('.ant-modal-confirm-title', { hasText: 'Approve the school "Nyota Primary School"?' }).waitFor();
    await confirmDialog(page).locator('button:has-text("Cancel")').click();
    await confirmDialog(page).waitFor({ state: 'detached' });
    expect((await client(env.server.app).get(`/api/institutions/schools/${first}`)).status).toBe(404);
    await row(page, 'Nyota Primary School').locator('button:has-text("Approve")').click();
    await confirmDialog(page).locator('button:has-text("Approve")').click();
    await row(page, 'Nyota Primary School').waitFor({ state: 'detached' });
    expect((await client(env.server.app).get(`/api/institutions/schools/${first}`)).body.moderation).toBe('approved');

    await row(page, 'Spam School Listing').locator('button:has-text("Reject")').click();
    await rejectWith(page, 'This is not a real school.');
    await row(page, 'Spam School Listing').waitFor({ state: 'detached' });
    await page.locator('.ant-menu-item', { hasText: 'Moderation queue' }).locator('.ant-badge', { hasText: '2' }).waitFor();
    const notes = (await owner.get('/api/notifications/main')).body as { title: string; body: string }[];
    expect(notes.find((n) => n.title.includes('Spam School Listing'))?.body).toBe('Reason: This is not a real school.');
    expect((await newestMail(env.server.config.dataDir, owner.user.email, { subject: 'Your school on ElimuHub was not approved' })).text).toContain(
      'This is not a real school.',
    );
    expect((await owner.get(`/api/institutions/schools/${spam}`)).body.moderation_note).toBe('This is not a real school.');

    await page.setViewportSize({ width: 360, height: 800 });
    await row(page, 'Lakeside Schools Trust').locator('button:has-text("Approve")').waitFor();
    await screenshot(page, 'admin-moderation-desk-360');
    expect(problems).toEqual([]);
  });

  it("opens an owner's changes to a live school field by field from its row; approved they go live", async () => {
    await clearQueue();
    const id = await submit('Amani Academy');
    await approveNow(id);
    expect((await owner.patch(`/api/institutions/schools/${id}`, { summary: 'A boarding school by the lake.' })).body.revised).toBe(true);

    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await openDesk(page);
    await row(page, 'Amani Academy').locator('.ant-tag', { hasText: 'Changes' }).waitFor();
    await row(page, 'Amani Academy').locator('button:has-text("Changes")').click();
    const change = page.locator('.changes-table tbody tr', { hasText: 'Summary' });
    await change.waitFor();
    expect(await change.locator('td').allInnerTexts()).toEqual(['Summary', 'A day school by the lake.', 'A boarding school by the lake.']);
    await screenshot(page, 'admin-moderation-changes-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'admin-moderation-changes-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await client(env.server.app).get(`/api/institutions/schools/${id}`)).body.summary).toBe('A day school by the lake.');

    await row(page, 'Amani Academy').locator('button:has-text("Approve")').click();
    await confirmDialog(page).locator('.ant-modal-confirm-title', { hasText: 'Approve the changes to the school "Amani Academy"?' }).waitFor();
    await confirmDialog(page).locator('button:has-text("Approve")').click();
    await row(page, 'Amani Academy').waitFor({ state: 'detached' });
    expect((await client(env.server.app).get(`/api/institutions/schools/${id}`)).body.summary).toBe('A boarding school by the lake.');
    expect(problems).toEqual([]);
  });

  it('works from the keyboard: j/k move, x selects, a approves the selected after asking, r rejects, ? lists the keys; typing is not a command', async () => {
    await clearQueue();
    for (const name of ['Key One School', 'Key Two School', 'Key Three School']) await submit(name);
    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await openDesk(page);
    await row(page, 'Key Three School').waitFor();
    const current = page.locator('.moderation-queue tr[aria-current="true"]');
    await current.getByText('Key One School').waitFor();
    await page.keyboard.press('j');
    await current.getByText('Key Two School').waitFor();
    await page.keyboard.press('k');
    await current.getByText('Key One School').waitFor();
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.locator('.bulk-bar', { hasText: '2 selected' }).waitFor();

    await page.keyboard.press('?');
    const help = page.locator('.ant-modal', { hasText: 'Keyboard shortcuts' });
    await help.locator('.shortcut-list tr', { hasText: 'Reject the selected rows' }).waitFor();
    // Closed once it has finished opening: on a busy machine a click during antd's opening animation was lost.
    await expect.poll(async () => (await help.getAttribute('class')) ?? '').not.toMatch(/ant-zoom-appear/);
    await help.locator('.ant-modal-close').click();
    await help.waitFor({ state: 'hidden' });

    await page.keyboard.press('a');
    await confirmDialog(page).locator('.ant-modal-confirm-title', { hasText: 'Approve 2 rows?' }).waitFor();
    await confirmDialog(page).locator('button:has-text("Approve")').click();
    await row(page, 'Key Two School').waitFor({ state: 'detached' });
    await row(page, 'Key One School').waitFor({ state: 'detached' });

    // r on the row under the cursor; letters typed into the reason are text, not commands.
    await current.getByText('Key Three School').waitFor();
    await page.keyboard.press('r');
    const dialog = page.locator('.ant-modal', { hasText: 'Reason' });
    await dialog.locator('textarea').focus();
    await page.keyboard.type('a duplicate; rejected.');
    expect(await confirmDialog(page).count()).toBe(0);
    await dialog.locator('button:has-text("Reject")').click();
    await row(page, 'Key Three School').waitFor({ state: 'detached' });
    await page.getByText('Nothing waits for a decision.').waitFor();
    const three = ((await owner.get('/api/institutions/schools?name_like=Key')).body as { name: string; moderation: string }[])
      .map((s) => [s.name, s.moderation])
      .sort();
    expect(three).toEqual([
      ['Key One School', 'approved'],
      ['Key Three School', 'rejected'],
      ['Key Two School', 'approved'],
    ]);
    expect(problems).toEqual([]);
  });

  it('says so when another moderator decided a row first, and reads the queue again', async () => {
    await clearQueue();
    const id = await submit('Raced Day School');
    const page = await pageAs(env.browser, env.server, env.admin);
    await openDesk(page);
    await row(page, 'Raced Day School').waitFor();
    await approveNow(id);
    await row(page, 'Raced Day School').locator('button:has-text("Reject")').click();
    const dialog = page.locator('.ant-modal', { hasText: 'Reason' });
    await dialog.locator('textarea').fill('Too late to matter.');
    await dialog.locator('button:has-text("Reject")').click();
    // The server's word, in the dialog; the queue behind it is read again without the row.
    await dialog.locator('.ant-alert', { hasText: 'This was already approved' }).waitFor();
    await row(page, 'Raced Day School').waitFor({ state: 'detached' });
    await dialog.locator('button:has-text("Cancel")').click();
    expect((await client(env.server.app).get(`/api/institutions/schools/${id}`)).body.moderation).toBe('approved');
  });

  it('is not open to a school account', async () => {
    const page = await pageAs(env.browser, env.server, owner);
    await page.goto(`${env.server.url}/admin/moderation`);
    await page.waitForSelector('.ant-result-403');
    await page.waitForSelector('.ant-menu');
    expect(await page.locator('.ant-menu-item:has-text("Moderation queue")').count()).toBe(0);
  });
});
