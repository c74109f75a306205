/**
 * A list near a point, nearest first, for a reader who sees every row or the public ones, with no other filter,
 * search or sort (the site's "near me"): its page and its count read from the spatial index, never the wide table,
 * which is read only for the page's rows (docs/near-me.md). Any other list near a point takes the general path
 * (list-statements.ts, list-reads.ts), which reads each candidate from the table.
 *
 * - SQLite: an R*Tree of the rows the reader sees (every row, or the public ones: db/spatial.ts) holds each point
 *   (as 32-bit floats, within a metre or two, and exactly in auxiliary columns). One statement first counts, in the
 *   tree's own coordinates, the rows of the square inside the radius (up to the count's cap: at its cap the count
 *   is done) and of the squares inside rings of half its size, and a half of that, and so on: the smallest square
 *   holding the page's rows tells the ring the page lies in, which the second statement then measures, orders and
 *   cuts. Only a count below the cap measures the whole radius, reading the exact point only for rows within a few
 *   metres of it.
 * - PostgreSQL: a narrow table of the points of the rows the reader sees (db/spatial.ts), whose GiST index gives
 *   them nearest first by `<->` (planar degrees) without reading the wide table. A few more than the page are read
 *   that way and ranked by the exact distance: that is the page once its last row is nearer than any row the index
 *   has not given yet could be (else a larger read). The count measures the count's cap of them the same way, in
 *   the database.
 *
 * The statements are compiled once per shape (resource, reader's reach, number of rows) and bound per request.
 */
