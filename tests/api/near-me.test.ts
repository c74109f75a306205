/**
 * Lists near a point (docs/near-me.md): `near`, `radius_km` and `_sort=distance` on located resources, with each
 * row's `distance_km`, the right totals, every other filter, search and paging, and rows without a point left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/registry/coordinates.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const nairobi = { lat: -1.2921, lng: 36.8219 };

/** Schools at known places: Nairobi's centre, Westlands (~5 km), Kikuyu (~20 km), Thika (~40 km), Nakuru (~137 km). */
const places = [
  { name: 'Upendo Centre School', gps: '-1.2921, 36.8219', county: 'Nairobi', city: 'Nairobi' },
  { name: 'Upendo Westlands Academy', gps: '-1.2676, 36.8108', county: 'Nairobi', city: 'Nairobi' },
  { name: 'Upendo Kikuyu Girls', gps: '-1.2464 36.6626', county: 'Kiambu', city: 'Kikuyu' },
  { name: 'Upendo Thika High', gps: '-1.0333, 37.0693', county: 'Kiambu', city: 'Thika' },
  { name: 'Upendo Nakuru Primary', gps: '-0.3031, 36.0800', county: 'Nakuru', city: 'Nakuru' },
  { name: 'Upendo Nowhere School', gps: null, county: 'Nairobi', city: 'Nairobi' },
  { name: 'Upendo Garbled School', gps: 'near the market', county: 'Nairobi', city: 'Nairobi' },
];

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
const ids = new Map<string, number>();

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  for (const place of places) {
    const made = await admin.post('/api/institutions/schools', {
      name: place.name,
      county: place.county,
      city: place.city,
      gps_coordinates: place.gps,
      moderation: 'approved',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    ids.set(place.name, made.body.id);
  }
});
afterAll(() => server.close());

