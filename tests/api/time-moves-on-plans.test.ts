/**
 * A plan's month running out, by Nairobi's days: three days before its last day the sweep (hourly in the app,
 * called here at the moment the test needs) reminds the member once, however many sweeps run; the plan is theirs
 * through its last day, gone the next whether or not a sweep has run, and the sweep expires it once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, moveClock } from '../../src/registry/clock.ts';
import type { Dialect } from '../../src/server/db/dialect.ts';
import { sweepSubscriptions } from '../../src/server/plans/subscriptions.ts';
import { client, member, memberPassword, signIn, type Session } from '../helpers/client.ts';
import { anotherInstance } from '../helpers/another-instance.ts';
import { startServer } from '../helpers/server.ts';
import { travelTo } from '../helpers/time-travel.ts';

let server: Awaited<ReturnType<typeof startServer>>;
/** Two connections of their own on the app's database, as two instances sweeping would have. */
let instances: Dialect[];
let buyer: Session;
let subscriptionId: number, lastDay: string;

/** The buyer signed in afresh: a session lasts 30 days of the clock, and the month is longer. */
const buyerNow = () => signIn(server.app, buyer.user.email, memberPassword);
const sweep = () => sweepSubscriptions(instances[0]!.db);
/** Three sweeps at once on each instance: two alone seldom meet between reading a row and claiming it. */
const sweepBoth = () => Promise.all(instances.flatMap((instance) => [1, 2, 3].map(() => sweepSubscriptions(instance.db))));
const reminders = async () =>
  ((await (await buyerNow()).get('/api/notifications/main?_end=100')).body as { title: string }[]).filter((note) =>
    /^Your Silver plan ends on /.test(note.title),
  );
const subscription = async () =>
  ((await (await buyerNow()).get('/api/auth/user-subscriptions')).body as { id: number; status: string; updated_at: string }[]).find(
    (sub) => sub.id === subscriptionId,
  )!;

beforeAll(async () => {
  server = await startServer();
  instances = [await anotherInstance(server.config), await anotherInstance(server.config)];
  buyer = await member(server.app, 'subscriber');
  const plans = (await client(server.app).get('/api/auth/subscription-plans')).body as { id: number; name: string }[];
  const bought = await buyer.post('/api/plans/checkout', { plan_id: plans.find((plan) => plan.name === 'Silver')!.id, payment_method: 'card' });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  subscriptionId = bought.body.subscription.id;
  lastDay = bought.body.subscription.ends_at;
});
afterAll(async () => {
  moveClock(0);
  for (const instance of instances ?? []) await instance.close();
  await server?.close();
});

it('sends no reminder four days before the last day', async () => {
  travelTo(addDays(lastDay, -4), '23:30');
  // Run as they will be later, which also opens the instances' connections before they race.
  await sweepBoth();
  expect(await reminders()).toEqual([]);
});

it('reminds once three days before, however many sweeps run, from two instances at once or one after another', async () => {
  // Half an hour into the day in Nairobi: still the day before in UTC.
  travelTo(addDays(lastDay, -3), '00:30');
  await sweepBoth();
  await sweep();
  expect(await reminders()).toHaveLength(1);
  travelTo(addDays(lastDay, -1), '12:00');
  await sweep();
  expect(await reminders()).toHaveLength(1);
});

it('keeps the plan through its last day', async () => {
  travelTo(lastDay, '23:30');
  await sweep();
  expect((await (await buyerNow()).get('/api/plans/mine')).body).toMatchObject({ plan: 'Silver', ends_at: lastDay });
  expect((await subscription()).status).toBe('active');
});

it('has no plan the next day even before a sweep, and the sweep expires it once', async () => {
  travelTo(addDays(lastDay, 1), '00:30');
  expect((await (await buyerNow()).get('/api/plans/mine')).body).toMatchObject({ plan: null, perks: [] });
  await sweepBoth();
  const expired = await subscription();
  expect(expired).toMatchObject({ status: 'expired', updated_at: expect.any(String) });
  // A later sweep finds nothing to change: the row is not written again.
  travelTo(addDays(lastDay, 1), '01:30');
  await sweep();
  expect(await subscription()).toEqual(expired);
  expect((await (await buyerNow()).get('/api/auth/me')).body.user).toMatchObject({ plan: null, subscribed: false });
  expect(await reminders()).toHaveLength(1);
});
