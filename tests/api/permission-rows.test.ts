/**
 * A permission row names an action its resource offers and a scope that resource supports for that action:
 * a blank or missing scope is refused, never taken to mean every row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let role: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  role = (await admin.post('/api/auth/roles', { name: 'inspector' })).body.id;
});
afterAll(() => server.close());

const grant = (body: object) => admin.post('/api/auth/permissions', { role_id: role, resource: 'institutions/schools', action: 'update', ...body });

it('refuses a blank or missing scope, naming the choices', async () => {
  for (const body of [{ scope: null }, { scope: '' }, {}]) {
    const answer = await grant(body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.body.message).toContain('any, own');
  }
  expect((await grant({ scope: 'own' })).status).toBe(201);
});

it('refuses a party scope on create, where there is no row yet', async () => {
  const answer = await grant({ action: 'create', scope: 'own' });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toContain('must be one of: any.');
});

it('refuses an action the resource does not offer, naming those it does', async () => {
  const deleteLog = await admin.post('/api/auth/permissions', { role_id: role, resource: 'auth/audit-log', action: 'delete', scope: 'any' });
  expect(deleteLog.status).toBe(400);
  expect(deleteLog.body.message).toContain('list, read');
  const create = await admin.post('/api/auth/permissions', { role_id: role, resource: 'analytics/search-appearances', action: 'create', scope: 'any' });
  expect(create.status).toBe(400);
});

it('refuses a change that blanks the scope of a stored grant', async () => {
  const stored = await grant({ action: 'read', scope: 'own' });
  expect(stored.status).toBe(201);
  expect((await admin.patch(`/api/auth/permissions/${stored.body.id}`, { scope: null })).status).toBe(400);
});
