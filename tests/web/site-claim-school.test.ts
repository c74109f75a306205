/**
 * Claiming a school end to end (docs/claims.md): a member finds an imported school with no owner, is asked to
 * sign in and brought back to the claim form, sends a letter (the server's message beside the field, nothing typed
 * lost), an editor approves it in the admin's claims desk with the listing and the evidence side by side, the page
 * then shows "Managed by the school", and the new owner edits their school from My listings.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberPassword, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf } from '../helpers/files.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { pageAs } from './admin/admin-browser.ts';
import { signInOnPage } from './site-sign-in.ts';

describe.skipIf(!hasChromium)('claiming a school', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let admin: Session, editor: Session, claimant: Session;
  let schoolId: number;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
    admin = await signInAdmin(server.app);
    editor = await member(server.app, 'editor', admin);
    claimant = await member(server.app, 'subscriber', admin);
    const created = await admin.post('/api/institutions/schools', { name: 'Kimangeti Girls Sec Sch', county: 'Kakamega', moderation: 'approved' });
    expect(created.status).toBe(201);
    schoolId = created.body.id;
    // As the Ministry's list leaves it: from an open list, with no owner.
    await server.app.db
      .updateTable('institutions_schools')
      .set({ owner_id: null, source: 'Ministry of Education', source_year: 2016, source_id: 'claim-test-1' })
      .where('id', '=', schoolId)
      .execute();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const look = async (page: Page, name: string) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `${name}-${width}`);
    }
  };

  it('goes from a member claiming with a letter to an editor approving it to the owner editing the page', async () => {
    // The member, signed out, finds the school and asks to claim it.
    const page = await (await browser.newContext({ viewport: { width: 360, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/institutions/schools/${schoolId}`);
    await pageReady(page);
    await page.getByText('Is this your school?').waitFor();
    await look(page, 'claim-offer');
    await page.getByRole('link', { name: 'Claim it' }).click();
    await page.waitForURL(/\/login\?next=/);
    await signInOnPage(page, { email: claimant.user.email, password: memberPassword });
    await page.waitForURL(new RegExp(`/claim/schools/${schoolId}$`));
    await page.getByRole('heading', { name: 'Claim Kimangeti Girls Sec Sch' }).waitFor();

    // A letter without a phone: the server's message stands beside the phone, the letter stays chosen.
    await page.getByLabel(/letterhead/).check();
    await page.locator('#claim-letter').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await page.locator('#claim-phone-error').waitFor();
    expect(await page.locator('#claim-phone-error').textContent()).toMatch(/Phone/);
    await look(page, 'claim-form-error');
    await page.getByLabel('Your phone number').fill('0712 345 678');
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await page.getByText('Waiting for an editor').waitFor();
    await look(page, 'claim-sent');
    await page.getByRole('link', { name: 'All my claims' }).click();
    await page.locator('.claims-list').getByText('Waiting for an editor').waitFor();
    await look(page, 'my-claims');

    // The editor decides in the admin, the listing and the evidence side by side.
    const desk = await pageAs(browser, server, editor);
    await desk.goto(`${server.url}/admin/moderation`);
    await desk.getByRole('button', { name: 'Claims' }).click();
    await desk.waitForURL(/\/admin\/moderation\/claims$/);
    const card = desk.locator('.claim-card', { hasText: 'Kimangeti Girls Sec Sch' });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Kakamega/);
    expect(await card.textContent()).toMatch(/Ministry of Education/);
    expect(await card.textContent()).toMatch(/0712 345 678/);
    const letterLink = card.getByRole('link', { name: 'Open the letter or certificate' });
    expect(await letterLink.getAttribute('href')).toMatch(/^\/api\/files\/[\w-]+\.pdf\?/);
    await look(desk, 'claims-desk');
    await desk.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole('button', { name: 'Approve' }).click();
    await desk.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await desk.getByText(/now manages Kimangeti Girls Sec Sch/).waitFor();

    // The page says who manages it, and the new owner edits it from My listings.
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${server.url}/institutions/schools/${schoolId}`);
    await visitor.getByText('Managed by the school').waitFor();
    await visitor.getByRole('link', { name: 'Not you? Report a dispute' }).waitFor();
    await look(visitor, 'claim-managed');
    await visitor.context().close();

    await page.goto(`${server.url}/my-listings`);
    await page.getByRole('link', { name: 'Edit Kimangeti Girls Sec Sch' }).first().click();
    await page.waitForURL(new RegExp(`/my-listings/school/${schoolId}$`));
    await page.getByLabel('Summary').fill('A girls\u2019 boarding school in Kakamega, now kept up to date by the school.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/Saved\. Your changes are waiting for review/).waitFor();
    const row = await admin.get(`/api/institutions/schools/${schoolId}`);
    expect(row.body.revision?.changes?.summary ?? row.body.summary).toMatch(/kept up to date by the school/);
    await page.context().close();
    await desk.context().close();
  });
  it('pages the claims desk, and asks the reason before approving a dispute', async () => {
    // Enough claims for a second page, each on a school of its own.
    const letterClaim = async (who: Session, id: number) => {
      const body = multipart([
        { name: 'listing_kind', value: 'schools' },
        { name: 'listing_id', value: String(id) },
        { name: 'evidence', value: 'letter' },
        { name: 'phone', value: '0712 345 678' },
        { name: 'letter', value: pdf, filename: 'letter.pdf', type: 'application/pdf' },
      ]);
      const sent = await who.raw('POST', '/api/institutions/claims', body.payload, body.headers);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    };
    const many = await member(server.app, 'subscriber', admin);
    for (let n = 1; n <= 21; n += 1) {
      const school = await admin.post('/api/institutions/schools', {
        name: `Paged Secondary ${String(n).padStart(2, '0')}`,
        county: 'Nyeri',
        moderation: 'approved',
      });
      await letterClaim(many, school.body.id);
    }
    const disputer = await member(server.app, 'subscriber', admin);
    await letterClaim(disputer, schoolId);

    const desk = await pageAs(browser, server, editor);
    await desk.goto(`${server.url}/admin/moderation/claims`);
    await desk.locator('.claim-card').first().waitFor();
    expect(await desk.locator('.claim-card').count()).toBe(20);
    await desk.getByText('22 claims').waitFor();
    await look(desk, 'claims-desk-paged');
    await desk.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    const dispute = desk.locator('.claim-card', { hasText: 'Kimangeti Girls Sec Sch' });
    await dispute.waitFor();
    expect(await desk.locator('.claim-card').count()).toBe(2);

    await dispute.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.locator('.ant-modal', { hasText: 'who is told this reason' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Say why.').waitFor();
    await dialog.getByLabel('Reason').fill('The head teacher changed; the new one sent the letter.');
    await look(desk, 'claims-dispute-approve');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await desk.getByText(/now manages Kimangeti Girls Sec Sch/).waitFor();
    const row = await admin.get(`/api/institutions/schools/${schoolId}`);
    expect(row.body.owner_id).toBe(disputer.user.id);
    await desk.context().close();
  });
});
