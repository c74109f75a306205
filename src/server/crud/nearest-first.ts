/**
 * A list near a point, nearest first, for a reader who sees every row or the public ones, with no other filter,
 * search or sort (the site's "near me"): its page and its count read from the spatial index, never the wide table,
 * which is read only for the page's rows (docs/near-me.md). Any other list near a point takes the general path
 * (list-statements.ts, list-reads.ts), which reads each candidate from the table.
 *
 * - SQLite: the R*Tree holds each point (as 32-bit floats, within a metre or two, and exactly in auxiliary columns)
 *   and whether the row is public (db/spatial.ts), so a ring of the point is measured, kept when visible, ordered
 *   and cut in the R*Tree alone. Rings grow from a few hundred metres, each sized from what the last one found.
 *   The count reads the exact point only for rows within a few metres of the radius.
 * - PostgreSQL: the GiST index gives rows nearest first by `<->` (planar degrees). At least the count's cap of them
 *   is read that way and ranked by the exact distance: that is the page once its last row is nearer than any row
 *   the index has not given yet could be, and the count once such a row could not be within the radius (else a
 *   larger read, or for the count, the radius's box counted).
 *
 * The statements are compiled once per shape (resource, reader's reach, number of rows) and bound per request.
 */
import { sql, type CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import { kmPerDegree } from '../../registry/coordinates.ts';
import { maxNearCount } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { publicFlag, publicRows } from '../access/public-rows.ts';
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
  /** How far, in kilometres, a distance measured from the R*Tree's rounded point may be from the exact one. */
  slackKm: number;
  limit: number;
  ids: readonly number[];
}

interface Shape {
  /** Candidates' ids and exact distances (on PostgreSQL with their planar distance), nearest first. */
  candidates: CompiledQuery;
  /** The rows within the radius, up to maxNearCount + 1. */
  count: CompiledQuery;
  /** The rows' ids, read whole by id with their exact distance, for each number of ids. */
  rows: Map<number, CompiledQuery>;
}

interface Candidate {
  id: number;
  distance_km: number;
  planar?: number;
}

const rad = Math.PI / 180;
/** The smallest ring worth reading on SQLite, in kilometres. */
const minRingKm = 0.1;
const alias = 'near_index';

