/**
 * The public list near a point, nearest first, read from the spatial index alone (docs/near-me.md,
 * src/server/crud/nearest-first.ts), gives the same page and total as measuring every row: crowds of schools at one
 * point (ties by id), pending schools the public may not see, rings that end inside a crowd, deep pages, and a
 * school moved or approved after it was written (the index kept in step).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { distanceKm } from '../../src/registry/coordinates.ts';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

interface School {
  id: number;
  lat: number;
  lng: number;
  approved: boolean;
}

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
const schools: School[] = [];
const centre = { lat: -1.2921, lng: 36.8219 };

/** A school at `lat, lng`, approved or pending. */
const add = async (lat: number, lng: number, approved: boolean) => {
  const made = await admin.post('/api/institutions/schools', {
    name: `Karibu School ${schools.length + 1}`,
    county: 'Nairobi',
    city: 'Nairobi',
    gps_coordinates: `${lat}, ${lng}`,
    moderation: approved ? 'approved' : 'pending',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  schools.push({ id: made.body.id, lat, lng, approved });
};

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  // Two crowds at one point each, one of them with pending schools among the approved, and schools spread around.
  for (let i = 0; i < 9; i++) await add(-1.3, 36.83, i % 3 !== 1);
  for (let i = 0; i < 6; i++) await add(-1.25, 36.78, true);
  for (let i = 0; i < 30; i++)
    await add(Number((centre.lat + ((i * 37) % 29) / 100 - 0.14).toFixed(4)), Number((centre.lng + ((i * 53) % 31) / 100 - 0.15).toFixed(4)), i % 4 !== 0);
});
afterAll(() => server.close());

/** What the public list should be, measured here: approved, within the radius, nearest first, ties by id. */
const expected = (at: { lat: number; lng: number }, radiusKm: number) =>
  schools
    .filter((school) => school.approved)
    .map((school) => ({ id: school.id, km: distanceKm(at, school) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.id - b.id);

const publicList = async (at: { lat: number; lng: number }, radiusKm: number, start: number, end: number) => {
  const reply = await server.app.inject({
    url: `/api/institutions/schools?near=${at.lat},${at.lng}&radius_km=${radiusKm}&_sort=distance&_start=${start}&_end=${end}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { rows: JSON.parse(reply.body) as { id: number; distance_km: number }[], total: reply.headers['x-total-count'] };
};

it.each([
  ['at a crowd', { lat: -1.3, lng: 36.83 }, 25],
  ['between the crowds', { lat: -1.275, lng: 36.805 }, 25],
  ['at the centre, a small radius', centre, 5],
  ['far from every school', { lat: -0.5, lng: 36.0 }, 50],
])('gives the public the same pages and total as measuring every row, %s', async (_where, at, radiusKm) => {
  const all = expected(at, radiusKm);
  for (const [start, end] of [
    [0, 5],
    [3, 12],
    [5, 20],
    [20, 60],
  ] as const) {
    const { rows, total } = await publicList(at, radiusKm, start, end);
    expect(rows.map((row) => row.id)).toEqual(all.slice(start, end).map(({ id }) => id));
    for (const [i, row] of rows.entries()) expect(row.distance_km).toBeCloseTo(all[start + i]!.km, 2);
    expect(total).toBe(String(all.length));
  }
});

it('keeps the index in step when a school is approved or moved', async () => {
  const pending = schools.find((school) => !school.approved && school.lat === -1.3)!;
  expect((await admin.patch(`/api/institutions/schools/${pending.id}`, { moderation: 'approved' })).status).toBe(200);
  pending.approved = true;
  const moved = schools.find((school) => school.approved && school.lat === -1.25)!;
  expect((await admin.patch(`/api/institutions/schools/${moved.id}`, { gps_coordinates: '-1.3, 36.83' })).status).toBe(200);
  Object.assign(moved, { lat: -1.3, lng: 36.83 });
  const at = { lat: -1.3, lng: 36.83 };
  const { rows, total } = await publicList(at, 1, 0, 20);
  expect(rows.map((row) => row.id)).toEqual(
    expected(at, 1)
      .slice(0, 20)
      .map(({ id }) => id),
  );
  expect(total).toBe(String(expected(at, 1).length));
});
