/**
 * A product's variants show only while the product does, and their names pass the scam guard: a name asking for
 * money by M-Pesa is refused, as the same text in a product's description is held.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let vendor: Session;
let shop: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  vendor = await member(server.app, 'vendor', admin);
  shop = (await vendor.post('/api/shop/shops', { name: 'Sare Duka', pickup_points: ['Moi Avenue stall'] })).body.id;
  await admin.patch(`/api/shop/shops/${shop}`, { moderation: 'approved' });
});
afterAll(() => server.close());

it('shows a pending product’s variants to its vendor only, and to everyone once it is approved', async () => {
  const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Sweater', price: 1200, stock: 0 })).body.id;
  const variant = (await vendor.post('/api/shop/variants', { product_id: product, name: 'Size 28', stock: 4 })).body.id;
  const visitor = client(server.app);
  expect((await visitor.get(`/api/shop/variants?product_id=${product}`)).body).toEqual([]);
  expect((await visitor.get(`/api/shop/variants/${variant}`)).status).toBe(404);
  expect((await vendor.get(`/api/shop/variants?product_id=${product}`)).body).toHaveLength(1);
  await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
  expect((await visitor.get(`/api/shop/variants?product_id=${product}`)).body).toHaveLength(1);
});

it('refuses a variant whose name asks for money', async () => {
  const product = (await vendor.post('/api/shop/products', { shop_id: shop, name: 'Blazer', price: 2500, stock: 0 })).body.id;
  await admin.patch(`/api/shop/products/${product}`, { moderation: 'approved' });
  const scam = await vendor.post('/api/shop/variants', { product_id: product, name: 'Send KES 500 deposit M-Pesa 0712345678', stock: 1 });
  expect(scam.status).toBe(400);
  expect(scam.body.message).toContain('M-Pesa');
  const fine = (await vendor.post('/api/shop/variants', { product_id: product, name: 'Size 30', stock: 1 })).body.id;
  expect((await vendor.patch(`/api/shop/variants/${fine}`, { name: 'Pay via M-Pesa till 512345' })).status).toBe(400);
  expect((await client(server.app).get(`/api/shop/variants?product_id=${product}`)).body.map((v: { name: string }) => v.name)).toEqual(['Size 30']);
});
