/**
 * The days people see are Nairobi's, not UTC's: at 23:30 in Nairobi (20:30 UTC) it is still the day, at 00:30 the
 * next (21:30 UTC, the same UTC date as the evening before). A job's deadline day, the staff dashboard's days and
 * the first day of a plan bought just after midnight all follow Nairobi's. The clock is pinned to tomorrow night.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, moveClock, nairobiDay } from '../../src/registry/clock.ts';
import { applyFor, uploadResume } from '../helpers/applying.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { decide } from '../helpers/moderation.ts';
import { startServer } from '../helpers/server.ts';
import { travelTo } from '../helpers/time-travel.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
/** The Nairobi day whose last half hour the tests live in, and the day after it. */
const day = addDays(nairobiDay(Date.now()), 1);
const nextDay = addDays(day, 1);

/** Half an hour before Nairobi's midnight, and half an hour after. */
const lateEvening = () => travelTo(day, '23:30');
const justAfterMidnight = () => travelTo(nextDay, '00:30');

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(async () => {
  moveClock(0);
  await server?.close();
});

it('pins the clock where Nairobi and UTC disagree on the date', () => {
  expect(new Date(lateEvening()).toISOString().slice(0, 10)).toBe(day);
  expect(new Date(justAfterMidnight()).toISOString().slice(0, 10)).toBe(day);
});

it('takes an application at 23:30 on the deadline day, and refuses one at 00:30 the next', async () => {
  const employer = await member(server.app, 'employer', admin);
  const [early, late] = [await member(server.app, 'subscriber', admin), await member(server.app, 'subscriber', admin)];
  lateEvening();
  const posted = await employer.post('/api/jobs/main', { title: 'Chemistry teacher, Kisii', deadline: day });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  expect((await decide(admin, 'jobs/main', posted.body.id)).status).toBe(200);
  const job = { id: posted.body.id as number };
  const taken = await applyFor(early, job, await uploadResume(early));
  expect(taken.status, JSON.stringify(taken.body)).toBe(201);

  justAfterMidnight();
  const refused = await applyFor(late, job, await uploadResume(late));
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/deadline .* has passed/);
});

it('counts a page view at 23:30 on that day and one at 00:30 on the next, in the staff dashboard', async () => {
  const visitor = client(server.app);
  lateEvening();
  expect((await visitor.post('/api/analytics/page-views', { path: '/', visitor: 'evening' })).status).toBe(201);
  justAfterMidnight();
  expect((await visitor.post('/api/analytics/page-views', { path: '/', visitor: 'morning' })).status).toBe(201);
  const { status, body } = await admin.get('/api/analytics/dashboard?days=7');
  expect(status).toBe(200);
  expect(body.period.to).toBe(nextDay);
  expect(body.pageViews.slice(-2)).toEqual([
    { day, count: 1 },
    { day: nextDay, count: 1 },
  ]);
});

it('starts a plan bought at 00:30 on the new Nairobi day', async () => {
  const buyer = await member(server.app, 'subscriber', admin);
  const silver = ((await client(server.app).get('/api/auth/subscription-plans')).body as { id: number; name: string }[]).find(
    (plan) => plan.name === 'Silver',
  )!;
  justAfterMidnight();
  const bought = await buyer.post('/api/plans/checkout', { plan_id: silver.id, payment_method: 'card' });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  expect(bought.body.subscription).toMatchObject({ status: 'active', starts_at: nextDay });
  expect((await buyer.get('/api/plans/mine')).body.plan).toBe('Silver');
});
