/**
 * What a moderation decision's `seen` may be: a time that is no time at all is a bad request (400), not a changed
 * version (409); so is a time after the row's latest version, which no queue listed. A bulk refusal says which
 * row it is about. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { decide, listed, seenOf } from '../helpers/moderation.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
});
afterAll(() => server.close());

const resource = 'institutions/schools';
const school = async (name: string) => (await owner.post(`/api/${resource}`, { name, county: 'Nakuru' })).body.id as number;
/** `seen` moved by `ms` milliseconds. */
const shifted = (seen: string, ms: number) => new Date(Date.parse(seen) + ms).toISOString();

it('refuses a malformed seen with a 400 naming the field', async () => {
  for (const seen of ['yesterday', '2026-13-45', '1']) {
    const answer = await admin.post('/api/moderation/decisions', { resource, id: 1, decision: 'approve', seen });
    expect(answer.status, seen).toBe(400);
    expect(answer.body.errors.seen).toContain('time of the version');
  }
  const bulk = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: [{ resource, id: 1, seen: 'soon' }] });
  expect(bulk.status).toBe(400);
});

it('names the bulk row that sends a key a row does not take, by its place and its id', async () => {
  const [item] = await listed(admin, resource, [await school('Extra Key School')]);
  const answer = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: [{ ...item, foo: 1 }] });
  expect(answer.status).toBe(400);
  const words = `Row 1 (${resource} ${item!.id}): "foo" is not a field of a row; send only resource, id and seen.`;
  expect(answer.body).toEqual({ message: words, errors: { 'items.0.foo': words } });
  const long = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: Array.from({ length: 60 }, () => ({ ...item, foo: 1 })) });
  expect(long.status).toBe(400);
  // A list too long is refused as a whole, its rows not each described.
  expect(long.body.errors).toEqual({ items: 'Decide at most 50 rows at once.' });
});

it('names the bulk row whose seen is missing or malformed', async () => {
  const items = await listed(admin, resource, [await school('Seen Kept School'), await school('Seen Left School'), await school('Seen Mangled School')]);
  const [kept, left, mangled] = items;
  const answer = await admin.post('/api/moderation/decisions/bulk', {
    decision: 'approve',
    items: [kept, { resource, id: left!.id }, { ...mangled, seen: 'yesterday' }],
  });
  expect(answer.status).toBe(400);
  expect(answer.body.errors['items.1.seen']).toMatch(new RegExp(`^Row 2 \\(${resource} ${left!.id}\\): Send seen: .*moderation queue`));
  expect(answer.body.errors['items.2.seen']).toMatch(new RegExp(`^Row 3 \\(${resource} ${mangled!.id}\\): Seen must be the time of the version`));
  expect(answer.body.errors['items.0.seen']).toBeUndefined();
  expect(answer.body.message).toContain(`Row 2 (${resource} ${left!.id})`);
  expect(answer.body.message).toContain(`Row 3 (${resource} ${mangled!.id})`);
});

it("refuses a seen later than the row's latest version with a 400, and keeps the 409 for an earlier one", async () => {
  const id = await school('Future Seen School');
  const seen = await seenOf(admin, resource, id);
  for (const later of [shifted(seen, 1), shifted(seen, 60_000), '2999-01-01T00:00:00.000Z']) {
    const answer = await decide(admin, resource, id, 'approve', { seen: later });
    expect(answer.status, later).toBe(400);
    expect(answer.body.errors.seen).toMatch(/not a version the moderation queue listed.*Send the row's seen/);
  }
  const earlier = await decide(admin, resource, id, 'approve', { seen: shifted(seen, -1) });
  expect(earlier.status).toBe(409);
  expect(earlier.body.message).toMatch(/edited since you opened it/);
  // The same instant written with an offset is the version listed.
  const nairobi = `${new Date(Date.parse(seen) + 3 * 3600_000).toISOString().slice(0, -1)}+03:00`;
  expect((await decide(admin, resource, id, 'approve', { seen: nairobi })).status).toBe(200);
});

it('refuses changes named by a later seen with a 400, alone and in a batch that decides the other rows', async () => {
  const id = await school('Future Changes School');
  expect((await decide(admin, resource, id)).status).toBe(200);
  expect((await owner.patch(`/api/${resource}/${id}`, { summary: 'A new library.' })).status).toBe(200);
  const seen = await seenOf(admin, resource, id);
  const single = await decide(admin, resource, id, 'approve', { seen: shifted(seen, 1) });
  expect(single.status).toBe(400);
  expect(single.body.errors.seen).toMatch(/not a version the moderation queue listed/);
  expect((await decide(admin, resource, id, 'approve', { seen: shifted(seen, -1) })).status).toBe(409);

  const [other] = await listed(admin, resource, [await school('Decided Beside School')]);
  const bulk = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: [{ resource, id, seen: shifted(seen, 1) }, other] });
  expect(bulk.status).toBe(200);
  expect(bulk.body.results).toEqual([
    { resource, id, status: 400, message: expect.stringMatching(/not a version the moderation queue listed/) },
    { resource, id: other!.id, status: 200 },
  ]);
  expect((await decide(admin, resource, id)).status).toBe(200);
});
