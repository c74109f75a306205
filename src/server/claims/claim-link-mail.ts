/**
 * Sending a claim's verification link: a fresh token written into the claim (the old link stops working) and the
 * mail queued to the claim's address in the claimant's language. Every address gets at most
 * `claimLinksPerAddress` links a day across all claims and accounts, counted before anything is written.
 */
import { now, nowIso } from '../../registry/clock.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { users } from '../../registry/resources/auth.ts';
import type { User } from '../access/principal.ts';
import type { Counters } from '../abuse/counters.ts';
import type { AbuseLimits } from '../abuse/limits.ts';
import { createMailsPerAddress } from '../abuse/mails-per-address.ts';
import { audit } from '../crud/audit.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { claimLinkMessage } from '../mail/claim-messages.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { claimLinkLifetimeMs, newToken } from './claim-tokens.ts';

const hourMs = 60 * 60 * 1000;

export interface ClaimLinkMailDeps {
  db: Db;
  mailQueue: MailQueue;
  counters: Counters;
  limits: Pick<AbuseLimits, 'claimLinksPerAddress'>;
  publicUrl: string;
}

export const createClaimLinkMail = ({ db, mailQueue, counters, limits, publicUrl }: ClaimLinkMailDeps) => {
  const perAddress = createMailsPerAddress(counters, 'claim-link', limits.claimLinksPerAddress);
  return {
    perAddress,
    /**
     * Writes a fresh link into the claim and queues it to the claim's address; `audited` records a resend (the
     * first link goes with the claim's own creation). The address's count is taken by the caller beforehand.
     */
    async send(claim: Row, user: User, sentBefore: string[], audited: boolean) {
      const { token, hash } = newToken();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable(claims.table)
          .set({
            token_hash: hash,
            token_expires_at: new Date(now() + claimLinkLifetimeMs).toISOString(),
            emails_sent_at: JSON.stringify([...sentBefore, at].slice(-10)),
            updated_at: at,
          })
          .where('id', '=', claim.id as number)
          .execute();
        if (audited)
          await audit(trx, user.id, {
            resource: claims,
            id: claim.id as number,
            action: 'update',
            fields: ['token_hash', 'token_expires_at', 'emails_sent_at'],
          });
        const account = await trx.selectFrom(users.table).select('locale').where('id', '=', user.id).executeTakeFirst();
        const link = `${publicUrl}/claims/verify?token=${encodeURIComponent(token)}`;
        await mailQueue.enqueue(trx, { to: String(claim.email), ...claimLinkMessage(localeOf(account), link, claimLinkLifetimeMs / hourMs) });
      });
      void mailQueue.flush();
    },
  };
};

export type ClaimLinkMail = ReturnType<typeof createClaimLinkMail>;
