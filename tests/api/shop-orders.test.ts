/**
 * The shop as a marketplace: sizes with their own stock, delivery priced by the shop's table, vouchers checked
 * by the server, and an order moved through its lifecycle by the people allowed to (with its history), on
 * SQLite and PostgreSQL, also when many buyers arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, inDays, moveClock } from '../../src/registry/clock.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';
import { travelTo } from '../helpers/time-travel.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let vendor: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  vendor = await member(server.app, 'vendor', admin);
});
afterAll(() => server.close());

let shopCount = 0;
/** An approved shop of `owner` with pickup points and a county fee table, and a product sold in two sizes. */
const shopWithSizes = async (owner: Session = vendor, stock = 10) => {
  shopCount += 1;
  const shop = await owner.post('/api/shop/shops', {
    name: `Uniform Duka ${shopCount}`,
    pickup_points: ['Kenyatta Avenue stall', 'Tom Mboya Street counter'],
    delivery_fees: { default: 600, counties: { Nairobi: 250 } },
  });
  expect(shop.status).toBe(201);
  await admin.patch(`/api/shop/shops/${shop.body.id}`, { moderation: 'approved' });
  const skirt = (await owner.post('/api/shop/products', { shop_id: shop.body.id, name: 'Pleated skirt', price: 900, stock: 0 })).body.id as number;
  const tie = (await owner.post('/api/shop/products', { shop_id: shop.body.id, name: 'School tie', price: 300, stock: 50 })).body.id as number;
  for (const id of [skirt, tie]) await admin.patch(`/api/shop/products/${id}`, { moderation: 'approved' });
  const small = await owner.post('/api/shop/variants', { product_id: skirt, name: 'Size 26', stock });
  const large = await owner.post('/api/shop/variants', { product_id: skirt, name: 'Size 34', price: 1100, stock });
  expect([small.status, large.status]).toEqual([201, 201]);
  return { shop: shop.body.id as number, skirt, tie, small: small.body.id as number, large: large.body.id as number };
};

const buyerWith = async (lines: { product_id: number; variant_id?: number; quantity: number }[]) => {
  const buyer = await member(server.app, 'subscriber', admin);
  for (const line of lines) expect((await buyer.post('/api/shop/cart', line)).status).toBe(201);
  return buyer;
};

const paidOrder = async (buyer: Session, choices: object[] = []) => {
  const answer = await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: choices });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.order;
};

describe('sizes', () => {
  it('a product sold in sizes needs one; the line records it, its price and takes its stock', async () => {
    const s = await shopWithSizes();
    const buyer = await member(server.app, 'subscriber', admin);
    const unsized = await buyer.post('/api/shop/cart', { product_id: s.skirt, quantity: 1 });
    expect(unsized.status).toBe(400);
    expect(unsized.body.errors.variant_id).toBeTruthy();
    const other = await shopWithSizes();
    expect((await buyer.post('/api/shop/cart', { product_id: s.skirt, variant_id: other.small, quantity: 1 })).status).toBe(400);
    expect((await buyer.post('/api/shop/cart', { product_id: s.skirt, variant_id: s.large, quantity: 2 })).status).toBe(201);
    expect((await buyer.post('/api/shop/cart', { product_id: s.skirt, variant_id: s.small, quantity: 1 })).status).toBe(201);
    const order = await paidOrder(buyer);
    expect(order.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variant_id: s.large, variant: 'Size 34', price: 1100, quantity: 2 }),
        expect.objectContaining({ variant_id: s.small, variant: 'Size 26', price: 900, quantity: 1 }),
      ]),
    );
    expect(order.subtotal).toBe(3100);
    expect((await client(server.app).get(`/api/shop/variants/${s.large}`)).body.stock).toBe(8);
    expect((await client(server.app).get(`/api/shop/variants/${s.small}`)).body.stock).toBe(9);
  });

  it('20 buyers of a size with 5 left: exactly 5 orders, the size at 0, the other size untouched', async () => {
    const s = await shopWithSizes(vendor, 5);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerWith([{ product_id: s.skirt, variant_id: s.small, quantity: 1 }])));
    const answers = await Promise.all(buyers.map((b) => b.post('/api/shop/checkout', { payment_method: 'card' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status).toBe(409);
    expect((await client(server.app).get(`/api/shop/variants/${s.small}`)).body.stock).toBe(0);
    expect((await client(server.app).get(`/api/shop/variants/${s.large}`)).body.stock).toBe(5);
  });
});

