/**
 * The access matrix on a listing and on private records: anonymous, subscriber, owner, another owner,
 * editor and admin. Lists never show a row its id would refuse; clients cannot set what only staff may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, editor: Session, owner: Session, otherOwner: Session, subscriber: Session, visitor: Client;
let pendingId: number, approvedId: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  owner = await member(server.app, 'school');
  otherOwner = await member(server.app, 'school');
  subscriber = await member(server.app, 'subscriber');
  visitor = client(server.app);
  const submitted = await owner.post('/api/institutions/schools', { name: 'Upendo Primary', county: 'Kisumu', moderation: 'approved', rating: 5, owner_id: 1 });
  expect(submitted.status).toBe(201);
  pendingId = submitted.body.id;
  const second = await owner.post('/api/institutions/schools', { name: 'Upendo Junior School', county: 'Kisumu' });
  approvedId = second.body.id;
  expect((await editor.patch(`/api/institutions/schools/${approvedId}`, { moderation: 'approved' })).body.moderation).toBe('approved');
});
afterAll(() => server.close());

const ids = (body: { id: number }[]) => body.map((r) => r.id).sort();

describe('a listing', () => {
  it('is pending when a member submits it; owner, rating and moderation from the client are ignored', async () => {
    const row = await owner.get(`/api/institutions/schools/${pendingId}`);
    expect(row.body).toMatchObject({ moderation: 'pending', rating: 0, owner_id: owner.user.id });
  });

  it('pending: the public and other members cannot see it, by id or in a list', async () => {
    for (const who of [visitor, subscriber, otherOwner]) {
      expect((await who.get(`/api/institutions/schools/${pendingId}`)).status).toBe(404);
      expect(ids((await who.get('/api/institutions/schools?county=Kisumu')).body)).toEqual([approvedId]);
    }
  });

  it('pending: the owner, editors and admins see it', async () => {
    for (const who of [owner, editor, admin]) {
      expect((await who.get(`/api/institutions/schools/${pendingId}`)).status).toBe(200);
      expect(ids((await who.get('/api/institutions/schools?county=Kisumu')).body)).toEqual([pendingId, approvedId].sort());
    }
  });

  it('only the owner, editors and admins change it; another owner gets 403', async () => {
    expect((await owner.patch(`/api/institutions/schools/${approvedId}`, { summary: 'By the owner' })).status).toBe(200);
    const refused = await otherOwner.patch(`/api/institutions/schools/${approvedId}`, { summary: 'Not mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/your own/);
    expect((await subscriber.patch(`/api/institutions/schools/${approvedId}`, { summary: 'Nope' })).status).toBe(403);
    expect((await visitor.patch(`/api/institutions/schools/${approvedId}`, { summary: 'Nope' })).status).toBe(401);
    expect((await editor.patch(`/api/institutions/schools/${approvedId}`, { summary: 'Edited' })).status).toBe(200);
  });

  it('the owner cannot approve their own listing; an editor can', async () => {
    expect((await owner.patch(`/api/institutions/schools/${pendingId}`, { moderation: 'approved' })).body.moderation).toBe('pending');
    expect((await editor.patch(`/api/institutions/schools/${pendingId}`, { moderation: 'approved' })).body.moderation).toBe('approved');
    expect((await visitor.get(`/api/institutions/schools/${pendingId}`)).status).toBe(200);
  });

  it('another owner cannot delete it; the owner can', async () => {
    const extra = (await owner.post('/api/institutions/schools', { name: 'Short Lived School' })).body.id;
    expect((await otherOwner.delete(`/api/institutions/schools/${extra}`)).status).toBe(404);
    expect((await owner.delete(`/api/institutions/schools/${extra}`)).status).toBe(200);
  });
});

describe('private records', () => {
  it('a cart line is seen only by its owner and admins', async () => {
    const shop = (await admin.post('/api/shop/shops', { name: 'Kalamu Books', moderation: 'approved' })).body.id;
    const product = (await admin.post('/api/shop/products', { shop_id: shop, name: 'Exercise book 96 pages', price: 60, stock: 100, moderation: 'approved' }))
      .body.id;
    const line = await subscriber.post('/api/shop/cart', { product_id: product, quantity: 2 });
    expect(line.status).toBe(201);
    expect(line.body.owner_id).toBe(subscriber.user.id);
    expect((await owner.get(`/api/shop/cart/${line.body.id}`)).status).toBe(404);
    expect((await owner.get('/api/shop/cart')).body).toEqual([]);
    expect((await visitor.get('/api/shop/cart')).status).toBe(401);
    expect(ids((await subscriber.get('/api/shop/cart')).body)).toEqual([line.body.id]);
    expect(ids((await admin.get(`/api/shop/cart?owner_id=${subscriber.user.id}`)).body)).toEqual([line.body.id]);
    expect((await owner.get(`/api/shop/cart/user/${subscriber.user.id}`)).status).toBe(403);
    const mine = await subscriber.get(`/api/shop/cart/user/${subscriber.user.id}`);
    expect(mine.body).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ name: 'Exercise book 96 pages', price: 60 }) })]);
  });

  it('users see only their own account; editors cannot list users', async () => {
    expect(ids((await subscriber.get('/api/auth/users')).body)).toEqual([subscriber.user.id]);
    expect((await subscriber.get(`/api/auth/users/${owner.user.id}`)).status).toBe(404);
    expect(ids((await editor.get('/api/auth/users')).body)).toEqual([editor.user.id]);
    expect((await admin.get('/api/auth/users')).body.length).toBeGreaterThan(4);
  });

  it('analytics are recorded by anyone and read by admins only', async () => {
    expect((await visitor.post('/api/analytics/page-views', { path: '/institutions/schools' })).status).toBe(201);
    expect((await subscriber.get('/api/analytics/page-views')).status).toBe(403);
    expect((await visitor.get('/api/analytics/page-views')).status).toBe(401);
    expect((await admin.get('/api/analytics/page-views')).body.length).toBeGreaterThan(0);
  });
});

describe('permissions are data', () => {
  it('an admin granting a role an action takes effect on the next request', async () => {
    expect((await subscriber.post('/api/content/news', { title: 'Term dates', content: 'Schools open on 5 January.' })).status).toBe(403);
    const roles = (await admin.get('/api/auth/roles?name=subscriber')).body;
    const grant = await admin.post('/api/auth/permissions', { role_id: roles[0].id, resource: 'content/news', action: 'create', scope: 'any' });
    expect(grant.status).toBe(201);
    expect((await subscriber.post('/api/content/news', { title: 'Term dates', content: 'Schools open on 5 January.' })).status).toBe(201);
    await admin.delete(`/api/auth/permissions/${grant.body.id}`);
    expect((await subscriber.post('/api/content/news', { title: 'Again', content: 'No longer allowed.' })).status).toBe(403);
  });
});
