/**
 * The marketplace pages under /sw speak Kiswahili (docs/languages.md): a job page with its scam warning, a shop's
 * products, the cart with its totals, sign in and register, and their checks. The English pages keep their words.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { demoParent } from './site-sign-in.ts';

/** The page's own words, without the shell around it. */
const mainText = (page: Page) => page.locator('main').innerText();

const expectWords = (text: string, present: string[], absent: string[]) => {
  for (const word of present) expect(text).toContain(word);
  for (const word of absent) expect(text).not.toContain(word);
};

describe.skipIf(!hasChromium)('marketplace pages in Kiswahili', () => {
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

  const shot = (page: Page, name: string, width: number) => screenshot(page, `sw-marketplace-${name}-${width}`);

  it.each([360, 1280])('a job, sign in, a shop and the cart read in Kiswahili at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const [job] = await (await fetch(`${server.url}/api/jobs/main?_sort=posted_at&_order=desc&_end=1`)).json();
    await page.goto(`${server.url}/sw/jobs/${job.id}`);
    await pageReady(page);
    await page.getByRole('link', { name: 'Ripoti kazi hii' }).waitFor();
    expectWords(
      await mainText(page),
      ['Waajiri wa ElimuHub hawaombi pesa', 'Muhtasari wa kazi', 'Mshahara', 'kwa mwezi'],
      ['Report this job', 'Job Overview', 'Sign in to apply', 'Never pay', 'a month'],
    );
    await shot(page, 'job', width);

    await page.goto(`${server.url}/sw/register`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Fungua akaunti', exact: true }).click();
    await page.getByText('Barua pepe: sehemu hii inahitajika.').waitFor();
    expectWords(
      await mainText(page),
      ['Jina kamili', 'Nenosiri', 'Ninajisajili kama', 'Tayari una akaunti?'],
      ['Full name', 'is required', 'Already have an account?'],
    );

    await page.goto(`${server.url}/sw/login`);
    await pageReady(page);
    expectWords(await mainText(page), ['Umesahau nenosiri lako?', 'Mgeni kwenye ElimuHub?'], ['Forgot your password?', 'Create an account']);
    await shot(page, 'sign-in', width);
    await page.getByLabel('Barua pepe').fill(demoParent.email);
    await page.getByLabel('Nenosiri').fill(demoParent.password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    const [product] = await (await fetch(`${server.url}/api/shop/products?stock_gte=1&_sort=name&_order=asc&_end=1`)).json();
    await page.goto(`${server.url}/sw/shops/${product.shop_id}`);
    await pageReady(page);
    const card = page.locator('.product-card', { hasText: product.name }).first();
    await card.getByRole('button', { name: 'Weka kikapuni' }).click();
    await page.getByText(`${product.name} imeongezwa kwenye kikapu chako.`).waitFor();
    expectWords(await mainText(page), ['Bidhaa', 'Tazama kikapu'], ['Add to cart', 'in stock', 'View cart']);
    await shot(page, 'shop', width);

    await page.goto(`${server.url}/sw/cart`);
    await pageReady(page);
    await page.getByRole('link', { name: 'Endelea kulipa' }).waitFor();
    expectWords(
      await mainText(page),
      ['Idadi', 'Ondoa', 'Usafirishaji', 'Jumla'],
      ['Quantity', 'Remove', 'Proceed to checkout', 'Total from', 'Pick up (free)'],
    );
    await shot(page, 'cart', width);
    // Empty the cart again, so the other width starts from the same state. While the cart is priced again no line
    // shows, so each round waits for a line or the empty cart rather than reading a count mid-way.
    const lines = page.locator('.cart-line');
    const empty = page.getByText('Kikapu chako ni kitupu.');
    for (;;) {
      await lines.first().or(empty).waitFor();
      if (await empty.isVisible()) break;
      const name = await lines.first().locator('h3').innerText();
      await lines
        .first()
        .getByRole('button', { name: /^Ondoa/ })
        .click();
      await lines.filter({ hasText: name }).first().waitFor({ state: 'detached' });
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the English pages keep their words', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    expectWords(await mainText(page), ['Forgot your password?', 'Create an account'], ['Umesahau']);
    const [job] = await (await fetch(`${server.url}/api/jobs/main?_sort=posted_at&_order=desc&_end=1`)).json();
    await page.goto(`${server.url}/jobs/${job.id}`);
    await pageReady(page);
    await page.getByRole('link', { name: 'Report this job' }).waitFor();
    expectWords(await mainText(page), ['ElimuHub employers never ask for money to apply.', 'Job Overview'], ['Ripoti', 'Mshahara']);
    await page.close();
  });
});
