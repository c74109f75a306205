/**
 * Anonymous answers are reused until a write to their table, over real HTTP (the cache follows requests
 * on the socket): a visitor never sees a listing after it was withdrawn, nor misses one after approval.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let base: string;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const visit = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, cache: response.headers.get('x-cache'), total: response.headers.get('x-total-count'), body: await response.json() };
};

const write = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
};

it('serves a repeated anonymous list from the cache and drops it when the table changes', async () => {
  const list = '/api/institutions/schools?county=Kajiado&_sort=name&_order=asc';
  expect(await visit(list)).toMatchObject({ status: 200, cache: 'MISS', total: '0' });
  expect(await visit(list)).toMatchObject({ status: 200, cache: 'HIT', total: '0' });

  const school = await write('POST', '/api/institutions/schools', { name: 'Olooseos Primary School', county: 'Kajiado', moderation: 'approved' });
  const after = await visit(list);
  expect(after).toMatchObject({ cache: 'MISS', total: '1' });
  expect(after.body[0].name).toBe('Olooseos Primary School');

  expect(await visit(`/api/institutions/schools/${school.id}`)).toMatchObject({ status: 200, cache: 'MISS' });
  expect(await visit(`/api/institutions/schools/${school.id}`)).toMatchObject({ status: 200, cache: 'HIT' });
  await write('PATCH', `/api/institutions/schools/${school.id}`, { moderation: 'rejected' });
  expect((await visit(`/api/institutions/schools/${school.id}`)).status).toBe(404);
  expect(await visit(list)).toMatchObject({ total: '0' });
});

it('never caches what a signed-in user sees', async () => {
  const response = await fetch(`${base}/api/institutions/schools`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(response.headers.get('x-cache')).toBeNull();
});