describe('the price shown', () => {
  it('charges nothing when the cart now costs other than the total the buyer was shown, and says the new total', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    const quote = await buyer.post('/api/shop/cart/quote', { orders: [] });
    expect(quote.body.total).toBe(300);
    // Another tab raises the quantity after the buyer saw KES 300.
    const [line] = (await buyer.get(`/api/shop/cart/user/${buyer.user.id}`)).body;
    expect((await buyer.patch(`/api/shop/cart/${line.id}`, { quantity: 10 })).status).toBe(200);
    const stale = await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [], total: 300 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The price changed since it was shown: your cart now comes to KES 3,000. Check it and pay again.');
    const inSwahili = await buyer.raw('POST', '/api/shop/checkout', { payment_method: 'card', orders: [], total: 300 }, { 'accept-language': 'sw' });
    expect(inSwahili.body.message).toBe('Bei imebadilika tangu ilipoonyeshwa: kikapu chako sasa ni KES 3,000. Kiangalie kisha ulipe tena.');
    expect((await buyer.get(`/api/shop/cart/user/${buyer.user.id}`)).body).toHaveLength(1);
    expect((await buyer.get('/api/shop/orders?_end=5')).body).toEqual([]);
    expect((await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [], total: -1 })).status).toBe(400);
    const paid = await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [], total: 3000 });
    expect(paid.status).toBe(201);
    expect(paid.body.order.total).toBe(3000);
  });
});

