/**
 * A member's own pages on the public site, against what the server now answers: notifications addressed to them
 * (marked read with PATCH {read: true}); a checkout across two shops confirmed as two orders, each with its shop
 * and payment; their listing's edit form saying when changes wait for review and why the last were refused;
 * other people's reviews by their byline; and their support tickets with the conversation and a reply box.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signIn, signInAdmin, type Session } from '../../helpers/client.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../../helpers/browser.ts';
import { decide } from '../../helpers/moderation.ts';

describe.skipIf(!hasChromium)('public site: a member’s own pages', { timeout: 90_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
    admin = await signInAdmin(server.app);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page signed in as `session`, as the login form would leave it. */
  const pageAs = async (session: Session, width = 360): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const me = await client(server.app, session.token).get('/api/auth/me');
    await context.addInitScript(
      ([token, user]) => {
        if (!localStorage.getItem('elimuhub.token')) {
          localStorage.setItem('elimuhub.token', token as string);
          localStorage.setItem('elimuhub.user', user as string);
        }
      },
      [session.token!, JSON.stringify(me.body.user)],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  /** A moderator's decision, about the version the queue lists. */
  const moderate = async (resource: string, id: number, decision: 'approve' | 'reject', reason?: string) => {
    const reply = await decide(admin, resource, id, decision, reason ? { reason } : {});
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  /** Both widths, for a person to look at. */
  const look = async (page: Page, name: string) => {
    await screenshot(page, `${name}-360`);
    // The first screen as a phone shows it, where long pages put what matters.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-360-top`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 360, height: 800 });
  };
  /** Nothing sticks out sideways on a phone. */
  const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  it("lists the member's notifications and marks one read on the server", async () => {
    const parent = await member(server.app, 'subscriber');
    const other = await member(server.app, 'subscriber');
    const send = async (to: number, title: string) => {
      const reply = await admin.post('/api/notifications/main', { recipient_id: to, title, body: `${title}: details inside.`, link: '/jobs' });
      expect(reply.status).toBe(201);
      return reply.body.id as number;
    };
    const first = await send(parent.user.id, 'Admissions open at Moi Forces Academy');
    const second = await send(parent.user.id, 'Your review is live');
    await send(other.user.id, 'Not for you');

    const page = await pageAs(parent);
    await page.goto(`${server.url}/notifications`);
    // The server's page shows before its script runs; a click before then would do nothing.
    await pageReady(page);
    const item = (title: string) => page.locator('.notification', { hasText: title });
    await item('Admissions open').waitFor();
    expect(await page.locator('.notification h2 a').allTextContents()).toEqual(['Your review is live', 'Admissions open at Moi Forces Academy']);
    expect(await item('Admissions open').locator('.badge').textContent()).toBe('New');
    await fitsPhone(page);
    await look(page, 'site-notifications');

    const patched = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/notifications/main/${first}`));
    await item('Admissions open').getByRole('button', { name: 'Mark as read' }).click();
    expect((await patched).postDataJSON()).toEqual({ read: true });
    await item('Admissions open').locator('.badge').waitFor({ state: 'detached' });
    expect((await parent.get(`/api/notifications/main/${first}`)).body.read).toBe(true);

    // Opening one marks it read too.
    await item('Your review is live').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Your review is live' }).waitFor();
    await expect.poll(async () => (await parent.get(`/api/notifications/main/${second}`)).body.read).toBe(true);
    await page.context().close();
  });

  it('confirms a checkout across two shops as two orders, each with its shop and payment', async () => {
    const makeShop = async (name: string, product: string, price: number) => {
      const vendor = await member(server.app, 'vendor', admin);
      const shop = await vendor.post('/api/shop/shops', { name });
      const item = await vendor.post('/api/shop/products', { shop_id: shop.body.id, name: product, price, stock: 10 });
      await moderate('shop/shops', shop.body.id, 'approve');
      await moderate('shop/products', item.body.id, 'approve');
      return item.body.id as number;
    };
    const sweater = await makeShop('Nakuru School Outfitters', 'School sweater (navy)', 1450);
    const atlas = await makeShop('Kisumu Book Centre', 'Atlas for schools', 900);
    const parent = await member(server.app, 'subscriber');
    expect((await parent.post('/api/shop/cart', { product_id: sweater, quantity: 2 })).status).toBe(201);
    expect((await parent.post('/api/shop/cart', { product_id: atlas, quantity: 1 })).status).toBe(201);

    const page = await pageAs(parent);
    await page.goto(`${server.url}/checkout`);
    await page.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout-confirmation\?order=\d+(%2C|,)\d+$/);
    const ids = new URL(page.url()).searchParams.get('order')!.split(',');
    expect(ids).toHaveLength(2);
    for (const id of ids) await page.getByText(`Order #${id} is paid.`).waitFor();
    const receipt = (shop: string) => page.locator('.receipt', { hasText: shop });
    const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
    expect(await receipt('Nakuru School Outfitters').locator('.receipt-lines tbody td').allTextContents()).toEqual([
      'School sweater (navy)',
      '2',
      kes.format(1450),
    ]);
    expect(await receipt('Kisumu Book Centre').locator('.receipt-lines tbody td').allTextContents()).toEqual(['Atlas for schools', '1', kes.format(900)]);
    expect(await receipt('Nakuru School Outfitters').textContent()).toMatch(/Completed · reference MP\w+/);
    await page.locator('.cart-total', { hasText: `Paid in all: ${kes.format(3800)}` }).waitFor();
    await fitsPhone(page);
    await look(page, 'site-checkout-confirmation');
    await page.context().close();
  });

  it("shows a member's listing edit form with changes waiting for review, and the reason they were refused", async () => {
    const owner = await member(server.app, 'school');
    const school = await owner.post('/api/institutions/schools', { name: 'Upendo Primary School', county: 'Kisumu', summary: 'A day school.' });
    await moderate('institutions/schools', school.body.id, 'approve');
    const refused = await owner.post('/api/institutions/schools', { name: 'Upendo Annex', county: 'Kisumu' });
    await moderate('institutions/schools', refused.body.id, 'reject', 'Please give the annex its own phone number.');

    const page = await pageAs(owner);
    await page.goto(`${server.url}/my-listings`);
    const card = (name: string) => page.locator('.my-listing', { hasText: name });
    await card('Upendo Primary School').getByText('Live', { exact: true }).waitFor();
    expect(await card('Upendo Annex').textContent()).toContain('Reason: Please give the annex its own phone number.');
    await look(page, 'site-my-listings');

    await card('Upendo Primary School').getByRole('link', { name: 'Edit Upendo Primary School' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Upendo Primary School' }).waitFor();
    const summary = page.getByLabel('Summary');
    expect(await summary.inputValue()).toBe('A day school.');
    await summary.fill('A day and boarding school by the lake.');
    const patched = page.waitForRequest((request) => request.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Only what changed is sent, so nothing else waits for review.
    expect((await patched).postDataJSON()).toEqual({ summary: 'A day and boarding school by the lake.' });
    await page.getByText('Your changes are waiting for review.').waitFor();
    await page.getByText('Saved. Your changes are waiting for review').waitFor();
    expect((await client(server.app).get(`/api/institutions/schools/${school.body.id}`)).body.summary).toBe('A day school.');
    await fitsPhone(page);
    await look(page, 'site-listing-edit-waiting');

    await moderate('institutions/schools', school.body.id, 'reject', 'Boarding is not yet licensed; keep it a day school.');
    await page.reload();
    await page.getByText('Your last changes were not approved:').waitFor();
    await page.getByText('Boarding is not yet licensed; keep it a day school.').waitFor();
    expect(await page.getByText('Your changes are waiting for review.').count()).toBe(0);
    expect(await page.getByLabel('Summary').inputValue()).toBe('A day school.');
    await look(page, 'site-listing-edit-refused');
    await page.context().close();
  });

  it("names other people's reviews by their byline and the member's own as theirs", async () => {
    const owner = await member(server.app, 'school');
    const school = await owner.post('/api/institutions/schools', { name: 'Baraka Girls High School', county: 'Nakuru' });
    await moderate('institutions/schools', school.body.id, 'approve');
    const register = async (name: string) => {
      const email = `${name.split(' ')[0]!.toLowerCase()}${Date.now()}@example.co.ke`;
      expect((await admin.post('/api/auth/users', { name, email, password: 'Kenya-2026-pass', roles: ['subscriber'] })).status).toBe(201);
      return signIn(server.app, email, 'Kenya-2026-pass');
    };
    const wanjiru = await register('Wanjiru Kamau');
    const otieno = await register('Otieno Baraka');
    for (const [who, text] of [
      [wanjiru, 'Strong sciences and a caring matron.'],
      [otieno, 'Good library; the fees rose this year.'],
    ] as const) {
      const review = await who.post('/api/content/ratings', { target_type: 'school', target_id: school.body.id, stars: 4, review: text });
      expect(review.status).toBe(201);
      await moderate('content/ratings', review.body.id, 'approve');
    }
    const page = await pageAs(otieno);
    await page.goto(`${server.url}/institutions/schools/${school.body.id}`);
    await pageReady(page);
    const review = (text: string) => page.locator('.review', { hasText: text });
    await review('Strong sciences').waitFor();
    expect(await review('Strong sciences').textContent()).toContain('Wanjiru K.');
    // The page arrives as the visitor's (docs/server-rendering.md); the member's own review is marked once theirs loads.
    await review('Good library').getByText('Your review').waitFor();
    expect(await page.locator('.review', { hasText: 'Member review' }).count()).toBe(0);
    await screenshot(page.locator('#reviews'), 'site-reviews-360');
    await page.context().close();
  });

  it('lists the member’s support tickets, opens one to its conversation, and replies, with the server’s messages by the fields', async () => {
    const parent = await member(server.app, 'subscriber');
    const editor = await member(server.app, 'editor', admin);
    const page = await pageAs(parent);
    await page.goto(`${server.url}/support`);
    await pageReady(page);
    const section = page.locator('.my-tickets');
    await section.getByText('You have no support tickets.').waitFor();

    await section.getByRole('button', { name: 'Open a ticket' }).click();
    await section.getByRole('button', { name: 'Open ticket' }).click();
    await section.getByText('Subject is required.').waitFor();
    await section.getByLabel('Subject').fill('Refund for a cancelled order');
    await section.getByLabel('Description').fill('I cancelled order 12 a week ago and wait for my money.');
    await section.getByRole('button', { name: 'Open ticket' }).click();
    await section.getByText(/Ticket "Refund for a cancelled order" is open/).waitFor();
    const [ticket] = (await parent.get('/api/support/tickets')).body as { id: number }[];
    await page.waitForURL(new RegExp(`[?&]ticket=${ticket!.id}`));

    expect(
      (await editor.post('/api/support/ticket-responses', { ticket_id: ticket!.id, body: 'We are checking with the shop; expect an answer tomorrow.' })).status,
    ).toBe(201);
    await page.reload();
    const thread = section.locator('.ticket-thread');
    await thread.locator('.thread-message.team', { hasText: 'We are checking with the shop' }).getByText('ElimuHub support').waitFor();
    expect(await thread.locator('.thread-message').first().textContent()).toContain('I cancelled order 12');

    // A refusal from the server is shown beside the field it names.
    await page.route('**/api/support/ticket-responses', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Response: keep it under 5000 characters.', errors: { body: 'Keep it under 5000 characters.' } }),
          })
        : route.continue(),
    );
    await thread.getByLabel('Your reply').fill('Thank you.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.locator('.field.invalid', { hasText: 'Keep it under 5000 characters.' }).waitFor();
    await page.unroute('**/api/support/ticket-responses');

    await thread.getByLabel('Your reply').fill('Thank you. The M-Pesa reference is MP12345.');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    const sent = thread.locator('.thread-message.mine', { hasText: 'MP12345' });
    await sent.waitFor();
    expect(await sent.locator('.thread-author').textContent()).toMatch(/^You /);
    const replies = (await editor.get(`/api/support/ticket-responses?ticket_id=${ticket!.id}`)).body as { body: string }[];
    expect(replies.map((r) => r.body)).toEqual(['We are checking with the shop; expect an answer tomorrow.', 'Thank you. The M-Pesa reference is MP12345.']);
    expect(await thread.getByLabel('Your reply').inputValue()).toBe('');
    await fitsPhone(page);
    await look(page, 'site-support-tickets');
    await page.context().close();
  });
});
