/**
 * An editor's decision on a claim, in one transaction. Approving makes the claimant the listing's owner only if
 * the listing is still owned as the claim found it (nobody, or the disputed owner): a conditional update, so of two
 * claims approved at once on PostgreSQL exactly one wins and the other is a 409. The claimant gets the `school`
 * role if they lack it, the listing's other open claims become disputes against the new owner, and the claimant
 * (and, in a dispute, the previous owner) are told by a notification and an email sent once committed.
 *
 * Nobody decides a claim they have a stake in: the claimant, the listing's owner, or the owner a dispute is
 * against (403). A claim still waiting for its email link may be rejected, never approved; approving a dispute
 * needs a reason, which the previous owner is told. A claim whose listing was deleted is closed and answers 410.
 */
import { nowIso } from '../../registry/clock.ts';
import { getResource } from '../../registry/index.ts';
import { openClaimStates, type ClaimState, type ClaimedKind } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { users } from '../../registry/resources/auth.ts';
import type { User } from '../access/principal.ts';
import { audit } from '../crud/audit.ts';
import type { Row } from '../crud/codec.ts';
import type { Db, Dialect } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { localeOf } from '../i18n/locale-of.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { claimDecisionMessage, ownershipMovedMessage } from '../mail/claim-messages.ts';
import { notify } from '../notifications/notify.ts';
import { closeClaimsOfRemovedListing, listingRemoved } from './removed-listing-claims.ts';

/** What a decision on a claim of a deleted listing commits: the claim closed, answered with a 410 once committed. */
const removed = Symbol('listing removed');

export const listingOf = (kind: ClaimedKind) => getResource(`institutions/${kind}`);

export interface Decision {
  decision: 'approve' | 'reject';
  reason: string;
  /** The claim's `updated_at` as the desk showed it: a claim that became a dispute since is not decided blind. */
  seen: string;
}

