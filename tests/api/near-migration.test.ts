/**
 * A database made before listings kept their point as numbers gets them on upgrade: the migration adds `latitude`
 * and `longitude`, reads them from each row's GPS text, and the spatial index takes the rows in (docs/near-me.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { nowIso } from '../../src/registry/clock.ts';
import { resources } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { inPostgres, postgresSchema } from '../helpers/server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-near-migrate-'));
const postgres = await postgresSchema();
const open = () => openDialect({ dataDir, databaseUrl: postgres?.url ?? null });
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
});

/** The registry as it was before: located resources without their numbers. */
const older: Resource[] = resources.map((resource) => {
  if (!resource.located) return resource;
  const { latitude: _latitude, longitude: _longitude, ...fields } = resource.fields;
  return { ...resource, fields, located: null };
});

it('reads the points of rows written before, and the spatial index finds them', async () => {
  const before = await open();
  await migrate(before, older);
  expect((await before.tables()).get('institutions_schools')!.has('latitude')).toBe(false);
  const now = nowIso();
  const row = (name: string, gps: string | null) => ({ name, gps_coordinates: gps, moderation: 'approved', created_at: now, updated_at: now });
  await before.db
    .insertInto('institutions_schools')
    .values([row('Alliance High School', '-1.2464, 36.6626'), row('Nowhere School', null), row('Garbled School', 'by the river')])
    .execute();
  await before.db.insertInto('institutions_universities').values(row('University of Nairobi', '-1.2795 36.8163')).execute();
  await before.close();

  const after = await open();
  await migrate(after, resources);
  const schools = await after.db.selectFrom('institutions_schools').select(['name', 'latitude', 'longitude']).orderBy('name').execute();
  expect(schools.map((s) => [s.name, s.latitude === null ? null : Number(s.latitude), s.longitude === null ? null : Number(s.longitude)])).toEqual([
    ['Alliance High School', -1.2464, 36.6626],
    ['Garbled School', null, null],
    ['Nowhere School', null, null],
  ]);
  const box = { west: 36.5, south: -1.4, east: 36.9, north: -1.1 };
  for (const table of ['institutions_schools', 'institutions_universities']) {
    const found = await after.spatial.from(after.db, table, box).select(`${table}.name`).execute();
    expect(found.map((r) => r.name)).toEqual([table === 'institutions_schools' ? 'Alliance High School' : 'University of Nairobi']);
  }
  await after.close();
});
