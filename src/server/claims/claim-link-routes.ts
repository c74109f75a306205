/**
 * The emailed link of a claim: POST /api/institutions/claims/verify {token} opens it (the claimant's own session
 * only; the claim goes to the editors), POST /api/institutions/claims/:id/resend sends a new one (the old stops
 * working), at most `claimLinksPerHour` an hour per claim and the day's links per address.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { now, nowIso } from '../../registry/clock.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { audit } from '../crud/audit.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError } from '../http-error.ts';
import type { ClaimLinkMail } from './claim-link-mail.ts';
import { claimIdOf, claimLookups, signIn } from './claim-lookups.ts';
import { hashToken } from './claim-tokens.ts';

/** Verification emails one claim may send in an hour (the first included). */
export const claimLinksPerHour = 3;
const hourMs = 60 * 60 * 1000;

export const tokenBody = z
  .object({
    token: z
      .string({ error: 'The link is incomplete. Open the link from the email again.' })
      .min(10, 'The link is incomplete. Open the link from the email again.')
      .max(200, 'This link is not valid.'),
  })
  .strict();

const changedClaim = 'This claim changed since the link was sent (withdrawn or decided). Your claims show where it stands.';

const sentTimes = (value: unknown): string[] => {
  try {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

export const claimLinkRoutes = (app: FastifyInstance, { crud, db, links }: { crud: Crud; db: Db; links: ClaimLinkMail }) => {
  const { loadOwnClaim } = claimLookups(db);

  app.post('/api/institutions/claims/verify', async (request) => {
    if (!request.user) throw signIn('confirm your claim');
    const parsed = tokenBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, tokenBody);
    const hash = hashToken(parsed.data.token);
    const claim = (await db.selectFrom(claims.table).selectAll().where('token_hash', '=', hash).executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!claim) throw new HttpError(410, 'This link was already used or replaced by a newer one. Your claims show where each stands.');
    if (Number(claim.owner_id) !== request.user.id)
      throw new HttpError(403, 'This link belongs to a claim made by another account. Sign in as the account that made the claim.');
    // A withdrawn or decided claim keeps its last link's hash, so its link says what happened rather than "used".
    if (claim.state !== 'email') throw new HttpError(410, changedClaim);
    if (String(claim.token_expires_at) < nowIso()) throw new HttpError(410, 'This link has expired. Open your claim and send a new link.');
    const at = nowIso();
    // Only the claim the link was made for, still waiting for it, with the address it was sent to.
    const confirmed = await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable(claims.table)
        .set({ state: 'waiting', email_verified_at: at, token_hash: null, token_expires_at: null, updated_at: at })
        .where('id', '=', claim.id as number)
        .where('token_hash', '=', hash)
        .where('state', '=', 'email')
        .where('email', '=', claim.email as string)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await audit(trx, request.user!.id, { resource: claims, id: claim.id as number, action: 'update', fields: ['state', 'email_verified_at'] });
      return true;
    });
    if (!confirmed) throw new HttpError(409, changedClaim);
    return crud.findById(request.user, claims, claim.id as number);
  });

  app.post('/api/institutions/claims/:id/resend', async (request) => {
    if (!request.user) throw signIn('send a new link');
    const claim = await loadOwnClaim(request.user, claimIdOf(request));
    if (claim.state !== 'email') throw new HttpError(409, 'This claim is not waiting for an email confirmation.');
    const sent = sentTimes(claim.emails_sent_at);
    const recent = sent.filter((at) => Date.parse(at) > now() - hourMs);
    if (recent.length >= claimLinksPerHour) {
      const wait = Math.ceil((Date.parse(recent[0]!) + hourMs - now()) / 60_000);
      throw new HttpError(
        429,
        `${claimLinksPerHour} links were sent for this claim in the last hour. Check your inbox and spam folder, or ask again in ${wait} minutes.`,
      );
    }
    const address = String(claim.email);
    await links.perAddress.take(address);
    try {
      await links.send(claim, request.user, sent, true);
    } catch (error) {
      await links.perAddress.giveBack(address);
      throw error;
    }
    return { message: `A new link was sent to ${address}.` };
  });
};
