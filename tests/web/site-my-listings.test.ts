/**
 * Owners on the public site: a school signs in and finds its listings on My listings with where each stands in
 * review (and the moderator's reason), the last 30 days' numbers; a visitor asks the school a question from its
 * profile page, and the owner reads it under the listing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { decide } from '../helpers/moderation.ts';

describe.skipIf(!hasChromium)('public site: My listings and Ask the school', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let admin: Session, owner: Session;
  let liveId: number, refusedId: number;

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
    admin = await signInAdmin(server.app);
    owner = await member(server.app, 'school', admin);
    liveId = (await owner.post('/api/institutions/schools', { name: 'Amani Junior School', county: 'Nakuru', summary: 'A day school in Nakuru town.' })).body
      .id;
    refusedId = (await owner.post('/api/institutions/schools', { name: 'Amani Annex', county: 'Nakuru' })).body.id;
    await owner.post('/api/institutions/schools', { name: 'Amani Kindergarten', county: 'Nakuru' });
    expect((await decide(admin, 'institutions/schools', liveId)).status).toBe(200);
    expect((await decide(admin, 'institutions/schools', refusedId, 'reject', { reason: 'Please give the annex its own phone number.' })).status).toBe(200);
    // Two members visit the live school's page (a visitor's visits count once in half an hour) and one list a visitor
    // saw. The headless browser below says so in its user agent, so its own visit is a crawler's and not counted.
    const visitor = client(server.app);
    for (const who of [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)])
      expect((await who.post('/api/analytics/page-views', { path: `/institutions/schools/${liveId}` })).status).toBe(201);
    expect((await visitor.get('/api/institutions/schools')).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const newPage = async (width: number) => {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const look = async (page: Page, name: string) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForFunction(() => window.innerWidth === 360);
    await fitsPhone(page);
    await screenshot(page, `${name}-360`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 1280);
    await screenshot(page, `${name}-1280`);
  };
  const card = (page: Page, name: string) => page.locator('.my-listing', { has: page.getByRole('heading', { name, exact: true }) });

  it('a visitor asks the school from its profile; the server message shows beside the field and the typing stays', async () => {
    const page = await newPage(360);
    await page.goto(`${server.url}/institutions/schools/${liveId}`);
    // The server's page is drawn at once; its form works once the script has adopted it.
    await pageReady(page);
    const form = page.locator('section.ask-the-school');
    await form.getByRole('heading', { name: 'Ask the school' }).waitFor();
    await form.getByLabel('Your name').fill('Wanjiru Kamau');
    await form.getByLabel('Email').fill('wanjiru@example.co.ke');
    await form.getByLabel('Phone').fill('call me');
    await form.getByLabel('Message').fill('Do you take Grade 7 boarders in January?');
    await form.getByRole('button', { name: 'Send to the school' }).click();
    await form.locator('#ask-phone-error').waitFor();
    expect(await form.locator('#ask-phone-error').textContent()).toMatch(/phone number/);
    expect(await form.getByLabel('Message').inputValue()).toBe('Do you take Grade 7 boarders in January?');
    await form.getByLabel('Phone').fill('+254 712 345 678');
    await form.getByRole('button', { name: 'Send to the school' }).click();
    await form.getByRole('status').waitFor();
    expect(await form.getByRole('status').textContent()).toMatch(/Amani Junior School will reply/);
    await form.getByRole('heading', { name: 'Ask the school' }).scrollIntoViewIfNeeded();
    await look(page, 'ask-the-school');
    await page.context().close();
  });

  it('the owner signs in and sees status, reason, numbers and the question on My listings', async () => {
    const page = await newPage(360);
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.locator('#login-email').fill(owner.user.email);
    await page.locator('#login-password').fill('Passw0rd-test');
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${server.url}/my-listings`);

    const live = card(page, 'Amani Junior School');
    await live.locator('.listing-numbers').waitFor();
    expect(await live.locator('.status-chip').textContent()).toBe('Live');
    expect(await live.getByRole('link', { name: 'See it on ElimuHub' }).getAttribute('href')).toBe(`/institutions/schools/${liveId}`);
    expect(await live.getByRole('link', { name: 'Edit Amani Junior School' }).getAttribute('href')).toBe(`/my-listings/school/${liveId}`);
    const figures = await live.locator('.listing-numbers dd').allTextContents();
    // Two views recorded above, one appearance in a visitor's list, one question sent.
    expect(figures).toEqual(['2', '1', '1']);
    expect(await live.locator('svg.sparkline').count()).toBe(2);

    const refused = card(page, 'Amani Annex');
    expect(await refused.locator('.status-chip').textContent()).toBe('Not approved');
    expect(await refused.textContent()).toContain('Please give the annex its own phone number.');
    expect(await refused.getByRole('link', { name: 'See it on ElimuHub' }).count()).toBe(0);
    // Never live and never seen: no empty figures.
    expect(await refused.locator('.listing-numbers').count()).toBe(0);
    expect(await card(page, 'Amani Kindergarten').locator('.status-chip').textContent()).toBe('Waiting for review');

    await live.locator('summary', { hasText: 'Questions from visitors' }).click();
    const question = live.locator('.enquiry-list li');
    await question.first().waitFor();
    expect(await question.count()).toBe(1);
    expect(await question.textContent()).toContain('Do you take Grade 7 boarders in January?');
    expect(await question.textContent()).toContain('wanjiru@example.co.ke');
    await refused.locator('summary', { hasText: 'Questions from visitors' }).click();
    await refused.getByText('No questions yet.').waitFor();
    await look(page, 'my-listings');

    await live.getByRole('button', { name: 'Mark as read' }).click();
    await live.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    expect((await owner.get('/api/institutions/enquiries')).body[0].read).toBe(true);
    await page.context().close();
  });
});
