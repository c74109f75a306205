/**
 * Anonymous answers are reused until a write to their table, over real HTTP (the cache follows requests
 * on the socket): a visitor never sees a listing after it was withdrawn, nor misses one after approval.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';

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
  // Kept once asked for again.
  expect(await visit(list)).toMatchObject({ status: 200, cache: 'MISS', total: '0' });
  expect(await visit(list)).toMatchObject({ status: 200, cache: 'HIT', total: '0' });

  const school = await write('POST', '/api/institutions/schools', { name: 'Olooseos Primary School', county: 'Kajiado', moderation: 'approved' });
  const after = await visit(list);
  expect(after).toMatchObject({ cache: 'MISS', total: '1' });
  expect(after.body[0].name).toBe('Olooseos Primary School');

  expect(await visit(`/api/institutions/schools/${school.id}`)).toMatchObject({ status: 200, cache: 'MISS' });
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

// SQLite tells the server when another process wrote to the file; PostgreSQL tells only of the other instances' writes.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('sees a change a script made to the database file, in answers and in counts', async () => {
  const list = '/api/institutions/schools?county=Lamu&_sort=name&_order=asc';
  const before = await visit(list);
  await visit(list);
  expect(await visit(list)).toMatchObject({ cache: 'HIT', total: before.total });
  const signedIn = async () => (await fetch(`${base}${list}&_start=20`, { headers: { authorization: `Bearer ${admin.token}` } })).headers.get('x-total-count');
  expect(await signedIn()).toBe(before.total);

  await sqlOn(server.config)(
    `UPDATE institutions_schools SET county = 'Lamu', moderation = 'approved' WHERE id = (SELECT MIN(id) FROM institutions_schools WHERE county <> 'Lamu')`,
  );
  const total = String(Number(before.total) + 1);
  expect(await visit(list)).toMatchObject({ cache: 'MISS', total });
  expect(await signedIn()).toBe(total);
});

it("keeps a list's count for every page and reader only until its table changes", async () => {
  const owner = await member(server.app, 'school');
  const list = '/api/institutions/schools?county=Isiolo&_sort=rating&_order=desc';
  const total = async (who: Session | null, start = 0) => {
    const response = await fetch(`${base}${list}&_start=${start}&_end=${start + 20}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return Number(response.headers.get('x-total-count'));
  };
  const before = await total(null);
  expect([await total(owner), await total(owner, 20), await total(admin, 40)]).toEqual([before, before, before]);

  // The owner's school waits for review: only they (and staff) count it.
  const pending = await owner.post('/api/institutions/schools', { name: 'Isiolo Pending Academy', county: 'Isiolo' });
  expect(pending.status).toBe(201);
  expect([await total(null), await total(owner, 20), await total(admin, 40)]).toEqual([before, before + 1, before + 1]);
  const other = await member(server.app, 'school');
  expect(await total(other)).toBe(before);

  await admin.patch(`/api/institutions/schools/${pending.body.id}`, { moderation: 'approved' });
  expect([await total(null), await total(other, 20), await total(owner)]).toEqual([before + 1, before + 1, before + 1]);
});
