/**
 * Paying by M-Pesa on the site, against the Daraja simulator: the buyer is asked to check their phone while the
 * page polls, and sees the payment go through; a prompt cancelled on the phone says so, and "Try again" on the
 * order page sends a new one that is paid. Screenshots of each state at 1280 and 360 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, type Session } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, webDir } from '../helpers/browser.ts';
import { startWithMpesa } from '../helpers/mpesa.ts';
import { signInAdmin } from '../helpers/client.ts';
import { pageAs, watchProblems } from './admin/admin-browser.ts';
import { decide } from '../helpers/moderation.ts';
import { moveClock, now } from '../../src/registry/clock.ts';

describe.skipIf(!hasChromium)('M-Pesa checkout on the site', () => {
  let env: Awaited<ReturnType<typeof startWithMpesa>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let admin: Session;
  let product: number;
  const simulate = (control: object) => client({ url: env.simulator.url }).post('/simulator/control', control);

  beforeAll(async () => {
    env = await startWithMpesa({ webDir });
    browser = await launch();
    admin = await signInAdmin(env.app);
    const vendor = await member(env.app, 'vendor', admin);
    const shop = (await vendor.post('/api/shop/shops', { name: 'Eldoret School Supplies', pickup_points: ['Uganda Road shop, Eldoret'] })).body.id;
    product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Geometry set', price: 350, stock: 20 })).body.id;
    for (const [resource, id] of [
      ['shop/shops', shop],
      ['shop/products', product],
    ] as const)
      expect((await decide(admin, resource, id)).status).toBe(200);
    // Slow enough for the waiting state to be seen (and photographed) before the callback comes.
    await simulate({ callbackDelayMs: 4000 });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  const checkoutAs = async (phone: string) => {
    const buyer = await member(env.app, 'subscriber', admin);
    expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 })).status).toBe(201);
    const page = await pageAs(browser, { ...env, url: env.url } as never, buyer);
    const problems = watchProblems(page);
    await page.goto(`${env.url}/checkout`, { waitUntil: 'domcontentloaded' });
    expect(await page.getByLabel('M-Pesa', { exact: true }).isChecked()).toBe(true);
    // Card has no real provider: offered here only as a test payment, and marked so.
    expect(await page.getByLabel('Card', { exact: true }).getAttribute('aria-describedby')).toBe('checkout-test-card');
    await page.getByText('Test payment: nothing is charged').first().waitFor();
    await bothWidths(page, 'site-mpesa-checkout');
    await page.getByLabel('M-Pesa phone number').fill(phone);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/checkout-confirmation?order=*', { waitUntil: 'domcontentloaded' });
    await page.getByText('Check your phone and enter your M-Pesa PIN.').waitFor();
    return { page, problems, order: new URL(page.url()).searchParams.get('order')! };
  };

  it('waits for the phone, then shows the payment paid', async () => {
    const { page, problems, order } = await checkoutAs('0712 345 678');
    await page.getByText(`Order #${order} is pending payment.`).waitFor();
    await bothWidths(page, 'site-mpesa-waiting');
    await page.getByText(`Order #${order} is paid.`).waitFor({ timeout: 15_000 });
    await page.getByText('Thank you! Your order is on its way to the shop.').waitFor();
    await page.locator('.receipt', { hasText: /Completed · reference S[0-9A-F]{9}/ }).waitFor();
    await bothWidths(page, 'site-mpesa-paid');
    expect(problems).toEqual([]);
  });

  it('a prompt cancelled on the phone says so; Try again on the order page sends a new one, which is paid', async () => {
    const { page, problems, order } = await checkoutAs('0712 345 601');
    await page.getByText(`Order #${order} is cancelled.`).waitFor({ timeout: 15_000 });
    await page.locator('.payment-watch').getByText('You cancelled the M-Pesa request.').waitFor();
    await bothWidths(page, 'site-mpesa-failed');

    await page.goto(`${env.url}/orders/${order}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.payment-watch').getByText('You cancelled the M-Pesa request.').waitFor();
    // M-Pesa takes the same amount from the same number again only two minutes after the last request.
    expect(await page.getByRole('button', { name: 'Try again' }).isDisabled()).toBe(true);
    await page
      .locator('.payment-retry')
      .getByText(/^You can try again at \d{1,2}:\d{2}:\d{2}/)
      .waitFor();
    await bothWidths(page, 'site-mpesa-retry-wait');
    moveClock(now() - Date.now() + 121_000);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await simulate({ outcome: 'paid' });
    await page.getByRole('button', { name: 'Try again' }).and(page.locator(':enabled')).click();
    await page.getByText('Check your phone and enter your M-Pesa PIN.').waitFor();
    await bothWidths(page, 'site-mpesa-order-waiting');
    await page.locator('.order-detail .status', { hasText: 'Paid' }).waitFor({ timeout: 15_000 });
    const steps = await page.locator('.timeline li strong').allInnerTexts();
    expect(steps).toEqual(['Paid', 'Pending payment', 'Cancelled', 'Pending payment']);
    await bothWidths(page, 'site-mpesa-order-paid');
    expect(problems).toEqual([]);
  });

  it('a prompt the phone never answered says so', async () => {
    const { page, problems, order } = await checkoutAs('0712 345 602');
    await page.getByText(`Order #${order} is cancelled.`).waitFor({ timeout: 15_000 });
    await page.locator('.payment-watch').getByText('Your phone did not answer the M-Pesa request in time.').waitFor();
    expect(problems).toEqual([]);
  });

  it('a callback sent twice leaves one payment, paid once', async () => {
    const { page, problems, order } = await checkoutAs('0712 345 607');
    await page.getByText(`Order #${order} is paid.`).waitFor({ timeout: 15_000 });
    await page.goto(`${env.url}/orders/${order}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.order-detail .status', { hasText: 'Paid' }).waitFor();
    expect(await page.locator('.timeline li strong').allInnerTexts()).toEqual(['Paid', 'Pending payment']);
    expect(problems).toEqual([]);
  });
});