describe('delivery', () => {
  it('prices delivery from the shop’s county table, stores the choice, and ignores no fee from the client', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 2 }]);
    const nairobi = {
      shop_id: s.shop,
      method: 'address',
      county: 'Nairobi',
      address: 'Kileleshwa, Othaya Road, Hse 4',
      contact: 'Achieng',
      phone: '0712345678',
    };
    const quote = await buyer.post('/api/shop/cart/quote', { orders: [nairobi] });
    expect(quote.status).toBe(200);
    expect(quote.body.shops[0]).toMatchObject({ subtotal: 600, delivery: { delivery_fee: 250 }, total: 850 });
    expect((await buyer.post('/api/shop/cart/quote', { orders: [{ ...nairobi, county: 'Kisumu' }] })).body.shops[0].total).toBe(1200);
    expect((await buyer.post('/api/shop/cart/quote', { orders: [{ ...nairobi, county: 'Atlantis' }] })).status).toBe(400);
    const feeSent = await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [{ ...nairobi, delivery_fee: 0 }] });
    expect(feeSent.status).toBe(400);
    expect((await buyer.post('/api/shop/checkout', { payment_method: 'card', delivery_fee: 0 })).status).toBe(400);
    const order = await paidOrder(buyer, [nairobi]);
    expect(order).toMatchObject({
      total: 850,
      delivery_fee: 250,
      delivery_method: 'address',
      delivery_county: 'Nairobi',
      delivery_address: 'Kileleshwa, Othaya Road, Hse 4',
      delivery_contact: 'Achieng',
    });
  });

  it('pickup only at the shop’s own points, free', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    expect((await buyer.post('/api/shop/cart/quote', { orders: [{ shop_id: s.shop, method: 'pickup', pickup_point: 'My house' }] })).status).toBe(400);
    const order = await paidOrder(buyer, [{ shop_id: s.shop, method: 'pickup', pickup_point: 'Tom Mboya Street counter' }]);
    expect(order).toMatchObject({ delivery_method: 'pickup', pickup_point: 'Tom Mboya Street counter', delivery_fee: 0, total: 300 });
  });

  it('refuses a fee table that is not KES amounts by county', async () => {
    for (const delivery_fees of [{ counties: { Nairobi: -5 } }, { default: 'free' }, { counties: {}, express: 100 }]) {
      const answer = await vendor.post('/api/shop/shops', { name: 'Odd Fees Duka', delivery_fees });
      expect(answer.status, JSON.stringify(delivery_fees)).toBe(400);
      expect(answer.body.errors.delivery_fees).toBeTruthy();
    }
  });

  it('a shop without a fee table does not deliver', async () => {
    const shop = (await admin.post('/api/shop/shops', { name: 'Pickup Only Books', moderation: 'approved' })).body.id;
    const book = (await admin.post('/api/shop/products', { shop_id: shop, name: 'Atlas', price: 800, stock: 3, moderation: 'approved' })).body.id;
    const buyer = await buyerWith([{ product_id: book, quantity: 1 }]);
    const answer = await buyer.post('/api/shop/cart/quote', { orders: [{ shop_id: shop, method: 'address', county: 'Nairobi', address: 'Ngong Road' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/does not deliver to Nairobi/);
  });
});

describe('vouchers', () => {
  const voucher = async (shop: number, values: object) => {
    const answer = await vendor.post('/api/shop/discounts', { shop_id: shop, ...values });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  it('takes a percentage or a fixed amount off the items, and says why one does not apply', async () => {
    const s = await shopWithSizes();
    await voucher(s.shop, { code: 'TEN', kind: 'percent', percent: 10 });
    await voucher(s.shop, { code: 'FIVEHUNDRED', kind: 'fixed', amount: 500, min_order: 2000 });
    await voucher(s.shop, { code: 'OLD', percent: 10, ends_at: '2025-12-31' });
    await voucher(s.shop, { code: 'SOON', percent: 10, starts_at: '2099-01-01' });
    await voucher(s.shop, { code: 'OFF', percent: 10, active: false });
    expect((await vendor.post('/api/shop/discounts', { shop_id: s.shop, code: 'NOAMOUNT', kind: 'fixed' })).status).toBe(400);
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 5 }]);
    const quote = (code: string, extra = {}) => buyer.post('/api/shop/cart/quote', { orders: [{ shop_id: s.shop, voucher: code, ...extra }] });
    expect((await quote('ten')).body.shops[0]).toMatchObject({ subtotal: 1500, discount: 150, total: 1350, voucher: { code: 'TEN' } });
    const small = await quote('FIVEHUNDRED');
    expect(small.status).toBe(409);
    expect(small.body.message).toMatch(/applies to orders from KES 2,000/);
    expect(small.body.errors.voucher).toBeTruthy();
    expect((await quote('OLD')).body.message).toBe('This voucher expired on 31 December 2025.');
    expect((await quote('SOON')).body.message).toBe('This voucher starts on 1 January 2099.');
    expect((await quote('OFF')).body.message).toMatch(/no longer offered/);
    expect((await quote('NOPE')).body.message).toMatch(/has no voucher NOPE/);
    // Another shop's code is no code here.
    const other = await shopWithSizes();
    await voucher(other.shop, { code: 'ELSEWHERE', percent: 50 });
    expect((await quote('ELSEWHERE')).status).toBe(409);
    expect((await buyer.patch(`/api/shop/cart/${(await buyer.get('/api/shop/cart')).body[0].id}`, { quantity: 8 })).status).toBe(200);
    expect((await quote('FIVEHUNDRED', { method: 'address', county: 'Nairobi', address: 'Westlands' })).body.shops[0]).toMatchObject({
      subtotal: 2400,
      discount: 500,
      delivery: { delivery_fee: 250 },
      total: 2150,
    });
    const order = await paidOrder(buyer, [{ shop_id: s.shop, voucher: 'fivehundred' }]);
    expect(order).toMatchObject({ voucher_code: 'FIVEHUNDRED', discount: 500, total: 1900 });
  });

  it('20 buyers at once with a voucher good for 5 uses: exactly 5 get it', async () => {
    const s = await shopWithSizes();
    const code = await voucher(s.shop, { code: 'FIRSTFIVE', percent: 20, usage_limit: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerWith([{ product_id: s.tie, quantity: 1 }])));
    const answers = await Promise.all(
      buyers.map((b) => b.post('/api/shop/checkout', { payment_method: 'card', orders: [{ shop_id: s.shop, voucher: 'FIRSTFIVE' }] })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/used as many times/);
    }
    expect((await vendor.get(`/api/shop/discounts/${code.id}`)).body.used_count).toBe(5);
    expect((await client(server.app).get(`/api/shop/products/${s.tie}`)).body.stock).toBe(45);
  });
});

