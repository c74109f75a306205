/**
 * What Daraja really answers, against the simulator: the callback address it accepts, a token it refuses (a 404
 * `404.001.03`) and one token shared by every instance, spike arrest, pushes answered too slowly (kept waiting,
 * never undone), callbacks for unknown requests (kept for an admin), the receipt arriving after the status query
 * settled a payment, masked and hashed numbers, the till's fields, and "Try again" waiting M-Pesa's two minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startWithMpesa, testCallbackSecret } from '../helpers/mpesa.ts';
import { moveClock, now } from '../../src/registry/clock.ts';
import { filteredWordIn } from '../../src/server/payments/callback-secret.ts';
import { createDarajaClient } from '../../src/server/payments/daraja-client.ts';
import { databaseTokens, memoryTokens } from '../../src/server/payments/daraja-tokens.ts';
import { settlePayments } from '../../src/server/payments/settle-payments.ts';

let env: Awaited<ReturnType<typeof startWithMpesa>>;
let admin: Session;
let vendor: Session;
let shop: number;

beforeAll(async () => {
  env = await startWithMpesa();
  admin = await signInAdmin(env.app);
  vendor = await member(env.app, 'vendor', admin);
  shop = (await vendor.post('/api/shop/shops', { name: 'Nakuru School Supplies', pickup_points: ['Kenyatta Avenue'] })).body.id;
  await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
});
afterAll(() => env.close());

const buyerWithCart = async () => {
  const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Geometry set', price: 350, stock: 10 })).body.id as number;
  await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
  const buyer = await member(env.app, 'subscriber', admin);
  expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 2 })).status).toBe(201);
  return { buyer, product };
};

const simulate = (control: object) => client({ url: env.simulator.url }).post('/simulator/control', control);
const paymentRow = async (payment: number) => (await admin.get(`/api/shop/payments/${payment}`)).body;
const stockOf = async (product: number) => (await client(env.app).get(`/api/shop/products/${product}`)).body.stock as number;

const checkout = async (buyer: Session, phone: string) => {
  const answer = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { order: answer.body.order.id as number, payment: answer.body.payment.id as number };
};

const settles = async (buyer: Session, payment: number, status: string, within = 6000) => {
  let last: { status: string; message: string; reference: string | null } | undefined;
  const took = await eventually(
    async () => {
      last = (await buyer.get(`/api/payments/${payment}/status`)).body;
      return last!.status === status;
    },
    within,
    100,
  );
  expect(took, `payment ${payment}: ${JSON.stringify(last)}`).not.toBeNull();
  return last!;
};

const paidCallback = (checkoutRequestId: string, amount: number, receipt: string, phone: string | number) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: 'm-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'PhoneNumber', Value: phone },
        ],
      },
    },
  },
});
const sendCallback = (body: object, path = `/api/payments/confirm/${testCallbackSecret}`) => client(env.app).post(path, body);

const warnings = () => {
  const said: string[] = [];
  return { said, warn: (message: string) => void said.push(message) };
};

describe('the callback address', () => {
  it('is one Daraja accepts, and the earlier address still settles pushes sent to it', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { payment } = await checkout(buyer, '0712345678');
    const url = String(env.simulator.lastPush()?.CallBackURL);
    expect(url).toMatch(/\/api\/payments\/confirm\/[\w-]+$/);
    expect(filteredWordIn(url)).toBeNull();
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    const answer = await sendCallback(paidCallback(id, amount, 'SEARLIER01', 254712345678), `/api/payments/mpesa/callback/${testCallbackSecret}`);
    expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await paymentRow(payment)).toMatchObject({ status: 'completed', reference: 'SEARLIER01' });
  });

  it('production with a callback Daraja cannot reach offers no M-Pesa, and checkout says so', async () => {
    const production = await startWithMpesa({ production: true, paymentsSimulated: false }, { callbackBaseUrl: 'http://127.0.0.1:3961' });
    try {
      expect((await client(production.app).get('/api/payments/methods')).body.methods).toEqual([]);
      const buyer = await member(production.app, 'subscriber');
      const answer = await buyer.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('M-Pesa payments are not available; choose another method.');
      expect(production.simulator.stats.pushes).toBe(0);
    } finally {
      await production.close();
    }
  });
});

describe('the access token', () => {
  it('a token Daraja refuses with 404 "Invalid Access Token" is renewed once, and the push goes through', async () => {
    const { buyer } = await buyerWithCart();
    const { tokens, tokensRefused } = env.simulator.stats;
    env.simulator.revokeTokens();
    const { payment } = await checkout(buyer, '0712345678');
    expect(env.simulator.stats.tokensRefused).toBe(tokensRefused + 1);
    expect(env.simulator.stats.tokens).toBe(tokens + 1);
    await settles(buyer, payment, 'completed');
  });

  it('instances share one token, so a new token on one never ends the other’s', async () => {
    await simulate({ oneTokenAtATime: true });
    try {
      const settings = { ...env.config.mpesa!, timeoutMs: 3000 };
      const shared = [createDarajaClient(settings, databaseTokens(env.app.db)), createDarajaClient(settings, databaseTokens(env.app.db))];
      const { tokens, tokensRefused } = env.simulator.stats;
      // An unknown request is refused after the token is accepted: enough to see which token each call carried.
      for (let round = 0; round < 3; round++) for (const daraja of shared) await daraja.query('ws_CO_unknown').catch(() => undefined);
      expect(env.simulator.stats.tokensRefused - tokensRefused).toBeLessThanOrEqual(1);
      expect(env.simulator.stats.tokens - tokens).toBeLessThanOrEqual(1);

      // Each on its own, they take turns ending each other's token: what the shared store prevents.
      const apart = [createDarajaClient(settings, memoryTokens()), createDarajaClient(settings, memoryTokens())];
      const before = env.simulator.stats.tokensRefused;
      for (let round = 0; round < 3; round++) for (const daraja of apart) await daraja.query('ws_CO_unknown').catch(() => undefined);
      expect(env.simulator.stats.tokensRefused - before).toBeGreaterThan(2);
    } finally {
      await simulate({ oneTokenAtATime: false });
      // The server's own token was ended too: it takes a live one now, not in the next test's slowed push.
      await env.app.pushPayments!.provider.query('ws_CO_unknown').catch(() => undefined);
    }
  });
});

describe('slow and ambiguous answers', () => {
  it('a push answered after MPESA_TIMEOUT_MS stays pending (nothing undone, no "Nothing was charged"); its callback settles it', async () => {
    const { buyer, product } = await buyerWithCart();
    await simulate({ slowMs: 2500 });
    let placed;
    try {
      placed = await checkout(buyer, '0712345678');
    } finally {
      await simulate({ slowMs: 0 });
    }
    const status = (await buyer.get(`/api/payments/${placed.payment}/status`)).body;
    expect(status.message).not.toMatch(/Nothing was charged/);
    expect((await buyer.get(`/api/shop/cart/user/${buyer.user.id}`)).body).toEqual([]);
    expect(await stockOf(product)).toBe(8);
    const paid = await settles(buyer, placed.payment, 'completed');
    expect(paid.reference).toMatch(/^S[0-9A-F]{9}$/);
    expect((await buyer.get(`/api/shop/orders/${placed.order}`)).body.status).toBe('paid');
  });

  it('spike arrest on the status query leaves the payment for the next round', async () => {
    const { buyer } = await buyerWithCart();
    const { payment } = await checkout(buyer, '0712345605');
    await simulate({ spikeArrests: 2 });
    await settles(buyer, payment, 'completed');
  });

  it('a "paid" for a request nobody knows is kept for an admin, never dropped', async () => {
    const answer = await sendCallback(paidCallback('ws_CO_NOBODY_KNOWS', 1200, 'SUNKNOWN01', '2547******126'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await sendCallback(paidCallback('ws_CO_NOBODY_KNOWS', 1200, 'SUNKNOWN01', '2547******126'))).status).toBe(200);
    const kept = (await admin.get('/api/shop/payments?checkout_request_id=ws_CO_NOBODY_KNOWS')).body;
    expect(kept).toEqual([expect.objectContaining({ status: 'review', reference: 'SUNKNOWN01', amount: 1200, method: 'mpesa', order_id: null })]);
    expect(kept[0].result_message).toMatch(/^M-Pesa reported a payment \(receipt SUNKNOWN01\) for a request ElimuHub has no record of/);
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => sendCallback(paidCallback('ws_CO_TEN_AT_ONCE', 800, 'STENATONCE', 254712345678))));
    expect(atOnce.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect((await admin.get('/api/shop/payments?checkout_request_id=ws_CO_TEN_AT_ONCE')).body).toHaveLength(1);
    const failed = await sendCallback({
      Body: { stkCallback: { CheckoutRequestID: 'ws_CO_NOBODY_FAILED', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } },
    });
    expect(failed.status).toBe(200);
    expect((await admin.get('/api/shop/payments?checkout_request_id=ws_CO_NOBODY_FAILED')).body).toEqual([]);
  });
});

describe('the receipt', () => {
  it('a callback after the status query settled the payment stores the receipt, and is no second payment', async () => {
    const { buyer } = await buyerWithCart();
    const { payment } = await checkout(buyer, '0712345605');
    const byQuery = await settles(buyer, payment, 'completed');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    // Never the CheckoutRequestID in its place.
    expect(byQuery).toMatchObject({ message: 'Paid.', reference: null });
    const log = warnings();
    const late = paidCallback(id, amount, 'SLATERCPT1', 254712345605);
    await settlePayments(env.app.db, { checkoutRequestId: id }, { kind: 'paid', reference: 'SLATERCPT1', message: 'Paid.' }, log);
    expect(log.said).toEqual([]);
    expect((await sendCallback(late)).status).toBe(200);
    expect(await buyer.get(`/api/payments/${payment}/status`).then((r) => r.body)).toMatchObject({
      message: 'Paid. M-Pesa receipt SLATERCPT1.',
      reference: 'SLATERCPT1',
    });
  });

  it('the sweep’s query and a late callback at once: settled once, the receipt kept, no alarm', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { payment, order } = await checkout(buyer, '0712345678');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    const log = warnings();
    const which = { checkoutRequestId: id };
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        settlePayments(env.app.db, which, { kind: 'paid', reference: null, message: 'Paid (confirmed by M-Pesa’s status query).' }, log),
      ),
      ...Array.from({ length: 5 }, () => settlePayments(env.app.db, which, { kind: 'paid', reference: 'SRACE00001', message: 'Paid.' }, log)),
    ]);
    expect(log.said).toEqual([]);
    expect((await paymentRow(payment)).reference).toBe('SRACE00001');
    expect((await paymentRow(payment)).amount).toBe(amount);
    const history = (await buyer.get(`/api/shop/orders/${order}`)).body.history;
    expect(history.filter((c: { to: string }) => c.to === 'paid')).toHaveLength(1);
  });

  it('another receipt for a completed payment is still told, for a refund by hand', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { payment } = await checkout(buyer, '0712345678');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    expect((await sendCallback(paidCallback(id, amount, 'SFIRST0001', 254712345678))).status).toBe(200);
    const log = warnings();
    await settlePayments(env.app.db, { checkoutRequestId: id }, { kind: 'paid', reference: 'SSECOND001', message: 'Paid.' }, log);
    expect(log.said).toEqual([`M-Pesa reports payment ${payment} paid a second time (SSECOND001); refund it by hand`]);
  });
});

describe('numbers in callbacks', () => {
  it.each(['masked', 'hashed'])('a %s number pays the order, not sent to review', async (phoneAs) => {
    const { buyer } = await buyerWithCart();
    await simulate({ phoneAs });
    try {
      const { payment, order } = await checkout(buyer, '0712345678');
      await settles(buyer, payment, 'completed');
      expect((await buyer.get(`/api/shop/orders/${order}`)).body.status).toBe('paid');
    } finally {
      await simulate({ phoneAs: 'plain' });
    }
  });

  it('a masked number whose visible digits differ is still kept for review', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { payment } = await checkout(buyer, '0712345678');
    const { checkout_request_id: id, amount } = await paymentRow(payment);
    await sendCallback(paidCallback(id, amount, 'SMASKED001', '2547******999'));
    expect(await paymentRow(payment)).toMatchObject({ status: 'review', result_message: expect.stringMatching(/^M-Pesa reported phone 2547\*+999/) });
  });
});

describe('the push', () => {
  it('carries an account reference that fits, and a till’s fields for Buy Goods', async () => {
    const { buyer } = await buyerWithCart();
    await simulate({ outcome: 'silent' });
    const { order } = await checkout(buyer, '0712345678');
    expect(env.simulator.lastPush()).toMatchObject({ AccountReference: `ORD-${order}`, TransactionType: 'CustomerPayBillOnline', PartyB: '174379' });

    const till = createDarajaClient({ ...env.config.mpesa!, transactionType: 'CustomerBuyGoodsOnline', partyB: '600100' }, memoryTokens());
    await simulate({ outcome: 'silent' });
    await till.push({
      amount: 100,
      phone: '0712345678',
      callbackUrl: 'https://elimuhub.co.ke/api/payments/confirm/x',
      accountReference: 'ORD-1',
      description: 'ElimuHub shop',
    });
    expect(env.simulator.lastPush()).toMatchObject({ TransactionType: 'CustomerBuyGoodsOnline', PartyB: '600100', BusinessShortCode: '174379' });
  });
});

describe('Try again', () => {
  it('waits M-Pesa’s two minutes after the last request: refused earlier with a 429 saying when, then sent', async () => {
    const { buyer } = await buyerWithCart();
    const { payment } = await checkout(buyer, '0712345601');
    const failed = await settles(buyer, payment, 'failed');
    const pushedAt = Date.parse((await paymentRow(payment)).pushed_at);
    expect(failed).toMatchObject({ can_retry: false, retry_at: new Date(pushedAt + 120_000).toISOString(), result_code: 1032 });
    const early = await buyer.post(`/api/payments/${payment}/retry`);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(
      /^M-Pesa takes another request for the same amount from the same number two minutes after the last one\. Try again in \d+ seconds\.$/,
    );
    const sw = await buyer.raw('POST', `/api/payments/${payment}/retry`, {}, { 'accept-language': 'sw' });
    expect(sw.body.message).toMatch(/^M-Pesa hupokea ombi jingine .* Jaribu tena baada ya sekunde \d+\.$/);
    moveClock(now() - Date.now() + 121_000);
    expect((await buyer.get(`/api/payments/${payment}/status`)).body.can_retry).toBe(true);
    await simulate({ outcome: 'paid' });
    expect((await buyer.post(`/api/payments/${payment}/retry`)).status).toBe(200);
    await settles(buyer, payment, 'completed');
  });
});