const list = (query: string) => admin.get(`/api/institutions/schools?${query}`);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('near a point', () => {
  it('keeps the point as numbers on every write, and forgets them when the point goes', async () => {
    const id = ids.get('Upendo Kikuyu Girls')!;
    const row = (await admin.get(`/api/institutions/schools/${id}`)).body;
    expect([row.latitude, row.longitude]).toEqual([-1.2464, 36.6626]);
    const moved = await admin.patch(`/api/institutions/schools/${id}`, { gps_coordinates: '-1.25, 36.67' });
    expect([moved.body.latitude, moved.body.longitude]).toEqual([-1.25, 36.67]);
    const cleared = await admin.patch(`/api/institutions/schools/${id}`, { gps_coordinates: null });
    expect([cleared.body.latitude, cleared.body.longitude]).toEqual([null, null]);
    expect(names((await list('near=-1.25,36.67&radius_km=2')).body)).not.toContain('Upendo Kikuyu Girls');
    await admin.patch(`/api/institutions/schools/${id}`, { gps_coordinates: '-1.2464 36.6626' });
    expect(names((await list('near=-1.25,36.67&radius_km=2')).body)).toContain('Upendo Kikuyu Girls');
  });

  it('finds the rows within the radius, nearest first, each with its distance', async () => {
    const near = await list(`near=${nairobi.lat},${nairobi.lng}&_sort=distance`);
    expect(near.status).toBe(200);
    expect(names(near.body)).toEqual(['Upendo Centre School', 'Upendo Westlands Academy', 'Upendo Kikuyu Girls']);
    expect(near.headers['x-total-count']).toBe('3');
    for (const row of near.body) {
      const exact = distanceKm(nairobi, { lat: row.latitude, lng: row.longitude });
      expect(row.distance_km).toBe(Math.round(exact * 100) / 100);
    }
    expect(near.body[0].distance_km).toBe(0);
    const wider = await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=200&_sort=distance`);
    expect(names(wider.body)).toEqual([
      'Upendo Centre School',
      'Upendo Westlands Academy',
      'Upendo Kikuyu Girls',
      'Upendo Thika High',
      'Upendo Nakuru Primary',
    ]);
    expect(wider.headers['x-total-count']).toBe('5');
    const distances = wider.body.map((row: { distance_km: number }) => row.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeGreaterThan(130);
    expect(distances.at(-1)).toBeLessThan(145);
  });

  it('leaves out rows without a point, or with one it cannot read', async () => {
    const all = await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=500`);
    expect(names(all.body)).not.toContain('Upendo Nowhere School');
    expect(names(all.body)).not.toContain('Upendo Garbled School');
    expect(all.headers['x-total-count']).toBe('5');
  });

  it('pages nearest first, with the total of the whole radius', async () => {
    const query = `near=${nairobi.lat},${nairobi.lng}&radius_km=200&_sort=distance`;
    const first = await list(`${query}&_start=0&_end=2`);
    const second = await list(`${query}&_start=2&_end=4`);
    expect(names(first.body)).toEqual(['Upendo Centre School', 'Upendo Westlands Academy']);
    expect(names(second.body)).toEqual(['Upendo Kikuyu Girls', 'Upendo Thika High']);
    expect(second.headers['x-total-count']).toBe('5');
  });

  it('combines with filters, a search and another sort', async () => {
    const kiambu = await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=100&county=Kiambu&_sort=distance`);
    expect(names(kiambu.body)).toEqual(['Upendo Kikuyu Girls', 'Upendo Thika High']);
    expect(kiambu.headers['x-total-count']).toBe('2');
    const searched = await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=100&q=thika`);
    expect(names(searched.body)).toEqual(['Upendo Thika High']);
    expect(searched.body[0].distance_km).toBeGreaterThan(30);
    const byName = await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=30&_sort=name&_order=desc`);
    expect(names(byName.body)).toEqual(['Upendo Westlands Academy', 'Upendo Kikuyu Girls', 'Upendo Centre School']);
    expect(byName.body.every((row: { distance_km: unknown }) => typeof row.distance_km === 'number')).toBe(true);
  });

  it('shows the public only approved rows near them, and an owner their own pending one', async () => {
    const owner = await member(server.app, 'school');
    const pending = await owner.post('/api/institutions/schools', {
      name: 'Upendo Pending Academy',
      county: 'Nairobi',
      city: 'Nairobi',
      gps_coordinates: '-1.29, 36.82',
    });
    expect(pending.status).toBe(201);
    const query = `/api/institutions/schools?near=${nairobi.lat},${nairobi.lng}&radius_km=1&_sort=distance`;
    const visitor = await server.app.inject({ url: query });
    expect(JSON.parse(visitor.body).map((row: { name: string }) => row.name)).toEqual(['Upendo Centre School']);
    expect(names((await owner.get(query)).body)).toEqual(['Upendo Centre School', 'Upendo Pending Academy']);
    expect((await owner.get(query)).headers['x-total-count']).toBe('2');
  });

  it.each([
    ['near=nairobi', /near must be a latitude and a longitude, e\.g\. near=-1\.2921,36\.8219/],
    ['near=-1.29', /near must be a latitude and a longitude/],
    ['near=-91,36', /latitude must be from -90 to 90/],
    ['near=-1,181', /longitude must be from -180 to 180/],
    ['near=-1.29,36.82&radius_km=0', /radius_km must be a number of kilometres above 0/],
    ['near=-1.29,36.82&radius_km=ten', /radius_km must be a number/],
    ['near=-1.29,36.82&radius_km=501', /at most 500 kilometres/],
    ['_sort=distance', /_sort=distance needs a point to measure from: add near=/],
    ['radius_km=5', /radius_km needs a point/],
    ['near=-1.29,36.82&_sort=name,distance', /Sort by distance first/],
    ['near=-1.29,36.82&_sort=distance&_order=desc', /nearest first/],
    ['near=-1.29,36.82&near=-4.04,39.67', /near was given 2 times; give it once/],
    ['near=-1.29,36.82&radius_km=5&radius_km=50', /radius_km was given 2 times; give it once/],
  ])('refuses %s with a message a person can act on', async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a point on a resource without locations', async () => {
    const answer = await admin.get('/api/jobs/main?near=-1.29,36.82');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/near works on .*institutions\/schools/);
    const noMap = await admin.get('/api/jobs/main/map?bbox=36,-2,37,-1&zoom=8');
    expect(noMap.status).toBe(400);
    expect(noMap.body.message).toMatch(/Jobs have no location, so no map; the map is offered on .*institutions\/schools/);
  });

  it('reads a radius written as people write it, .5 as 0.5', async () => {
    expect((await list(`near=${nairobi.lat},${nairobi.lng}&radius_km=.5`)).status).toBe(200);
  });
});
