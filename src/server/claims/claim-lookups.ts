/**
 * What every claim route reads: the signed-in claimant, the claim named in the path, the listing a claim names
 * (public ones only), and the claimant's own claim (anyone else's is as good as missing).
 */
import type { FastifyRequest } from 'fastify';
import type { ClaimedKind } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import type { User } from '../access/principal.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { listingOf } from './claim-decision.ts';

export const signIn = (what: string) => new HttpError(401, `Sign in to ${what}.`);

/** A whole number id from 1 up, or a 400 naming what it should be. */
export const wholeId = (text: string, what: string) => {
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1) throw badRequest(`${what} must be a whole number from 1 up.`);
  return Number(text);
};

export const claimIdOf = (request: FastifyRequest) => wholeId((request.params as { id: string }).id, 'The claim id');

export const claimLookups = (db: Db) => ({
  /** The listing, when the public sees it: a claim on a listing still waiting for review is not taken. */
  async loadListing(kind: ClaimedKind, id: number) {
    const listing = listingOf(kind);
    const row = (await db
      .selectFrom(listing.table)
      .select(['id', 'name', 'county', 'website', 'email', 'owner_id', 'moderation', ...('source' in listing.fields ? ['source', 'source_id'] : [])])
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
    return row && row.moderation === 'approved' ? row : null;
  },

  async loadOwnClaim(user: User, id: number) {
    const claim = (await db.selectFrom(claims.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    // Someone else's claim is as good as missing: its existence is nobody else's business.
    if (!claim || Number(claim.owner_id) !== user.id) throw new HttpError(404, 'This claim was not found among yours.');
    return claim;
  },
});
