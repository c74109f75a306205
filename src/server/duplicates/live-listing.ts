/**
 * The listing a review or a save is about, read in the write's transaction and held until it commits, so a merge
 * of that listing (merge-listings.ts, which locks both listings first) and the write take turns: a write that holds
 * it first lands and is then moved by the merge; one that comes after finds the listing merged away and is refused
 * with a pointer to the kept one (docs/data-quality.md). PostgreSQL holds the row with FOR NO KEY UPDATE, the lock an
 * update of the listing takes: a review then refreshes the listing's rating (an update of the row) without meeting
 * another review's shared lock there (two reviews of one school at once deadlocked, and one was refused), and two
 * writes about one listing take turns; SQLite runs one write at a time anyway.
 */
import { PostgresAdapter } from 'kysely';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { mergedAddress } from './merged-address.ts';

/**
 * The listing's `columns`, or undefined when there is none; a 409 naming the kept listing when it was merged away
 * (`doing`: what the writer should do there instead, "review that one").
 */
export const liveListing = async (db: Db, resource: Resource, id: number, columns: readonly string[], doing: string) => {
  const query = db.selectFrom(resource.table).select(columns).where('id', '=', id);
  const row = await (db.getExecutor().adapter instanceof PostgresAdapter ? query.forNoKeyUpdate() : query).executeTakeFirst();
  if (row) return row;
  const kept = await mergedAddress(db)(resource, id);
  if (kept === null) return undefined;
  const message = `${resource.singular} ${id} was merged into ${resource.singular.toLowerCase()} ${kept}: ${doing} that one.`;
  throw new HttpError(409, message, { target_id: message });
};
