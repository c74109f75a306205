/**
 * The spatial index of a located resource (registry `located`), on each database, and the SQL that reads through it.
 * A list near a point asks the index for the rows within the radius's bounding box, then works out the exact
 * great-circle distance for those rows alone (crud/near-rows.ts); the map asks it for the rows within its box.
 *
 * - SQLite: an R*Tree virtual table `{table}_rtree` (id, latitude and longitude as a degenerate box), kept in step
 *   by triggers on the table, so every path that writes a row (the API, the import, the seed) moves its point too.
 *   An R*Tree holds 32-bit floats rounded outwards, so a box from it may hold a row a hair outside; the exact
 *   comparison on the table's own columns decides. Auxiliary columns hold the exact `latitude` and `longitude`, so a
 *   list nearest first is measured, ordered and counted in an R*Tree alone (crud/nearest-first.ts). A second tree,
 *   `{table}_shown_rtree`, holds the public rows only: the public list reads it with no test per row. Whether a row
 *   is public was first an auxiliary column (a lookup per row, about 1 µs: 1.1 ms of each capped count), and before
 *   that a third dimension, where the tree split on a value nearly every row shares and grouped points at random
 *   (a box of 30 schools read in 1.5 ms, not 0.02).
 * - PostgreSQL: a GiST index on `point(longitude, latitude)`, PostgreSQL's built-in point type (no extension). Beside
 *   it, as on SQLite, narrow tables of the points alone, of every row (`{table}_points`) and of the public ones
 *   (`{table}_shown_points`), each with a GiST index on its point and kept in step by a trigger: a list nearest first
 *   reads one in the index's own order and counts it without visiting the wide table (an index-only scan), where the
 *   table's own index visited a wide row for each point counted (1 001 of them for a capped count).
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
   * says whether a row is public, for an index of the public rows where the database keeps one.
   */
  setup(table: string, shown: PublicFlag): string[];
  /** The table holding the points of `table`'s rows alone (its every row, or its public ones), for a list nearest first. */
  points(table: string, rows: 'every' | 'shown'): string;
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

/** The R*Tree of a table's rows (SQLite): every located row, or only the public ones. */
const sqliteTree = (table: string, rows: 'every' | 'shown') => (rows === 'every' ? rtree(table) : `${table}_shown_rtree`);

const postgresPoints = (table: string, rows: 'every' | 'shown') => (rows === 'every' ? `${table}_points` : `${table}_shown_points`);

const degrees = (value: number) => sql`CAST(${value} AS double precision)`;

/**
 * The exact comparison of the table's own columns with the box: after the index has narrowed the rows, or alone when
 * another condition reads fewer rows first (a search's candidates).
 */
export const inBox = (query: Select, table: string, { west, south, east, north }: Box) =>
  query.where(
    sql<boolean>`${sql.ref(`${table}.latitude`)} BETWEEN ${degrees(south)} AND ${degrees(north)} AND ${sql.ref(`${table}.longitude`)} BETWEEN ${degrees(west)} AND ${degrees(east)}`,
  );

/** The ids in the box, from the R*Tree. */
const boxed = (table: string, box: Box) =>
  sql`(SELECT id FROM ${sql.table(rtree(table))} WHERE max_lat >= ${box.south} AND min_lat <= ${box.north} AND max_lng >= ${box.west} AND min_lng <= ${box.east})`;

