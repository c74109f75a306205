/** Values kept by name (a user's roles) must name a row that exists: anything else is a clear 400. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const person = (email: string, extra: Record<string, unknown>) => ({ name: 'Achieng Otieno', email, password: 'Passw0rd-test', ...extra });

it('refuses a role that does not exist, naming the roles there are, on create and on change', async () => {
  const typo = await admin.post('/api/auth/users', person('achieng1@example.co.ke', { roles: ['vender'] }));
  expect(typo.status).toBe(400);
  expect(typo.body.errors.roles).toBe('Roles: "vender" is not one of the roles. Choose from: admin, editor, employer, school, subscriber, vendor.');
  expect((await admin.get('/api/auth/users?email=achieng1@example.co.ke')).body).toEqual([]);

  const made = await admin.post('/api/auth/users', person('achieng2@example.co.ke', { roles: ['vendor', 'school'] }));
  expect(made.status).toBe(201);
  expect(made.body.roles).toEqual(['vendor', 'school']);
  const changed = await admin.patch(`/api/auth/users/${made.body.id}`, { roles: ['vendor', 'Admin'] });
  expect(changed.status).toBe(400);
  expect(changed.body.message).toMatch(/^Roles: "Admin" is not one of the roles\./);
  expect((await admin.get(`/api/auth/users/${made.body.id}`)).body.roles).toEqual(['vendor', 'school']);
});

it('takes a role an admin has just added', async () => {
  expect((await admin.post('/api/auth/roles', { name: 'counsellor', label: 'Counsellor' })).status).toBe(201);
  expect((await admin.post('/api/auth/users', person('achieng3@example.co.ke', { roles: ['counsellor'] }))).status).toBe(201);
});
