/**
 * PostgreSQL's list nearest first (nearest-first.ts), on the narrow table of the points of the rows the reader sees
 * (db/spatial.ts), whose GiST index gives them nearest first by `<->` (planar degrees) without visiting a row (an
 * index-only scan). A few more than the page are read that way and ranked by the exact distance: that is the page
 * once its last row is nearer than any row the index has not given yet could be (else a larger read). The count
 * measures the count's cap of them the same way, in the database.
 */
import { sql } from 'kysely';
import { kmPerDegree } from '../../registry/coordinates.ts';
import { maxNearCount } from '../../registry/query-bounds.ts';
import type { Dialect } from '../db/dialect.ts';
import { bind } from './list-shapes.ts';
import { haversineFrom } from './near-rows.ts';
import { alias, double, nearPoint, nearReads, rad, slot, type NearestWay, type NearValues } from './near-values.ts';

/**
 * The fewest kilometres of one planar degree from the point within the radius's box. A row the index has not given
 * yet is at least the planar distance of the last it gave times this (a haversine is at least the planar degrees
 * times the shortest degree of longitude in the box, less the chord's shortening).
 */
const kmPerPlanarDegree = ({ south, north, west, east }: NearValues) => {
  const spanRad = (Math.max(north - south, east - west) * rad) / 2;
  const shrink = spanRad > 0 ? Math.sin(spanRad) / spanRad : 1;
  return kmPerDegree * Math.cos(Math.max(Math.abs(south), Math.abs(north)) * rad) * shrink * (1 - 1e-9);
};

export const nearestPostgres = (dialect: Dialect): NearestWay => {
  const { db } = dialect;
  const { candidatesOf, countOf } = nearReads(db);

  return {
    compile(table, everyRow) {
      const at = sql.ref(`${alias}.point`);
      const distance = haversineFrom({ latitude: sql`${at}[1]`, longitude: sql`${at}[0]` }, nearPoint);
      const planar = sql<number>`${at} <-> point(${double((v) => v.lng)}, ${double((v) => v.lat)})`;
      const base = db.selectFrom(`${dialect.spatial.points(table, everyRow ? 'every' : 'shown')} as ${alias}`);
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
    },

    async read(statements, values, start, end) {
      /** The first `end` rows within the radius, ranked by the exact distance: done once the `end`th is nearer than any row not given yet could be. */
      const ranked = async () => {
        for (let limit = 2 * end + 20; ; limit *= 4) {
          const rows = await candidatesOf(statements.candidates!, { ...values, limit });
          const kept = rows.filter((row) => row.distance_km <= values.radiusKm).sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
          const unseenKm = rows.length < limit ? Infinity : Number(rows.at(-1)!.planar) * kmPerPlanarDegree(values);
          if (end === 0 || (kept.length >= end ? kept[end - 1]!.distance_km < unseenKm : unseenKm > values.radiusKm))
            return kept.slice(start, end).map((row) => row.id);
        }
      };
      /**
       * The count from the maxNearCount + 1 rows nearest in the index's order: all of them within the radius reach the
       * cap; else, once a row not read could not be within the radius, it is those within; else (a radius nearly as
       * crowded as the cap) the radius's box is counted.
       */
      const counted = async () => {
        const row = (await db.executeQuery<Record<'within' | 'read' | 'furthest', number | string | null>>(bind(statements.measured!, values))).rows[0]!;
        const within = Number(row.within);
        if (within > maxNearCount || Number(row.read) <= maxNearCount || Number(row.furthest) * kmPerPlanarDegree(values) > values.radiusKm) return within;
        return countOf(statements.count!, values);
      };
      return Promise.all([ranked(), counted()]);
    },

    planValues: (values) => values,
  };
};
