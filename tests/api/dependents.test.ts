/**
 * A row others depend on is not deleted from under them: the delete is a 409 saying what depends on it and what
 * to do, and the row stays.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { multipart, pdf, resumeFields } from '../helpers/files.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

it('keeps a shop with an order still to be delivered', async () => {
  const vendor = await member(server.app, 'vendor', admin);
  const shop = (await vendor.post('/api/shop/shops', { name: 'Duka la Vitabu', pickup_points: ['Moi Avenue stall'] })).body.id;
  await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
  const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Atlas', price: 700, stock: 3 })).body.id;
  await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
  const buyer = await member(server.app, 'subscriber', admin);
  await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 });
  expect((await buyer.post('/api/shop/checkout', { payment_method: 'card', orders: [] })).status).toBe(201);
  const refused = await vendor.delete(`/api/shop/shops/${shop}`);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('1 order not yet delivered or paid');
  expect((await vendor.get(`/api/shop/shops/${shop}`)).status).toBe(200);
});

it('keeps a job with applications, and a category jobs are filed under', async () => {
  const employer = await member(server.app, 'employer', admin);
  expect((await admin.post('/api/jobs/categories', { name: 'Sciences' })).status).toBe(201);
  const category = (await admin.get('/api/jobs/categories?name=Sciences')).body[0].id;
  const job = (await employer.post('/api/jobs/main', { title: 'Physics teacher', deadline: '2099-12-31', categories: [{ name: 'Sciences' }] })).body.id;
  await decide(admin, 'jobs/main', job);
  const teacher = await member(server.app, 'subscriber', admin);
  const form = multipart([...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf' }]);
  const resume = (await teacher.raw('POST', '/api/jobs/resumes', form.payload, form.headers)).body.id;
  expect((await teacher.post('/api/jobs/applications', { job_id: job, resume_id: resume, cover_letter: 'I teach Physics.' })).status).toBe(201);

  const refused = await employer.delete(`/api/jobs/main/${job}`);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('close the job');
  const inUse = await admin.delete(`/api/jobs/categories/${category}`);
  expect(inUse.status).toBe(409);
  expect(inUse.body.message).toContain('used by 1 job');
});

it('keeps a plan with active subscribers', async () => {
  const plan = (await admin.post('/api/auth/subscription-plans', { name: 'Tanzanite', price: 500 })).body.id;
  // Subscriptions are made by paying for a plan; one is written straight in.
  const now = new Date().toISOString();
  await sqlOn(server.config)(
    `INSERT INTO auth_user_subscriptions (owner_id, plan_id, status, created_at, updated_at) VALUES (${Number(admin.user.id)}, ${Number(plan)}, 'active', '${now}', '${now}')`,
  );
  const refused = await admin.delete(`/api/auth/subscription-plans/${plan}`);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain('move the subscribers');
  const unused = (await admin.post('/api/auth/subscription-plans', { name: 'Amethyst', price: 100 })).body.id;
  expect((await admin.delete(`/api/auth/subscription-plans/${unused}`)).status).toBe(200);
});
