/**
 * A shop order from cart to doorstep: a buyer finds a skirt by searching, picks its size, adds a tie from the
 * same shop, has the order delivered to Nairobi with a voucher, pays; the vendor prepares, dispatches and
 * delivers it in the admin; the buyer sees "Delivered" and every step in the order's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../helpers/client.ts';
import { bothWidths, hasChromium, pageReady } from '../helpers/browser.ts';
import { multipart, solidPng } from '../helpers/files.ts';
import { pageAs, startAdmin, waitForTable, watchProblems } from './admin/admin-browser.ts';
import { decide } from '../helpers/moderation.ts';

describe.skipIf(!hasChromium)('shop fulfilment: sizes, delivery, voucher, and the order moved to delivered', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let vendor: Session;
  let buyer: Session;
  let shop: number;
  beforeAll(async () => {
    env = await startAdmin();
    vendor = await member(env.server.app, 'vendor', env.admin);
    buyer = await member(env.server.app, 'subscriber', env.admin);
    shop = (
      await vendor.post('/api/shop/shops', {
        name: 'Nyeri Uniform Centre',
        physical_address: 'Kimathi Way, Nyeri',
        pickup_points: ['Kimathi Way shop, Nyeri', 'Nairobi agent: Tom Mboya Street'],
        delivery_fees: { default: 600, counties: { Nairobi: 250, Nyeri: 150 } },
      })
    ).body.id;
    const photos: string[] = [];
    for (const colour of [
      [40, 60, 110],
      [120, 120, 128],
    ] as [number, number, number][]) {
      const body = multipart([{ name: 'file', value: solidPng(160, 120, colour), filename: 'skirt.png', type: 'image/png' }]);
      const upload = await env.server.app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${vendor.token}` },
      });
      expect(upload.statusCode).toBe(201);
      photos.push(upload.json().path);
    }
    const skirt = (
      await vendor.post('/api/shop/products', {
        shop_id: shop,
        name: 'Pleated school skirt',
        description: 'Box-pleated skirt in navy or grey gabardine with an adjustable waist.',
        category: 'Uniforms',
        price: 950,
        stock: 0,
        images: photos,
      })
    ).body.id;
    const tie = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Striped school tie', category: 'Uniforms', price: 300, stock: 40 })).body.id;
    await vendor.post('/api/shop/variants', { product_id: skirt, name: 'Size 26', stock: 12, position: 0 });
    await vendor.post('/api/shop/variants', { product_id: skirt, name: 'Size 34', price: 1100, stock: 6, position: 1 });
    await vendor.post('/api/shop/discounts', { shop_id: shop, code: 'TERM1', kind: 'percent', percent: 10, min_order: 1000 });
    for (const [resource, id] of [
      ['shop/shops', shop],
      ['shop/products', skirt],
      ['shop/products', tie],
    ] as const)
      expect((await decide(env.admin, resource, id)).status).toBe(200);
  });
  afterAll(() => env?.close());

  it('buyer orders with a size, delivery and a voucher; vendor delivers; buyer sees Delivered and the history', async () => {
    const page = await pageAs(env.browser, env.server, buyer);
    const problems = watchProblems(page);
    const url = env.server.url;

    // Search finds the product across shops and names its shop.
    await page.goto(`${url}/shops?q=skirt`, { waitUntil: 'domcontentloaded' });
    const found = page.locator('.product-card', { hasText: 'Pleated school skirt' });
    await found.waitFor();
    expect(await found.textContent()).toContain('Nyeri Uniform Centre');
    await page.getByText('No shops match this search.').waitFor();
    await bothWidths(page, 'site-shop-search');
    await found.getByRole('link', { name: 'Pleated school skirt' }).click();

    // The product page: its sizes, each with its own price; the size chosen goes into the cart.
    await page.getByRole('heading', { name: 'Pleated school skirt' }).waitFor();
    await page.getByText('Choose a size to see its stock.').waitFor();
    await page.getByRole('button', { name: 'Show photo 2' }).click();
    expect(await page.locator('.product-photo').getAttribute('alt')).toBe('Pleated school skirt, photo 2 of 2');
    await page.getByLabel(/Size 34/).check();
    expect(await page.locator('.product-price').textContent()).toMatch(/1,100/);
    await bothWidths(page, 'site-product');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Pleated school skirt (Size 34) added to your cart.').waitFor();

    // The shop's page sends the skirt to its own page for a size, and adds the tie at once.
    await page.goto(`${url}/shops/${shop}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page
      .locator('.product-card', { hasText: 'Pleated school skirt' })
      .getByRole('link', { name: /Choose size/ })
      .waitFor();
    await page.locator('.product-card', { hasText: 'Striped school tie' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Striped school tie added to your cart.').waitFor();
    expect(await page.locator('#business').textContent()).toMatch(/Nairobi Ksh\s?250 · Nyeri Ksh\s?150 · elsewhere in Kenya Ksh\s?600/);
    await bothWidths(page, 'site-shop-products');

    // The cart, by shop: delivery to a Nairobi address at the shop's fee, and a voucher checked by the server.
    await page.goto(`${url}/cart`, { waitUntil: 'domcontentloaded' });
    const section = page.locator('.cart-shop', { hasText: 'Nyeri Uniform Centre' });
    await section.waitFor();
    expect(await section.locator('.cart-line').count()).toBe(2);
    await section.getByLabel('Deliver to an address').check();
    await section.getByLabel('County').selectOption('Nairobi');
    await section.getByLabel('Address', { exact: true }).fill('Kileleshwa, Othaya Road, House 14');
    await section.getByLabel('Receiver’s name').fill('Achieng Otieno');
    await section.getByLabel('Receiver’s phone').fill('0722 123 456');
    await section.locator('.shop-totals', { hasText: 'Delivery to Nairobi' }).waitFor();
    await section.getByLabel(/Voucher for/).fill('nope');
    await section.getByRole('button', { name: 'Check' }).click();
    await section.getByText('Nyeri Uniform Centre has no voucher NOPE; check the code.').waitFor();
    await section.getByLabel(/Voucher for/).fill('term1');
    await section.getByRole('button', { name: 'Check' }).click();
    await section.getByText(/Voucher TERM1: Ksh\s?140 off/).waitFor();
    const totals = (await section.locator('.shop-totals').textContent())!;
    for (const amount of ['1,400', '250', '140', '1,510']) expect(totals).toContain(amount);
    await bothWidths(page, 'site-cart-by-shop');

    // Checkout sends the choices; the server prices them again.
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout', { waitUntil: 'domcontentloaded' });
    await page.getByText('Delivery to Kileleshwa, Othaya Road, House 14, Nairobi').waitFor();
    await bothWidths(page, 'site-checkout-delivery');
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByRole('button', { name: /^Pay Ksh\s?1,510/ }).click();
    await page.waitForURL('**/checkout-confirmation?order=*', { waitUntil: 'domcontentloaded' });
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.getByText(`Order #${orderId} is paid.`).waitFor();

    // The vendor moves it on in the admin, one allowed step at a time.
    const desk = await pageAs(env.browser, env.server, vendor);
    const deskProblems = watchProblems(desk);
    await desk.goto(`${url}/admin/shop-orders`);
    await waitForTable(desk);
    const row = desk.locator('tr.ant-table-row', { hasText: `#${orderId}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Kileleshwa, Othaya Road, House 14');
    expect(await row.textContent()).toContain('Size 34');
    for (const [button, status] of [
      ['Start preparing', 'processing'],
      ['Mark dispatched', 'dispatched'],
      ['Mark delivered', 'delivered'],
    ]) {
      await row.getByRole('button', { name: button }).click();
      // The row's tag is the lasting proof; the toast beside it fades after 3 s, too soon for a loaded machine.
      await row.locator('.ant-tag', { hasText: new RegExp(status, 'i') }).waitFor();
    }
    await desk.locator('.ant-statistic', { hasText: 'Revenue' }).getByText(/1,510/).waitFor();
    await bothWidths(desk, 'admin-shop-fulfilment');
    expect(deskProblems).toEqual([]);

    // The buyer's order page: Delivered, the delivery and voucher, and the history newest first.
    await page.goto(`${url}/orders/${orderId}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.order-detail .status', { hasText: 'Delivered' }).waitFor();
    const detail = (await page.locator('.order-detail').textContent())!;
    for (const text of ['Size 34', 'Kileleshwa, Othaya Road, House 14, Nairobi', 'Voucher TERM1', 'Achieng Otieno']) expect(detail).toContain(text);
    const steps = await page.locator('.timeline li strong').allInnerTexts();
    expect(steps).toEqual(['Delivered', 'Dispatched', 'Processing', 'Paid', 'Pending payment']);
    await bothWidths(page, 'site-order-detail');
    await page.goto(`${url}/orders`, { waitUntil: 'domcontentloaded' });
    await page
      .locator('.record', { hasText: `Order #${orderId}` })
      .getByText('Delivered')
      .waitFor();
    await bothWidths(page, 'site-my-orders');
    expect(problems.filter((p) => !p.includes('/api/shop/cart/quote'))).toEqual([]);
  });
});
