/**
 * GET /api/claims/listing/:kind/:id, for the listing page: whether the listing has an owner, whether it is the
 * reader, and the reader's own open claim on it.
 */
import type { FastifyInstance } from 'fastify';
import { claimedKinds, type ListingClaimStatus } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { claimLookups, wholeId } from './claim-lookups.ts';

export const listingClaimStatusRoute = (app: FastifyInstance, { db }: { db: Db }) => {
  const { loadListing } = claimLookups(db);

  app.get('/api/claims/listing/:kind/:id', async (request): Promise<ListingClaimStatus> => {
    const params = request.params as { kind: string; id: string };
    const kind = claimedKinds.find((k) => k === params.kind);
    if (!kind) throw new HttpError(404, `Only ${claimedKinds.join(', ')} are claimed.`);
    const id = wholeId(params.id, 'The listing id');
    const listing = await loadListing(kind, id);
    if (!listing) throw new HttpError(404, 'This listing was not found, or is not public yet.');
    const user = request.user;
    const mine = user
      ? ((await db
          .selectFrom(claims.table)
          .select(['id', 'state', 'evidence', 'email'])
          .where('owner_id', '=', user.id)
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', id)
          .where('open_slot', 'is not', null)
          .executeTakeFirst()) as ListingClaimStatus['mine'] | undefined)
      : null;
    return { managed: listing.owner_id != null, yours: user != null && Number(listing.owner_id) === user.id, mine: mine ?? null };
  });
};
