/**
 * A deleted listing's open claims are closed, not left waiting for a decision nobody can make: rejected with the
 * reason "The listing was removed." (behaviour `closes-claims-of-removed-listing`, and a decision that finds the
 * listing gone).
 */
import { nowIso } from '../../registry/clock.ts';
import { claimedKinds, openClaimStates } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { audit } from '../crud/audit.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';

export const listingRemoved = 'The listing was removed.';

/** Closes the listing's open claims (or only those of `only`), as decided by `by`. */
export const closeClaimsOfRemovedListing = async (db: Db, by: number | null, kind: string, listingId: number, only?: number[]) => {
  let open = db
    .selectFrom(claims.table)
    .select('id')
    .where('listing_kind', '=', kind)
    .where('listing_id', '=', listingId)
    .where('state', 'in', [...openClaimStates]);
  if (only) open = open.where('id', 'in', only);
  const ids = (await open.execute()).map((row) => Number(row.id));
  if (!ids.length) return;
  const at = nowIso();
  await db
    .updateTable(claims.table)
    .set({ state: 'rejected', open_slot: null, reason: listingRemoved, decided_by: by, decided_at: at, updated_at: at })
    .where('id', 'in', ids)
    .where('state', 'in', [...openClaimStates])
    .execute();
  for (const id of ids) await audit(db, by, { resource: claims, id, action: 'update', fields: ['state', 'reason', 'decided_at'] });
};

export const closesClaimsOfRemovedListing: ResourceHooks = {
  async afterChange({ before, after }, { db, user, resource }) {
    if (after || !before) return;
    const kind = claimedKinds.find((k) => resource.name === `institutions/${k}`);
    if (kind) await closeClaimsOfRemovedListing(db, user?.id ?? null, kind, Number(before.id));
  },
};
