/**
 * SQLite's list nearest first (nearest-first.ts), on the R*Tree of the rows the reader sees (every row, or the public
 * ones: db/spatial.ts), which holds each point as 32-bit floats (within a metre or two) and exactly in auxiliary
 * columns (a lookup per row, about 4 µs, so read only where the rounding could decide).
 *
 * The first statement counts, in the tree's own coordinates, the rows of the square inside the radius (up to the
 * count's cap: at its cap the count is done) and of the squares inside rings of half its size, and a half of that,
 * and so on: the smallest square holding the page's rows tells the ring the page lies in, which the second statement
 * orders by the rounded distance. Only a count below the cap measures the whole radius.
 */
import { sql, type CompiledQuery } from 'kysely';
import { distanceKm, kmPerDegree } from '../../registry/coordinates.ts';
import { maxNearCount } from '../../registry/query-bounds.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Box } from '../db/spatial.ts';
import { bind } from './list-shapes.ts';
import { boxAround, haversineFrom } from './near-rows.ts';
import { alias, nearPoint, nearReads, rad, slot, type NearestWay, type NearValues } from './near-values.ts';

/** The rings of a point counted before reading a page: the radius, its half, its quarter… */
const rings = 10;

/**
 * The largest square (in degrees, about the point) whose every point is within `ringKm` less `slackKm` of it: the
 * inscribed square's half side, shrunk until its furthest point, a corner, measures within the ring.
 */
export const squareWithin = ({ lat, lng }: { lat: number; lng: number }, ringKm: number, slackKm: number): Box => {
  const reach = Math.max(0, ringKm - slackKm);
  let half = reach / Math.SQRT2;
  for (let tries = 0; tries < 4 && half > 0; tries++) {
    const dLat = half / kmPerDegree;
    const south = Math.max(-90, lat - dLat);
    const north = Math.min(90, lat + dLat);
    // A degree of longitude is longest at the square's edge nearest the equator.
    const nearest = south <= 0 && north >= 0 ? 0 : Math.min(Math.abs(south), Math.abs(north));
    const dLng = Math.min(180, half / (kmPerDegree * Math.max(1e-9, Math.cos(nearest * rad))));
    const box = { west: Math.max(-180, lng - dLng), south, east: Math.min(180, lng + dLng), north };
    const furthest = Math.max(...[box.south, box.north].flatMap((y) => [box.west, box.east].map((x) => distanceKm({ lat, lng }, { lat: y, lng: x }))));
    if (furthest <= reach) return box;
    half *= (reach / furthest) * 0.999;
  }
  return { west: lng, south: lat, east: lng, north: lat };
};

/** The squares inside the rings of the point, the radius's first. */
const squaresOf = (values: NearValues) => Array.from({ length: rings }, (_, ring) => squareWithin(values, values.radiusKm / 2 ** ring, values.slackKm));

export const nearestSqlite = (dialect: Dialect): NearestWay => {
  const { db } = dialect;
  const { candidatesOf, countOf } = nearReads(db);

  /**
   * The ids of a first page of `end` rows, ordered by the rounded point, which is within `slackKm` of the exact one.
   * The `end`th of them is at most its rounded distance and the slack away, so every row of the page is among those
   * rounded within twice the slack of it: those are read, a few more than the page (the table's read of the rows
   * orders them exactly). In a crowd at one point that is most of the crowd: its rows are measured exactly instead.
   */
  const nearestIds = async (statements: Record<string, CompiledQuery>, values: NearValues, end: number) => {
    const margin = 8;
    const rows = await candidatesOf(statements.rounded!, { ...values, ...boxAround(values, values.ringKm + 4 * values.slackKm), limit: end + margin });
    if (rows.length < end) return rows.map((row) => row.id);
    const reach = rows[end - 1]!.distance_km + 2 * values.slackKm;
    if (rows.length < end + margin || rows.at(-1)!.distance_km > reach) return rows.filter((row) => row.distance_km <= reach).map((row) => row.id);
    return exactIds(statements, values, 0, end);
  };

  /** The ids of the rows from `start` to `end`, each measured exactly. */
  const exactIds = async (statements: Record<string, CompiledQuery>, values: NearValues, start: number, end: number) =>
    (await candidatesOf(statements.exact!, { ...values, ...boxAround(values, values.ringKm), limit: end })).slice(start).map((row) => row.id);

  return {
    compile(table, everyRow) {
      const tree = dialect.spatial.points(table, everyRow ? 'every' : 'shown');
      const column = (name: string) => sql.ref(`${alias}.${name}`);
      const roundedKm = haversineFrom(
        { latitude: sql`(${column('min_lat')} + ${column('max_lat')}) / 2`, longitude: sql`(${column('min_lng')} + ${column('max_lng')}) / 2` },
        nearPoint,
      );
      const exactKm = haversineFrom({ latitude: column('latitude'), longitude: column('longitude') }, nearPoint);
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
      const ordered = (query: typeof base, distance: typeof exactKm) =>
        query
          .select([column('id').as('id'), distance.as('distance_km')])
          .orderBy('distance_km')
          .orderBy('id')
          .limit(slot((v) => v.limit));
      // The exact point is read only for rows whose rounded one is within a few metres of the radius.
      const inRadius = sql<boolean>`(${roundedKm} <= ${slot((v) => v.radiusKm - v.slackKm)} OR (${roundedKm} <= ${slot((v) => v.radiusKm + v.slackKm)} AND ${exactKm} <= ${slot((v) => v.radiusKm)}))`;
      const rounded = ordered(base.where(sql<boolean>`${roundedKm} <= ${slot((v) => v.ringKm + 3 * v.slackKm)}`).where(inRadius), roundedKm);
      const exact = ordered(base.where(sql<boolean>`${exactKm} <= ${slot((v) => v.ringKm)}`), exactKm);
      const count = db
        .selectFrom(
          base
            .where(inRadius)
            .select(sql.lit(1).as('one'))
            .limit(maxNearCount + 1)
            .as('counted'),
        )
        .select((eb) => eb.fn.countAll().as('total'));
      return { squares: squares.compile(db), rounded: rounded.compile(), exact: exact.compile(), count: count.compile() };
    },

    async read(statements, values, start, end) {
      const counted = (await db.executeQuery<Record<string, number>>(bind(statements.squares!, { ...values, squares: squaresOf(values), limit: end })))
        .rows[0]!;
      const inSquares = Array.from({ length: rings }, (_, ring) => Number(counted[`ring_${ring}`]));
      // A ring whose square holds `end` rows holds the page: every row beyond it is further than every row of the square.
      const ring = inSquares.findLastIndex((rows) => rows >= end);
      const inRing = { ...values, ringKm: ring < 0 ? values.radiusKm : values.radiusKm / 2 ** ring };
      const page = !end ? [] : start ? exactIds(statements, inRing, start, end) : nearestIds(statements, inRing, end);
      return Promise.all([page, inSquares[0]! > maxNearCount ? inSquares[0]! : countOf(statements.count!, values)]);
    },

    planValues: (values) => ({ ...values, squares: squaresOf(values) }),
  };
};
