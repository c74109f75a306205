/**
 * Two instances on one PostgreSQL database: a permission removed or added through one is applied by the other
 * at once, for sessions already open and for new sign-ins alike.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startServer } from '../helpers/server.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
let first: Awaited<ReturnType<typeof startServer>>;
let second: FastifyInstance;
let admin: Session;
let vendor: Session;
const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-second-'));

beforeAll(async () => {
  if (!postgres) return;
  first = await startServer();
  admin = await signInAdmin(first.app);
  vendor = await member(first.app, 'vendor', admin);
  second = await buildApp(loadConfig({}, { ...first.config, dataDir: secondDir }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
});

/** The vendor's list of orders, asked of the second instance. */
const ordersOnSecond = async () => (await client(second, vendor.token).get('/api/shop/orders')).status;

it.skipIf(!postgres)('a permission removed on one instance is refused by the other at once, and given back likewise', async () => {
  expect(await ordersOnSecond()).toBe(200);
  const role = (await admin.get('/api/auth/roles?name=vendor')).body[0];
  const grants = (await admin.get(`/api/auth/permissions?role_id=${role.id}&resource=shop/orders&action=list`)).body as { id: number }[];
  for (const grant of grants) expect((await admin.delete(`/api/auth/permissions/${grant.id}`)).status).toBe(200);
  expect(await eventually(async () => (await ordersOnSecond()) === 403, 1000)).not.toBeNull();
  // A new sign-in on the second instance gets the permissions as they are now.
  const again = await client(second).post('/api/auth/login', { email: vendor.user.email, password: 'Passw0rd-test' });
  expect((await client(second, again.body.token).get('/api/auth/grants')).body.grants['shop/orders list']).toBeUndefined();

  expect((await admin.post('/api/auth/permissions', { role_id: role.id, resource: 'shop/orders', action: 'list', scope: 'vendor' })).status).toBe(201);
  expect(await eventually(async () => (await ordersOnSecond()) === 200, 1000)).not.toBeNull();
});
