/**
 * The spatial index of a located resource (registry `located`), on each database, and the SQL that reads through it.
 * A list near a point asks the index for the rows within the radius's bounding box, then works out the exact
 * great-circle distance for those rows alone (crud/near-rows.ts); the map asks it for the rows within its box.
 *
 * - SQLite: an R*Tree virtual table `{table}_rtree` (id, latitude and longitude as a degenerate box), kept in step
 *   by triggers on the table, so every path that writes a row (the API, the import, the seed) moves its point too.
 *   An R*Tree holds 32-bit floats rounded outwards, so a box from it may hold a row a hair outside; the exact
 *   comparison on the table's own columns decides. Auxiliary columns hold whether the row is public (`shown`, 1 or
 *   0) and the exact `latitude` and `longitude`: a public list nearest first is measured, ordered and counted in the
 *   R*Tree alone (crud/nearest-first.ts). Whether a row is public is no third dimension of the tree: nearly every
 *   row is, and a dimension of one value is where the tree's splits cost least, so it split on it and grouped
 *   points at random (a box of 30 schools read in 1.5 ms, not 0.02).
 * - PostgreSQL: a GiST index on `point(longitude, latitude)`, PostgreSQL's built-in point type (no extension).
 */
import { sql } from 'kysely';
import type { PublicFlag } from '../access/public-rows.ts';
import type { Db, Select } from './dialect.ts';

/** A box in degrees: west and east longitudes, south and north latitudes. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Spatial {
  /** Bumped when `setup` makes a different layout, so installations set their index up again. */
  revision: number;
  /**
   * SQL run (in order) to index `table`'s points, replacing any earlier setup, with the rows already there; `shown`
   * says whether a row is public, kept beside the point where the index can hold it.
   */
  setup(table: string, shown: PublicFlag): string[];
  /**
   * `query` (a select of `table`) narrowed to the rows whose point lies in `box`, through the index; `name` tells
   * one box from another in the same query (the map's, and a point's radius).
   */
  within(query: Select, table: string, box: Box, name?: string): Select;
  /**
   * A select of `table`'s rows whose point lies in `box`, read from the index first: what a query starts from when
   * the box is its narrowest condition, so no other index (the public rows') is read whole instead.
   */
  from(db: Db, table: string, box: Box, name?: string): Select;
}

const rtree = (table: string) => `${table}_rtree`;

const degrees = (value: number) => sql`CAST(${value} AS double precision)`;

/** The exact comparison of the table's own columns with the box, after the index has narrowed the rows. */
const inBox = (query: Select, table: string, { west, south, east, north }: Box) =>
  query.where(
    sql<boolean>`${sql.ref(`${table}.latitude`)} BETWEEN ${degrees(south)} AND ${degrees(north)} AND ${sql.ref(`${table}.longitude`)} BETWEEN ${degrees(west)} AND ${degrees(east)}`,
  );

/** The ids in the box, from the R*Tree. */
const boxed = (table: string, box: Box) =>
  sql`(SELECT id FROM ${sql.table(rtree(table))} WHERE max_lat >= ${box.south} AND min_lat <= ${box.north} AND max_lng >= ${box.west} AND min_lng <= ${box.east})`;

export const sqliteSpatial: Spatial = {
  revision: 3,
  setup(table, shown) {
    const index = rtree(table);
    const located = (row: string) => `${row}.latitude IS NOT NULL AND ${row}.longitude IS NOT NULL`;
    const flag = (row: string) => `CASE WHEN ${shown.is(row)} THEN 1 ELSE 0 END`;
    const entry = (row: string) =>
      `${row}.id, ${row}.latitude, ${row}.latitude, ${row}.longitude, ${row}.longitude, ${flag(row)}, ${row}.latitude, ${row}.longitude`;
    return [
      `DROP TRIGGER IF EXISTS ${index}_ai`,
      `DROP TRIGGER IF EXISTS ${index}_ad`,
      `DROP TRIGGER IF EXISTS ${index}_au`,
      `DROP TABLE IF EXISTS ${index}`,
      `CREATE VIRTUAL TABLE ${index} USING rtree(id, min_lat, max_lat, min_lng, max_lng, +shown, +latitude, +longitude)`,
      `CREATE TRIGGER ${index}_ai AFTER INSERT ON ${table} WHEN ${located('new')} BEGIN INSERT INTO ${index} VALUES (${entry('new')}); END`,
      `CREATE TRIGGER ${index}_ad AFTER DELETE ON ${table} BEGIN DELETE FROM ${index} WHERE id = old.id; END`,
      `CREATE TRIGGER ${index}_au AFTER UPDATE OF ${['latitude', 'longitude', ...shown.columns].join(', ')} ON ${table} BEGIN DELETE FROM ${index} WHERE id = old.id; INSERT INTO ${index} SELECT ${entry('new')} WHERE ${located('new')}; END`,
      `INSERT INTO ${index} SELECT ${entry(table)} FROM ${table} WHERE ${located(table)}`,
    ];
  },
  within(query, table, box, name = 'in_box') {
    return inBox(query.innerJoin(boxed(table, box).as(name), `${name}.id`, `${table}.id`), table, box);
  },
  // A CROSS JOIN is SQLite's word for "in this order": the R*Tree drives, and a count stops after its cap, where the
  // planner, left to itself, read every public row by the moderation index and looked each up in the R*Tree.
  from: (db, table, box, name = 'in_box') =>
    inBox(
      db
        .selectFrom(boxed(table, box).as(name))
        .crossJoin(table)
        .where(sql<boolean>`${sql.ref(`${name}.id`)} = ${sql.ref(`${table}.id`)}`),
      table,
      box,
    ),
};

export const postgresSpatial: Spatial = {
  revision: 1,
  setup: (table) => [`CREATE INDEX IF NOT EXISTS ix_${table}_point ON ${table} USING gist (point(longitude, latitude))`],
  within(query, table, box) {
    const point = sql`point(${sql.ref(`${table}.longitude`)}, ${sql.ref(`${table}.latitude`)})`;
    const corners = sql`box(point(${degrees(box.west)}, ${degrees(box.south)}), point(${degrees(box.east)}, ${degrees(box.north)}))`;
    return inBox(query.where(sql<boolean>`${point} <@ ${corners}`), table, box);
  },
  from(db, table, box) {
    return this.within(db.selectFrom(table), table, box);
  },
};
