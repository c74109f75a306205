/**
 * A list near a point and the map read the spatial index, never the whole table (docs/near-me.md): SQLite's plan
 * starts from the R*Tree (`SCAN …_rtree VIRTUAL TABLE INDEX 2:`, a box query) and finds each row by its id;
 * PostgreSQL's, with sequential scans priced out so that any usable index shows, reads the GiST index on the point.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import type { Principal } from '../../src/server/access/principal.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { startCrudBesideServer } from '../helpers/crud-beside-server.ts';

let env: Awaited<ReturnType<typeof startCrudBesideServer>>;

beforeAll(async () => {
  env = await startCrudBesideServer();
});
afterAll(() => env?.close());

const schools = getResource('institutions/schools');
const member: Principal = { id: 1, name: 'Reader', email: 'reader@example.test', roles: ['school'] };

/** The plan of a statement, one line per step. */
const plan = async (query: CompiledQuery, sortless = false): Promise<string[]> => {
  const { dialect } = env;
  if (dialect.name === 'sqlite') {
    const { rows } = await dialect.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail);
  }
  return dialect.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    // A few test rows are cheaper sorted than read in order; at scale the index's order wins (docs/near-me.md).
    if (sortless) await sql`SET LOCAL enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row['QUERY PLAN']);
  });
};

const readsTheIndex = (steps: string[]) => {
  const text = steps.join('\n');
  if (env.dialect.name === 'sqlite') {
    expect(text).toMatch(/SCAN \w*institutions_schools_rtree VIRTUAL TABLE INDEX 2:/);
    expect(text).toMatch(/SEARCH institutions_schools USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    // The rows are never read whole, nor through another index first.
    expect(text).not.toMatch(/(SCAN|SEARCH) institutions_schools (USING (COVERING )?INDEX|$)/m);
  } else {
    expect(text).toMatch(/Index Scan using ix_institutions_schools_point|Bitmap Index Scan on ix_institutions_schools_point/);
    expect(text).not.toMatch(/Seq Scan on institutions_schools\b/);
  }
};

it.each([
  ['a visitor', null],
  ['a member', member],
])('reads a list near a point, nearest first, and its count through the spatial index, for %s', async (_who, user) => {
  const query = parseListQuery(schools, { near: '-1.2921,36.8219', radius_km: '10', _sort: 'distance', county: 'Nairobi' });
  const { page, counts } = env.crud.listQueries(user, schools, query);
  readsTheIndex(await plan(page.compile()));
  for (const count of counts) readsTheIndex(await plan(count.compile()));
});

it('reads a search near a point, or on the map, from its candidates first, not the whole box from the spatial index', async () => {
  const query = parseListQuery(schools, { near: '-1.2921,36.8219', radius_km: '500', _sort: 'distance', q: 'school' });
  const found = { ids: [1, 2, 3], scores: [0, 1, 1] };
  const { page, counts } = env.crud.listQueries(null, schools, query, found);
  const { from } = await env.crud.countParts(null, schools, parseListQuery(schools, { q: 'school' }), undefined, {
    west: 33.9,
    south: -4.7,
    east: 41.9,
    north: 5,
  });
  for (const statement of [page.compile(), ...counts.map((count) => count.compile()), from.select(`${schools.table}.id`).compile()]) {
    const text = (await plan(statement)).join('\n');
    expect(text).not.toMatch(env.dialect.name === 'sqlite' ? /_rtree/ : /ix_institutions_schools_point|Seq Scan on institutions_schools\b/);
  }
});

it('reads the map within its box through the spatial index', async () => {
  const query = parseListQuery(schools, { county: 'Nairobi' });
  const { from, visible, filters } = await env.crud.countParts(null, schools, query, undefined, { west: 36.6, south: -1.45, east: 37.1, north: -1.1 });
  let rows = from.select(`${schools.table}.id`);
  if (visible) rows = rows.where(visible);
  for (const { condition } of filters) rows = rows.where(condition);
  readsTheIndex(await plan(rows.compile()));
});

it('reads a visitor’s list near a point, nearest first, and its count from the spatial index alone (on SQLite, first the squares within its rings)', async () => {
  const query = parseListQuery(schools, { near: '-1.2921,36.8219', radius_km: '10', _sort: 'distance' });
  const statements = env.crud.nearestStatements(null, schools, query)!;
  for (const statement of [statements.squares, statements.nearest, statements.measured, statements.candidates, statements.count].filter(
    (one) => one !== undefined,
  )) {
    const text = (await plan(statement, true)).join('\n');
    if (env.dialect.name === 'sqlite') {
      expect(text).toMatch(/SCAN near_index VIRTUAL TABLE INDEX 2:/);
      // The wide table is read only for the page's rows, by id, apart.
      expect(text).not.toMatch(/(SCAN|SEARCH) institutions_schools\b(?!_(shown_)?rtree)/);
    } else {
      // The public points' own table, through its GiST index alone.
      expect(text).toMatch(/(Index Only Scan using|Index Scan using|Bitmap Index Scan on) ix_institutions_schools_shown_points/);
      expect(text).not.toMatch(/institutions_schools(?!_shown_points)\b|Seq Scan/);
    }
  }
  // On PostgreSQL the candidates and the count's rows come nearest first from the GiST index itself (a KNN scan).
  if (env.dialect.name === 'postgres')
    for (const statement of [statements.candidates, statements.measured!])
      expect((await plan(statement, true)).join('\n')).toMatch(/Index Only Scan using ix_institutions_schools_shown_points[\s\S]*Order By: \(point <-> /);
});

it('leaves a list near a point with a filter, or for a reader with rows of their own, to the general path', () => {
  expect(env.crud.nearestStatements(null, schools, parseListQuery(schools, { near: '-1.2921,36.8219', _sort: 'distance', county: 'Nairobi' }))).toBeUndefined();
  expect(env.crud.nearestStatements(member, schools, parseListQuery(schools, { near: '-1.2921,36.8219', _sort: 'distance' }))).toBeUndefined();
});
