/**
 * The stored listing a CSV row without an id already describes (docs/data-quality.md), so applying a file twice
 * adds nothing the second time: for a located resource loaded from open lists (schools, colleges, universities),
 * a listing of the same name key (open-data/name-key.ts, the duplicates desk's) within 300 m of the row's point,
 * or in the same ward of the same county (the ward the address starts with, as the desk reads it).
 */
import { sql } from 'kysely';
import type { Resource } from '../../registry/resource.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { metresBetween, nearMetres, pointOf, wardOf } from '../duplicates/likely-pairs.ts';
import { nameKey } from '../open-data/name-key.ts';

/** 300 m as degrees of latitude: the window the candidates are read in. */
const nearDegrees = nearMetres / 111_195;

/** Whether rows of `resource` without an id are matched by name and place. */
export const matchedByPlace = (resource: Resource) => resource.located !== undefined && 'source_id' in resource.fields && 'name' in resource.fields;

export interface Place {
  name: string;
  county: string | null;
  physical_address: string | null;
  gps_coordinates: string | null;
}

/** Why `stored` is the listing `row` describes, or null when it is not. */
export const sameListing = (row: Place, stored: Place) => {
  const key = nameKey(row.name);
  if (!key || nameKey(stored.name) !== key) return null;
  const [here, there] = [pointOf(row.gps_coordinates), pointOf(stored.gps_coordinates)];
  if (here && there && metresBetween(here, there) <= nearMetres) return 'within 300 m';
  const ward = wardOf(row);
  return ward && ward === wardOf(stored) ? 'in the same ward' : null;
};

/** The stored listing `row` describes, with the reason, read from the rows near its point or in its county. */
export const findSameListing = async (db: Db, resource: Resource, row: Place): Promise<{ stored: Row; reason: string } | null> => {
  const point = pointOf(row.gps_coordinates);
  const ward = wardOf(row);
  if (!nameKey(row.name) || (!point && !ward)) return null;
  const across = point ? nearDegrees / Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)) : 0;
  const candidates = (await db
    .selectFrom(resource.table)
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(point
          ? [
              eb.and([
                eb('latitude', '>=', point.lat - nearDegrees),
                eb('latitude', '<=', point.lat + nearDegrees),
                eb('longitude', '>=', point.lng - across),
                eb('longitude', '<=', point.lng + across),
              ]),
            ]
          : []),
        // The address starts with the ward ("Shieywe ward, …"), in any case.
        ...(ward && row.county
          ? [
              eb.and([
                eb('county', '=', row.county),
                eb(sql`lower(physical_address)`, 'like', `${ward.slice(ward.indexOf('|') + 1).replace(/[\\%_]/g, '')} ward%`),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .execute()) as Row[];
  for (const stored of candidates) {
    const reason = sameListing(row, stored as unknown as Place);
    if (reason) return { stored, reason };
  }
  return null;
};
