/**
 * A member's own pages under /sw speak Kiswahili (docs/languages.md): the profile with its plans, settings with
 * the password checks, the dashboard, orders and payments, the password pages, support tickets, and a school's
 * My listings with a listing's review state and its edit page. The English pages keep their words.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { demoParent } from './site-sign-in.ts';

const demoSchool = { email: 'school@elimuhub.co.ke', password: demoPassword };

/** The page's own words, without the shell around it. */
const mainText = (page: Page) => page.locator('main').innerText();

const expectWords = (text: string, present: string[], absent: string[]) => {
  for (const word of present) expect(text).toContain(word);
  for (const word of absent) expect(text).not.toContain(word);
};

describe.skipIf(!hasChromium)('account pages in Kiswahili', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const shot = (page: Page, name: string, width: number) => screenshot(page, `sw-account-${name}-${width}`, { fullPage: name !== 'my-listings' });

  const signIn = async (page: Page, account: { email: string; password: string }) => {
    await page.goto(`${server.url}/sw/login`);
    await pageReady(page);
    await page.getByLabel('Barua pepe').fill(account.email);
    await page.getByLabel('Nenosiri').fill(account.password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  };

  const open = async (page: Page, path: string, ready: string) => {
    await page.goto(`${server.url}/sw${path}`);
    await pageReady(page);
    await page.getByText(ready).first().waitFor();
    return mainText(page);
  };

  it.each([360, 1280])('a member’s profile, settings, orders and tickets read in Kiswahili at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signIn(page, demoParent);

    expectWords(
      await open(page, '/profile', 'kwa mwezi'),
      ['Jina', 'Jukumu', 'mwanachama', 'Usajili', 'Toka', 'Maagizo', 'Mipangilio', 'kwa mwezi', 'Maudhui ya msingi'],
      ['Subscription plans', 'Logout', 'per month', 'Basic content', 'subscriber'],
    );
    await shot(page, 'profile', width);

    expectWords(
      await open(page, '/settings', 'Arifa za papo hapo'),
      ['Habari kwa barua pepe', 'Lugha ya barua pepe na arifa', 'Taarifa za kuingia', 'Badilisha nenosiri', 'Badilisha barua pepe', 'Nenosiri la sasa'],
      ['Push notifications', 'Sign-in details', 'Change password', 'Current password'],
    );
    await page.getByRole('button', { name: 'Badilisha nenosiri' }).click();
    await page.getByText('Andika nenosiri jipya.').waitFor();
    await page.getByText('Tafadhali rekebisha sehemu zilizowekwa alama.').waitFor();
    await page.getByText('Nenosiri la sasa: sehemu hii inahitajika.').first().waitFor();
    await page.getByRole('switch', { name: 'Habari kwa barua pepe' }).click();
    await page.getByText(/Habari kwa barua pepe: imewashwa\. Imehifadhiwa\.|Habari kwa barua pepe: imezimwa\. Imehifadhiwa\./).waitFor();
    // Put the setting back, so the other width starts from the same state.
    await page.getByRole('switch', { name: 'Habari kwa barua pepe' }).click();
    // A new email waits for its link: the page says where it went and that the address stays until then.
    const moved = `mzazi.${width}.${Date.now()}@example.co.ke`;
    const emailForm = page.getByRole('form', { name: 'Badilisha barua pepe' });
    await emailForm.getByLabel('Barua pepe mpya').fill(moved);
    await emailForm.getByLabel('Nenosiri la sasa').fill(demoParent.password);
    await emailForm.getByRole('button', { name: 'Badilisha barua pepe' }).click();
    await emailForm
      .getByRole('status')
      .getByText(`Tumetuma kiungo cha kuthibitisha kwa ${moved}; barua pepe yako itabaki ${demoParent.email} hadi utakapokifungua.`)
      .waitFor();
    await shot(page, 'settings', width);

    expectWords(
      await open(page, '/orders', 'Hakuna maagizo yaliyopatikana.'),
      ['Kikapu chako', 'Malipo yako'],
      ['Your payments', 'No orders found', 'Loading'],
    );
    await shot(page, 'orders', width);
    expectWords(await open(page, '/payments', 'Hakuna malipo yaliyopatikana.'), ['Maagizo yako'], ['No payments found', 'Your orders']);
    expectWords(await open(page, '/orders/999999', 'Agizo halikupatikana.'), ['Maagizo yangu', 'Agizo #999999'], ['Order not found', 'My orders']);
    expectWords(
      await open(page, '/dashboard', 'Tathmini zako'),
      ['Kwenye ElimuHub', 'Shughuli zako', 'Shule zilizoorodheshwa'],
      ['Your activity', 'Schools listed'],
    );

    const support = await open(page, '/support', 'Tiketi zangu za msaada');
    expectWords(support, ['Fungua tiketi'], ['My support tickets', 'You have no support tickets']);
    await page.locator('.ticket-toggle').first().click();
    await page.getByRole('button', { name: 'Tuma jibu' }).click();
    await page.getByText('Jibu lako: sehemu hii inahitajika.').waitFor();
    expect(await mainText(page)).not.toContain('Send reply');

    expectWords(await open(page, '/reset-password', 'Omba kiungo kipya'), ['Ukurasa huu unahitaji kiungo'], ['This page needs', 'Ask for a new link']);
    expectWords(await open(page, '/verify-email', 'Jisajili tena'), ['Ukurasa huu unahitaji kiungo'], ['Register again']);

    await page.goto(`${server.url}/sw/profile`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Toka' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    expectWords(await open(page, '/forgot-password', 'Tuma kiungo cha kubadilisha nenosiri'), ['Umelikumbuka?'], ['Send reset link', 'Remembered it?']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([360, 1280])('a school’s My listings and a listing’s edit page read in Kiswahili at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signIn(page, demoSchool);
    const text = await open(page, '/my-listings', 'Maswali kutoka kwa wageni');
    expectWords(
      text,
      ['Shule', 'Vyuo vikuu', 'Linaonekana', 'Hariri', 'Liangalie kwenye ElimuHub', 'Maswali kutoka kwa wageni', 'Linasubiri ukaguzi'],
      ['Edit', 'See it on ElimuHub', 'Last 30 days', 'Questions from visitors', 'Waiting for review', 'Updated'],
    );
    await shot(page, 'my-listings', width);

    await page.locator('.my-listing').first().getByRole('link', { name: 'Hariri' }).click();
    await page.getByRole('button', { name: 'Hifadhi mabadiliko' }).waitFor();
    await page.getByRole('button', { name: 'Hifadhi mabadiliko' }).click();
    await page.getByText('Bado hakuna kilichobadilika.').waitFor();
    expectWords(await mainText(page), ['Matangazo yangu'], ['My listings', 'Save changes', 'Nothing has changed yet.']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the English pages keep their words', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.getByLabel('Email').fill(demoParent.email);
    await page.getByLabel('Password').fill(demoParent.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${server.url}/profile`);
    await pageReady(page);
    // The plans arrive after the heading: their words are read once they are there.
    await page.getByText('per month').first().waitFor();
    expectWords(await mainText(page), ['Logout', 'per month', 'Basic content: every school, job, article and event', 'subscriber'], ['Mipango', 'Toka']);
    await page.goto(`${server.url}/settings`);
    await pageReady(page);
    await page.getByText('Push notifications').waitFor();
    expectWords(await mainText(page), ['Sign-in details', 'Change password', 'Language of emails and notifications'], ['Badilisha']);
    await page.close();
  });
});
