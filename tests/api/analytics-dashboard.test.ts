/**
 * The admin's analytics aggregation: staff only, and every series counts what the site recorded in the period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, editor: Session, school: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  school = await member(server.app, 'school');
  const visitor = client(server.app);
  for (const path of ['/', '/schools', '/schools']) expect((await visitor.post('/api/analytics/page-views', { path })).status).toBe(201);
  for (const q of ['Nairobi', 'nairobi', 'Kisumu']) await visitor.get(`/api/institutions/schools?q=${q}`);
  for (const [name, county] of [['Upendo Primary', 'Kisumu'], ['Baraka Academy', 'Kisumu'], ['Amani School', 'Nakuru']])
    expect((await school.post('/api/institutions/schools', { name, county })).status).toBe(201);
  const employer = await admin.post('/api/jobs/employers', { name: 'Kenya Schools Trust' });
  for (const status of ['Open', 'Open', 'Closed'])
    expect((await admin.post('/api/jobs/main', { title: `Teacher ${status}`, employer_id: employer.body.id, status, deadline: '2027-01-31' })).status).toBe(201);
});
afterAll(() => server.close());

const today = new Date().toISOString().slice(0, 10);

describe('GET /api/analytics/dashboard', () => {
  it('answers 401 signed out and 403 to members', async () => {
    expect((await client(server.app).get('/api/analytics/dashboard')).status).toBe(401);
    expect((await school.get('/api/analytics/dashboard')).status).toBe(403);
  });

  it('refuses a bad period with a field error', async () => {
    for (const days of ['0', '400', 'abc', '-1']) {
      const reply = await admin.get(`/api/analytics/dashboard?days=${days}`);
      expect(reply.status).toBe(400);
      expect(reply.body.errors.days).toBeTruthy();
    }
  });

  it('gives editors and admins one point per day and the recorded counts', async () => {
    for (const who of [admin, editor]) {
      const { status, body } = await who.get('/api/analytics/dashboard?days=30');
      expect(status).toBe(200);
      expect(body.pageViews).toHaveLength(30);
      expect(body.pageViews.at(-1)).toEqual({ day: today, count: 3 });
      expect(body.pageViews.slice(0, -1).every((p: { count: number }) => p.count === 0)).toBe(true);
      // admin, editor and school registered today
      expect(body.newUsers.at(-1)).toEqual({ day: today, count: 3 });
      expect(body.topSearches[0]).toEqual({ query: 'nairobi', count: 2 });
      expect(body.topSearches).toContainEqual({ query: 'kisumu', count: 1 });
      expect(body.listingsByCounty.slice(0, 2)).toEqual([
        { county: 'Kisumu', count: 2 },
        { county: 'Nakuru', count: 1 },
      ]);
      expect(body.jobsByStatus).toEqual(expect.arrayContaining([{ status: 'Open', count: 2 }, { status: 'Closed', count: 1 }]));
      expect(body.applicationsByStage).toEqual([]);
      expect(body.ordersPerDay).toHaveLength(30);
      expect(body.ordersPerDay.at(-1)).toEqual({ day: today, orders: 0, revenue: 0 });
    }
  });

  it('counts orders and their revenue, leaving cancelled orders out of the revenue', async () => {
    const lines = [{ product_id: 1, name: 'Exercise book', price: 50, quantity: 2 }];
    for (const [total, status] of [[100, 'paid'], [250, 'pending'], [900, 'cancelled']] as const) {
      const placed = await admin.post('/api/shop/orders', { lines, total, status });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
    const { body } = await admin.get('/api/analytics/dashboard?days=7');
    expect(body.ordersPerDay).toHaveLength(7);
    expect(body.ordersPerDay.at(-1)).toEqual({ day: today, orders: 3, revenue: 350 });
  });
});
