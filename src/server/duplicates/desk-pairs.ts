/**
 * The desk's pairs of one listing kind: found from every listing's name, county, point and ward (likely-pairs.ts),
 * kept until the listings' table is written, then without the pairs editors marked as not duplicates, one page at a
 * time with both listings as the desk shows them.
 */
import type { DuplicateListing, DuplicatePair } from '../../registry/duplicate-pairs.ts';
import type { Resource } from '../../registry/resource.ts';
import { duplicateDecisions } from '../../registry/resources/institutions.ts';
import type { Dialect } from '../db/dialect.ts';
import { VersionedCache } from '../db/versioned-cache.ts';
import { likelyPairs, type LikelyPair, type Placed } from './likely-pairs.ts';

export const createDeskPairs = ({ db, versions }: Pick<Dialect, 'db' | 'versions'>) => {
  const found = new VersionedCache<{ pairs: LikelyPair[] }>(versions, { max: 10 });

  const pairsOf = async (resource: Resource) => {
    const { value } = await found.read(resource.name, [resource.table], async () => {
      const rows = (await db
        .selectFrom(resource.table)
        .select(['id', 'name', 'county', 'gps_coordinates', 'physical_address'])
        .$if('cbc_levels' in resource.fields, (query) => query.select('cbc_levels'))
        .execute()) as Placed[];
      return { pairs: likelyPairs(rows) };
    });
    const marked = await db
      .selectFrom(duplicateDecisions.table)
      .select(['kept_id', 'other_id'])
      .where('resource', '=', resource.name)
      .where('decision', '=', 'distinct')
      .execute();
    const distinct = new Set(marked.map((row) => `${row.kept_id}|${row.other_id}`));
    return value.pairs.filter((pair) => !distinct.has(`${pair.first}|${pair.second}`));
  };

  const listings = async (resource: Resource, ids: number[]) => {
    if (!ids.length) return new Map<number, DuplicateListing>();
    const has = (name: string) => name in resource.fields;
    const rows = await db
      .selectFrom(`${resource.table} as l`)
      .leftJoin('auth_users as u', 'u.id', 'l.owner_id')
      .select(['l.id', 'l.name', 'l.county', 'l.city', 'l.review_count', 'l.created_at', 'l.moderation', 'l.owner_id', 'u.name as owner_name'])
      .$if(has('source'), (query) => query.select('l.source'))
      .where('l.id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row): [number, DuplicateListing] => [
        Number(row.id),
        {
          id: Number(row.id),
          name: row.name,
          county: row.county,
          city: row.city,
          source: row.source ?? null,
          owner: row.owner_id == null ? null : { id: Number(row.owner_id), name: row.owner_name ?? '' },
          review_count: Number(row.review_count ?? 0),
          created_at: row.created_at,
          moderation: row.moderation,
        },
      ]),
    );
  };

  return {
    /** A page of the pairs still to decide, and how many there are. */
    async page(resource: Resource, start: number, end: number): Promise<{ pairs: DuplicatePair[]; total: number }> {
      const pairs = await pairsOf(resource);
      const shown = pairs.slice(start, end);
      const byId = await listings(
        resource,
        shown.flatMap((pair) => [pair.first, pair.second]),
      );
      return {
        total: pairs.length,
        // A listing deleted since the pairs were found is dropped from the page rather than shown half.
        pairs: shown.flatMap(({ first, second, distance, reason }) => {
          const [a, b] = [byId.get(first), byId.get(second)];
          return a && b ? [{ first: a, second: b, distance, reason }] : [];
        }),
      };
    },
  };
};

export type DeskPairs = ReturnType<typeof createDeskPairs>;
