/**
 * The audit log: every write through the API leaves one entry (who, which row, how, which fields), admins read
 * it, nobody — admins included — writes, changes or deletes it, and the values themselves are never in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let school: Session;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  school = await member(server.app, 'school', admin);
});
afterAll(() => server.close());

const entriesFor = async (resource: string, id: number) =>
  (await admin.get(`/api/auth/audit-log?resource=${encodeURIComponent(resource)}&record_id=${id}&_sort=id&_order=asc`)).body as {
    owner_id: number | null;
    action: string;
    fields: string | null;
    record_id: number;
  }[];

describe('audit log', () => {
  it('records who created, changed and deleted a row, and which fields, in order', async () => {
    const created = await school.post('/api/institutions/schools', { name: 'Upendo Primary', county: 'Kisumu' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const changed = await school.patch(`/api/institutions/schools/${id}`, { county: 'Siaya', telephone_mobile: '0712345678' });
    expect(changed.body).toMatchObject({ county: 'Siaya' });
    // Saving the same values again changes nothing, and says so by leaving no entry.
    expect((await school.patch(`/api/institutions/schools/${id}`, { county: 'Siaya' })).status).toBe(200);
    expect((await admin.delete(`/api/institutions/schools/${id}`)).status).toBe(200);

    const entries = await entriesFor('institutions/schools', id);
    expect(entries.map((e) => [e.action, e.owner_id])).toEqual([
      ['create', school.user.id],
      ['update', school.user.id],
      ['delete', admin.user.id],
    ]);
    expect(entries[0]!.fields).toContain('name');
    expect(entries[0]!.fields).toContain('county');
    expect(entries[1]!.fields!.split(', ').sort()).toEqual(['county', 'telephone_mobile']);
    expect(entries[2]!.fields).toBeNull();
  });

  it("names the fields of an owner's edit waiting for review, not the column that holds them", async () => {
    const created = await school.post('/api/institutions/schools', { name: 'Baraka Academy', summary: 'Live' });
    const id = created.body.id;
    const seen = (await admin.get(`/api/institutions/schools/${id}`)).body.updated_at;
    expect((await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve', seen })).status).toBe(200);
    expect((await school.patch(`/api/institutions/schools/${id}`, { summary: 'Changed', website: 'https://baraka.ac.ke' })).status).toBe(200);
    expect((await school.patch(`/api/institutions/schools/${id}`, { summary: 'Live' })).status).toBe(200);
    const edits = (await entriesFor('institutions/schools', id)).filter((entry) => entry.action === 'update' && entry.owner_id === school.user.id);
    expect(
      edits.map((entry) =>
        entry
          .fields!.split(', ')
          .filter((field) => field !== 'revised')
          .sort(),
      ),
    ).toEqual([['summary (for review)', 'website (for review)'], ['summary (for review)']]);
  });

  it('names a changed password, never its value or hash', async () => {
    const before = (await admin.get(`/api/auth/audit-log?resource=auth/users&record_id=${school.user.id}`)).body.length;
    const changed = await school.post('/api/auth/password', { current_password: 'Passw0rd-test', new_password: 'Kisumu-2026-new' });
    expect(changed.status).toBe(200);
    const entries = await entriesFor('auth/users', school.user.id);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'update', fields: 'password', owner_id: school.user.id });
    expect(JSON.stringify(entries)).not.toMatch(/Kisumu-2026-new|\$argon|\$2[aby]\$|scrypt/);
  });

  it('is read by admins only, and written by nobody through the API', async () => {
    const someone = (await admin.get('/api/auth/audit-log?_end=1')).body[0];
    expect(someone).toBeDefined();
    expect((await school.get('/api/auth/audit-log')).status).toBe(403);
    expect((await client(server.app).get('/api/auth/audit-log')).status).toBe(401);
    const forged = await admin.post('/api/auth/audit-log', { resource: 'institutions/schools', record_id: 1, action: 'delete' });
    expect(forged.status).toBe(405);
    expect(forged.body.message).toBe('The audit log can only be read; the server writes it as other records change.');
    expect((await admin.patch(`/api/auth/audit-log/${someone.id}`, { fields: 'nothing' })).status).toBe(405);
    expect((await admin.delete(`/api/auth/audit-log/${someone.id}`)).status).toBe(405);
    expect((await admin.get(`/api/auth/audit-log/${someone.id}`)).body).toEqual(someone);
    const paths = (await admin.get('/api/openapi.json')).body.paths;
    expect(Object.keys(paths['/api/auth/audit-log'])).toEqual(['get']);
    expect(Object.keys(paths['/api/auth/audit-log/{id}']).sort()).toEqual(['get', 'parameters']);
  });

  it('keeps no entry for a write that failed', async () => {
    const count = Number((await admin.get('/api/auth/audit-log?_end=1')).headers['x-total-count']);
    expect((await school.post('/api/institutions/schools', { county: 'Kisumu' })).status).toBe(400);
    expect((await school.patch('/api/institutions/schools/999999', { county: 'Kisumu' })).status).toBe(404);
    expect(Number((await admin.get('/api/auth/audit-log?_end=1')).headers['x-total-count'])).toBe(count);
  });

  it('records the writes made outside the resource API: checkout, an order moved, a plan bought, a stage moved in bulk', async () => {
    const vendor = await member(server.app, 'vendor', admin);
    const shop = (await vendor.post('/api/shop/shops', { name: 'Nyeri Uniforms', pickup_points: ['Kimathi Way'] })).body.id;
    await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
    const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'School sweater', price: 900, stock: 4 })).body.id;
    await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
    const buyer = await member(server.app, 'subscriber', admin);
    await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 });
    const checkout = await buyer.post('/api/shop/checkout', { payment_method: 'card' });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const order = checkout.body.order.id;
    expect((await vendor.post(`/api/shop/orders/${order}/status`, { status: 'processing' })).status).toBe(200);
    expect((await entriesFor('shop/orders', order)).map((e) => [e.action, e.owner_id, e.fields])).toEqual([
      ['create', buyer.user.id, 'shop_id, lines, total, status, payment_method'],
      ['update', vendor.user.id, 'status, history'],
    ]);
    expect((await entriesFor('shop/payments', checkout.body.payment.id)).map((e) => e.action)).toEqual(['create']);

    const gold = (await admin.get('/api/auth/subscription-plans?name=Gold')).body[0].id;
    const bought = await buyer.post('/api/plans/checkout', { plan_id: gold, payment_method: 'card' });
    expect((await entriesFor('auth/user-subscriptions', bought.body.subscription.id)).map((e) => [e.action, e.owner_id])).toEqual([['create', buyer.user.id]]);

    const employer = await member(server.app, 'employer', admin);
    const job = (await employer.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: '2099-12-31' })).body.id;
    expect((await decide(admin, 'jobs/main', job)).status).toBe(200);
    const teacher = await member(server.app, 'subscriber', admin);
    const application = await teacher.post('/api/jobs/applications', { job_id: job, cover_letter: 'I have taught chemistry for six years.' });
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    expect((await employer.post('/api/jobs/applications/moves', { ids: [application.body.id], stage: 'Shortlisted' })).status).toBe(200);
    expect((await entriesFor('jobs/applications', application.body.id)).map((e) => [e.action, e.owner_id, e.fields])).toContainEqual([
      'update',
      employer.user.id,
      'stage, stage_history',
    ]);
  });
});
