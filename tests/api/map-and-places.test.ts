/**
 * The map of a located resource (`GET /api/{base}/map`: points when few, counts per grid cell when many, under the
 * list's filters, search, point and access) and places to search near (`GET /api/places`). docs/near-me.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { maxMapPoints } from '../../src/registry/map-answer.ts';
import { toColumns } from '../../src/server/crud/codec.ts';
import { withDefaults } from '../../src/server/crud/field-defaults.ts';
import { nowIso } from '../../src/registry/clock.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startCrudBesideServer } from '../helpers/crud-beside-server.ts';

const schools = getResource('institutions/schools');
/** Nairobi and its surroundings; Mombasa, far outside it. */
const nairobiBox = '36.60,-1.45,37.10,-1.10';
const crowd = maxMapPoints + 100;

let env: Awaited<ReturnType<typeof startCrudBesideServer>>;
let admin: Session;
let owner: Session;
let visitor: ReturnType<typeof client>;

/** Approved schools written past the API, as the import writes them: their points reach the index all the same. */
const insert = async (rows: Record<string, unknown>[]) => {
  const now = nowIso();
  for (let i = 0; i < rows.length; i += 200)
    await env.dialect.db
      .insertInto(schools.table)
      .values(
        rows
          .slice(i, i + 200)
          .map((row) => ({ ...toColumns(schools, withDefaults(schools, row, now)), moderation: 'approved', created_at: now, updated_at: now })),
      )
      .execute();
};

beforeAll(async () => {
  env = await startCrudBesideServer();
  admin = await signInAdmin(env.server.app);
  owner = await member(env.server.app, 'school', admin);
  visitor = client(env.server.app);
  // A crowd in Westlands, a grid 0.001° apart: more than the map shows one by one.
  await insert(
    Array.from({ length: crowd }, (_, i) => ({
      name: `Crowd School ${i}`,
      county: 'Nairobi',
      city: 'Nairobi',
      gps_coordinates: `${(-1.27 + (i % 25) * 0.001).toFixed(4)}, ${(36.8 + Math.floor(i / 25) * 0.001).toFixed(4)}`,
    })),
  );
  await insert([
    { name: 'Karen Hills Academy', county: 'Nairobi', city: 'Nairobi', gps_coordinates: '-1.3197, 36.7076' },
    { name: 'Kikuyu Springs School', county: 'Kiambu', city: 'Kikuyu', gps_coordinates: '-1.2464, 36.6626' },
    { name: 'Mombasa Coast School', county: 'Mombasa', city: 'Mombasa', gps_coordinates: '-4.0435, 39.6682' },
    { name: 'Unplaced School', county: 'Nairobi', city: 'Nairobi', gps_coordinates: null },
  ]);
  const pending = await owner.post('/api/institutions/schools', {
    name: 'Karen Pending Academy',
    county: 'Nairobi',
    city: 'Nairobi',
    gps_coordinates: '-1.32, 36.71',
  });
  expect(pending.status).toBe(201);
}, 120_000);
afterAll(() => env?.close());

const map = (who: { get: (url: string) => ReturnType<Session['get']> }, query: string) => who.get(`/api/institutions/schools/map?${query}`);

