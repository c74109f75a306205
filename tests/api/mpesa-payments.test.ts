/**
 * M-Pesa through Daraja's STK push, against the Daraja simulator: a checkout waits for the buyer's phone, the
 * callback (or, without one, the status query) settles it once, a failure cancels the order and puts its stock
 * back, "Try again" asks once more, and Daraja being away undoes the checkout with a clear answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startWithMpesa, testCallbackSecret } from '../helpers/mpesa.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';
import { nairobiTimestamp, stkPassword } from '../../src/server/payments/stk-password.ts';
import { moveClock, now } from '../../src/registry/clock.ts';

let env: Awaited<ReturnType<typeof startWithMpesa>>;
let admin: Session;
let vendor: Session;
let shop: number;

beforeAll(async () => {
  env = await startWithMpesa();
  admin = await signInAdmin(env.app);
  vendor = await member(env.app, 'vendor', admin);
  shop = (await vendor.post('/api/shop/shops', { name: 'Kisumu Book Centre', pickup_points: ['Oginga Odinga Street'] })).body.id;
  await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
});
afterAll(() => env.close());

/** A product with `stock` and a buyer with two of it in the cart. */
const buyerWithCart = async (stock = 10) => {
  const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'KCSE revision kit', price: 450, stock })).body.id as number;
  await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
  const buyer = await member(env.app, 'subscriber', admin);
  expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 2 })).status).toBe(201);
  return { buyer, product };
};

const stockOf = async (product: number) => (await client(env.app).get(`/api/shop/products/${product}`)).body.stock as number;

const payByMpesa = async (buyer: Session, phone: string) => {
  const answer = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { order: answer.body.order.id as number, payment: answer.body.payment.id as number };
};

const settles = async (buyer: Session, payment: number, status: string, within = 5000) => {
  let last: unknown;
  const took = await eventually(
    async () => {
      last = (await buyer.get(`/api/payments/${payment}/status`)).body;
      return (last as { status: string }).status === status;
    },
    within,
    100,
  );
  expect(took, `payment ${payment}: ${JSON.stringify(last)}`).not.toBeNull();
  return last as { status: string; message: string; can_retry: boolean };
};

const callback = (checkoutRequestId: string, items: { Name: string; Value?: string | number }[], code = 0) => ({
  Body: {
    stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: checkoutRequestId, ResultCode: code, ResultDesc: 'test', CallbackMetadata: { Item: items } },
  },
});

/** Sets the simulator's next outcome, or takes it down, slows it, brings it back. */
const simulate = (control: object) => client({ url: env.simulator.url }).post('/simulator/control', control);

/** Moves the clock past M-Pesa's two minutes between requests for the same amount from the same number. */
const afterSameRequestGap = () => moveClock(now() - Date.now() + 121_000);

const paymentRow = async (payment: number) => (await admin.get(`/api/shop/payments/${payment}`)).body;
const orderOf = async (buyer: Session, order: number) => (await buyer.get(`/api/shop/orders/${order}`)).body;

describe('Daraja request fields', () => {
  it("stamps requests in Nairobi's time and signs them with base64(shortcode + passkey + timestamp)", () => {
    expect(nairobiTimestamp(new Date('2026-12-31T21:30:05Z'))).toBe('20270101003005');
    expect(stkPassword('174379', 'passkey', '20270101003005')).toBe(Buffer.from('174379passkey20270101003005').toString('base64'));
  });
});