/** The values of a request near `near`, within `radiusKm`. */
const valuesNear = ({ lat, lng }: { lat: number; lng: number }, radiusKm: number): NearValues => {
  const box = boxAround({ lat, lng }, radiusKm);
  // A 32-bit float keeps 24 bits: the R*Tree's rounded-outwards box is within two units of the last place of each.
  const slackDegrees = (Math.max(Math.abs(box.south), Math.abs(box.north)) + Math.max(Math.abs(box.west), Math.abs(box.east))) * 2 ** -22;
  return { lat, lng, cosLat: Math.cos(lat * rad), radiusKm, slackKm: slackDegrees * kmPerDegree, limit: 0, ids: [], ...box };
};

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

  /** SQLite: the R*Tree alone, its rounded point measured; the exact one (auxiliary) only near the radius. */
  const compileSqlite = (resource: Resource, everyRow: boolean) => {
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    const rounded = haversineFrom(
      { latitude: sql`(${column('min_lat')} + ${column('max_lat')}) / 2`, longitude: sql`(${column('min_lng')} + ${column('max_lng')}) / 2` },
      point,
    );
    const exact = haversineFrom({ latitude: column('latitude'), longitude: column('longitude') }, point);
    const within = sql<boolean>`${column('max_lat')} >= ${slot((v) => v.south)} AND ${column('min_lat')} <= ${slot((v) => v.north)} AND ${column('max_lng')} >= ${slot((v) => v.west)} AND ${column('min_lng')} <= ${slot((v) => v.east)}`;
    let base = db.selectFrom(`${resource.table}_rtree as ${alias}`).where(within);
    if (!everyRow) base = base.where(sql<boolean>`${column('shown')} = 1`);
    // The rounded distance first, so the exact one (an auxiliary column's lookup) is read only for rows it may keep.
    const candidates = base
      .where(sql<boolean>`${rounded} <= ${slot((v) => v.radiusKm + v.slackKm)} AND ${exact} <= ${slot((v) => v.radiusKm)}`)
      .select([column('id').as('id'), exact.as('distance_km')])
      .orderBy('distance_km')
      .orderBy('id')
      .limit(slot((v) => v.limit));
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
    return { candidates: candidates.compile(), count: count.compile() };
  };

  /** PostgreSQL: the GiST index's nearest-first order; the count's fallback counts the radius's box. */
  const compilePostgres = (resource: Resource, everyRow: boolean) => {
    const { table } = resource;
    const distance = haversineFrom({ latitude: sql.ref(`${table}.latitude`), longitude: sql.ref(`${table}.longitude`) }, point);
    const located = sql`point(${sql.ref(`${table}.longitude`)}, ${sql.ref(`${table}.latitude`)})`;
    const planar = sql`${located} <-> point(${double((v) => v.lng)}, ${double((v) => v.lat)})`;
    const base = everyRow ? db.selectFrom(table) : db.selectFrom(table).where(publicRows(resource));
    const candidates = base
      .select([sql.ref(`${table}.id`).as('id'), distance.as('distance_km'), planar.as('planar')])
      .orderBy(planar)
      .limit(slot((v) => v.limit));
    const inBox = sql<boolean>`${located} <@ box(point(${double((v) => v.west)}, ${double((v) => v.south)}), point(${double((v) => v.east)}, ${double((v) => v.north)}))`;
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
    return { candidates: candidates.compile(), count: count.compile() };
  };

  const shapeOf = (user: Principal, resource: Resource, everyRow: boolean) => {
    const key = `${resource.name}|${everyRow}|${access.viewerOf(user, resource).any}`;
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = { ...(sqlite ? compileSqlite : compilePostgres)(resource, everyRow), rows: new Map() }));
    return shape;
  };

  const candidatesOf = async (shape: Shape, values: NearValues) =>
    (await db.executeQuery<Candidate>(bind(shape.candidates, values))).rows.map((row) => ({
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
   * SQLite: the first `end` rows, from rings of the point, the whole radius last. A ring holding `end` rows holds
   * the page: every row beyond it is further than every row in it.
   */
  const ringed = async (shape: Shape, values: NearValues, end: number) => {
    const { radiusKm } = values;
    for (let ringKm = Math.min(radiusKm, Math.max(minRingKm, radiusKm / 128)); ;) {
      const rows = await candidatesOf(shape, { ...values, ...boxAround(values, ringKm), radiusKm: ringKm, limit: end });
      if (rows.length === end || ringKm >= radiusKm) return rows;
      // An empty ring says nothing of the density: twice as wide. Else as if the rows were spread evenly.
      ringKm = Math.min(radiusKm, ringKm * (rows.length ? Math.min(2, Math.max(1.25, 1.1 * Math.sqrt(end / rows.length))) : 2));
    }
  };

  /**
   * PostgreSQL: the first `end` rows and the capped count, from the rows the index gives nearest first, ranked by the
   * exact distance. A row the index has not given is at least `unseenKm` away (a haversine is at least the
   * planar degrees times the shortest degree of longitude in the radius's box, less the chord's shortening); beyond
   * the box it is beyond the radius.
   */
  const ranked = async (shape: Shape, values: NearValues, end: number) => {
    const { south, north, west, east, radiusKm } = values;
    const spanRad = (Math.max(north - south, east - west) * rad) / 2;
    const shrink = spanRad > 0 ? Math.sin(spanRad) / spanRad : 1;
    const kmPerPlanarDegree = kmPerDegree * Math.cos(Math.max(Math.abs(south), Math.abs(north)) * rad) * shrink * (1 - 1e-9);
    for (let limit = Math.max(maxNearCount + 1, 2 * end + 20); ; limit *= 4) {
      const rows = await candidatesOf(shape, { ...values, limit });
      // Rows without a point come last in the index's order, measured as nothing.
      const located = rows.filter((row) => row.planar !== null);
      const kept = located.filter((row) => row.distance_km <= radiusKm).sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
      const unseenKm = located.length < limit ? Infinity : Number(located.at(-1)!.planar) * kmPerPlanarDegree;
      if (end === 0 || (kept.length >= end ? kept[end - 1]!.distance_km < unseenKm : unseenKm > radiusKm))
        return { kept, total: unseenKm > radiusKm || kept.length > maxNearCount ? kept.length : undefined };
    }
  };

  return {
    /** The page and the capped total of a list this path serves; undefined for any other list. */
    async find(user: Principal, resource: Resource, query: ListQuery): Promise<{ rows: Row[]; total: number } | undefined> {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const shape = shapeOf(user, resource, audience.everyRow);
      const values = valuesNear(query.near!, query.near!.radiusKm);
      const { start, end } = query;
      const countOf = async () => Number((await db.executeQuery<{ total: number | string }>(bind(shape.count, values))).rows[0]!.total);
      if (sqlite) {
        const [candidates, total] = await Promise.all([end > start ? ringed(shape, values, end) : [], countOf()]);
        const rows = await rowsOf(user, resource, shape, { ...values, ids: candidates.slice(start).map((c) => c.id) });
        return { rows, total };
      }
      const { kept, total } = await ranked(shape, values, end);
      const [rows, counted] = await Promise.all([
        rowsOf(user, resource, shape, { ...values, ids: kept.slice(start, end).map((c) => c.id) }),
        total ?? countOf(),
      ]);
      return { rows, total: counted };
    },
    /** The statements of a shape, for reading their plans. */
    statements(user: Principal, resource: Resource, query: ListQuery) {
      const audience = audienceOf(user, resource, query);
      if (!audience) return undefined;
      const values = { ...valuesNear(query.near!, query.near!.radiusKm), limit: query.end };
      const shape = shapeOf(user, resource, audience.everyRow);
      return { candidates: bind(shape.candidates, values), count: bind(shape.count, values) };
    },
  };
};