describe('the map', () => {
  it('answers with each point when the box holds few', async () => {
    const answer = await map(visitor, 'bbox=36.60,-1.35,36.75,-1.20&zoom=12');
    expect(answer.status).toBe(200);
    expect(answer.body.clusters).toEqual([]);
    expect(answer.body.total).toBe(2);
    expect(answer.body.points).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'Karen Hills Academy', lat: -1.3197, lng: 36.7076 },
        { id: expect.any(Number), name: 'Kikuyu Springs School', lat: -1.2464, lng: 36.6626 },
      ]),
    );
  });

  it('counts per grid cell when the box holds more than it shows, finer as the map zooms in', async () => {
    const wide = await map(visitor, `bbox=${nairobiBox}&zoom=8`);
    expect(wide.status).toBe(200);
    expect(wide.body.points).toEqual([]);
    expect(wide.body.total).toBe(crowd + 2);
    expect(wide.body.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(crowd + 2);
    const closer = await map(visitor, `bbox=${nairobiBox}&zoom=14`);
    expect(closer.body.total).toBe(crowd + 2);
    expect(closer.body.clusters.length).toBeGreaterThan(wide.body.clusters.length);
    for (const cluster of closer.body.clusters) {
      expect(cluster.lat).toBeGreaterThan(-1.45);
      expect(cluster.lat).toBeLessThan(-1.1);
      expect(cluster.count).toBeGreaterThan(0);
    }
  });

  it('cuts a box into at most 64 cells to a side, whatever the zoom asked', async () => {
    const world = await map(visitor, 'bbox=-180,-90,180,90&zoom=18');
    expect(world.status).toBe(200);
    expect(world.body.total).toBe(crowd + 3);
    // Nairobi's crowd and Kikuyu in one cell of 5.6°, Mombasa in the next: not a cluster per school.
    expect(world.body.clusters).toHaveLength(2);
  });

  it('keeps to the list filters, a search and a point', async () => {
    const kiambu = await map(visitor, `bbox=${nairobiBox}&zoom=10&county=Kiambu`);
    expect(kiambu.status, JSON.stringify(kiambu.body)).toBe(200);
    expect(kiambu.body.points.map((p: { name: string }) => p.name)).toEqual(['Kikuyu Springs School']);
    const searched = await map(visitor, `bbox=${nairobiBox}&zoom=10&q=karen`);
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(searched.body.points.map((p: { name: string }) => p.name)).toEqual(['Karen Hills Academy']);
    const near = await map(visitor, `bbox=${nairobiBox}&zoom=10&near=-1.3197,36.7076&radius_km=3`);
    expect(near.body.points.map((p: { name: string }) => p.name)).toEqual(['Karen Hills Academy']);
    const coast = await map(visitor, 'bbox=39.5,-4.2,39.8,-3.9&zoom=11');
    expect(coast.body.points.map((p: { name: string }) => p.name)).toEqual(['Mombasa Coast School']);
  });

  it('shows only what the reader may see: a pending listing to its owner and staff, never to the public', async () => {
    const box = 'bbox=36.69,-1.33,36.72,-1.31&zoom=15';
    expect((await map(visitor, box)).body.points.map((p: { name: string }) => p.name)).toEqual(['Karen Hills Academy']);
    expect((await map(owner, box)).body.points.map((p: { name: string }) => p.name).sort()).toEqual(['Karen Hills Academy', 'Karen Pending Academy']);
    expect((await map(admin, box)).body.total).toBe(2);
  });

  it.each([
    ['zoom=10', /bbox is needed/],
    ['bbox=36,-1,37&zoom=10', /bbox must be four numbers/],
    ['bbox=36,-1,37,-2&zoom=10', /south .* must not be north of north/],
    ['bbox=37,-2,36,-1&zoom=10', /west .* must not be east of east/],
    ['bbox=36,-91,37,-1&zoom=10', /latitudes .* from -90 to 90/],
    [`bbox=${nairobiBox}`, /zoom must be a whole number from 0 to 18/],
    [`bbox=${nairobiBox}&zoom=19`, /zoom must be a whole number from 0 to 18/],
    [`bbox=${nairobiBox}&zoom=10&county=Atlantis`, /county must be one of/],
    [`bbox=${nairobiBox}&zoom=10&near=here`, /near must be a latitude and a longitude/],
  ])('refuses %s with a message a person can act on', async (query, message) => {
    const answer = await map(visitor, query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('is offered only where rows have a location', async () => {
    expect((await visitor.get('/api/jobs/main/map?bbox=36,-2,37,-1&zoom=8')).status).not.toBe(200);
  });
});

describe('places', () => {
  const names = (rows: { name: string; kind: string }[]) => rows.map((row) => `${row.name} (${row.kind})`);

  it('finds a county by its name, before the wards that share it', async () => {
    const answer = await visitor.get('/api/places?q=nakuru');
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toMatchObject({ name: 'Nakuru', kind: 'county', county: 'Nakuru' });
    expect(answer.body[0].lat).toBeGreaterThan(-1.2);
    expect(answer.body[0].lat).toBeLessThan(0.5);
    expect(answer.body.length).toBeLessThanOrEqual(10);
  });

  it('finds a ward with its county and point, whatever the case and accents typed', async () => {
    const answer = await visitor.get('/api/places?q=KIKÚYU');
    expect(answer.body[0]).toEqual({ name: 'Kikuyu', kind: 'ward', county: 'Kiambu', lat: -1.250324, lng: 36.661385 });
    expect(names((await visitor.get('/api/places?q=murang')).body)[0]).toBe("Murang'a (county)");
    expect(names((await visitor.get('/api/places?q=umoja')).body)).toContain('Lanet/Umoja (ward)');
  });

  it('answers at most ten, and nothing for a name no place has', async () => {
    expect((await visitor.get('/api/places?q=ka')).body).toHaveLength(10);
    expect((await visitor.get('/api/places?q=atlantis')).body).toEqual([]);
  });

  it('refuses an empty lookup with what to type', async () => {
    const answer = await visitor.get('/api/places?q=%20');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/q=Nakuru/);
  });
});
