/**
 * Choosing a plan pays through the same payments as the shop: test payments start the month at once; M-Pesa
 * starts it when Daraja's callback says paid, cancels the purchase when the member cancels on the phone (the
 * plan they had stays), and "Try again" asks once more. Free needs no payment; nobody buys a plan for another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startWithMpesa } from '../helpers/mpesa.ts';
import { startServer } from '../helpers/server.ts';
import { atDay, moveClock, now } from '../../src/registry/clock.ts';
import { repeatPurchaseGapMs } from '../../src/server/plans/plan-checkout.ts';

const planIds = async (app: Parameters<typeof client>[0]) =>
  Object.fromEntries(((await client(app).get('/api/auth/subscription-plans')).body as { id: number; name: string }[]).map((p) => [p.name, p.id]));

describe('with test payments', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let plans: Record<string, number>;
  let webinar: number;
  beforeAll(async () => {
    server = await startServer();
    plans = await planIds(server.app);
    const admin = await signInAdmin(server.app);
    webinar = (
      await admin.post('/api/events/webinars', {
        title: 'Choosing a Senior School pathway',
        date: atDay(30, '19:00'),
        join_url: 'https://live.example.co.ke/w/2',
      })
    ).body.id;
  });
  afterAll(() => server.close());

  it('starts Gold at once and gives its perks', async () => {
    const parent = await member(server.app, 'subscriber');
    expect((await parent.get(`/api/events/webinars/${webinar}`)).body.join_url).toBeUndefined();
    const bought = await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.subscription.status).toBe('active');
    expect(bought.body.payment).toMatchObject({ status: 'completed', amount: 2500, method: 'card' });
    expect((await parent.get('/api/plans/mine')).body.plan).toBe('Gold');
    expect((await parent.get(`/api/events/webinars/${webinar}`)).body.join_url).toBe('https://live.example.co.ke/w/2');
    const payments = (await parent.get('/api/shop/payments')).body;
    expect(payments).toEqual([expect.objectContaining({ id: bought.body.payment.id, subscription_id: bought.body.subscription.id, order_id: null })]);
  });

  it('one plan at a time: no second plan for the same month, and one renewal ahead at most', async () => {
    const parent = await member(server.app, 'subscriber');
    expect((await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card' })).status).toBe(201);
    const other = await parent.post('/api/plans/checkout', { plan_id: plans.Silver, payment_method: 'card' });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/^You are on Gold until \d{1,2} [A-Z][a-z]+ \d{4}\. Choose Silver when it ends, or renew Gold\.$/);
    // The same purchase at once again is a repeated tap, not a renewal.
    const repeated = await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card' });
    expect(repeated.status).toBe(409);
    expect(repeated.body.message).toBe('You chose a plan a moment ago. Check your plan on your profile before paying again.');
    moveClock(now() - Date.now() + repeatPurchaseGapMs + 1000);
    expect((await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card' })).status).toBe(201);
    expect((await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card' })).status).toBe(409);
  });

  it('ten purchases at once by one member: one charge, one plan, and a clear 409 for the rest', async () => {
    const parent = await member(server.app, 'subscriber');
    const answers = await Promise.all(Array.from({ length: 10 }, () => parent.post('/api/plans/checkout', { plan_id: plans.Silver, payment_method: 'card' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/^You chose a plan a moment ago\./);
    expect((await parent.get('/api/auth/user-subscriptions')).body).toHaveLength(1);
    expect((await parent.get('/api/shop/payments')).body).toHaveLength(1);
  });

  it('answers a free plan, an unknown plan and a missing number with clear 400s', async () => {
    const parent = await member(server.app, 'subscriber');
    const free = await parent.post('/api/plans/checkout', { plan_id: plans.Free, payment_method: 'card' });
    expect(free.status).toBe(400);
    expect(free.body.message).toMatch(/^Free is free/);
    expect((await parent.post('/api/plans/checkout', { plan_id: 99999, payment_method: 'card' })).body.errors.plan_id).toBe('Choose one of the plans.');
    expect((await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'mpesa' })).body.errors.phone).toMatch(/M-Pesa number/);
    expect((await parent.post('/api/plans/checkout', { plan_id: 'Gold' })).status).toBe(400);
    expect((await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'card', owner_id: 1 })).status).toBe(400);
    expect((await client(server.app).post('/api/plans/checkout', { plan_id: plans.Gold })).status).toBe(401);
    expect((await parent.get('/api/plans/mine')).body.plan).toBe(null);
  });
});

describe('with M-Pesa', () => {
  let env: Awaited<ReturnType<typeof startWithMpesa>>;
  let plans: Record<string, number>;
  let admin: Session;
  beforeAll(async () => {
    env = await startWithMpesa();
    plans = await planIds(env.app);
    admin = await signInAdmin(env.app);
  });
  afterAll(() => env.close());

  const settled = async (parent: Session, payment: number, status: string) => {
    const took = await eventually(async () => (await parent.get(`/api/payments/${payment}/status`)).body.status === status, 6000, 100);
    expect(took, `payment ${payment} never became ${status}`).not.toBeNull();
    return (await parent.get(`/api/payments/${payment}/status`)).body;
  };

  it('waits for the phone, then starts the plan once paid', async () => {
    const parent = await member(env.app, 'subscriber', admin);
    const bought = await parent.post('/api/plans/checkout', { plan_id: plans.Silver, payment_method: 'mpesa', phone: '0712345678' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.subscription.status).toBe('pending');
    expect((await parent.get(`/api/payments/${bought.body.payment.id}/status`)).body.message).toBe('Check your phone and enter your M-Pesa PIN.');
    expect((await parent.get('/api/plans/mine')).body.plan).toBe(null);
    await settled(parent, bought.body.payment.id, 'completed');
    expect((await parent.get('/api/plans/mine')).body).toMatchObject({ plan: 'Silver', perks: ['priority_support', 'downloads'] });
    const notes = (await parent.get('/api/notifications/main')).body.map((n: { title: string }) => n.title);
    expect(notes).toContain('Your Silver plan is active');
  });

  it('cancelled on the phone: no plan, the reason told; "Try again" asks once more and starts it', async () => {
    const parent = await member(env.app, 'subscriber', admin);
    const bought = await parent.post('/api/plans/checkout', { plan_id: plans.Bronze, payment_method: 'mpesa', phone: '0712345601' });
    const failed = await settled(parent, bought.body.payment.id, 'failed');
    expect(failed).toMatchObject({ message: 'You cancelled the M-Pesa request.', can_retry: false, result_code: 1032 });
    expect((await parent.get('/api/plans/mine')).body.plan).toBe(null);
    const other = await member(env.app, 'subscriber', admin);
    expect((await other.post(`/api/payments/${bought.body.payment.id}/retry`)).status).toBe(404);

    await client({ url: env.simulator.url }).post('/simulator/control', { outcome: 'paid' });
    moveClock(now() - Date.now() + 121_000);
    expect((await parent.post(`/api/payments/${bought.body.payment.id}/retry`)).status).toBe(200);
    await settled(parent, bought.body.payment.id, 'completed');
    expect((await parent.get('/api/plans/mine')).body.plan).toBe('Bronze');
  });

  it('ten M-Pesa purchases at once by one member: one prompt, one plan, and a clear 409 for the rest', async () => {
    const parent = await member(env.app, 'subscriber', admin);
    const pushes = env.simulator.stats.pushes;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'mpesa', phone: '0712345678' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toEqual(expect.any(String));
    expect(env.simulator.stats.pushes).toBe(pushes + 1);
    expect((await parent.get('/api/auth/user-subscriptions')).body).toHaveLength(1);
    expect((await parent.get('/api/shop/payments')).body).toHaveLength(1);
  });

  it('Daraja away: a clear 503, and the purchase is given up', async () => {
    const parent = await member(env.app, 'subscriber', admin);
    await client({ url: env.simulator.url }).post('/simulator/control', { down: true });
    try {
      const bought = await parent.post('/api/plans/checkout', { plan_id: plans.Gold, payment_method: 'mpesa', phone: '0712345678' });
      expect(bought.status).toBe(503);
      expect(bought.body.message).toMatch(/Nothing was charged/);
    } finally {
      await client({ url: env.simulator.url }).post('/simulator/control', { down: false });
    }
    expect((await parent.get('/api/plans/mine')).body.plan).toBe(null);
    const subs = (await parent.get('/api/auth/user-subscriptions')).body;
    expect(subs.map((s: { status: string }) => s.status)).toEqual(['cancelled']);
    // The push never reached M-Pesa: no two-minute wait before trying again.
    const [payment] = (await parent.get('/api/shop/payments')).body;
    expect((await parent.get(`/api/payments/${payment.id}/status`)).body).toMatchObject({ status: 'failed', result_code: -2, can_retry: true });
  });
});