import { sql, type CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import { distanceKm, kmPerDegree } from '../../registry/coordinates.ts';
import { maxNearCount } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { publicFlag } from '../access/public-rows.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Box } from '../db/spatial.ts';
import type { Row } from './codec.ts';
import { bind, Bound } from './list-shapes.ts';
import { boxAround, haversineFrom } from './near-rows.ts';
import type { ListQuery } from './query.ts';
import type { RowAccess } from './row-access.ts';

/** What the statements of a shape read from a request. */
interface NearValues extends Box {
  lat: number;
  lng: number;
  cosLat: number;
  radiusKm: number;
  /** The ring of the point a page is read from, within the radius. */
  ringKm: number;
  /** How far, in kilometres, a distance measured from the R*Tree's rounded point may be from the exact one. */
  slackKm: number;
  limit: number;
  ids: readonly number[];
  /** SQLite: the squares inside the rings of the point, the whole radius's first, each ring half the last's. */
  squares: readonly Box[];
}

interface Shape {
  /** SQLite: the rows in each square, the first up to the count's cap or the page's end, the others up to the page's end. */
  squares?: CompiledQuery;
  /** Candidates' ids and exact distances (on PostgreSQL with their planar distance), nearest first. */
  candidates: CompiledQuery;
  /** SQLite: candidates' ids and distances from the R*Tree's rounded point, nearest first: no auxiliary column read. */
  nearest?: CompiledQuery;
  /** The rows within the radius, up to maxNearCount + 1. */
  count: CompiledQuery;
  /**
   * PostgreSQL: the maxNearCount + 1 rows nearest in planar degrees, measured: how many are within the radius, how
   * many were read, and the planar distance of the furthest.
   */
  measured?: CompiledQuery;
  /** The rows' ids, read whole by id with their exact distance, for each number of ids. */
  rows: Map<number, CompiledQuery>;
}

interface Candidate {
  id: number;
  distance_km: number;
  planar?: number;
}

const rad = Math.PI / 180;
/** The rings of a point SQLite counts before reading a page: the radius, its half, its quarter… */
const rings = 10;
const alias = 'near_index';

/**
 * The largest square (in degrees, about the point) whose every point is within `ringKm` less `slackKm` of it: the
 * inscribed square's half side, shrunk until its furthest point, a corner, measures within the ring.
 */
export const squareWithin = ({ lat, lng }: { lat: number; lng: number }, ringKm: number, slackKm: number): Box => {
  const reach = Math.max(0, ringKm - slackKm);
  let half = reach / Math.SQRT2;
  let box: Box = { west: lng, south: lat, east: lng, north: lat };
  for (let tries = 0; tries < 4 && half > 0; tries++) {
    const dLat = half / kmPerDegree;
    const south = Math.max(-90, lat - dLat);
    const north = Math.min(90, lat + dLat);
    // A degree of longitude is longest at the square's edge nearest the equator.
    const nearest = south <= 0 && north >= 0 ? 0 : Math.min(Math.abs(south), Math.abs(north));
    const dLng = Math.min(180, half / (kmPerDegree * Math.max(1e-9, Math.cos(nearest * rad))));
    box = { west: Math.max(-180, lng - dLng), south, east: Math.min(180, lng + dLng), north };
    const furthest = Math.max(...[box.south, box.north].flatMap((y) => [box.west, box.east].map((x) => distanceKm({ lat, lng }, { lat: y, lng: x }))));
    if (furthest <= reach) return box;
    half *= (reach / furthest) * 0.999;
  }
  return { west: lng, south: lat, east: lng, north: lat };
};

/** The values of a request near `near`, within `radiusKm`. */
const valuesNear = ({ lat, lng }: { lat: number; lng: number }, radiusKm: number): NearValues => {
  const box = boxAround({ lat, lng }, radiusKm);
  // A 32-bit float keeps 24 bits: the R*Tree's rounded-outwards box is within two units of the last place of each.
  const slackDegrees = (Math.max(Math.abs(box.south), Math.abs(box.north)) + Math.max(Math.abs(box.west), Math.abs(box.east))) * 2 ** -22;
  return { lat, lng, cosLat: Math.cos(lat * rad), radiusKm, ringKm: radiusKm, slackKm: slackDegrees * kmPerDegree, limit: 0, ids: [], squares: [], ...box };
};

/** The squares inside the rings of the point, the radius's first (SQLite). */
const squaresOf = (values: NearValues) => Array.from({ length: rings }, (_, ring) => squareWithin(values, values.radiusKm / 2 ** ring, values.slackKm));

export const createNearestFirst = (dialect: Dialect, access: RowAccess) => {
  const { db } = dialect;
  const sqlite = dialect.name === 'sqlite';
  const shapes = new LRUCache<string, Shape>({ max: 64 });
  const slot = <T>(of: (values: NearValues) => T) => new Bound<NearValues>(of) as unknown as T;
  const point = { lat: slot((v) => v.lat), lng: slot((v) => v.lng), cosLat: slot((v) => v.cosLat) };
  const double = (of: (values: NearValues) => number) => sql`CAST(${slot(of)} AS double precision)`;

  /** Whether the list is one this path serves, and whom the reader sees: every row (null) or the public ones. */
  const audienceOf = (user: Principal, resource: Resource, query: ListQuery) => {
    if (!query.near?.byDistance || query.sort.length || query.filters.length || query.terms.length) return undefined;
    const audience = access.audience(user, resource, 'list');
    if (audience === null) return { everyRow: true };
    return audience.open && !audience.parties.length && publicFlag(resource) ? { everyRow: false } : undefined;
  };

  /** SQLite: the R*Tree of the rows the reader sees, alone: its rounded point measured, the exact one only near the radius. */
  const compileSqlite = (resource: Resource, everyRow: boolean) => {
    const tree = dialect.spatial.points(resource.table, everyRow ? 'every' : 'shown');
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    const rounded = haversineFrom(
      { latitude: sql`(${column('min_lat')} + ${column('max_lat')}) / 2`, longitude: sql`(${column('min_lng')} + ${column('max_lng')}) / 2` },
      point,
    );
    const exact = haversineFrom({ latitude: column('latitude'), longitude: column('longitude') }, point);
    const inBox = (box: (v: NearValues) => Box) =>
      sql<boolean>`${column('max_lat')} >= ${slot((v) => box(v).south)} AND ${column('min_lat')} <= ${slot((v) => box(v).north)} AND ${column('max_lng')} >= ${slot((v) => box(v).west)} AND ${column('min_lng')} <= ${slot((v) => box(v).east)}`;
    const base = db.selectFrom(`${tree} as ${alias}`).where(inBox((v) => v));
    const squares = sql`SELECT ${sql.join(
      Array.from(
        { length: rings },
        (_, ring) =>
          sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.table(tree)} AS ${sql.ref(alias)} WHERE ${inBox((v) => v.squares[ring]!)} LIMIT ${slot((v) => (ring ? v.limit : Math.max(v.limit, maxNearCount + 1)))})) AS ${sql.ref(`ring_${ring}`)}`,
      ),
    )}`;
    const ordered = (query: typeof base, distance: typeof exact) =>
      query
        .select([column('id').as('id'), distance.as('distance_km')])
        .orderBy('distance_km')
        .orderBy('id')
        .limit(slot((v) => v.limit));
    // A first page is ordered by the rounded point (the exact one is an auxiliary column: a lookup per row, about
    // 4 µs), read with a margin and ordered exactly with the rows (`nearestIds`); a deeper page exactly here. The
    // exact point is read only for rows whose rounded one is within a few metres of the radius.
    const nearest = ordered(
      base.where(
        sql<boolean>`${rounded} <= ${slot((v) => v.ringKm + 3 * v.slackKm)} AND (${rounded} <= ${slot((v) => v.radiusKm - v.slackKm)} OR ${exact} <= ${slot((v) => v.radiusKm)})`,
      ),
      rounded,
    );
    const candidates = ordered(base.where(sql<boolean>`${exact} <= ${slot((v) => v.ringKm)}`), exact);
    const inRadius = sql<boolean>`(${rounded} <= ${slot((v) => v.radiusKm - v.slackKm)} OR (${rounded} <= ${slot((v) => v.radiusKm + v.slackKm)} AND ${exact} <= ${slot((v) => v.radiusKm)}))`;
    const count = db
      .selectFrom(
        base
          .where(inRadius)
          .select(sql.lit(1).as('one'))
          .limit(maxNearCount + 1)
          .as('counted'),
      )
      .select((eb) => eb.fn.countAll().as('total'));
    return { squares: squares.compile(db), nearest: nearest.compile(), candidates: candidates.compile(), count: count.compile() };
  };

  /**
   * PostgreSQL: the points' table of the rows the reader sees, in its GiST index's nearest-first order (planar
   * degrees), each measured exactly: the page from the first few, the count from the first maxNearCount + 1.
   */
  const compilePostgres = (resource: Resource, everyRow: boolean) => {
    const at = sql.ref(`${alias}.point`);
    const distance = haversineFrom({ latitude: sql`${at}[1]`, longitude: sql`${at}[0]` }, point);
    const planar = sql<number>`${at} <-> point(${double((v) => v.lng)}, ${double((v) => v.lat)})`;
    const base = db.selectFrom(`${dialect.spatial.points(resource.table, everyRow ? 'every' : 'shown')} as ${alias}`);
    const candidates = base
      .select([sql.ref(`${alias}.id`).as('id'), distance.as('distance_km'), planar.as('planar')])
      .orderBy(planar)
      .limit(slot((v) => v.limit));
    const first = base
      .select([distance.as('km'), planar.as('planar')])
      .orderBy(planar)
      .limit(maxNearCount + 1)
      .as('first');
    const measured = db
      .selectFrom(first)
      .select((eb) => [
        sql<number>`count(*) FILTER (WHERE km <= ${double((v) => v.radiusKm)})`.as('within'),
        eb.fn.countAll<number>().as('read'),
        eb.fn.max('planar').as('furthest'),
      ]);
    const inBox = sql<boolean>`${at} <@ box(point(${double((v) => v.west)}, ${double((v) => v.south)}), point(${double((v) => v.east)}, ${double((v) => v.north)}))`;
    const count = db
      .selectFrom(
        base
          .where(inBox)
          .where(sql<boolean>`${distance} <= ${double((v) => v.radiusKm)}`)
          .select(sql.lit(1).as('one'))
          .limit(maxNearCount + 1)
          .as('counted'),
      )
      .select((eb) => eb.fn.countAll().as('total'));
    return { candidates: candidates.compile(), measured: measured.compile(), count: count.compile() };
  };

  const shapeOf = (user: Principal, resource: Resource, everyRow: boolean) => {
    const key = `${resource.name}|${everyRow}|${access.viewerOf(user, resource).any}`;
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = { ...(sqlite ? compileSqlite : compilePostgres)(resource, everyRow), rows: new Map() }));
    return shape;
  };

  const countOf = async (shape: Shape, values: NearValues) =>
    Number((await db.executeQuery<{ total: number | string }>(bind(shape.count, values))).rows[0]!.total);

  const candidatesOf = async (statement: CompiledQuery, values: NearValues) =>
    (await db.executeQuery<Candidate>(bind(statement, values))).rows.map((row) => ({
      ...row,
      id: Number(row.id),
      distance_km: Number(row.distance_km),
    }));

  /** The rows of `ids`, read whole with their exact distance, nearest first, within the radius. */
  const rowsOf = async (user: Principal, resource: Resource, shape: Shape, values: NearValues) => {
    const n = values.ids.length;
    if (!n) return [];
    let statement = shape.rows.get(n);
    if (!statement) {
      const { table } = resource;
      const ids = Array.from({ length: n }, (_, i) => slot((v) => v.ids[i]!));
      const query = access
        .selectRows(db.selectFrom(table), user, resource, access.viewerOf(user, resource))
        .select(haversineFrom({ latitude: sql.ref(`${table}.latitude`), longitude: sql.ref(`${table}.longitude`) }, point).as('distance_km'))
        .where(`${table}.id`, 'in', ids);
      shape.rows.set(n, (statement = query.compile()));
    }
    const { rows } = await db.executeQuery<Row>(bind(statement, values));
    return rows
      .map((row) => ({ row, id: Number(row.id), km: Number(row.distance_km) }))
      .filter(({ km }) => km <= values.radiusKm)
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .map(({ row }) => row);
  };

  /**
   * SQLite: the ids of a first page of `end` rows, ordered by the R*Tree's rounded point, which is within `slackKm` of
   * the exact one. The `end`th of them is at most its rounded distance and the slack away, so every row of the page
   * is among those rounded within twice the slack of it: those are read, a few more than the page (rowsOf orders
   * them exactly). In a crowd at one point that is most of the crowd: its rows are measured exactly here instead.
   */
  const nearestIds = async (shape: Shape, values: NearValues, end: number) => {
    const margin = 8;
    const rows = await candidatesOf(shape.nearest!, { ...values, ...boxAround(values, values.ringKm + 4 * values.slackKm), limit: end + margin });
    if (rows.length < end) return rows.map((row) => row.id);
    const reach = rows[end - 1]!.distance_km + 2 * values.slackKm;
    if (rows.length < end + margin || rows.at(-1)!.distance_km > reach) return rows.filter((row) => row.distance_km <= reach).map((row) => row.id);
    return exactIds(shape, values, 0, end);
  };

  /** SQLite: the ids of the rows from `start` to `end`, each measured exactly. */
  const exactIds = async (shape: Shape, values: NearValues, start: number, end: number) =>
    (await candidatesOf(shape.candidates, { ...values, ...boxAround(values, values.ringKm), limit: end })).slice(start).map((row) => row.id);

  /**
   * SQLite: the ids of the rows from `start` to `end` and the count, which is done when the square inside the radius
   * reaches the cap. A ring whose square holds `end` rows holds the page: every row beyond it is further than every
   * row of the square.
   */
  const squared = async (shape: Shape, values: NearValues, start: number, end: number) => {
    const counted = (await db.executeQuery<Record<string, number>>(bind(shape.squares!, { ...values, squares: squaresOf(values), limit: end }))).rows[0]!;
    const inSquares = Array.from({ length: rings }, (_, ring) => Number(counted[`ring_${ring}`]));
    const ring = inSquares.findLastIndex((rows) => rows >= end);
    const inRing = { ...values, ringKm: ring < 0 ? values.radiusKm : values.radiusKm / 2 ** ring };
    const page = !end ? [] : start ? exactIds(shape, inRing, start, end) : nearestIds(shape, inRing, end);
    return Promise.all([page, inSquares[0]! > maxNearCount ? inSquares[0]! : countOf(shape, values)]);
  };

  /**
   * PostgreSQL: the fewest kilometres of one planar degree from the point within the radius's box. A row the index
   * has not given yet is at least the planar distance of the last it gave times this (a haversine is at least the
   * planar degrees times the shortest degree of longitude in the box, less the chord's shortening).
   */
  const kmPerPlanarDegree = ({ south, north, west, east }: NearValues) => {
    const spanRad = (Math.max(north - south, east - west) * rad) / 2;
    const shrink = spanRad > 0 ? Math.sin(spanRad) / spanRad : 1;
    return kmPerDegree * Math.cos(Math.max(Math.abs(south), Math.abs(north)) * rad) * shrink * (1 - 1e-9);
  };

  /**
   * PostgreSQL: the first `end` rows within the radius, from the rows the index gives nearest first, ranked by the
   * exact distance: done once the `end`th is nearer than any row not given yet could be.
   */
  const ranked = async (shape: Shape, values: NearValues, end: number) => {
    for (let limit = 2 * end + 20; ; limit *= 4) {
      const rows = await candidatesOf(shape.candidates, { ...values, limit });
      const kept = rows.filter((row) => row.distance_km <= values.radiusKm).sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
      const unseenKm = rows.length < limit ? Infinity : Number(rows.at(-1)!.planar) * kmPerPlanarDegree(values);
      if (end === 0 || (kept.length >= end ? kept[end - 1]!.distance_km < unseenKm : unseenKm > values.radiusKm)) return kept;
    }
  };

  /**
   * PostgreSQL: the count, from the maxNearCount + 1 rows nearest in the index's order: all of them within the radius
   * reach the cap; else, once a row not read could not be within the radius, it is those within; else (a radius
   * nearly as crowded as the cap) the radius's box is counted.
   */
  const measured = async (shape: Shape, values: NearValues) => {
    const row = (await db.executeQuery<Record<'within' | 'read' | 'furthest', number | string | null>>(bind(shape.measured!, values))).rows[0]!;
    const within = Number(row.within);
    if (within > maxNearCount || Number(row.read) <= maxNearCount || Number(row.furthest) * kmPerPlanarDegree(values) > values.radiusKm) return within;
    return countOf(shape, values);
  };

  return {
    /** The page and the capped total of a list this path serves; undefined for any other list. */
    async find(user: Principal, resource: Resource, query: ListQuery): Promise<{ rows: Row[]; total: number } | undefined> {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const shape = shapeOf(user, resource, audience.everyRow);
      const values = valuesNear(query.near!, query.near!.radiusKm);
      const { start, end } = query;
      if (sqlite) {
        const [ids, total] = await squared(shape, values, start, end);
        const rows = await rowsOf(user, resource, shape, { ...values, ids });
        return { rows: rows.slice(0, end - start), total };
      }
      const [kept, total] = await Promise.all([ranked(shape, values, end), measured(shape, values)]);
      const rows = await rowsOf(user, resource, shape, { ...values, ids: kept.slice(start, end).map((c) => c.id) });
      return { rows, total };
    },
    /** The statements of a shape, for reading their plans. */
    statements(user: Principal, resource: Resource, query: ListQuery) {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const near = valuesNear(query.near!, query.near!.radiusKm);
      const values = { ...near, squares: squaresOf(near), limit: query.end };
      const shape = shapeOf(user, resource, audience.everyRow);
      return {
        ...(shape.squares && { squares: bind(shape.squares, values) }),
        ...(shape.nearest && { nearest: bind(shape.nearest, values) }),
        ...(shape.measured && { measured: bind(shape.measured, values) }),
        candidates: bind(shape.candidates, values),
        count: bind(shape.count, values),
      };
    },
  };
};
