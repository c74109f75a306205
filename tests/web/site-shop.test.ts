/** Shops and commerce: a visitor signs in from Add to cart, pays, and sees the orders (one per shop) and payments. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { signInOnPage } from './site-sign-in.ts';

describe.skipIf(!hasChromium)('public site: shop, cart, checkout, orders and payments', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists shops with name, address and wholesale region', async () => {
    const [shop] = await (await fetch(`${server.url}/api/shop/shops?_sort=name&_order=asc&_end=1`)).json();
    await page.goto(`${server.url}/shops`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.shop-card').first();
    await card.getByRole('link', { name: shop.name }).waitFor();
    expect(await card.textContent()).toContain(shop.physical_address);
    expect(await card.textContent()).toContain(shop.wholesale_region);
  });

  it("says 'Shop not found.' for a shop that does not exist", async () => {
    await page.goto(`${server.url}/shops/999999`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Shop not found.', { exact: true }).waitFor();
  });

  it('signs in from Add to cart, checks out, and shows the order and payment', async () => {
    const [product] = await (await fetch(`${server.url}/api/shop/products?stock_gte=1&_sort=name&_order=asc&_end=1`)).json();
    await page.goto(`${server.url}/shops/${product.shop_id}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const card = page.locator('.product-card', { hasText: product.name }).first();
    await card.getByRole('button', { name: 'Add to cart' }).click();

    await page.waitForURL('**/login?next=*', { waitUntil: 'domcontentloaded' });
    await signInOnPage(page);
    // Back on the shop, the product chosen before signing in is in the cart without a second click.
    await page.waitForURL((url) => url.pathname === `/shops/${product.shop_id}`, { waitUntil: 'domcontentloaded' });
    await page.getByText(`${product.name} added to your cart.`).waitFor();
    expect(new URL(page.url()).searchParams.has('add')).toBe(false);

    await page.goto(`${server.url}/cart`, { waitUntil: 'domcontentloaded' });
    const line = page.locator('.cart-line', { hasText: product.name });
    await line.waitFor();
    expect(await line.getByLabel('Quantity').inputValue()).toBe('1');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout', { waitUntil: 'domcontentloaded' });
    expect(await page.getByLabel('M-Pesa', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay / }).click();

    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    const clicked = Date.now();
    await page.waitForURL('**/checkout-confirmation?order=*', { waitUntil: 'domcontentloaded' });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1500);
    // One order per shop: the demo parent's cart already held other shops' products.
    const orderIds = new URL(page.url()).searchParams.get('order')!.split(',');
    for (const id of orderIds) await page.getByText(`Order #${id} is paid.`).waitFor();
    const receipt = page.locator('.receipt', { hasText: product.name });
    const orderId = (await receipt.locator('h2').textContent())!.match(/#(\d+)/)![1];

    await page.goto(`${server.url}/orders`, { waitUntil: 'domcontentloaded' });
    const order = page.locator('.record', { hasText: `Order #${orderId}` });
    await order.waitFor();
    expect(await order.textContent()).toContain(product.name);

    await page.goto(`${server.url}/payments`, { waitUntil: 'domcontentloaded' });
    const payment = page.locator('.record', { hasText: `Order #${orderId}` });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('M-Pesa');
    expect(await payment.textContent()).toContain('Completed');

    await page.goto(`${server.url}/checkout`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Your cart is empty. Add items before checking out.').waitFor();
  });

  /** Adds the cheapest product with stock to the signed-in member's cart from its shop's page. */
  const addCheapest = async () => {
    const [product] = await (await fetch(`${server.url}/api/shop/products?stock_gte=5&_sort=price&_order=asc&_end=1`)).json();
    await page.goto(`${server.url}/shops/${product.shop_id}`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.locator('.product-card', { hasText: product.name }).first().getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${product.name} added to your cart.`).waitFor();
    return product as { id: number; name: string; price: number; shop_id: number };
  };

  it('changes a quantity and removes a line in the cart, with the total following', async () => {
    const product = await addCheapest();

    await page.goto(`${server.url}/cart`, { waitUntil: 'domcontentloaded' });
    const line = page.locator('.cart-line', { hasText: product.name });
    await line.waitFor();
    // Pricing the cart again keeps it on the screen: it never blinks to the loading text under the member's finger.
    await page.evaluate(() => {
      const flags = window as unknown as { pricingShown: boolean };
      flags.pricingShown = false;
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.includes('Pricing your cart')) flags.pricingShown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await line.getByLabel('Quantity').selectOption('3');
    const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
    await line.getByText(kes.format(product.price * 3), { exact: true }).waitFor();
    await page.locator('.cart-total', { hasText: kes.format(product.price * 3) }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pricingShown: boolean }).pricingShown)).toBe(false);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await page.getByText('Your cart is empty.').waitFor();
  });

  it('says a line removed in another tab is gone, and shows the cart as it is now', async () => {
    const product = await addCheapest();
    await page.goto(`${server.url}/cart`, { waitUntil: 'domcontentloaded' });
    const line = page.locator('.cart-line', { hasText: product.name });
    await line.waitFor();
    const removed = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('elimuhub.token')}` };
      const user = JSON.parse(localStorage.getItem('elimuhub.user')!) as { id: number };
      const lines = (await (await fetch(`/api/shop/cart/user/${user.id}`, { headers })).json()) as { id: number }[];
      return Promise.all(lines.map(async (l) => (await fetch(`/api/shop/cart/${l.id}`, { method: 'DELETE', headers })).status));
    });
    expect(removed.every((status) => status < 300)).toBe(true);
    await line.getByLabel('Quantity').selectOption('2');
    await page.getByText('Your cart is empty.').waitFor();
    // The reason stays beside the empty cart.
    expect(await page.locator('main').innerText()).toContain('That item is no longer in your cart (it was changed in another window).');
  });

  it('charges nothing when another tab changed the cart after the price was shown, and shows the new price', async () => {
    const product = await addCheapest();
    await page.goto(`${server.url}/checkout`, { waitUntil: 'domcontentloaded' });
    const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
    await page.getByRole('button', { name: `Pay ${kes.format(product.price)}` }).waitFor();

    // Another tab makes it three.
    const changed = await page.evaluate(async (productId) => {
      const token = localStorage.getItem('elimuhub.token');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const user = JSON.parse(localStorage.getItem('elimuhub.user')!) as { id: number };
      const lines = (await (await fetch(`/api/shop/cart/user/${user.id}`, { headers })).json()) as { id: number; product_id: number }[];
      const line = lines.find((l) => l.product_id === productId)!;
      return (await fetch(`/api/shop/cart/${line.id}`, { method: 'PATCH', headers, body: JSON.stringify({ quantity: 3 }) })).status;
    }, product.id);
    expect(changed).toBe(200);

    await page.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page
      .getByText(`The price changed since it was shown: your cart now comes to KES ${(product.price * 3).toLocaleString('en-KE')}.`, { exact: false })
      .waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    // The page shows the new price, and paying it goes through.
    await page.getByRole('button', { name: `Pay ${kes.format(product.price * 3)}` }).click();
    await page.waitForURL('**/checkout-confirmation?order=*', { waitUntil: 'domcontentloaded' });
  });
});
