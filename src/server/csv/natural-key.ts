/**
 * The stored listing a CSV row without an id already describes (docs/data-quality.md), so applying a file twice
 * adds nothing the second time: for a located resource loaded from open lists (schools, colleges, universities),
 * a listing of the same name key (open-data/name-key.ts, the duplicates desk's) within 300 m of the row's point,
 * or in the same ward of the same county (the ward the address starts with, as the desk reads it).
 */
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import { metresBetween, nearMetres, pointOf, wardOf } from '../duplicates/likely-pairs.ts';
import { nameKey } from '../open-data/name-key.ts';

/** 300 m as degrees of latitude: the window the candidates are read in. */
const nearDegrees = nearMetres / 111_195;

export interface Place {
  name: string;
  county: string | null;
  physical_address: string | null;
  gps_coordinates: string | null;
}

/** A row that says neither its point nor its ward: only its county tells where it is. */
export const unplaced = (row: Place) => !pointOf(row.gps_coordinates) && !wardOf(row);

/**
 * Why `stored` is the listing `row` describes, or null when it is not. A row that gives no place is matched by
 * name within its county, as a likely duplicate the import refuses rather than a listing it changes.
 */
export const sameListing = (row: Place, stored: Place) => {
  const key = nameKey(row.name);
  if (!key || nameKey(stored.name) !== key) return null;
  const [here, there] = [pointOf(row.gps_coordinates), pointOf(stored.gps_coordinates)];
  if (here && there && metresBetween(here, there) <= nearMetres) return 'within 300 m';
  const ward = wardOf(row);
  if (ward && ward === wardOf(stored)) return 'in the same ward';
  return unplaced(row) && row.county && row.county === stored.county ? 'in the same county' : null;
};

/**
 * Finds the stored listing each of `places` describes, from one read of the listings in the file's counties or
 * near its points (names, places and ids only), grouped by name key: a file of 5 000 rows is one query, not 5 000.
 */
export const storedListings = async (db: Db, resource: Resource, places: readonly Place[]) => {
  const counties = [...new Set(places.filter((place) => place.county && (wardOf(place) || unplaced(place))).map((place) => place.county!))];
  const points = places.map((place) => pointOf(place.gps_coordinates)).filter((point) => point !== null);
  const byKey = new Map<string, (Place & { id: number })[]>();
  if (counties.length || points.length) {
    const lats = points.map((point) => point.lat);
    const lngs = points.map((point) => point.lng);
    // Longitude degrees shrink away from the equator; Kenya lies within 5° of it, so twice the latitude's window is ample.
    const rows = (await db
      .selectFrom(resource.table)
      .select(['id', 'name', 'county', 'physical_address', 'gps_coordinates'])
      .where((eb) =>
        eb.or([
          ...(points.length
            ? [
                eb.and([
                  eb('latitude', '>=', Math.min(...lats) - nearDegrees),
                  eb('latitude', '<=', Math.max(...lats) + nearDegrees),
                  eb('longitude', '>=', Math.min(...lngs) - 2 * nearDegrees),
                  eb('longitude', '<=', Math.max(...lngs) + 2 * nearDegrees),
                ]),
              ]
            : []),
          ...(counties.length ? [eb('county', 'in', counties)] : []),
        ]),
      )
      .orderBy('id')
      .execute()) as unknown as (Place & { id: number })[];
    for (const row of rows) {
      const key = nameKey(row.name);
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
  }
  /** The stored listing `place` describes, with the reason, or null. */
  return (place: Place) => {
    for (const stored of byKey.get(nameKey(place.name)) ?? []) {
      const reason = sameListing(place, stored);
      if (reason) return { id: Number(stored.id), reason, likely: unplaced(place) };
    }
    return null;
  };
};
