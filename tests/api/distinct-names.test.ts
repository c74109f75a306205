/**
 * A value added to a list an admin keeps (plans, roles, job categories, a county's towns) is refused when it
 * reads the same as one already there, by case or look-alike letters: a 409 naming the existing one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { skeleton } from '../../src/server/crud/look-alike.ts';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

it('reads case, compatibility forms and Cyrillic look-alikes as the same name', () => {
  expect(skeleton('Sіlver')).toBe('silver'); // Cyrillic і
  expect(skeleton('Тhika')).toBe('thika'); // Cyrillic Т
  expect(skeleton('ＡＤＭＩＮ')).toBe('admin');
  expect(skeleton('Murang’a')).not.toBe(skeleton('Muranga'));
});

it('refuses a plan, role, category or town that reads like one already listed', async () => {
  expect((await admin.post('/api/auth/subscription-plans', { name: 'Platinum', price: 900 })).status).toBe(201);
  for (const name of ['platinum', 'Plаtinum', ' PLATINUM ']) {
    const answer = await admin.post('/api/auth/subscription-plans', { name, price: 900 });
    expect(answer.status, name).toBe(409);
    expect(answer.body.message).toContain('"Platinum"');
  }
  expect((await admin.post('/api/auth/roles', { name: 'ADMIN' })).status).toBe(409);
  expect((await admin.post('/api/jobs/categories', { name: 'Humanities' })).status).toBe(201);
  expect((await admin.post('/api/jobs/categories', { name: 'humanities' })).status).toBe(409);
  expect((await admin.post('/api/institutions/locations', { region: 'Central', county: 'Kiambu', city: 'Gatundu Town' })).status).toBe(201);
  expect((await admin.post('/api/institutions/locations', { region: 'Central', county: 'Kiambu', city: 'gatundu town' })).status).toBe(409);
  // The same town name in another county is another town.
  expect((await admin.post('/api/institutions/locations', { region: 'Nairobi', county: 'Nairobi', city: 'Gatundu Town' })).status).toBe(201);
});

it('refuses a rename onto a name already listed, and keeps a row its own name', async () => {
  const gold = (await admin.post('/api/auth/subscription-plans', { name: 'Emerald', price: 1500 })).body.id;
  expect((await admin.patch(`/api/auth/subscription-plans/${gold}`, { name: 'platinum' })).status).toBe(409);
  expect((await admin.patch(`/api/auth/subscription-plans/${gold}`, { name: 'EMERALD' })).status).toBe(200);
});