describe('methods', () => {
  it('M-Pesa is real; card and bank are test payments outside production', async () => {
    const { body } = await client(env.app).get('/api/payments/methods');
    expect(body.methods).toEqual([
      { method: 'mpesa', test: false },
      { method: 'card', test: true },
      { method: 'bank', test: true },
    ]);
  });

  it('production with M-Pesa settings offers M-Pesa alone: no test payments', async () => {
    const production = await startWithMpesa({ production: true, paymentsSimulated: false }, { callbackBaseUrl: 'https://elimuhub.example.com' });
    try {
      expect((await client(production.app).get('/api/payments/methods')).body.methods).toEqual([{ method: 'mpesa', test: false }]);
    } finally {
      await production.close();
    }
  });

  it('production without M-Pesa settings offers nothing, and refuses a checkout with a clear 400', async () => {
    const production = await startServer({ production: true, paymentsSimulated: false });
    try {
      expect((await client(production.app).get('/api/payments/methods')).body.methods).toEqual([]);
      const buyer = await member(production.app, 'subscriber');
      const answer = await buyer.post('/api/shop/checkout', { payment_method: 'card' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Card payments are not available; choose another method.');
    } finally {
      await production.close();
    }
  });
});

describe('STK push', () => {
  it('pays: pending until the callback, then completed with the receipt, the order paid and the buyer told', async () => {
    const { buyer, product } = await buyerWithCart();
    const { order, payment } = await payByMpesa(buyer, '0712345678');
    const waiting = (await buyer.get(`/api/payments/${payment}/status`)).body;
    expect(waiting).toEqual({
      status: 'pending',
      message: 'Check your phone and enter your M-Pesa PIN.',
      reference: null,
      can_retry: false,
      retry_at: expect.any(String),
      result_code: null,
    });
    expect((await orderOf(buyer, order)).status).toBe('pending');
    expect(await stockOf(product)).toBe(8);
    const paid = await settles(buyer, payment, 'completed');
    expect(paid.message).toMatch(/^Paid\. M-Pesa receipt S[0-9A-F]{9}\.$/);
    const row = await paymentRow(payment);
    expect(row).toMatchObject({ provider: 'mpesa', phone: '0712345678', result_code: 0 });
    expect(row.checkout_request_id).toMatch(/^ws_CO_/);
    expect(row.reference).toMatch(/^S/);
    const placed = await orderOf(buyer, order);
    expect(placed.status).toBe('paid');
    expect(placed.history.map((c: { to: string }) => c.to)).toEqual(['pending', 'paid']);
    const notes = (await buyer.get(`/api/notifications/main?recipient_id=${buyer.user.id}`)).body;
    expect(notes.map((n: { title: string }) => n.title)).toContain(`Order #${order} is paid`);
    expect(await stockOf(product)).toBe(8);
  });

  it('cancelled on the phone: failed with its message, the order cancelled and the stock back; Try again pays', async () => {
    const { buyer, product } = await buyerWithCart();
    const { order, payment } = await payByMpesa(buyer, '0712345601');
    const failed = await settles(buyer, payment, 'failed');
    const pushedAt = Date.parse((await paymentRow(payment)).pushed_at);
    expect(failed).toEqual({
      status: 'failed',
      message: 'You cancelled the M-Pesa request.',
      reference: null,
      can_retry: false,
      retry_at: new Date(pushedAt + 120_000).toISOString(),
      result_code: 1032,
    });
    expect((await paymentRow(payment)).result_code).toBe(1032);
    afterSameRequestGap();
    expect((await orderOf(buyer, order)).status).toBe('cancelled');
    expect(await stockOf(product)).toBe(10);

    await simulate({ outcome: 'paid' });
    const again = await buyer.post(`/api/payments/${payment}/retry`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('pending');
    expect((await orderOf(buyer, order)).status).toBe('pending');
    expect(await stockOf(product)).toBe(8);
    await settles(buyer, payment, 'completed');
    const placed = await orderOf(buyer, order);
    expect(placed.status).toBe('paid');
    expect(placed.history.map((c: { to: string }) => c.to)).toEqual(['pending', 'cancelled', 'pending', 'paid']);
    // Paid is final: nothing to try again.
    expect((await buyer.post(`/api/payments/${payment}/retry`)).status).toBe(409);
  });

  it.each([
    ['02', 1037, 'Your phone did not answer the M-Pesa request in time.'],
    ['03', 1, 'Your M-Pesa balance is not enough for this payment.'],
    ['04', 2001, 'The M-Pesa PIN was wrong.'],
  ])('a phone ending %s fails with code %i and says so', async (ending, code, message) => {
    const { buyer } = await buyerWithCart();
    const { payment } = await payByMpesa(buyer, `07123456${ending}`);
    expect((await settles(buyer, payment, 'failed')).message).toBe(message);
    expect((await paymentRow(payment)).result_code).toBe(code);
  });

  it('no callback at all: the status query settles it', async () => {
    const { buyer, product } = await buyerWithCart();
    const callbacks = env.simulator.stats.callbacks;
    const { order, payment } = await payByMpesa(buyer, '0712345605');
    await settles(buyer, payment, 'completed', 6000);
    expect(env.simulator.stats.callbacks).toBe(callbacks);
    expect(env.simulator.stats.queries).toBeGreaterThan(0);
    expect((await orderOf(buyer, order)).status).toBe('paid');
    expect(await stockOf(product)).toBe(8);
  });

  it('no answer from anyone: given up as "no answer", the order cancelled and its stock back', async () => {
    const { buyer, product } = await buyerWithCart();
    const { order, payment } = await payByMpesa(buyer, '0712345606');
    const failed = await settles(buyer, payment, 'failed', 9000);
    expect(failed.message).toBe('M-Pesa did not confirm this payment in time, so it was not taken.');
    expect((await orderOf(buyer, order)).status).toBe('cancelled');
    expect(await stockOf(product)).toBe(10);
  }, 15_000);

  it('a duplicate callback settles once', async () => {
    const { buyer, product } = await buyerWithCart();
    const { callbacks, answered } = env.simulator.stats;
    const { order, payment } = await payByMpesa(buyer, '0712345607');
    await settles(buyer, payment, 'completed');
    // Both callbacks answered: the server settles a callback before it answers it, so the second one's work is over.
    expect(await eventually(async () => env.simulator.stats.callbacks === callbacks + 2 && env.simulator.stats.answered === answered + 2, 2000)).not.toBeNull();
    const placed = await orderOf(buyer, order);
    expect(placed.history.filter((c: { to: string }) => c.to === 'paid')).toHaveLength(1);
    const notes = (await buyer.get(`/api/notifications/main?recipient_id=${buyer.user.id}`)).body;
    expect(notes.filter((n: { title: string }) => n.title === `Order #${order} is paid`)).toHaveLength(1);
    expect(await stockOf(product)).toBe(8);
  });

  it('ten callbacks at once settle once, and each is accepted', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { order, payment } = await payByMpesa(buyer, '0712345678');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    const body = callback(id, [
      { Name: 'Amount', Value: amount },
      { Name: 'MpesaReceiptNumber', Value: 'TEST123456' },
      { Name: 'TransactionDate', Value: 20260101120000 },
      { Name: 'PhoneNumber', Value: 254712345678 },
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client(env.app).post(`/api/payments/confirm/${testCallbackSecret}`, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[0]!.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await paymentRow(payment)).reference).toBe('TEST123456');
    const placed = await orderOf(buyer, order);
    expect(placed.history.filter((c: { to: string }) => c.to === 'paid')).toHaveLength(1);
    const notes = (await buyer.get(`/api/notifications/main?recipient_id=${buyer.user.id}`)).body;
    expect(notes.filter((n: { title: string }) => n.title === `Order #${order} is paid`)).toHaveLength(1);
  });

  it.each([
    ['amount', 1, 254712345678],
    ['phone', 0, 254700000000],
  ])('a callback with the wrong %s is kept for review, not paid', async (_what, extra, phone) => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { order, payment } = await payByMpesa(buyer, '0712345678');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    const answer = await client(env.app).post(
      `/api/payments/confirm/${testCallbackSecret}`,
      callback(id, [
        { Name: 'Amount', Value: amount - extra },
        { Name: 'MpesaReceiptNumber', Value: 'TESTREVIEW' },
        { Name: 'PhoneNumber', Value: phone },
      ]),
    );
    expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const row = await paymentRow(payment);
    expect(row.status).toBe('review');
    expect(row.result_message).toMatch(/^M-Pesa reported (amount|phone)/);
    expect((await orderOf(buyer, order)).status).toBe('pending');
    expect((await buyer.get(`/api/payments/${payment}/status`)).body.can_retry).toBe(false);
  });

  it('a wrong secret is 404, and nothing is settled', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { payment } = await payByMpesa(buyer, '0712345678');
    const { checkout_request_id: id } = await paymentRow(payment);
    const wrong = await client(env.app).post('/api/payments/confirm/not-the-secret', callback(id, [], 1032));
    expect(wrong.status).toBe(404);
    expect((await paymentRow(payment)).status).toBe('pending');
  });

  it("only the payer and staff see a payment's status", async () => {
    const { buyer } = await buyerWithCart();
    const { payment } = await payByMpesa(buyer, '0712345678');
    const stranger = await member(env.app, 'subscriber', admin);
    expect((await stranger.get(`/api/payments/${payment}/status`)).status).toBe(404);
    expect((await stranger.post(`/api/payments/${payment}/retry`)).status).toBe(404);
    expect((await client(env.app).get(`/api/payments/${payment}/status`)).status).toBe(401);
    expect((await admin.get(`/api/payments/${payment}/status`)).status).toBe(200);
  });

  it('one token serves many pushes', async () => {
    expect(env.simulator.stats.pushes).toBeGreaterThan(5);
    expect(env.simulator.stats.tokens).toBe(1);
  });
});

describe('Daraja away', () => {
  it.each([
    ['down', { down: true }, 503, /^M-Pesa is not available right now\. Nothing was charged/],
    ['busy', { spikeArrests: 1000 }, 503, /^M-Pesa is busy right now\. Nothing was charged/],
    ['refusing', { outcome: 'refused' }, 502, /^M-Pesa refused the payment request: Unable to lock subscriber/],
  ])('%s: a clear answer, and the cart and stock as they were', async (_name, control, status, message) => {
    const { buyer, product } = await buyerWithCart();
    const orders = (await buyer.get('/api/shop/orders')).body.length;
    await simulate(control);
    try {
      const answer = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
    } finally {
      await simulate({ down: false, slowMs: 0, spikeArrests: 0 });
    }
    const cart = (await buyer.get(`/api/shop/cart/user/${buyer.user.id}`)).body;
    expect(cart).toEqual([expect.objectContaining({ product_id: product, quantity: 2 })]);
    expect(await stockOf(product)).toBe(10);
    expect((await buyer.get('/api/shop/orders')).body).toHaveLength(orders);
  });
});

describe('Try again is limited', () => {
  it('past the limit a member is told to wait (429)', async () => {
    const limited = await startWithMpesa({ limits: { ...relaxedLimits, paymentRetries: { max: 1, windowMs: 60_000 } } });
    try {
      const buyer = await member(limited.app, 'subscriber');
      expect((await buyer.post('/api/payments/999/retry')).status).toBe(404);
      const again = await buyer.post('/api/payments/999/retry');
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Too many M-Pesa requests from your account\. Try again in/);
    } finally {
      await limited.close();
    }
  });
});

