/**
 * Writes that read and then change shared state stay right when many arrive at once (on PostgreSQL they
 * truly interleave): no oversold stock, one order per cart, exact rating aggregates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const approvedProduct = async (stock: number) => {
  const shop = (await admin.post('/api/shop/shops', { name: `Duka ${stock}`, moderation: 'approved' })).body.id;
  return (await admin.post('/api/shop/products', { shop_id: shop, name: 'Geometry set', price: 350, stock, moderation: 'approved' })).body.id as number;
};

describe('checkout under concurrency', () => {
  it('20 buyers of a product with 5 in stock: exactly 5 paid orders and stock 0', async () => {
    const product = await approvedProduct(5);
    const buyers: Session[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await member(server.app, 'subscriber'));
    for (const buyer of buyers) expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 })).status).toBe(201);
    const answers = await Promise.all(buyers.map((b) => b.post('/api/shop/checkout', { payment_method: 'card' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/stock|sold out/);
    }
    expect((await client(server.app).get(`/api/shop/products/${product}`)).body.stock).toBe(0);
  });

  it('one cart submitted twice at once becomes one order and one payment', async () => {
    const product = await approvedProduct(10);
    const buyer = await member(server.app, 'subscriber');
    await buyer.post('/api/shop/cart', { product_id: product, quantity: 2 });
    const answers = await Promise.all([1, 2, 3].map(() => buyer.post('/api/shop/checkout', { payment_method: 'card' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect((await buyer.get('/api/shop/orders')).body).toHaveLength(1);
    expect((await buyer.get('/api/shop/payments')).body).toHaveLength(1);
    expect((await client(server.app).get(`/api/shop/products/${product}`)).body.stock).toBe(8);
  });
});

describe('checkouts of the same items in opposite orders', () => {
  it('never deadlock into a 500: every checkout is placed, and the stock is exact', async () => {
    const [x, y] = [await approvedProduct(100), await approvedProduct(100)];
    let placed = 0;
    for (let round = 0; round < 8; round++) {
      const [first, second] = [await member(server.app, 'subscriber'), await member(server.app, 'subscriber')];
      for (const [buyer, order] of [
        [first, [x, y]],
        [second, [y, x]],
      ] as const)
        for (const product of order) expect((await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 })).status).toBe(201);
      const answers = await Promise.all([first, second].map((b) => b.post('/api/shop/checkout', { payment_method: 'card' })));
      for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      placed += answers.filter((a) => a.status === 201).length;
    }
    expect(placed).toBeGreaterThan(0);
    for (const product of [x, y]) expect((await client(server.app).get(`/api/shop/products/${product}`)).body.stock).toBe(100 - placed);
  });
});

describe('ratings under concurrency', () => {
  it('20 approvals at once leave the exact average and count', async () => {
    const school = (await admin.post('/api/institutions/schools', { name: 'Busy Academy', moderation: 'approved' })).body.id;
    const stars = Array.from({ length: 20 }, (_, i) => (i % 5) + 1);
    const reviews: number[] = [];
    for (const value of stars) {
      const rater = await member(server.app, 'subscriber');
      reviews.push((await rater.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: value })).body.id);
    }
    await Promise.all(reviews.map((id) => decide(admin, 'content/ratings', id)));
    const row = (await client(server.app).get(`/api/institutions/schools/${school}`)).body;
    expect(row).toMatchObject({ review_count: 20, rating: 3 });
  });
});

describe('checkout bounds', () => {
  it('refuses a total beyond what a payment can carry, and unknown fields, with a 400', async () => {
    const shop = (await admin.post('/api/shop/shops', { name: 'Big Ticket', moderation: 'approved' })).body.id;
    const product = (await admin.post('/api/shop/products', { shop_id: shop, name: 'School bus', price: 900_000_000, stock: 5, moderation: 'approved' })).body
      .id;
    const buyer = await member(server.app, 'subscriber');
    await buyer.post('/api/shop/cart', { product_id: product, quantity: 3 });
    const big = await buyer.post('/api/shop/checkout', { payment_method: 'card' });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/split it/);
    expect((await client(server.app).get(`/api/shop/products/${product}`)).body.stock).toBe(5);
    expect((await buyer.post('/api/shop/checkout', { payment_method: 'card', discount: 'FREE' })).status).toBe(400);
  });
});

describe('deleting and changing at once', () => {
  it('a row deleted by several at once is deleted by one; the others are told it is gone', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(
        async (n) => (await admin.post('/api/content/news', { title: `Term dates ${n}`, content: 'Schools open on 6 January.' })).body.id as number,
      ),
    );
    for (const id of ids) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => admin.delete(`/api/content/news/${id}`)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404]);
    }
  });

  it('a change to a row deleted meanwhile is a 404, not a 500', async () => {
    const id = (await admin.post('/api/content/news', { title: 'Fees guidelines', content: 'New capitation figures.' })).body.id as number;
    const [deleted, changed] = await Promise.all([
      admin.delete(`/api/content/news/${id}`),
      admin.patch(`/api/content/news/${id}`, { title: 'Fees guidelines (updated)' }),
    ]);
    expect(deleted.status).toBe(200);
    expect([200, 404]).toContain(changed.status);
  });
});

describe('an owner editing while a moderator decides', () => {
  it('never publishes text the moderator did not see: the edit lands before (the decision is refused) or waits after', async () => {
    const owner = await member(server.app, 'school', admin);
    const visitor = client(server.app);
    for (let i = 0; i < 30; i++) {
      const seenName = `Looked-at School ${i}`;
      const id = (await owner.post('/api/institutions/schools', { name: seenName, county: 'Nakuru' })).body.id as number;
      const seen = (await admin.get(`/api/institutions/schools/${id}`)).body.updated_at as string;
      const [edit, decision] = await Promise.all([
        owner.patch(`/api/institutions/schools/${id}`, { name: `Unseen School ${i}` }),
        admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve', seen }),
      ]);
      expect(edit.status).toBe(200);
      expect([200, 409]).toContain(decision.status);
      const shown = await visitor.get(`/api/institutions/schools/${id}`);
      if (decision.status === 409) expect(shown.status).toBe(404);
      else {
        expect(shown.body.name, `attempt ${i}`).toBe(seenName);
        // The owner's edit is not lost: it waits for review on the approved row.
        expect((await owner.get(`/api/institutions/schools/${id}`)).body.revision?.changes.name).toBe(`Unseen School ${i}`);
      }
    }
  });
});
