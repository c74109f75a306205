/**
 * The scale seed writes past the API (for the benchmark, a million rows in minutes), yet its rows must be what the
 * API would store: a field a row leaves out holds its default, as it would after a create.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { seedScale } from '../../src/server/db/seed/scale.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  await seedScale(dialect, 40, () => undefined);
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
