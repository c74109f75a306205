/**
 * Each party to a shared row sees in the admin what the server lets it see and do: an employer its applicants
 * (name from the CV, job, stage it moves, its private notes, a link to the CV); a vendor the orders for its shop
 * (lines as a table, a status it moves) and not another shop's; a ticket its conversation with a reply box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { bothWidths, hasChromium } from '../../helpers/browser.ts';
import { multipart, pdf } from '../../helpers/files.ts';
import { pageAs, startAdmin, waitForTable, watchProblems } from './admin-browser.ts';
import { decide } from '../../helpers/moderation.ts';
import { inDays } from '../../../src/registry/clock.ts';

const approve = (admin: Session, resource: string, id: number) => decide(admin, resource, id).then((reply) => expect(reply.status).toBe(200));

describe.skipIf(!hasChromium)('parties in the admin', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    env = await startAdmin();
  });
  afterAll(() => env?.close());

  const uploadResume = async (who: Session, first: string, last: string) => {
    const fields = {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@example.co.ke`,
      phone_number: '0712 345678',
      job_title: 'Mathematics Teacher',
      agreed_to_terms: 'true',
      agreed_to_privacy_policy: 'true',
    };
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'resume_file', value: pdf, filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    const reply = await env.server.app.inject({
      method: 'POST',
      url: '/api/jobs/resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().id as number;
  };

  it('shows an employer its applicants by name, with the job, a stage it moves, private notes and the CV', async () => {
    const employer = await member(env.server.app, 'employer', env.admin);
    const job = await employer.post('/api/jobs/main', { title: 'Mathematics teacher', location: 'Nakuru', deadline: inDays(60) });
    await approve(env.admin, 'jobs/main', job.body.id);
    const other = await member(env.server.app, 'employer', env.admin);
    const theirs = await other.post('/api/jobs/main', { title: 'Bursar', deadline: inDays(60) });
    await approve(env.admin, 'jobs/main', theirs.body.id);

    const achieng = await member(env.server.app, 'subscriber');
    const resume = await uploadResume(achieng, 'Achieng', 'Otieno');
    const application = await achieng.post('/api/jobs/applications', { job_id: job.body.id, resume_id: resume, cover_letter: 'I teach KCSE mathematics.' });
    expect(application.status).toBe(201);
    const kiprop = await member(env.server.app, 'subscriber');
    const kipropResume = await uploadResume(kiprop, 'Kiprop', 'Chebet');
    expect((await kiprop.post('/api/jobs/applications', { job_id: theirs.body.id, resume_id: kipropResume })).status).toBe(201);

    const page = await pageAs(env.browser, env.server, employer);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/applicants`);
    await waitForTable(page);
    const row = page.locator('tr.ant-table-row', { hasText: 'Achieng Otieno' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Mathematics teacher');
    // Only applications to its own jobs: the other employer's applicant is not here.
    expect(await page.locator('tr.ant-table-row', { hasText: 'Kiprop' }).count()).toBe(0);

    // The CV is a signed link to the PDF.
    const cv = await row.locator('a:has-text("Open CV")').getAttribute('href');
    expect(cv).toMatch(/^\/api\/files\/.+signature=/);
    expect((await page.request.get(`${env.server.url}${cv}`)).headers()['content-type']).toBe('application/pdf');

    await row.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Shortlisted' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Shortlisted' }).waitFor();
    expect((await employer.get(`/api/jobs/applications/${application.body.id}`)).body.stage).toBe('Shortlisted');

    await row.locator('button[aria-label="Edit notes on Achieng Otieno"]').click();
    await page.locator('.ant-modal textarea').fill('Strong KCSE results; call for interview.');
    await page.locator('.ant-modal button:has-text("Save notes")').click();
    await row.getByText('Strong KCSE results').waitFor();
    expect((await employer.get(`/api/jobs/applications/${application.body.id}`)).body.employer_notes).toBe('Strong KCSE results; call for interview.');
    // The notes are the employer's: the applicant does not receive them.
    expect((await achieng.get(`/api/jobs/applications/${application.body.id}`)).body).not.toHaveProperty('employer_notes');
    await bothWidths(page, 'admin-applicants');

    // The generic list offers the employer Edit (its part of the row) and no Delete; the form offers only that part.
    await page.goto(`${env.server.url}/admin/jobs/applications`);
    await waitForTable(page);
    const generic = page.locator('tr.ant-table-row', { hasText: 'Mathematics teacher' });
    await generic.locator('[aria-label="Edit application"]').waitFor();
    expect(await generic.locator('[aria-label="Delete application"]').count()).toBe(0);
    await generic.locator('[aria-label="Edit application"]').click();
    await page.locator('#stage').waitFor();
    expect(await page.locator('#employer_notes').count()).toBe(1);
    expect(await page.locator('#cover_letter').count()).toBe(0);
    expect(await page.locator('#job_id').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows a vendor the orders for its shop with their lines, and lets it move the status', async () => {
    const vendor = await member(env.server.app, 'vendor', env.admin);
    const shop = await vendor.post('/api/shop/shops', { name: 'Nakuru School Outfitters' });
    const product = await vendor.post('/api/shop/products', { shop_id: shop.body.id, name: 'School sweater (navy)', price: 1450, stock: 20 });
    const other = await member(env.server.app, 'vendor', env.admin);
    const otherShop = await other.post('/api/shop/shops', { name: 'Kisumu Book Centre' });
    const otherProduct = await other.post('/api/shop/products', { shop_id: otherShop.body.id, name: 'Atlas for schools', price: 900, stock: 5 });
    for (const [resource, id] of [
      ['shop/shops', shop.body.id],
      ['shop/products', product.body.id],
      ['shop/shops', otherShop.body.id],
      ['shop/products', otherProduct.body.id],
    ] as const)
      await approve(env.admin, resource, id);

    const buyer = await member(env.server.app, 'subscriber');
    expect((await buyer.post('/api/shop/cart', { product_id: product.body.id, quantity: 2 })).status).toBe(201);
    expect((await buyer.post('/api/shop/cart', { product_id: otherProduct.body.id, quantity: 1 })).status).toBe(201);
    const checkout = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' });
    expect(checkout.status).toBe(201);
    expect(checkout.body.orders).toHaveLength(2);
    const order = (checkout.body.orders as { id: number; shop_id: number }[]).find((o) => o.shop_id === shop.body.id)!;

    const page = await pageAs(env.browser, env.server, vendor);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/shop-orders`);
    await waitForTable(page);
    const row = page.locator('tr.ant-table-row', { hasText: `#${order.id}` });
    await row.waitFor();
    expect(await page.locator('tr.ant-table-row', { hasText: 'Atlas for schools' }).count()).toBe(0);
    const line = row.locator('.order-lines tbody tr');
    expect(await line.locator('td').allInnerTexts()).toEqual(['School sweater (navy)', '2', 'KES 1,450']);
    expect(await row.textContent()).toContain('KES 2,900');

    // Only the moves the lifecycle allows next are offered: a paid order is prepared (or cancelled), then dispatched.
    expect(await row.locator('button').allInnerTexts()).toEqual(['Start preparing', 'Cancel']);
    await row.getByRole('button', { name: 'Start preparing' }).click();
    await page.locator('.ant-message-notice', { hasText: 'processing' }).waitFor();
    await row.getByRole('button', { name: 'Mark dispatched' }).click();
    await page.locator('.ant-message-notice', { hasText: 'dispatched' }).waitFor();
    expect((await vendor.get(`/api/shop/orders/${order.id}`)).body.status).toBe('dispatched');
    expect((await buyer.get(`/api/shop/orders/${order.id}`)).body.status).toBe('dispatched');
    await bothWidths(page, 'admin-shop-orders');

    // The order's page shows its lines as a table too.
    await page.goto(`${env.server.url}/admin/shop/orders/show/${order.id}`);
    await page.locator('.order-lines', { hasText: 'School sweater (navy)' }).waitFor();
    // …and its history as a timeline, newest last.
    await page.locator('.ant-timeline', { hasText: 'Dispatched' }).waitFor();
    expect(await page.locator('.ant-timeline-item strong').allInnerTexts()).toEqual(['Pending payment', 'Paid', 'Processing', 'Dispatched']);

    // The buyer sees its orders but no button to change them, and no "Orders for my shop" screen.
    const buyerPage = await pageAs(env.browser, env.server, buyer);
    await buyerPage.goto(`${env.server.url}/admin/shop/orders`);
    await waitForTable(buyerPage);
    await buyerPage.locator('tr.ant-table-row').nth(1).waitFor();
    expect(await buyerPage.locator('[aria-label="Edit order"]').count()).toBe(0);
    expect(await buyerPage.locator('[aria-label="Delete order"]').count()).toBe(0);
    await buyerPage.close();
    expect(problems).toEqual([]);
  });

  it('shows a ticket its conversation; the support team and the member reply in it', async () => {
    const parent = await member(env.server.app, 'subscriber');
    const ticket = await parent.post('/api/support/tickets', {
      subject: 'Refund for a cancelled order',
      description: 'I cancelled order 12 and wait for my money.',
    });
    expect(ticket.status).toBe(201);
    expect((await parent.post('/api/support/ticket-responses', { ticket_id: ticket.body.id, body: 'The M-Pesa reference is MP12345.' })).status).toBe(201);

    const editor = await member(env.server.app, 'editor', env.admin);
    const page = await pageAs(env.browser, env.server, editor);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/support/tickets/show/${ticket.body.id}`);
    const thread = page.locator('.ant-card', { hasText: 'Conversation' });
    await thread.getByText('The M-Pesa reference is MP12345.').waitFor();
    await thread.locator('textarea').fill('We have sent the refund; it reaches you within two days.');
    await thread.locator('button:has-text("Send reply")').click();
    await thread.locator('.thread-message', { hasText: 'We have sent the refund' }).waitFor();
    expect(await thread.locator('.thread-message', { hasText: 'We have sent the refund' }).textContent()).toContain('You');
    const replies = (await parent.get(`/api/support/ticket-responses?ticket_id=${ticket.body.id}`)).body as { body: string }[];
    expect(replies.map((r) => r.body)).toEqual(['The M-Pesa reference is MP12345.', 'We have sent the refund; it reaches you within two days.']);
    await bothWidths(page, 'admin-ticket-thread');

    // The member reads the same conversation in their own admin, the team's reply marked as the team's.
    const theirs = await pageAs(env.browser, env.server, parent);
    await theirs.goto(`${env.server.url}/admin/support/tickets/show/${ticket.body.id}`);
    const mine = theirs.locator('.ant-card', { hasText: 'Conversation' });
    await mine.locator('.thread-message', { hasText: 'We have sent the refund' }).getByText('Support team').waitFor();
    await theirs.close();
    expect(problems).toEqual([]);
  });

  it('hides the party screens from a member who is not that party', async () => {
    const editor = await member(env.server.app, 'editor', env.admin);
    const page = await pageAs(env.browser, env.server, editor);
    await page.goto(`${env.server.url}/admin/applicants`);
    await page.waitForSelector('.ant-result-403');
    await page.waitForSelector('.ant-menu');
    expect(await page.locator('.ant-menu-item:has-text("Orders for my shop")').count()).toBe(0);
  });
});
