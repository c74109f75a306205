/**
 * Claiming a listing (docs/claims.md): the routes of each part, registered together. A signed-in person asks to
 * manage a school, college or university with evidence (create-claim-route.ts), proves an address by its emailed
 * link (claim-link-routes.ts), may withdraw (withdraw-claim-route.ts); the listing page asks where a listing
 * stands (listing-claim-status-route.ts); editors decide at the claims desk (claims-desk-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AbuseLimits } from '../abuse/limits.ts';
import type { Counters } from '../abuse/counters.ts';
import { createUploadQuota } from '../abuse/upload-quota.ts';
import type { Crud } from '../crud/service.ts';
import type { Dialect } from '../db/dialect.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { FileStore } from '../uploads/storage.ts';
import { createClaimDecisions } from './claim-decision.ts';
import { createClaimLinkMail } from './claim-link-mail.ts';
import { claimLinkRoutes } from './claim-link-routes.ts';
import { claimsDeskRoutes } from './claims-desk-routes.ts';
import { createClaimRoute } from './create-claim-route.ts';
import { createDisputeNotice } from './dispute-notice.ts';
import { listingClaimStatusRoute } from './listing-claim-status-route.ts';
import { withdrawClaimRoute } from './withdraw-claim-route.ts';

export const claimRoutes = async (
  app: FastifyInstance,
  {
    crud,
    dialect,
    store,
    mailQueue,
    limits,
    counters,
    publicUrl,
  }: { crud: Crud; dialect: Dialect; store: FileStore; mailQueue: MailQueue; limits: AbuseLimits; counters: Counters; publicUrl: string },
) => {
  const { db } = dialect;
  const links = createClaimLinkMail({ db, mailQueue, counters, limits, publicUrl });
  createClaimRoute(app, { crud, db, store, quota: createUploadQuota(counters, limits), links, tellOwner: createDisputeNotice({ db, mailQueue, publicUrl }) });
  claimLinkRoutes(app, { crud, db, links });
  withdrawClaimRoute(app, { crud, db });
  listingClaimStatusRoute(app, { db });
  claimsDeskRoutes(app, { crud, db, decide: createClaimDecisions({ dialect, mailQueue, publicUrl }) });
};

/** The generic CRUD route this module answers instead. */
export const claimOverrides = new Set(['POST institutions/claims']);
