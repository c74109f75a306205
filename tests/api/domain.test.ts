/** Behaviour beyond generic CRUD: ratings follow approved reviews, checkout turns a cart into an order and payment, stats. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, parent: Session, student: Session;
let schoolId: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  parent = await member(server.app, 'subscriber');
  student = await member(server.app, 'subscriber');
  schoolId = (await admin.post('/api/institutions/schools', { name: 'Maseno School', county: 'Kisumu', student_population: 1200, moderation: 'approved' })).body
    .id;
});
afterAll(() => server.close());

describe('ratings', () => {
  it('a review is pending, counts once approved, and the average follows edits and deletes', async () => {
    const first = await parent.post('/api/content/ratings', {
      target_type: 'school',
      target_id: schoolId,
      stars: 5,
      review: 'Excellent teachers and discipline.',
    });
    expect(first.status).toBe(201);
    expect(first.body.moderation).toBe('pending');
    expect((await client(server.app).get(`/api/institutions/schools/${schoolId}`)).body).toMatchObject({ rating: 0, review_count: 0 });

    await admin.patch(`/api/content/ratings/${first.body.id}`, { moderation: 'approved' });
    const second = await student.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 2, review: 'Crowded dormitories.' });
    await admin.patch(`/api/content/ratings/${second.body.id}`, { moderation: 'approved' });
    expect((await client(server.app).get(`/api/institutions/schools/${schoolId}`)).body).toMatchObject({ rating: 3.5, review_count: 2 });

    // An edit of an approved review waits for review; the average follows once it is approved.
    await student.patch(`/api/content/ratings/${second.body.id}`, { stars: 4 });
    expect((await client(server.app).get(`/api/institutions/schools/${schoolId}`)).body.rating).toBe(3.5);
    const seen = (await admin.get(`/api/content/ratings/${second.body.id}`)).body.revision.at;
    await admin.post('/api/moderation/decisions', { resource: 'content/ratings', id: second.body.id, decision: 'approve', seen });
    expect((await client(server.app).get(`/api/institutions/schools/${schoolId}`)).body.rating).toBe(4.5);
    await student.delete(`/api/content/ratings/${second.body.id}`);
    expect((await client(server.app).get(`/api/institutions/schools/${schoolId}`)).body).toMatchObject({ rating: 5, review_count: 1 });
  });

  it('lists rank by the weighted rating: three good reviews above a single 5, an unrated school in between', async () => {
    const school = async (name: string) => (await admin.post('/api/institutions/schools', { name, county: 'Nyeri', moderation: 'approved' })).body.id as number;
    const one = await school('Kagumo High School');
    const three = await school('Nyeri High School');
    const none = await school('Othaya Boys');
    const review = async (target: number, stars: number) => {
      const reviewer = await member(server.app, 'subscriber');
      const { body } = await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: target, stars });
      expect((await admin.patch(`/api/content/ratings/${body.id}`, { moderation: 'approved' })).status).toBe(200);
    };
    await review(one, 5);
    for (const stars of [5, 5, 4]) await review(three, stars);
    const { body } = await client(server.app).get('/api/institutions/schools?county=Nyeri&_sort=rating_score,name&_order=desc,asc');
    expect(body.map((row: { name: string; rating: number; rating_score: number }) => [row.name, row.rating, row.rating_score])).toEqual([
      ['Nyeri High School', 4.7, 3.94],
      ['Kagumo High School', 5, 3.75],
      ['Othaya Boys', 0, 3.5],
    ]);
    for (const id of [one, three, none]) expect((await admin.delete(`/api/institutions/schools/${id}`)).status).toBe(200);
  });

  it('one review per member per place; stars 1 to 5; the place must exist', async () => {
    const again = await parent.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reviewed/);
    const six = await student.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 6 });
    expect(six.status).toBe(400);
    expect(six.body.errors.stars).toMatch(/at most 5/);
    const nowhere = await student.post('/api/content/ratings', { target_type: 'university', target_id: 999999, stars: 3 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toMatch(/no university with id 999999/);
  });

  it('the public sees approved reviews only; the author sees their own pending one', async () => {
    const pending = await student.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 3, review: 'Average.' });
    const url = `/api/content/ratings?target_type=school&target_id=${schoolId}`;
    expect((await client(server.app).get(url)).body.map((r: { id: number }) => r.id)).not.toContain(pending.body.id);
    expect((await student.get(url)).body.map((r: { id: number }) => r.id)).toContain(pending.body.id);
  });
});

describe('cart and checkout', () => {
  let productId: number;
  beforeAll(async () => {
    const shop = (await admin.post('/api/shop/shops', { name: 'Nairobi Uniforms', moderation: 'approved' })).body.id;
    productId = (await admin.post('/api/shop/products', { shop_id: shop, name: 'School sweater (size 32)', price: 1250, stock: 5, moderation: 'approved' }))
      .body.id;
  });

  it('turns the cart into a paid order and a completed payment, empties the cart and takes stock', async () => {
    expect((await parent.post('/api/shop/cart', { product_id: productId, quantity: 2 })).status).toBe(201);
    const duplicate = await parent.post('/api/shop/cart', { product_id: productId, quantity: 1 });
    expect(duplicate.status).toBe(409);
    const checkout = await parent.post('/api/shop/checkout', { payment_method: 'mpesa', phone: '0712345678' });
    expect(checkout.status).toBe(201);
    expect(checkout.body.order).toMatchObject({
      total: 2500,
      status: 'paid',
      payment_method: 'mpesa',
      lines: [{ product_id: productId, name: 'School sweater (size 32)', price: 1250, quantity: 2 }],
    });
    expect(checkout.body.payment).toMatchObject({ amount: 2500, method: 'mpesa', status: 'completed', order_id: checkout.body.order.id });
    expect(checkout.body.payment.reference).toMatch(/^MP[0-9A-F]{10}$/);
    expect((await parent.get(`/api/shop/cart/user/${parent.user.id}`)).body).toEqual([]);
    expect((await client(server.app).get(`/api/shop/products/${productId}`)).body.stock).toBe(3);
    expect((await parent.get('/api/shop/orders')).body).toHaveLength(1);
    expect((await parent.get('/api/shop/payments')).body).toHaveLength(1);
    expect((await student.get('/api/shop/orders')).body).toHaveLength(0);
  });

  it('explains an empty cart, a missing M-Pesa number and short stock', async () => {
    const empty = await student.post('/api/shop/checkout', { payment_method: 'card' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty. Add items before checking out.');
    await student.post('/api/shop/cart', { product_id: productId, quantity: 4 });
    const noPhone = await student.post('/api/shop/checkout', { payment_method: 'mpesa' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors.phone).toBeTruthy();
    const short = await student.post('/api/shop/checkout', { payment_method: 'bank' });
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/Only 3 of School sweater/);
  });

  it('members cannot write orders or payments directly', async () => {
    expect((await parent.post('/api/shop/orders', { lines: [{ product_id: productId, name: 'Free', price: 0, quantity: 1 }], total: 0 })).status).toBe(403);
    expect((await parent.post('/api/shop/payments', { order_id: 1, amount: 1, method: 'mpesa' })).status).toBe(403);
  });
});

describe('public stats', () => {
  it('counts approved listings and learners', async () => {
    const stats = await client(server.app).get('/api/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ schools: 1, learners: 1200, jobs: 0 });
  });
});

describe('errors', () => {
  it('answers bad JSON, an unknown route and a bad method with a JSON message', async () => {
    const badJson = await parent.raw('POST', '/api/content/ratings', '{"stars": ', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBeTruthy();
    const nowhere = await parent.get('/api/no/such/thing');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toMatch(/There is no GET/);
    const health = await client(server.app).get('/api/health');
    expect(health.body.status).toBe('ok');
  });
});
