/**
 * Routes beyond the generic CRUD ask for the same grant as the resource action they stand for: without it a
 * signed-in member is refused (403) and nothing changes; with it they are served.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeGrants } from '../../src/server/access/route-grants.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const request = (session: Session, route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(':id', '1') + (path.endsWith('stage-counts') ? '?job_id=1' : '');
  return method === 'POST' ? session.post(url, { ids: [1], stage: 'Shortlisted' }) : session.get(url);
};

it('names only routes the server has', () => {
  for (const route of Object.keys(routeGrants)) {
    const [method, url] = route.split(' ') as ['GET', string];
    expect(server.app.hasRoute({ method, url }), route).toBe(true);
  }
});

it('refuses each route to a role without its grant, and serves it once the grant is given', async () => {
  const role = await admin.post('/api/auth/roles', { name: 'trial' });
  expect(role.status).toBe(201);
  const trial = await member(server.app, 'trial', admin);
  for (const [route, grant] of Object.entries(routeGrants)) {
    expect((await request(trial, route)).status, route).toBe(403);
    // The same action as another party (an applicant's own applications) is not enough.
    const other = await admin.post('/api/auth/permissions', { role_id: role.body.id, resource: grant.resource.name, action: grant.action, scope: 'own' });
    expect((await request(trial, route)).status, route).toBe(403);
    const given = await admin.post('/api/auth/permissions', { role_id: role.body.id, resource: grant.resource.name, action: grant.action, scope: grant.scope });
    expect(given.status).toBe(201);
    expect((await request(trial, route)).status, route).not.toBe(403);
    for (const id of [other.body.id, given.body.id]) if (id) await admin.delete(`/api/auth/permissions/${id}`);
  }
});

it('a vendor without the grant to update orders cannot move one', async () => {
  const vendor = await member(server.app, 'vendor', admin);
  const shop = await vendor.post('/api/shop/shops', { name: 'Grant Duka', pickup_points: ['Moi Avenue stall'] });
  await admin.patch(`/api/shop/shops/${shop.body.id}`, { moderation: 'approved' });
  const product = await vendor.post('/api/shop/products', { shop_id: shop.body.id, name: 'School tie', price: 300, stock: 5 });
  await admin.patch(`/api/shop/products/${product.body.id}`, { moderation: 'approved' });
  const buyer = await member(server.app, 'subscriber', admin);
  expect((await buyer.post('/api/shop/cart', { product_id: product.body.id, quantity: 1 })).status).toBe(201);
  const order = (await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [] })).body.order;

  const role = (await admin.get('/api/auth/roles?name=vendor')).body[0];
  const updates = (await admin.get(`/api/auth/permissions?role_id=${role.id}&resource=shop/orders&action=update`)).body as { id: number }[];
  for (const grant of updates) expect((await admin.delete(`/api/auth/permissions/${grant.id}`)).status).toBe(200);
  const moved = await vendor.post(`/api/shop/orders/${order.id}/status`, { status: 'processing' });
  expect(moved.status, JSON.stringify(moved.body)).toBe(403);
  expect((await admin.get(`/api/shop/orders/${order.id}`)).body.status).toBe(order.status);
});
