/**
 * Idempotency-Key: a retried checkout or create gives the first answer again and has no second effect, also
 * when the retries arrive at the same moment; a key is bound to one request.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { claimLeaseMs } from '../../src/server/http/idempotency.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';
import { multipart, solidPng } from '../helpers/files.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, buyer: Session;
let product: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  buyer = await member(server.app, 'subscriber');
  const shop = (await admin.post('/api/shop/shops', { name: 'Retry Books', moderation: 'approved' })).body.id;
  product = (await admin.post('/api/shop/products', { shop_id: shop, name: 'Atlas', price: 900, stock: 10, moderation: 'approved' })).body.id;
});
afterAll(() => server.close());

const withKey = (who: Session, key: string, url: string, body: unknown) => who.raw('POST', url, body, { 'idempotency-key': key });

it('checkout retried with the same key, at once and later: one order, the same answer', async () => {
  await buyer.post('/api/shop/cart', { product_id: product, quantity: 2 });
  const body = { payment_method: 'card' };
  const first = await Promise.all([1, 2, 3].map(() => withKey(buyer, 'checkout-7f3a', '/api/shop/checkout', body)));
  // One did the work; the others waited for it (409) or, once it was done, were given its answer.
  const done = first.filter((r) => r.status === 201 && !r.headers['idempotent-replayed']);
  expect(done).toHaveLength(1);
  for (const other of first.filter((r) => r !== done[0])) {
    if (other.status === 201) expect(other.body).toEqual(done[0]!.body);
    else expect(other.body.message).toMatch(/still being processed/);
  }
  const later = await withKey(buyer, 'checkout-7f3a', '/api/shop/checkout', body);
  expect(later.status).toBe(201);
  expect(later.headers['idempotent-replayed']).toBe('true');
  expect(later.body).toEqual(done[0]!.body);
  expect((await buyer.get('/api/shop/orders')).body).toHaveLength(1);
});

it('a create retried with the same key makes one row', async () => {
  const ticket = { subject: 'Receipt missing', description: 'I paid by M-Pesa but got no receipt.' };
  const a = await withKey(buyer, 'ticket-1', '/api/support/tickets', ticket);
  const b = await withKey(buyer, 'ticket-1', '/api/support/tickets', ticket);
  expect(a.status).toBe(201);
  expect(b.body).toEqual(a.body);
  expect((await buyer.get('/api/support/tickets')).body).toHaveLength(1);
});

it('a key is the client’s own and bound to one request', async () => {
  const other = await member(server.app, 'subscriber');
  const ticket = { subject: 'Another', description: 'Different person, same key.' };
  expect((await withKey(other, 'ticket-1', '/api/support/tickets', ticket)).status).toBe(201);
  const misuse = await withKey(buyer, 'ticket-1', '/api/support/tickets', { ...ticket, subject: 'Changed' });
  expect(misuse.status).toBe(422);
  expect(misuse.body.message).toMatch(/different request/);
  expect((await withKey(buyer, 'bad key!', '/api/support/tickets', ticket)).status).toBe(400);
});

it('a refused request releases nothing it should keep: a validation error is replayed, a conflict is not', async () => {
  const invalid = await withKey(buyer, 'empty-ticket', '/api/support/tickets', {});
  expect(invalid.status).toBe(400);
  expect((await withKey(buyer, 'empty-ticket', '/api/support/tickets', {})).headers['idempotent-replayed']).toBe('true');
  const emptyCart = await withKey(buyer, 'checkout-empty', '/api/shop/checkout', { payment_method: 'card' });
  expect(emptyCart.status).toBe(400);
});

it('a claim whose request never finished is taken over once its lease has run out, not before', async () => {
  const sql = sqlOn(server.config);
  const ticket = { subject: 'Lost in a database cut', description: 'The answer never came back.' };
  const first = await withKey(buyer, 'ticket-cut', '/api/support/tickets', ticket);
  expect(first.status).toBe(201);
  // As a request cut off by a database outage leaves its claim: no answer kept, the key never released.
  const abandon = (at: Date) => sql(`UPDATE _idempotency SET status = NULL, body = NULL, created_at = '${at.toISOString()}' WHERE scope LIKE '% ticket-cut'`);
  await abandon(new Date());
  const waiting = await withKey(buyer, 'ticket-cut', '/api/support/tickets', ticket);
  expect(waiting.status).toBe(409);
  expect(waiting.headers['retry-after']).toBe('1');
  await abandon(new Date(Date.now() - claimLeaseMs - 1000));
  const retried = await Promise.all([1, 2].map(() => withKey(buyer, 'ticket-cut', '/api/support/tickets', ticket)));
  // One retry took the work over and did it again; the other waited for it or was given its answer.
  const done = retried.filter((r) => r.status === 201 && !r.headers['idempotent-replayed']);
  expect(done).toHaveLength(1);
  expect(done[0]!.body.id).not.toBe(first.body.id);
});

it('a checkout whose answer was lost after it committed gives back its orders on a retry with the key', async () => {
  const sql = sqlOn(server.config);
  await buyer.post('/api/shop/cart', { product_id: product, quantity: 1 });
  const first = await withKey(buyer, 'checkout-lost', '/api/shop/checkout', { payment_method: 'card' });
  expect(first.status).toBe(201);
  // As a database cut between the commit and the stored answer leaves it: the claim gone, the orders placed.
  await sql(`DELETE FROM _idempotency WHERE scope LIKE '% checkout-lost'`);
  const retried = await withKey(buyer, 'checkout-lost', '/api/shop/checkout', { payment_method: 'card' });
  expect(retried.status, JSON.stringify(retried.body)).toBe(201);
  expect(retried.body.orders.map((o: { id: number }) => o.id)).toEqual(first.body.orders.map((o: { id: number }) => o.id));
  expect(first.body.order).not.toHaveProperty('checkout_key');
});

it('keeps no answer that holds a secret: a sign-in sent with a key is neither stored nor replayed', async () => {
  const sql = sqlOn(server.config);
  const signIn = () => buyer.raw('POST', '/api/auth/login', { email: buyer.user.email, password: 'Passw0rd-test' }, { 'idempotency-key': 'login-1' });
  const [a, b] = [await signIn(), await signIn()];
  expect(a.body.token).not.toBe(b.body.token);
  expect(await sql(`SELECT scope FROM _idempotency WHERE scope LIKE '% login-1'`)).toEqual([]);
});

it('a file upload ignores the key, so a second file is never answered with the first; a broken form is a 400', async () => {
  const upload = (payload: Buffer | string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      payload,
      headers: { ...headers, authorization: `Bearer ${buyer.token}`, 'idempotency-key': 'upload-1' },
    });
  const image = (colour: [number, number, number]) => multipart([{ name: 'file', value: solidPng(4, 4, colour), filename: 'logo.png' }]);
  const [red, blue] = [image([200, 0, 0]), image([0, 0, 200])];
  const a = await upload(red.payload, red.headers);
  const b = await upload(blue.payload, blue.headers);
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  expect(b.headers['idempotent-replayed']).toBeUndefined();
  expect(JSON.parse(b.body).path).not.toBe(JSON.parse(a.body).path);
  const broken = await upload('garbage', { 'content-type': 'multipart/form-data; boundary=zz' });
  expect(broken.statusCode).toBe(400);
  expect(JSON.parse(broken.body).message).toMatch(/not a complete multipart form/);
});
