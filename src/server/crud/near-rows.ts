/**
 * A list near a point, in SQL: the radius's bounding box through the spatial index (db/spatial.ts), then the exact
 * great-circle (haversine) distance of the rows in it, kept when within the radius and, for `_sort=distance`, the
 * page's first order. Rows without a point are in no box, so never in such a list.
 */
import { sql, type RawBuilder } from 'kysely';
import { earthRadiusKm, kmPerDegree, type Point } from '../../registry/coordinates.ts';
import type { Db, Dialect, Select } from '../db/dialect.ts';
import { inBox, type Box } from '../db/spatial.ts';
import type { Near } from './near-query.ts';

/** The smallest box of whole degrees that holds every point within `radiusKm` of `point`. */
export const boxAround = ({ lat, lng }: Point, radiusKm: number): Box => {
  const dLat = radiusKm / kmPerDegree;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  // A degree of longitude is shortest at the box's edge furthest from the equator; past a pole, or across the
  // antimeridian, the box takes every longitude.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLng = widest >= 90 ? 180 : radiusKm / (kmPerDegree * Math.cos((widest * Math.PI) / 180));
  if (dLng >= 180 || lng - dLng < -180 || lng + dLng > 180) return { west: -180, south, east: 180, north };
  return { west: lng - dLng, south, east: lng + dLng, north };
};

const value = (n: unknown) => sql`CAST(${n} AS double precision)`;

const rad = Math.PI / 180;

/**
 * The haversine distance in kilometres from a point to each row's `latitude` and `longitude` (a table's columns,
 * or what an index holds of them), as SQL both databases read; the point's values may be stand-ins bound later (list-shapes.ts), so its
 * latitude's cosine is given with it.
 */
export const haversineFrom = (
  { latitude, longitude }: { latitude: RawBuilder<unknown>; longitude: RawBuilder<unknown> },
  { lat, lng, cosLat }: { lat: unknown; lng: unknown; cosLat: unknown },
): RawBuilder<number> => {
  const h = sql`power(sin((${latitude} - ${value(lat)}) * ${value(rad / 2)}), 2) + ${value(cosLat)} * cos(${latitude} * ${value(rad)}) * power(sin((${longitude} - ${value(lng)}) * ${value(rad / 2)}), 2)`;
  return sql<number>`(${value(2 * earthRadiusKm)} * asin(sqrt(${h})))`;
};

/** The haversine distance in kilometres from `point` to each row of `table`. */
export const distanceFrom = (table: string, { lat, lng }: Point): RawBuilder<number> =>
  haversineFrom({ latitude: sql.ref(`${table}.latitude`), longitude: sql.ref(`${table}.longitude`) }, { lat, lng, cosLat: Math.cos(lat * rad) });

export interface NearRows {
  /** A select of the table's rows within the radius, read from the spatial index first. */
  from: (db: Db) => Select;
  /** A select of the table narrowed to the rows within the radius (when another condition reads first). */
  narrow: (query: Select) => Select;
  /**
   * A select of the table narrowed to the rows within the radius by their own columns, not the index: when another
   * condition reads a few rows first (a search's candidates), which a join with the index's box would read after it.
   */
  measure: (query: Select) => Select;
  /** Each row's distance in kilometres. */
  distance: RawBuilder<number>;
}

export const nearRows = (dialect: Dialect, table: string, near: Near): NearRows => {
  const distance = distanceFrom(table, near);
  const box = boxAround(near, near.radiusKm);
  const inRadius = (query: Select) => query.where(sql<boolean>`${distance} <= ${value(near.radiusKm)}`);
  return {
    from: (db) => inRadius(dialect.spatial.from(db, table, box, 'near_box')),
    narrow: (query) => inRadius(dialect.spatial.within(query, table, box, 'near_box')),
    measure: (query) => inRadius(inBox(query, table, box)),
    distance,
  };
};
