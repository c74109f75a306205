/**
 * A list near a point, nearest first, where the radius holds more than the count's cap (docs/near-me.md): the count
 * stops at the cap whether the crowd fills the square inside the radius (counted in the spatial index alone) or
 * lies around it, only public schools count, and the page is still the nearest schools, on the first page and the
 * last one the cap allows, and schools at the same distance are ordered by id wherever a page ends.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../src/registry/clock.ts';
import { distanceKm, kmPerDegree, type Point } from '../../src/registry/coordinates.ts';
import { getResource } from '../../src/registry/index.ts';
import { maxNearCount } from '../../src/registry/query-bounds.ts';
import { toColumns } from '../../src/server/crud/codec.ts';
import { withDefaults } from '../../src/server/crud/field-defaults.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
const schools = getResource('institutions/schools');
const placed: (Point & { id: number; approved: boolean })[] = [];

/** Crowd centres far enough apart that no radius below reaches two of them. */
const grid = { lat: -1.2921, lng: 36.8219 };
const around = { lat: 0.5143, lng: 35.2698 };
const sparse = { lat: -3.3961, lng: 38.5561 };
const ties = { lat: -0.0917, lng: 34.768 };

const insert = async (points: (Point & { approved: boolean })[]) => {
  const at = nowIso();
  const rows = points.map(({ lat, lng, approved }, i) => ({
    ...toColumns(
      schools,
      withDefaults(
        schools,
        { name: `Crowd School ${placed.length + i + 1}`, county: 'Nairobi', city: 'Nairobi', gps_coordinates: `${lat.toFixed(5)}, ${lng.toFixed(5)}` },
        at,
      ),
    ),
    moderation: approved ? 'approved' : 'pending',
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const made = await server.app.db
      .insertInto(schools.table)
      .values(rows.slice(i, i + 200))
      .returning('id')
      .execute();
    made.forEach(({ id }, j) =>
      placed.push({ ...points[i + j]!, lat: Number(points[i + j]!.lat.toFixed(5)), lng: Number(points[i + j]!.lng.toFixed(5)), id: Number(id) }),
    );
  }
};

beforeAll(async () => {
  server = await startServer();
  // 1 600 schools on a 40 × 40 grid 50 m apart (every fifth pending); 1 200 on a circle 9 km out, away from the
  // diagonals, so outside the square inside a 10 km radius; 40 scattered.
  await insert(
    Array.from({ length: 1600 }, (_, i) => ({
      lat: grid.lat + (Math.floor(i / 40) - 20) * 0.00045,
      lng: grid.lng + ((i % 40) - 20) * 0.00045,
      approved: i % 5 !== 0,
    })),
  );
  await insert(
    Array.from({ length: 1200 }, (_, i) => {
      const angle = (Math.floor(i / 300) * Math.PI) / 2 + (((i % 300) / 300 - 0.5) * Math.PI) / 6;
      const km = 9;
      return {
        lat: around.lat + (km * Math.sin(angle)) / kmPerDegree,
        lng: around.lng + (km * Math.cos(angle)) / (kmPerDegree * Math.cos((around.lat * Math.PI) / 180)),
        approved: true,
      };
    }),
  );
  await insert(
    Array.from({ length: 40 }, (_, i) => ({ lat: sparse.lat + ((i * 37) % 41) / 400, lng: sparse.lng + ((i * 53) % 43) / 400, approved: i % 4 !== 0 })),
  );
}, 120_000);
afterAll(() => server?.close());

const expected = (at: Point, radiusKm: number) =>
  placed
    .filter((school) => school.approved)
    .map((school) => ({ id: school.id, km: distanceKm(at, school) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.id - b.id);

const list = async (at: Point, radiusKm: number, start: number, end: number) => {
  const reply = await server.app.inject({
    url: `/api/institutions/schools?near=${at.lat},${at.lng}&radius_km=${radiusKm}&_sort=distance&_start=${start}&_end=${end}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return {
    ids: (JSON.parse(reply.body) as { id: number }[]).map((row) => row.id),
    total: reply.headers['x-total-count'],
    capped: reply.headers['x-total-count-capped'],
  };
};

it.each([
  ['a crowd filling the square inside the radius', grid, 2],
  ['a crowd around the square inside the radius', around, 10],
])('stops the count at the cap for %s, and pages the nearest schools', async (_what, at, radiusKm) => {
  const all = expected(at, radiusKm);
  expect(all.length).toBeGreaterThan(maxNearCount);
  for (const [start, end] of [
    [0, 20],
    [maxNearCount - 20, maxNearCount],
  ] as const) {
    const { ids, total, capped } = await list(at, radiusKm, start, end);
    expect(ids).toEqual(all.slice(start, end).map(({ id }) => id));
    expect([total, capped]).toEqual([String(maxNearCount), 'true']);
  }
});

it('counts exactly below the cap, public schools only', async () => {
  for (const [at, radiusKm] of [
    [grid, 0.5],
    [sparse, 10],
    [around, 8],
  ] as const) {
    const all = expected(at, radiusKm);
    expect(all.length).toBeLessThan(maxNearCount);
    const { ids, total, capped } = await list(at, radiusKm, 0, 20);
    expect(ids).toEqual(all.slice(0, 20).map(({ id }) => id));
    expect([total, capped]).toEqual([String(all.length), undefined]);
  }
});

it('orders schools at the same distance by id wherever the first page ends', async () => {
  const all = expected(ties, 5);
  for (let end = 1; end <= 30; end++) expect((await list(ties, 5, 0, end)).ids).toEqual(all.slice(0, end).map(({ id }) => id));
});
