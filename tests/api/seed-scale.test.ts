/**
 * The scale seed writes past the API (for the benchmark, a million rows in minutes), yet its rows must be what the
 * API would store: a field a row leaves out holds its default, as it would after a create.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { seedScale } from '../../src/server/db/seed/scale.ts';
import { startServer } from '../helpers/server.ts';
import { inKenya } from '../../src/server/open-data/kenya-bounds.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  await seedScale(dialect, 40, server.config.openDataDir, () => undefined);
}, 60_000);
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

it.each(['institutions/schools', 'content/ratings', 'jobs/main', 'content/news'])('leaves no field of %s without its default', async (name) => {
  const resource = getResource(name);
  const defaulted = Object.entries(resource.fields)
    .filter(([, field]) => field.default !== undefined)
    .map(([column]) => column);
  expect(defaulted.length).toBeGreaterThan(0);
  const empty: string[] = [];
  for (const column of defaulted) {
    const { n } = await dialect.db
      .selectFrom(resource.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n)) empty.push(`${column}: ${n} rows`);
  }
  expect(empty).toEqual([]);
});

it('gives every school a point within Kenya, which lists near a point find', async () => {
  const rows = await dialect.db.selectFrom('institutions_schools').select(['id', 'latitude', 'longitude', 'gps_coordinates']).execute();
  expect(rows.length).toBe(40);
  for (const row of rows) {
    expect(inKenya(Number(row.latitude), Number(row.longitude)), JSON.stringify(row)).toBe(true);
    expect(row.gps_coordinates).toBe(`${row.latitude}, ${row.longitude}`);
  }
  const { latitude, longitude } = rows[0]!;
  const near = await server.app.inject({ url: `/api/institutions/schools?near=${latitude},${longitude}&radius_km=1&_sort=distance` });
  expect(JSON.parse(near.body)[0]).toMatchObject({ id: rows[0]!.id, distance_km: 0 });
});