export const sqliteSpatial: Spatial = {
  revision: 4,
  points: sqliteTree,
  setup(table, shown) {
    const located = (row: string) => `${row}.latitude IS NOT NULL AND ${row}.longitude IS NOT NULL`;
    const entry = (row: string) => `${row}.id, ${row}.latitude, ${row}.latitude, ${row}.longitude, ${row}.longitude, ${row}.latitude, ${row}.longitude`;
    const trees = [
      { index: sqliteTree(table, 'every'), holds: located, moves: ['latitude', 'longitude'] },
      { index: sqliteTree(table, 'shown'), holds: (row: string) => `${located(row)} AND ${shown.is(row)}`, moves: ['latitude', 'longitude', ...shown.columns] },
    ];
    return trees.flatMap(({ index, holds, moves }) => [
      `DROP TRIGGER IF EXISTS ${index}_ai`,
      `DROP TRIGGER IF EXISTS ${index}_ad`,
      `DROP TRIGGER IF EXISTS ${index}_au`,
      `DROP TABLE IF EXISTS ${index}`,
      `CREATE VIRTUAL TABLE ${index} USING rtree(id, min_lat, max_lat, min_lng, max_lng, +latitude, +longitude)`,
      `CREATE TRIGGER ${index}_ai AFTER INSERT ON ${table} WHEN ${holds('new')} BEGIN INSERT INTO ${index} VALUES (${entry('new')}); END`,
      `CREATE TRIGGER ${index}_ad AFTER DELETE ON ${table} BEGIN DELETE FROM ${index} WHERE id = old.id; END`,
      `CREATE TRIGGER ${index}_au AFTER UPDATE OF ${moves.join(', ')} ON ${table} BEGIN DELETE FROM ${index} WHERE id = old.id; INSERT INTO ${index} SELECT ${entry('new')} WHERE ${holds('new')}; END`,
      `INSERT INTO ${index} SELECT ${entry(table)} FROM ${table} WHERE ${holds(table)}`,
    ]);
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
  revision: 2,
  points: postgresPoints,
  setup(table, shown) {
    const located = (row: string) => `${row}.latitude IS NOT NULL AND ${row}.longitude IS NOT NULL`;
    const tables = [
      { name: postgresPoints(table, 'every'), holds: located, moves: ['latitude', 'longitude'] },
      {
        name: postgresPoints(table, 'shown'),
        holds: (row: string) => `${located(row)} AND ${shown.is(row)}`,
        moves: ['latitude', 'longitude', ...shown.columns],
      },
    ];
    return [
      `CREATE INDEX IF NOT EXISTS ix_${table}_point ON ${table} USING gist (point(longitude, latitude))`,
      ...tables.flatMap(({ name, holds, moves }) => [
        `DROP TRIGGER IF EXISTS ${name}_sync ON ${table}`,
        `DROP TABLE IF EXISTS ${name}`,
        `CREATE TABLE ${name} (id bigint PRIMARY KEY, point point NOT NULL)`,
        // A row's lock orders two writes of it, so the delete and insert of one never interleave with another's.
        `CREATE OR REPLACE FUNCTION ${name}_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF TG_OP <> 'INSERT' THEN DELETE FROM ${name} WHERE id = OLD.id; END IF;
          IF TG_OP <> 'DELETE' AND ${holds('NEW')} THEN INSERT INTO ${name} VALUES (NEW.id, point(NEW.longitude, NEW.latitude)); END IF;
          RETURN NULL;
        END $$`,
        `CREATE TRIGGER ${name}_sync AFTER INSERT OR DELETE OR UPDATE OF ${moves.join(', ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}_sync()`,
        `INSERT INTO ${name} SELECT id, point(longitude, latitude) FROM ${table} WHERE ${holds(table)}`,
        `CREATE INDEX ix_${name} ON ${name} USING gist (point) INCLUDE (id)`,
      ]),
    ];
  },
  within(query, table, box) {
    const point = sql`point(${sql.ref(`${table}.longitude`)}, ${sql.ref(`${table}.latitude`)})`;
    const corners = sql`box(point(${degrees(box.west)}, ${degrees(box.south)}), point(${degrees(box.east)}, ${degrees(box.north)}))`;
    return inBox(query.where(sql<boolean>`${point} <@ ${corners}`), table, box);
  },
  from(db, table, box) {
    return this.within(db.selectFrom(table), table, box);
  },
};
