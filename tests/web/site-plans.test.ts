/**
 * Choosing a plan on the profile: Gold paid by M-Pesa against the Daraja simulator (the wait for the PIN, then
 * the plan shown as the member's with its end date), and the webinar's join link that Gold gives. Screenshots
 * at 1280 and 360 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, webDir } from '../helpers/browser.ts';
import { startWithMpesa } from '../helpers/mpesa.ts';
import { pageAs, watchProblems } from './admin/admin-browser.ts';
import { atDay } from '../../src/registry/clock.ts';

describe.skipIf(!hasChromium)('plans on the profile', () => {
  let env: Awaited<ReturnType<typeof startWithMpesa>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let webinar: number;

  beforeAll(async () => {
    env = await startWithMpesa({ webDir });
    browser = await launch();
    const admin = await signInAdmin(env.app);
    webinar = (
      await admin.post('/api/events/webinars', {
        title: 'Choosing a Senior School pathway',
        date: atDay(30, '19:00'),
        join_url: 'https://live.example.co.ke/w/3',
      })
    ).body.id;
    await client({ url: env.simulator.url }).post('/simulator/control', { callbackDelayMs: 3000 });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  it('pays for Gold by M-Pesa, shows it as the plan, and opens the webinar link', async () => {
    const parent = await member(env.app, 'subscriber');
    const page = await pageAs(browser, { ...env, url: env.url } as never, parent);
    const problems = watchProblems(page);
    await page.goto(`${env.url}/webinars/${webinar}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('The join link is for members on the Gold plan.').waitFor();
    await bothWidths(page, 'site-webinar-locked');

    await page.goto(`${env.url}/profile`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Choose Gold' }).click();
    const form = page.getByRole('form', { name: 'Pay for Gold' });
    await form.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await bothWidths(page, 'site-plan-choose');
    await form.getByRole('button', { name: /^Pay .*2,500 for a month$/ }).click();
    await page.getByText('Check your phone and enter your M-Pesa PIN.').waitFor();
    await bothWidths(page, 'site-plan-waiting');
    await page
      .locator('.plan.current')
      .getByText(/^Your plan until /)
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('.plan.current h3').innerText()).toBe('Gold');
    await bothWidths(page, 'site-plan-active');

    await page.goto(`${env.url}/webinars/${webinar}`, { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('link', { name: 'Join the webinar' }).getAttribute('href')).toBe('https://live.example.co.ke/w/3');
    expect(problems).toEqual([]);
  });
});
