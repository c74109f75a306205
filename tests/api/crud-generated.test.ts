/**
 * Every resource of the registry, generated: an admin can list, read, create, update and delete it, and bad
 * ids, fields and filters are a 400. What everybody else may do is the attack matrix's (attack-matrix.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, getResource } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { client, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { multipart, pdf } from '../helpers/files.ts';
import { claimableListing, messageSample, sampleRow } from '../helpers/samples.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
const made = new Map<string, number>();

/** Creates a row as `who`: JSON, or for resumes the multipart upload with a PDF. */
const create = async (who: Client, resource: Resource, body: Record<string, unknown>) => {
  // A listing's visit by its owner (the admin made the listing) is not counted: a reader records it.
  if (resource.name === 'analytics/engagement') return client(server.app).post(`/api/${resource.name}`, body);
  if (resource.name === 'institutions/claims') await claimableListing(server.app.db, body.listing_id as number);
  await messageSample(server.app.db, resource, body, (who as Partial<Session>).user?.id);
  if (resource.name !== 'jobs/resumes') return who.post(`/api/${resource.name}`, body);
  const form = multipart([
    ...Object.entries(body).map(([name, value]) => ({ name, value: String(value) })),
    { name: 'resume_file', value: pdf, filename: 'cv.pdf' },
  ]);
  return who.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
};

/** An existing row of `name`, created by the admin once, or anew when `fresh`. */
const idOf = async (name: string, fresh = false): Promise<number> => {
  if (made.has(name) && !fresh) return made.get(name)!;
  const resource = getResource(name);
  const created = await create(admin, resource, await sampleRow(resource, idOf));
  if (created.status !== 201) throw new Error(`could not create ${name}: ${JSON.stringify(created.body)}`);
  if (!fresh) made.set(name, created.body.id);
  return created.body.id;
};

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

// A resource that is only read (the audit log) has its rows made by the server: tests/api/audit-log.test.ts.
describe.each(resources.filter((r) => r.offers.includes('create')).map((r) => [r.name, r] as const))('%s', (name, resource) => {
  it('admin: create, read, list, update, delete', async () => {
    const created = await create(admin, resource, await sampleRow(resource, idOf));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(typeof id).toBe('number');
    expect(created.body).not.toHaveProperty('password');

    const one = await admin.get(`/api/${name}/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);

    const list = await admin.get(`/api/${name}?id=${id}`);
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([id]);

    // A permission's text fields name a resource and a scope, checked against the registry: none is free text.
    const [field] = Object.entries(resource.fields).filter(
      ([, f]) => !f.system && (f.kind === 'text' || f.kind === 'longText') && !f.unique && name !== 'auth/permissions',
    );
    // What the resource does not offer is refused to an admin too (a claim moves only through its own routes).
    if (!resource.offers.includes('update')) expect((await admin.patch(`/api/${name}/${id}`, {})).status).toBe(405);
    else if (field) {
      const changed = await admin.patch(`/api/${name}/${id}`, { [field[0]]: 'Changed by the test' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      // A voucher's code is kept as buyers type it: upper case, no spaces.
      expect(changed.body[field[0]]).toBe(name === 'shop/discounts' ? 'CHANGEDBYTHETEST' : 'Changed by the test');
    }

    if (!resource.offers.includes('delete')) {
      expect((await admin.delete(`/api/${name}/${id}`)).status).toBe(405);
      return;
    }
    const removed = await admin.delete(`/api/${name}/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(id);
    expect((await admin.get(`/api/${name}/${id}`)).status).toBe(404);
  });

  it('answers bad ids, unknown fields and unknown filters with a 400 message', async () => {
    const badId = await admin.get(`/api/${name}/abc`);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/whole number/);
    const unknownFilter = await admin.get(`/api/${name}?no_such_field=1`);
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.body.message).toMatch(/Unknown filter/);
    const unknownSort = await admin.get(`/api/${name}?_sort=no_such_field`);
    expect(unknownSort.status).toBe(400);
    const unknownField = await create(admin, resource, { ...(await sampleRow(resource, idOf)), no_such_field: 1 });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors.no_such_field).toMatch(/Unknown field/);
    const notObject = await admin.post(`/api/${name}`, [1, 2]);
    expect(notObject.status).toBeGreaterThanOrEqual(400);
    expect(notObject.status).toBeLessThan(500);
  });
});