describe('what an attacker tried', () => {
  const paid = (id: string, amount: number, receipt: string, phone: number) =>
    callback(id, [
      { Name: 'Amount', Value: amount },
      { Name: 'MpesaReceiptNumber', Value: receipt },
      { Name: 'PhoneNumber', Value: phone },
    ]);
  const sendCallback = (body: object) => client(env.app).post(`/api/payments/confirm/${testCallbackSecret}`, body);

  it('one phone number gets a bounded number of prompts, however many accounts ask (and typed with spaces)', async () => {
    const limited = await startWithMpesa({ limits: { ...relaxedLimits, promptsPerPhone: { max: 2, windowMs: 60_000 } } });
    try {
      const limitedAdmin = await signInAdmin(limited.app);
      const seller = await member(limited.app, 'vendor', limitedAdmin);
      const store = (await seller.post('/api/shop/shops', { name: 'Thika Books', pickup_points: ['Kenyatta Highway'] })).body.id;
      await limitedAdmin.patch(`/api/shop/shops/${store}`, { moderation: 'approved' });
      const item = (await seller.post('/api/shop/products', { shop_id: store, name: 'Atlas', price: 700, stock: 10 })).body.id;
      await limitedAdmin.patch(`/api/shop/products/${item}`, { moderation: 'approved' });
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const buyer = await member(limited.app, 'subscriber', limitedAdmin);
        await buyer.post('/api/shop/cart', { product_id: item, quantity: 1 });
        answers.push(await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712 345 678' }));
        if (i === 2) expect((await buyer.get(`/api/shop/cart/user/${buyer.user.id}`)).body).toHaveLength(1);
      }
      expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
      expect(answers[0]!.body.payment.phone).toBe('0712345678');
      expect(answers[2]!.body.errors.phone).toMatch(/Too many M-Pesa requests to this number/);
    } finally {
      await limited.close();
    }
  });

  it('a buyer cannot hold stock with more than three unpaid orders', async () => {
    const buyer = await member(env.app, 'subscriber', admin);
    const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Chalk box', price: 120, stock: 50 })).body.id;
    await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      await simulate({ outcome: 'silent' });
      await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 });
      statuses.push((await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 409]);
    expect(await stockOf(product)).toBe(47);
  });

  it('an order vouchers bring to nothing is paid without a prompt', async () => {
    const { buyer } = await buyerWithCart();
    expect((await vendor.post('/api/shop/discounts', { shop_id: shop, code: 'allfree', kind: 'percent', percent: 100 })).status).toBe(201);
    const answer = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678', orders: [{ shop_id: shop, voucher: 'ALL FREE' }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.order).toMatchObject({ total: 0, status: 'paid' });
    expect(answer.body.payment).toMatchObject({ status: 'completed', checkout_request_id: null });
  });

  it('voucher codes are unique as buyers type them, and cannot end before they start', async () => {
    expect((await vendor.post('/api/shop/discounts', { shop_id: shop, code: 'Back2School', percent: 10 })).status).toBe(201);
    expect((await vendor.post('/api/shop/discounts', { shop_id: shop, code: 'back 2 school', percent: 90 })).status).toBe(409);
    const backwards = await vendor.post('/api/shop/discounts', { shop_id: shop, code: 'LATE', percent: 5, starts_at: '2027-02-01', ends_at: '2027-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.ends_at).toMatch(/on or after the start/);
  });

  it('a late "paid" for a prompt Try again replaced is recorded; a late failure of it does not fail the new one', async () => {
    const { buyer } = await buyerWithCart();
    const { payment } = await payByMpesa(buyer, '0712345601');
    await settles(buyer, payment, 'failed');
    const first = (await paymentRow(payment)).checkout_request_id as string;
    await simulate({ outcome: 'silent' });
    afterSameRequestGap();
    expect((await buyer.post(`/api/payments/${payment}/retry`)).status).toBe(200);
    expect((await sendCallback(callback(first, [], 1032))).status).toBe(200);
    expect((await buyer.get(`/api/payments/${payment}/status`)).body.status).toBe('pending');
    expect((await sendCallback(paid(first, 900, 'LATE123456', 254712345601))).status).toBe(200);
    expect(await paymentRow(payment)).toMatchObject({ status: 'completed', reference: 'LATE123456' });
  });

  it('a callback whose result code is not a number is refused', async () => {
    for (const ResultCode of [null, true, 'zero'])
      expect((await sendCallback({ Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode } } })).status).toBe(400);
  });
});
