/**
 * What the statements of a list nearest first (nearest-first.ts) read from a request, and the SQL pieces that read it:
 * each statement is compiled once per shape with these slots in place of the values, and bound per request
 * (list-shapes.ts).
 */
import { sql, type CompiledQuery } from 'kysely';
import { kmPerDegree } from '../../registry/coordinates.ts';
import type { Db } from '../db/dialect.ts';
import type { Box } from '../db/spatial.ts';
import { bind, Bound } from './list-shapes.ts';
import { boxAround } from './near-rows.ts';

export interface NearValues extends Box {
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

/** A row near the point: its id and distance (on PostgreSQL with its planar distance). */
export interface Candidate {
  id: number;
  distance_km: number;
  planar?: number;
}

export const rad = Math.PI / 180;
/** The name the spatial index's table goes by in the statements. */
export const alias = 'near_index';

/** The values of a request near `near`, within `radiusKm`. */
export const valuesNear = ({ lat, lng }: { lat: number; lng: number }, radiusKm: number): NearValues => {
  const box = boxAround({ lat, lng }, radiusKm);
  // A 32-bit float keeps 24 bits: the R*Tree's rounded-outwards box is within two units of the last place of each.
  const slackDegrees = (Math.max(Math.abs(box.south), Math.abs(box.north)) + Math.max(Math.abs(box.west), Math.abs(box.east))) * 2 ** -22;
  return { lat, lng, cosLat: Math.cos(lat * rad), radiusKm, ringKm: radiusKm, slackKm: slackDegrees * kmPerDegree, limit: 0, ids: [], squares: [], ...box };
};

/** A value of the request, in a statement compiled once. */
export const slot = <T>(of: (values: NearValues) => T) => new Bound<NearValues>(of) as unknown as T;
export const nearPoint = { lat: slot((v) => v.lat), lng: slot((v) => v.lng), cosLat: slot((v) => v.cosLat) };
export const double = (of: (values: NearValues) => number) => sql`CAST(${slot(of)} AS double precision)`;

/** The statements of one dialect's way, and how it reads a page's ids and the count with them. */
export interface NearestWay {
  compile(table: string, everyRow: boolean): Record<string, CompiledQuery>;
  /** The ids of the rows from `start` to `end` (or a few more, in any order), and the count up to maxNearCount + 1. */
  read(statements: Record<string, CompiledQuery>, values: NearValues, start: number, end: number): Promise<[ids: number[], total: number]>;
  /** The values the statements are bound with to read their plans. */
  planValues(values: NearValues): NearValues;
}

export const nearReads = (db: Db) => ({
  candidatesOf: async (statement: CompiledQuery, values: NearValues) =>
    (await db.executeQuery<Candidate>(bind(statement, values))).rows.map((row) => ({ ...row, id: Number(row.id), distance_km: Number(row.distance_km) })),
  countOf: async (statement: CompiledQuery, values: NearValues) =>
    Number((await db.executeQuery<{ total: number | string }>(bind(statement, values))).rows[0]!.total),
});
