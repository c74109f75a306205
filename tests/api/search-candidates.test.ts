/**
 * A search's candidates are read once per words and kept until the table changes: every county, sort and page of a
 * search shares them, and a row written meanwhile is found at once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { createCrud, type Crud } from '../../src/server/crud/service.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { startServer } from '../helpers/server.ts';

const schools = getResource('institutions/schools');
let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let crud: Crud;
let statements = 0;

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect({ ...server.config, onQuery: () => (statements += 1) });
  const permissions = createPermissions(dialect.db);
  await permissions.reload();
  crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name });
  const now = new Date().toISOString();
  const rows = ['Zebra Crossing Academy', 'Zebra Hills School', 'Twiga Zebra Prep'].map((name) => ({
    name,
    county: 'Kajiado',
    moderation: 'approved',
    created_at: now,
    updated_at: now,
  }));
  await dialect.db.insertInto('institutions_schools').values(rows).execute();
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const search = (query: Record<string, string>) => crud.find(null, schools, parseListQuery(schools, { q: 'zebra', ...query }));

it("reads a search's candidates once for every page and sort of it", async () => {
  const first = await search({ _start: '0', _end: '2' });
  expect(first.rows.map((row) => row.name)).toEqual(['Twiga Zebra Prep', 'Zebra Crossing Academy']);
  expect(first.total).toBe(3);
  // The next page and another sort: their page statement alone (the count is kept too).
  statements = 0;
  const second = await search({ _start: '2', _end: '4' });
  expect(second.rows.map((row) => row.name)).toEqual(['Zebra Hills School']);
  const sorted = await search({ _sort: 'name', _order: 'desc', _start: '0', _end: '1' });
  expect(sorted.rows.map((row) => row.name)).toEqual(['Zebra Hills School']);
  expect(statements).toBe(2);
});

it('finds a row written after the candidates were read, and no longer one changed to other words', async () => {
  await search({});
  const now = new Date().toISOString();
  await dialect.db
    .insertInto('institutions_schools')
    .values({ name: 'Zebra Valley Girls', county: 'Kajiado', moderation: 'approved', created_at: now, updated_at: now })
    .execute();
  await dialect.db.updateTable('institutions_schools').set({ name: 'Twiga Prep' }).where('name', '=', 'Twiga Zebra Prep').execute();
  const after = await search({ _sort: 'name', _order: 'asc' });
  expect(after.rows.map((row) => row.name)).toEqual(['Zebra Crossing Academy', 'Zebra Hills School', 'Zebra Valley Girls']);
  expect(after.total).toBe(3);
});

it('keeps the first thousand matches by id when a common word has more, wherever its rows lie', async () => {
  const now = new Date().toISOString();
  const rows = Array.from({ length: 1100 }, (_, i) => ({
    name: `Kudu School ${i}`,
    county: 'Kajiado',
    moderation: 'approved',
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await dialect.db
      .insertInto('institutions_schools')
      .values(rows.slice(i, i + 200))
      .execute();
  const first = await dialect.db.selectFrom('institutions_schools').select('id').where('name', '=', 'Kudu School 0').executeTakeFirstOrThrow();
  // PostgreSQL keeps rows where they were written, and writes an edited one anew wherever there is room: the first
  // school now lies last in the search's table.
  if (dialect.name === 'postgres') {
    await sql`CREATE INDEX search_by_id_desc ON institutions_schools_search (id DESC)`.execute(dialect.db);
    await sql`CLUSTER institutions_schools_search USING search_by_id_desc`.execute(dialect.db);
  }
  const found = await crud.find(null, schools, parseListQuery(schools, { q: 'kudu', id: String(first.id) }));
  expect(found.rows.map((row) => row.name)).toEqual(['Kudu School 0']);
  expect(found.capped).toBe(true);
});
