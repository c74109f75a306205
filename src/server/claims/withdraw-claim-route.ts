/** POST /api/institutions/claims/:id/withdraw: the claimant closes their open claim; its link then says so. */
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../registry/clock.ts';
import { openClaimStates } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { audit } from '../crud/audit.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { claimIdOf, claimLookups, signIn } from './claim-lookups.ts';

export const withdrawClaimRoute = (app: FastifyInstance, { crud, db }: { crud: Crud; db: Db }) => {
  const { loadOwnClaim } = claimLookups(db);

  app.post('/api/institutions/claims/:id/withdraw', async (request) => {
    if (!request.user) throw signIn('withdraw a claim');
    const claim = await loadOwnClaim(request.user, claimIdOf(request));
    const at = nowIso();
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(claims.table)
        .set({ state: 'withdrawn', open_slot: null, updated_at: at })
        .where('id', '=', claim.id as number)
        .where('state', 'in', [...openClaimStates])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await audit(trx, request.user!.id, { resource: claims, id: claim.id as number, action: 'update', fields: ['state'] });
      return true;
    });
    if (!changed) throw new HttpError(409, `This claim is already ${String(claim.state)} and cannot be withdrawn.`);
    return crud.findById(request.user, claims, claim.id as number);
  });
};
