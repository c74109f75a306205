/**
 * A role held by users keeps its name and stays (409 saying how many hold it): a rename would strip them of
 * their permissions, a delete would leave them a role that no longer exists.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

it('refuses to rename or delete a role its users hold, and keeps their permissions', async () => {
  const role = (await admin.post('/api/auth/roles', { name: 'counsellor' })).body.id as number;
  expect((await admin.post('/api/auth/permissions', { role_id: role, resource: 'content/news', action: 'create', scope: 'any' })).status).toBe(201);
  const counsellor = await member(server.app, 'counsellor', admin);
  const renamed = await admin.patch(`/api/auth/roles/${role}`, { name: 'counsellors' });
  expect(renamed.status).toBe(409);
  expect(renamed.body.message).toContain('1 user holds it');
  const deleted = await admin.delete(`/api/auth/roles/${role}`);
  expect(deleted.status).toBe(409);
  expect(deleted.body.message).toContain('1 user holds it');
  expect((await counsellor.get('/api/auth/grants')).body.grants['content/news create']).toEqual(['any']);
});

it('refuses to rename a role the platform names', async () => {
  const editor = (await admin.get('/api/auth/roles?name=editor')).body[0].id;
  expect((await admin.patch(`/api/auth/roles/${editor}`, { name: 'editors' })).status).toBe(409);
});

it('deletes a role nobody holds, with its permissions', async () => {
  const role = (await admin.post('/api/auth/roles', { name: 'visitor-guide' })).body.id as number;
  await admin.post('/api/auth/permissions', { role_id: role, resource: 'content/news', action: 'create', scope: 'any' });
  expect((await admin.delete(`/api/auth/roles/${role}`)).status).toBe(200);
  expect((await admin.get(`/api/auth/permissions?role_id=${role}`)).body).toEqual([]);
});
