/**
 * Tells a listing's owner that someone asked to manage it (a dispute): an in-app notification and an email in the
 * owner's language, saying editors will decide. The owner is heard through the contact page; nothing changes
 * until an editor approves the claim.
 */
import type { ClaimedKind } from '../../registry/listing-claims.ts';
import { users } from '../../registry/resources/auth.ts';
import type { Db } from '../db/dialect.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { disputeOpenedMessage } from '../mail/claim-messages.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { notify } from '../notifications/notify.ts';

export const createDisputeNotice =
  ({ db, mailQueue, publicUrl }: { db: Db; mailQueue: MailQueue; publicUrl: string }) =>
  async (ownerId: number, from: number, kind: ClaimedKind, id: number, listingName: string) => {
    const name = listingName.slice(0, 80);
    const link = `/institutions/${kind}/${id}`;
    await db.transaction().execute(async (trx) => {
      await notify(trx, { to: ownerId, from, title: { id: 'note.claim.disputed', values: { name } }, body: { id: 'note.claim.disputedBody' }, link });
      const owner = await trx.selectFrom(users.table).select(['email', 'locale']).where('id', '=', ownerId).executeTakeFirst();
      if (owner?.email) await mailQueue.enqueue(trx, { to: String(owner.email), ...disputeOpenedMessage(localeOf(owner), name, `${publicUrl}${link}`) });
    });
    void mailQueue.flush();
  };

export type DisputeNotice = ReturnType<typeof createDisputeNotice>;
