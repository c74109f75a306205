/**
 * The staff dashboard: staff only, a validated period in Nairobi days, what is waiting, the period's figures
 * against the period before, approved listings only and money from paid orders only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, nairobiToday, nowIso } from '../../src/registry/clock.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session, editor: Session, school: Session, vendor: Session;
let shopId: number;

const lines = [{ product_id: 1, name: 'Exercise book', price: 50, quantity: 2 }];
/** An order placed through the API, then moved to `created_at` (the API stamps the present). */
const order = async (total: number, status: string, createdAt?: string) => {
  const placed = await admin.post('/api/shop/orders', { lines, total, status, shop_id: shopId });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (createdAt) await dialect.db.updateTable('shop_orders').set({ created_at: createdAt }).where('id', '=', placed.body.id).execute();
};

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  school = await member(server.app, 'school', admin);
  vendor = await member(server.app, 'vendor', admin);
  const visitor = client(server.app);
  for (const [path, visitorId] of [
    ['/', 'a'],
    ['/schools', 'a'],
    ['/schools', 'b'],
  ])
    expect((await visitor.post('/api/analytics/page-views', { path, visitor: visitorId })).status).toBe(201);
  for (const q of ['Nairobi', 'nairobi', 'Kisumu']) await visitor.get(`/api/institutions/schools?q=${q}`);
  for (const [name, county, moderation] of [
    ['Upendo Primary', 'Kisumu', 'approved'],
    ['Baraka Academy', 'Kisumu', 'approved'],
    ['Amani School', 'Nakuru', 'approved'],
    ['Tumaini School', 'Nakuru', 'pending'],
    ['Jua Kali School', 'Mombasa', 'rejected'],
  ]) {
    const made = await school.post('/api/institutions/schools', { name, county });
    expect(made.status).toBe(201);
    await dialect.db.updateTable('institutions_schools').set({ moderation }).where('id', '=', made.body.id).execute();
  }
  // A college needs a logo through the API; the dashboard only reads its county and moderation. Made now by the
  // product's clock, so it counts among today's listings.
  const now = nowIso();
  await dialect.db
    .insertInto('institutions_colleges')
    .values({ name: 'Kisumu Polytechnic', county: 'Kisumu', moderation: 'approved', created_at: now, updated_at: now })
    .execute();
  shopId = (await admin.post('/api/shop/shops', { name: 'Duka la Vitabu', county: 'Nairobi' })).body.id;
  expect(shopId).toBeGreaterThan(0);
  const employer = await admin.post('/api/jobs/employers', { name: 'Kenya Schools Trust' });
  for (const status of ['Open', 'Open', 'Closed'])
    expect((await admin.post('/api/jobs/main', { title: `Teacher ${status}`, employer_id: employer.body.id, status, deadline: inDays(60) })).status).toBe(201);
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const today = nairobiToday();