describe('order lifecycle', () => {
  it('the vendor moves a paid order to delivered; every move is kept and the buyer told', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    const order = await paidOrder(buyer);
    expect(order.status).toBe('paid');
    for (const status of ['processing', 'dispatched', 'delivered']) {
      const moved = await vendor.post(`/api/shop/orders/${order.id}/status`, { status, note: status === 'dispatched' ? 'G4S parcel KE123' : undefined });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.status).toBe(status);
    }
    const seen = (await buyer.get(`/api/shop/orders/${order.id}`)).body;
    expect(seen.history.map((h: { from: string | null; to: string }) => `${h.from}>${h.to}`)).toEqual([
      'null>pending',
      'pending>paid',
      'paid>processing',
      'processing>dispatched',
      'dispatched>delivered',
    ]);
    expect(seen.history[3]).toMatchObject({ by: vendor.user.id, as: 'vendor', note: 'G4S parcel KE123' });
    const notes = (await buyer.get(`/api/notifications/main?recipient_id=${buyer.user.id}`)).body;
    expect(notes.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining([`Order #${order.id} is delivered`, `Order #${order.id} is on its way`]),
    );
  });

  it('refuses moves out of order, and moves nobody may make', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    const order = await paidOrder(buyer);
    const skip = await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'delivered' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toMatch(/next: processing or cancelled/);
    expect((await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'refunded' })).status).toBe(403);
    expect((await buyer.post(`/api/shop/orders/${order.id}/status`, { status: 'processing' })).status).toBe(403);
    expect((await buyer.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(403);
    expect((await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'shipped' })).status).toBe(400);
    expect((await admin.post(`/api/shop/orders/${order.id}/status`, { status: 'refunded', note: 'Duplicate payment' })).status).toBe(200);
    const payments = (await buyer.get(`/api/shop/payments?order_id=${order.id}`)).body;
    expect(payments[0].status).toBe('refunded');
  });

  it('the vendor cancels before dispatch and the size goes back on the shelf, once even when asked twice at once', async () => {
    const s = await shopWithSizes(vendor, 4);
    const buyer = await buyerWith([{ product_id: s.skirt, variant_id: s.small, quantity: 3 }]);
    const order = await paidOrder(buyer);
    expect((await client(server.app).get(`/api/shop/variants/${s.small}`)).body.stock).toBe(1);
    await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'processing' });
    const both = await Promise.all([1, 2].map(() => vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled', note: 'Out of fabric' })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await client(server.app).get(`/api/shop/variants/${s.small}`)).body.stock).toBe(4);
    const dispatched = await paidOrder(await buyerWith([{ product_id: s.tie, quantity: 1 }]));
    await vendor.post(`/api/shop/orders/${dispatched.id}/status`, { status: 'processing' });
    await vendor.post(`/api/shop/orders/${dispatched.id}/status`, { status: 'dispatched' });
    expect((await vendor.post(`/api/shop/orders/${dispatched.id}/status`, { status: 'cancelled' })).status).toBe(409);
  });

  it('the buyer cancels while the payment is pending, and the stock goes back; not once it is paid', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 2 }]);
    const order = await paidOrder(buyer);
    // Paid at once by the simulated provider: the buyer may no longer cancel it.
    expect((await buyer.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(403);
    // An M-Pesa payment waits for the buyer's PIN: the order stays pending meanwhile.
    await sqlOn(server.config)(`UPDATE shop_orders SET status = 'pending' WHERE id = ${Number(order.id)}`);
    const cancelled = await buyer.post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled', note: 'Wrong size' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.history.at(-1)).toMatchObject({ as: 'buyer', from: 'pending', to: 'cancelled', note: 'Wrong size' });
    expect((await client(server.app).get(`/api/shop/products/${s.tie}`)).body.stock).toBe(50);
  });
});

