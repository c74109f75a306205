/**
 * A search's page read as its sort keys first and then its rows by id (list-query.ts) is the same page, row for row,
 * as the one read directly, for every order, filter and offset, ties included.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/dialect.ts';
import { listQueries, type OrderTerm } from '../../src/server/crud/list-query.ts';
import type { Condition } from '../../src/server/access/party-conditions.ts';

const db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }) as unknown as Db;
afterAll(() => db.destroy());

it('gives the same page as reading the rows directly', async () => {
  await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, county TEXT, rating REAL, name TEXT)`.execute(db);
  await sql`CREATE TABLE matches (id INTEGER, score INTEGER)`.execute(db);
  for (let id = 1; id <= 400; id += 1) {
    // Few distinct ratings and scores, so most of the order rests on its ties.
    await sql`INSERT INTO items VALUES (${id}, ${['Kisumu', 'Kitui', 'Lamu'][id % 3]}, ${id % 5}, ${`School ${(id * 7) % 13}`})`.execute(db);
    if (id % 2) await sql`INSERT INTO matches VALUES (${id}, ${id % 4})`.execute(db);
  }
  const from = db.selectFrom('items').innerJoin('matches as search_match', 'search_match.id', 'items.id');
  const score = sql<number>`search_match.score`;
  const orders: OrderTerm[][] = [
    [
      { by: score, direction: 'asc' },
      { by: 'items.id', direction: 'asc' },
    ],
    [
      { by: 'items.rating', direction: 'desc' },
      { by: 'items.id', direction: 'desc' },
    ],
    [
      { by: 'items.name', direction: 'asc' },
      { by: 'items.rating', direction: 'desc' },
      { by: 'items.id', direction: 'desc' },
    ],
  ];
  const inLamu: Condition = (eb) => eb('items.county', '=', 'Lamu');
  let compared = 0;
  for (const order of orders)
    for (const filters of [[], [inLamu]])
      for (const start of [0, 20, 60, 180]) {
        const parts = {
          db,
          table: 'items',
          from,
          filters,
          audience: null,
          order,
          start,
          size: 20,
          end: start + 20,
          columns: (q: typeof from) => q.selectAll('items'),
        };
        const direct = await listQueries(parts).page.execute();
        const deferred = listQueries({ ...parts, keysFirst: true }).page;
        // The rows are joined to a page of keys, not read and sorted whole.
        expect(deferred.compile().sql).toMatch(/inner join "items" on "items"\."id" = "page"\."k\d"/);
        expect(await deferred.execute()).toEqual(direct);
        compared += direct.length;
      }
  expect(compared).toBeGreaterThan(300);
});
