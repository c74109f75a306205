/** The real @refinedev/simple-rest 6 data provider, the one the admin uses, against a running server. */
import dataProvider, { axiosInstance } from '@refinedev/simple-rest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let provider: ReturnType<typeof dataProvider>;

beforeAll(async () => {
  server = await startServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signInAdmin(server.app);
  axiosInstance.defaults.headers.common.Authorization = `Bearer ${admin.token}`;
  provider = dataProvider(`${address}/api`, axiosInstance);
  for (const [name, county] of [
    ['Kakamega School', 'Kakamega'],
    ['Butere Girls High School', 'Kakamega'],
    ['Kapsabet Boys High School', 'Nandi'],
    ['Friends School Kamusinga', 'Bungoma'],
  ] as const)
    await admin.post('/api/institutions/schools', { name, county, moderation: 'approved', summary: `A school in ${county}` });
});
afterAll(() => server.close());

const resource = 'institutions/schools';

it('getList with filters, sorters and pagination', async () => {
  const page = await provider.getList({
    resource,
    pagination: { currentPage: 1, pageSize: 2 },
    sorters: [{ field: 'name', order: 'desc' }],
    filters: [{ field: 'county', operator: 'ne', value: 'Nandi' }],
  });
  expect(page.total).toBe(3);
  expect(page.data.map((s) => s.name)).toEqual(['Kakamega School', 'Friends School Kamusinga']);
  const contains = await provider.getList({ resource, filters: [{ field: 'name', operator: 'contains', value: 'girls' }] });
  expect(contains.data.map((s) => s.name)).toEqual(['Butere Girls High School']);
  const search = await provider.getList({ resource, filters: [{ field: 'q', operator: 'eq', value: 'nandi' }] });
  expect(search.data.map((s) => s.name)).toEqual(['Kapsabet Boys High School']);
});

it('getMany, getOne, create, update, deleteOne', async () => {
  const all = await provider.getList({ resource, pagination: { currentPage: 1, pageSize: 10 } });
  const ids = all.data.slice(0, 2).map((s) => s.id!);
  expect((await provider.getMany!({ resource, ids })).data.map((s) => s.id).sort()).toEqual([...ids].sort());
  expect((await provider.getOne({ resource, id: ids[0]! })).data.id).toBe(ids[0]);

  const created = await provider.create({ resource, variables: { name: 'Lenana School', county: 'Nairobi', cbc_levels: ['Senior Secondary'] } });
  expect(created.data).toMatchObject({ name: 'Lenana School', cbc_levels: 'Senior Secondary', moderation: 'pending', is_public: true });
  const updated = await provider.update({ resource, id: created.data.id!, variables: { moderation: 'approved' } });
  expect(updated.data.moderation).toBe('approved');
  const deleted = await provider.deleteOne({ resource, id: created.data.id! });
  expect(deleted.data.id).toBe(created.data.id);
});

it('turns a refused request into an error with the server message and status', async () => {
  await expect(provider.create({ resource, variables: { name: '' } })).rejects.toMatchObject({ statusCode: 400, message: 'Name is required.' });
  await expect(provider.getOne({ resource, id: 999999 })).rejects.toMatchObject({ statusCode: 404 });
});
