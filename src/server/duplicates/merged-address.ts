/**
 * Where a merged listing went: the kept listing's id, from the duplicates desk's decisions (chains are closed as
 * they are made: a listing merged into one merged later leads to the last). GET /api/{base}/{id} and the listing's
 * page answer 301 to the kept listing's (docs/data-quality.md).
 */
import type { Resource } from '../../registry/resource.ts';
import { duplicateDecisions, duplicateKinds } from '../../registry/resources/institutions.ts';
import type { Db } from '../db/dialect.ts';

export type MovedTo = (resource: Resource, id: number) => Promise<number | null>;

const kinds: readonly string[] = duplicateKinds;

/** The listing `id` was merged into, or null (read in the caller's transaction when it has one). */
export const mergedInto = async (db: Db, resource: Resource, id: number) => {
  const found = await db
    .selectFrom(duplicateDecisions.table)
    .select('kept_id')
    .where('resource', '=', resource.name)
    .where('other_id', '=', id)
    .where('decision', '=', 'merged')
    .executeTakeFirst();
  return found ? Number(found.kept_id) : null;
};

/** Where the merged listing `id` now lives; null when it was not merged, or the kept listing was deleted since (404). */
export const mergedAddress =
  (db: Db): MovedTo =>
  async (resource, id) => {
    const kept = kinds.includes(resource.name) ? await mergedInto(db, resource, id) : null;
    if (kept === null) return null;
    const there = await db.selectFrom(resource.table).select('id').where('id', '=', kept).executeTakeFirst();
    return there ? kept : null;
  };