const parseRoles = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  try {
    const list: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

/** Gives the account the school role, keeping its others; a no-op when it has it. */
const grantSchoolRole = async (db: Db, by: number, accountId: number) => {
  const account = await db.selectFrom(users.table).select('roles').where('id', '=', accountId).executeTakeFirstOrThrow();
  const roles = parseRoles(account.roles);
  if (roles.includes('school')) return;
  await db
    .updateTable(users.table)
    .set({ roles: JSON.stringify([...roles, 'school']), updated_at: nowIso() })
    .where('id', '=', accountId)
    .execute();
  await audit(db, by, { resource: users, id: accountId, action: 'update', fields: ['roles'] });
};

export const createClaimDecisions = ({ dialect, mailQueue, publicUrl }: { dialect: Dialect; mailQueue: MailQueue; publicUrl: string }) => {
  const tell = async (
    db: Db,
    to: number,
    from: number,
    title: { id: string; values: Record<string, string> },
    body: string | { id: string } | undefined,
    link: string,
    mail: (locale: ReturnType<typeof localeOf>) => { subject: string; text: string },
  ) => {
    await notify(db, { to, from, title, body, link });
    const account = await db.selectFrom(users.table).select(['email', 'locale']).where('id', '=', to).executeTakeFirst();
    if (account?.email) await mailQueue.enqueue(db, { to: String(account.email), ...mail(localeOf(account)) });
  };

  return async (user: User, id: number, { decision, reason, seen }: Decision) => {
    const committed = await dialect.db.transaction().execute(async (db) => {
      const claim = (await db.selectFrom(claims.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      if (!claim) throw new HttpError(404, `Claim ${id} was not found.`);
      const listing = listingOf(claim.listing_kind as ClaimedKind);
      const listingId = Number(claim.listing_id);
      const current = (await db.selectFrom(listing.table).select('owner_id').where('id', '=', listingId).executeTakeFirst()) as Row | undefined;
      if (!current) {
        // The listing was deleted: whatever was asked, the claim can only close, and is closed now.
        if (openClaimStates.includes(claim.state as ClaimState)) await closeClaimsOfRemovedListing(db, user.id, claim.listing_kind as string, listingId, [id]);
        return removed;
      }
      if (Number(claim.owner_id) === user.id) throw new HttpError(403, 'You made this claim, so another editor must decide it.');
      const previous = claim.previous_owner_id == null ? null : Number(claim.previous_owner_id);
      if ((current.owner_id != null && Number(current.owner_id) === user.id) || previous === user.id)
        throw new HttpError(403, 'You manage this listing (or did when the claim was made), so another editor must decide this claim.');
      // A claim still waiting for its email link may be rejected (a claim nobody will confirm), never approved.
      const decidable: readonly string[] = decision === 'reject' ? openClaimStates : ['waiting'];
      if (!decidable.includes(String(claim.state)))
        throw new HttpError(
          409,
          claim.state === 'email'
            ? 'This claim waits for the claimant to confirm their email; it cannot be approved yet (it may be rejected).'
            : `This claim is already ${String(claim.state)}.`,
        );
      if (Date.parse(String(claim.updated_at)) !== Date.parse(seen))
        throw new HttpError(
          409,
          'This claim changed since you opened it (another claim on the listing was approved, so it may now be a dispute). Reload the claims.',
        );
      if (decision === 'approve' && claim.dispute && reason.replace(/[\s\p{Cf}]/gu, '').length < 3) {
        const message = 'Say why the listing should change hands (at least 3 characters): its current owner is told.';
        throw badRequest(message, { reason: message });
      }
      const claimant = Number(claim.owner_id);
      const now = nowIso();
      const link = `/institutions/${String(claim.listing_kind)}/${listingId}`;
      const name = String(claim.listing_name ?? '').slice(0, 80);

      if (decision === 'approve') {
        // The listing changes hands only if it is still owned as the claim found it; the row lock makes a second
        // approval at the same moment wait, then find the owner changed and update nothing.
        const moved = await db
          .updateTable(listing.table)
          .set({ owner_id: claimant, updated_at: now })
          .where('id', '=', listingId)
          .where((eb) => (previous == null ? eb('owner_id', 'is', null) : eb('owner_id', '=', previous)))
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0)
          throw new HttpError(409, 'The listing got another owner a moment ago (another claim was approved). Reload the claims to see it as a dispute.');
        await audit(db, user.id, { resource: listing, id: listingId, action: 'update', fields: ['owner_id'] });
        await grantSchoolRole(db, user.id, claimant);
      }
      const decided = await db
        .updateTable(claims.table)
        .set({
          state: decision === 'approve' ? 'approved' : 'rejected',
          open_slot: null,
          decided_by: user.id,
          decided_at: now,
          reason: reason || null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('state', '=', String(claim.state))
        .where('updated_at', '=', String(claim.updated_at))
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) === 0) throw new HttpError(409, 'Someone else decided this claim a moment ago. Reload the claims.');
      await audit(db, user.id, { resource: claims, id, action: 'update', fields: ['state', 'decided_by', 'decided_at', 'reason'] });

      if (decision === 'approve') {
        // Whoever else asked for the listing now disputes the new owner's hold on it.
        const others = await db
          .selectFrom(claims.table)
          .select('id')
          .where('listing_kind', '=', claim.listing_kind as string)
          .where('listing_id', '=', listingId)
          .where('open_slot', 'is not', null)
          .execute();
        if (others.length) {
          await db
            .updateTable(claims.table)
            .set({ dispute: 1, previous_owner_id: claimant, updated_at: now })
            .where(
              'id',
              'in',
              others.map((row) => row.id as number),
            )
            .execute();
          for (const other of others)
            await audit(db, user.id, { resource: claims, id: Number(other.id), action: 'update', fields: ['dispute', 'previous_owner_id'] });
        }
        await tell(db, claimant, user.id, { id: 'note.claim.approved', values: { name } }, { id: 'note.claim.approvedBody' }, link, (locale) =>
          claimDecisionMessage(locale, true, `${publicUrl}${link}`, ''),
        );
        if (previous != null && previous !== claimant)
          await tell(db, previous, user.id, { id: 'note.claim.moved', values: { name } }, reason || undefined, link, (locale) =>
            ownershipMovedMessage(locale, `${publicUrl}${link}`, reason),
          );
      } else
        await tell(db, claimant, user.id, { id: 'note.claim.rejected', values: { name } }, reason, '/account/claims', (locale) =>
          claimDecisionMessage(locale, false, `${publicUrl}/account/claims`, reason),
        );
      return (await db.selectFrom(claims.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
    });
    if (committed === removed) throw new HttpError(410, listingRemoved);
    void mailQueue.flush();
    return committed;
  };
};