describe('GET /api/analytics/dashboard', () => {
  it('answers 401 signed out and 403 to school and vendor members', async () => {
    expect((await client(server.app).get('/api/analytics/dashboard')).status).toBe(401);
    for (const who of [school, vendor]) {
      const reply = await who.get('/api/analytics/dashboard');
      expect(reply.status).toBe(403);
      expect(reply.body.message).toMatch(/admins and editors/);
    }
  });

  it('refuses a bad, reversed or too long period with a message, never a 500', async () => {
    for (const query of [
      'days=0',
      'days=400',
      'days=abc',
      'days=-1',
      'from=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=2026-03-01',
      'from=2026-03-10&to=2026-03-01',
      'from=2025-01-01&to=2026-03-01',
      'from[]=2026-01-01&to=2026-01-02',
      'days=7&from=2026-01-01&to=2026-01-02',
      'x=1',
      'days[]=7',
      'days=7&owner_id=2',
    ]) {
      const reply = await admin.get(`/api/analytics/dashboard?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toEqual(expect.any(String));
    }
    expect((await admin.get('/api/analytics/dashboard?from=2025-03-01&to=2026-03-01')).status).toBe(200);
  });

  it('gives editors and admins one point per Nairobi day and the period’s figures', async () => {
    for (const who of [admin, editor]) {
      const { status, body } = await who.get('/api/analytics/dashboard?days=30');
      expect(status).toBe(200);
      expect(body.period).toMatchObject({ to: today, days: 30 });
      expect(body.pageViews).toHaveLength(30);
      expect(body.pageViews.at(-1)).toEqual({ day: today, count: 3 });
      expect(body.kpis.pageViews).toEqual({ current: 3, previous: 0 });
      expect(body.kpis.uniqueVisitors).toEqual({ current: 2, previous: 0 });
      // admin, editor, school and vendor registered today
      expect(body.kpis.newUsers).toEqual({ current: 4, previous: 0 });
      expect(body.topSearches[0]).toEqual({ query: 'nairobi', count: 2 });
      expect(body.noResultSearches).toEqual(expect.arrayContaining([{ query: 'nairobi', count: 2 }]));
      expect(body.jobsByStatus).toEqual(
        expect.arrayContaining([
          { status: 'Open', count: 2 },
          { status: 'Closed', count: 1 },
        ]),
      );
    }
  });

  it('counts approved listings only, by county and by type', async () => {
    const { body } = await admin.get('/api/analytics/dashboard?days=7');
    expect(body.kpis.listingsApproved).toEqual({ current: 4, previous: 0 });
    expect(body.listingsByCounty).toEqual([
      { county: 'Kisumu', count: 3, byType: { 'institutions/schools': 2, 'institutions/colleges': 1 } },
      { county: 'Nakuru', count: 1, byType: { 'institutions/schools': 1 } },
    ]);
    expect(body.listingsByType).toEqual([
      { resource: 'institutions/colleges', label: 'Colleges', count: 1 },
      { resource: 'institutions/schools', label: 'Schools', count: 3 },
      { resource: 'institutions/universities', label: 'Universities', count: 0 },
    ]);
    expect(body.toDo.submissions).toBeGreaterThanOrEqual(1);
  });

  it('counts revenue from paid orders only, by shop, and unpaid orders as waiting', async () => {
    for (const [total, status] of [
      [100, 'paid'],
      [300, 'delivered'],
      [250, 'pending'],
      [900, 'cancelled'],
      [700, 'refunded'],
    ] as const)
      await order(total, status);
    const { body } = await admin.get('/api/analytics/dashboard?days=7');
    expect(body.ordersPerDay).toHaveLength(7);
    expect(body.ordersPerDay.at(-1)).toEqual({ day: today, orders: 2, revenue: 400 });
    expect(body.kpis.ordersPaid.current).toBe(2);
    expect(body.kpis.revenue.current).toBe(400);
    expect(body.revenueByShop).toEqual([{ shopId, shop: 'Duka la Vitabu', orders: 2, revenue: 400 }]);
    expect(body.toDo.unpaidOrders).toBe(1);
  });

  it('puts 22:30 UTC in the next Nairobi day and compares with the period before', async () => {
    await order(500, 'paid', '2026-03-09T22:30:00.000Z'); // 01:30 on 10 March in Nairobi
    await order(40, 'paid', '2026-03-09T20:59:59.999Z'); // 23:59 on 9 March in Nairobi
    await order(60, 'paid', '2026-02-28T21:00:00.000Z'); // midnight 1 March in Nairobi: inside the period
    await order(80, 'paid', '2026-02-28T20:00:00.000Z'); // 23:00 on 28 February: the period before
    const { status, body } = await admin.get('/api/analytics/dashboard?from=2026-03-01&to=2026-03-10');
    expect(status).toBe(200);
    expect(body.period).toEqual({ from: '2026-03-01', to: '2026-03-10', days: 10, previous: { from: '2026-02-19', to: '2026-02-28' } });
    const byDay = Object.fromEntries(body.ordersPerDay.map((d: { day: string; revenue: number }) => [d.day, d.revenue]));
    expect(byDay).toMatchObject({ '2026-03-10': 500, '2026-03-09': 40, '2026-03-01': 60 });
    expect(body.kpis.revenue).toEqual({ current: 600, previous: 80 });
    expect(body.kpis.ordersPaid).toEqual({ current: 3, previous: 1 });
  });

  it('counts what waits: open tickets and unanswered contact messages', async () => {
    await admin.post('/api/support/feedback', { name: 'Wanjiru', email: 'wanjiru@example.co.ke', message: 'Please call me back.' });
    await school.post('/api/support/tickets', { subject: 'Cannot upload a logo', message: 'The upload fails every time.' });
    const { body } = await editor.get('/api/analytics/dashboard');
    expect(body.toDo).toMatchObject({ unansweredMessages: 1, unpaidOrders: 1 });
    expect(body.toDo.openTickets).toBeGreaterThanOrEqual(0);
  });
});
