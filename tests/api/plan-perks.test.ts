/**
 * What a plan gives is enforced by the server: a webinar's join link and a document's download link go only to
 * members whose current plan includes them; priority support opens their tickets as high priority; a plan that
 * has ended gives nothing, whether or not the sweep has run; renewal reminders come once, a few days before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { activateSubscription, startSubscription, sweepSubscriptions } from '../../src/server/plans/subscriptions.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { atDay, inDays } from '../../src/registry/clock.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session;
let webinarId: number;
let documentId: number;

const planId = async (name: string) =>
  (await dialect.db.selectFrom('auth_subscription_plans').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;

/** A member on `plan` (or none), as a payment would leave them. */
const memberOn = async (plan: string | null) => {
  const session = await member(server.app, 'subscriber', admin);
  if (plan) await activateSubscription(dialect.db, await startSubscription(dialect.db, session.user.id, await planId(plan)));
  return session;
};

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  webinarId = (
    await admin.post('/api/events/webinars', { title: 'KJSEA results explained', date: atDay(30, '19:00'), join_url: 'https://live.example.co.ke/w/1' })
  ).body.id;
  documentId = (await admin.post('/api/media/documents', { title: 'KCSE timetable', source: 'https://example.co.ke/kcse.pdf' })).body.id;
});
afterAll(async () => {
  await dialect.close();
  await server.close();
});

it('gives a webinar’s join link only to plans with webinars, in lists and by id', async () => {
  const [visitor, free, silver, gold] = [client(server.app), await memberOn(null), await memberOn('Silver'), await memberOn('Gold')];
  for (const reader of [visitor, free, silver]) {
    expect((await reader.get(`/api/events/webinars/${webinarId}`)).body.join_url).toBeUndefined();
    expect((await reader.get('/api/events/webinars')).body[0].join_url).toBeUndefined();
  }
  expect((await gold.get(`/api/events/webinars/${webinarId}`)).body.join_url).toBe('https://live.example.co.ke/w/1');
  expect((await gold.get('/api/events/webinars')).body[0].join_url).toBe('https://live.example.co.ke/w/1');
  // Nor can the link be spelled out letter by letter through a filter.
  expect((await silver.get('/api/events/webinars?join_url_like=live')).status).toBe(400);
  expect((await gold.get('/api/events/webinars?join_url_like=live')).status).toBe(200);
});

it('gives downloads to Silver and Gold, not to Bronze or Free', async () => {
  const link = async (plan: string | null) => (await (await memberOn(plan)).get(`/api/media/documents/${documentId}`)).body.source;
  expect(await link(null)).toBeUndefined();
  expect(await link('Bronze')).toBeUndefined();
  expect(await link('Silver')).toBe('https://example.co.ke/kcse.pdf');
  expect(await link('Gold')).toBe('https://example.co.ke/kcse.pdf');
});

it('opens a Bronze member’s ticket as high priority; nobody sets priority themselves', async () => {
  const bronze = await memberOn('Bronze');
  const free = await memberOn(null);
  const ticket = { subject: 'Cannot see my order', description: 'Order 12 is missing from my list.', priority: 'urgent' };
  expect((await bronze.post('/api/support/tickets', ticket)).body.priority).toBe('high');
  expect((await free.post('/api/support/tickets', ticket)).body.priority).toBe('normal');
  expect((await bronze.post('/api/support/issues', { title: 'Broken link', description: 'The fees page link is broken.' })).body.priority).toBe('high');
});

it('names the current plan and its end; an ended plan gives nothing, and the sweep marks it expired', async () => {
  const gold = await memberOn('Gold');
  const mine = (await gold.get('/api/plans/mine')).body;
  expect(mine).toMatchObject({ plan: 'Gold', perks: ['priority_support', 'downloads', 'webinars'] });
  expect(mine.ends_at).toBe(dayjs(inDays(0)).add(1, 'month').subtract(1, 'day').format('YYYY-MM-DD'));
  expect((await gold.get('/api/auth/me')).body.user).toMatchObject({ plan: 'Gold', subscribed: true });

  await dialect.db
    .updateTable('auth_user_subscriptions')
    .set({ ends_at: inDays(-1) })
    .where('owner_id', '=', gold.user.id)
    .execute();
  expect((await gold.get(`/api/events/webinars/${webinarId}`)).body.join_url).toBeUndefined();
  expect((await gold.get('/api/plans/mine')).body).toMatchObject({ plan: null, perks: [] });
  await sweepSubscriptions(dialect.db);
  expect((await gold.get('/api/auth/me')).body.user).toMatchObject({ plan: null, subscribed: false });
  const rows = await dialect.db.selectFrom('auth_user_subscriptions').select('status').where('owner_id', '=', gold.user.id).execute();
  expect(rows.map((r) => r.status)).toEqual(['expired']);
});

it('renews early from the end of the current period, and reminds once, only when no renewal is paid', async () => {
  const silver = await memberOn('Silver');
  const ends = inDays(2);
  await dialect.db.updateTable('auth_user_subscriptions').set({ ends_at: ends }).where('owner_id', '=', silver.user.id).execute();
  await Promise.all([sweepSubscriptions(dialect.db), sweepSubscriptions(dialect.db)]);
  const reminders = (await silver.get('/api/notifications/main')).body.filter((n: { title: string }) => /plan ends/.test(n.title));
  expect(reminders).toHaveLength(1);
  expect(reminders[0].link).toBe('/profile#plans');

  await activateSubscription(dialect.db, await startSubscription(dialect.db, silver.user.id, await planId('Silver')));
  const periods = await dialect.db
    .selectFrom('auth_user_subscriptions')
    .select(['starts_at', 'ends_at'])
    .where('owner_id', '=', silver.user.id)
    .orderBy('id')
    .execute();
  expect(periods[1]!.starts_at).toBe(dayjs(ends).add(1, 'day').format('YYYY-MM-DD'));
});

it('does not let a member give themselves a plan', async () => {
  const free = await memberOn(null);
  expect((await free.patch(`/api/auth/users/${free.user.id}`, { plan: 'Gold', subscribed: true })).body).toMatchObject({ plan: null, subscribed: false });
  expect((await free.post('/api/auth/user-subscriptions', { plan_id: await planId('Gold'), status: 'active' })).status).toBe(403);
  expect((await free.get('/api/plans/mine')).body.perks).toEqual([]);
});