describe('access', () => {
  it('another vendor neither sees nor moves the order; nobody sets the status or the fee by PATCH', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    const order = await paidOrder(buyer);
    const stranger = await member(server.app, 'vendor', admin);
    expect((await stranger.get(`/api/shop/orders/${order.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/shop/orders?shop_id=${s.shop}`)).body).toEqual([]);
    expect((await stranger.post(`/api/shop/orders/${order.id}/status`, { status: 'processing' })).status).toBe(404);
    expect((await stranger.get(`/api/shop/shops/${s.shop}/sales`)).status).toBe(404);
    expect((await stranger.get(`/api/shop/shops/${s.shop}/orders.csv`)).status).toBe(404);
    expect((await buyer.patch(`/api/shop/orders/${order.id}`, { status: 'delivered' })).status).toBe(403);
    expect((await buyer.patch(`/api/shop/orders/${order.id}`, { delivery_fee: 0, total: 1 })).status).toBe(403);
    expect((await vendor.patch(`/api/shop/orders/${order.id}`, { status: 'delivered' })).status).toBe(403);
    expect((await admin.patch(`/api/shop/orders/${order.id}`, { status: 'delivered' })).status).toBe(409);
    const after = (await buyer.get(`/api/shop/orders/${order.id}`)).body;
    expect(after).toMatchObject({ status: 'paid', total: 300, delivery_fee: 0 });
    expect((await client(server.app).post(`/api/shop/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(401);
  });
});

describe('sales', () => {
  it('counts paid orders only in revenue, and exports every order as escaped CSV to the owner', async () => {
    const s = await shopWithSizes();
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 2 }]);
    await paidOrder(buyer, [{ shop_id: s.shop, method: 'address', county: 'Nairobi', address: '=HYPERLINK("x"), "Block B"\nKilimani', contact: 'Wanjiru' }]);
    const second = await paidOrder(await buyerWith([{ product_id: s.tie, quantity: 1 }]));
    await vendor.post(`/api/shop/orders/${second.id}/status`, { status: 'cancelled' });
    const sales = await vendor.get(`/api/shop/shops/${s.shop}/sales`);
    expect(sales.body).toMatchObject({ orders: 2, paid_orders: 1, revenue: 850, by_status: { paid: 1, cancelled: 1 } });
    const csv = await vendor.get(`/api/shop/shops/${s.shop}/orders.csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    expect(String(csv.headers['content-disposition'])).toMatch(/attachment; filename="orders-uniform-duka-\d+\.csv"/);
    const text = String(csv.body);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?Order,Date,Status,Buyer,Items/);
    expect(text).toContain(`"'=HYPERLINK(""x""), ""Block B""\nKilimani"`);
    expect(text).toContain('2 × School tie @ 300');
  });

  it("counts an order on the Nairobi day it was placed, as the staff dashboard does, and dates it by Nairobi's clock", async () => {
    const s = await shopWithSizes();
    const day = inDays(1);
    const buyer = await buyerWith([{ product_id: s.tie, quantity: 1 }]);
    // Half past midnight in Nairobi is still the day before in UTC.
    travelTo(day, '00:30');
    try {
      await paidOrder(buyer);
    } finally {
      moveClock(0);
    }
    const on = async (from: string, to = from) => (await vendor.get(`/api/shop/shops/${s.shop}/sales?from=${from}&to=${to}`)).body.orders;
    expect(await on(day)).toBe(1);
    expect(await on(addDays(day, -1))).toBe(0);
    const csv = String((await vendor.get(`/api/shop/shops/${s.shop}/orders.csv?from=${day}&to=${day}`)).body);
    expect(csv).toContain(`,${day} 00:30,`);
    for (const query of [`from=${day}&to=${addDays(day, -1)}`, 'from=2027-02-29', 'to=2027-1-1']) {
      const refused = await vendor.get(`/api/shop/shops/${s.shop}/sales?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message).toMatch(/after it ends|days of the calendar/);
    }
  });
});

describe('a shop not public', () => {
  it('shows none of its products, by list, by id, in a sitemap or to a cart, until it is approved', async () => {
    const shop = (await vendor.post('/api/shop/shops', { name: 'Duka Pending' })).body.id as number;
    const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Geometry set', price: 450, stock: 9 })).body.id as number;
    await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
    const visitor = client(server.app);
    const listed = async () => (await visitor.get(`/api/shop/products?shop_id=${shop}`)).body.map((row: { id: number }) => row.id);
    expect(await listed()).toEqual([]);
    expect((await visitor.get(`/api/shop/products/${product}`)).status).toBe(404);
    const buyer = await member(server.app, 'subscriber', admin);
    expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 })).status).toBe(400);
    const sitemap = await server.app.inject({ url: '/sitemaps/shop-products-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(`/products/${product}<`);
    // Its keeper still sees it, to get it ready.
    expect((await vendor.get(`/api/shop/products/${product}`)).status).toBe(200);

    // Approving the shop shows the product at once, also to visitors served from the cache before.
    await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
    expect(await listed()).toEqual([product]);
    expect((await visitor.get(`/api/shop/products/${product}`)).status).toBe(200);
    expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 })).status).toBe(201);

    // And rejecting it later takes them down again.
    await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'rejected', moderation_note: 'No business permit.' });
    expect(await listed()).toEqual([]);
  });
});
