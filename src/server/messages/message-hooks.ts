/**
 * Direct messages only between people who have a reason to write (docs/messages.md): about a listing the
 * recipient owns, a job application or an order the two share, or in reply to a message the recipient sent the
 * writer about the same thing. Everything else is one 403 whose words do not depend on whether the recipient's id
 * is an account, so the answer tells nobody which ids exist. A recipient who blocked the writer refuses their
 * messages. The sender's name and what the message is about are written on it for the recipient.
 */
import { getResource } from '../../registry/index.ts';
import { listingAbouts, messageAbouts, type MessageAbout } from '../../registry/message-reasons.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { isStaff } from '../access/principal.ts';

export const noReasonToWrite = () =>
  new HttpError(
    403,
    'You can message someone only about a listing they keep, a job application or an order you share with them, or in reply to a message they sent you.',
  );

export const blockedByRecipient = () => new HttpError(403, 'This member has blocked messages from you, so your message was not sent.');

/** The thing a message is about: its title for the recipient, and the people it joins. */
interface Subject {
  title: string;
  /** Who may start a conversation about it, and with whom: pairs [writer, recipient] in both directions for the shared ones. */
  joins: (writer: number, recipient: number) => boolean;
}

const one = (db: Db, table: string, id: number, columns: string[]) =>
  db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst() as Promise<Record<string, unknown> | undefined>;

const between = (a: unknown, b: unknown) => (writer: number, recipient: number) =>
  a != null && b != null && a !== b && ((writer === a && recipient === b) || (writer === b && recipient === a));

const subjectOf = async (db: Db, type: MessageAbout, id: number): Promise<Subject | null> => {
  if (listingAbouts.includes(type)) {
    const listing = await one(db, getResource(messageAbouts[type]).table, id, ['name', 'owner_id', 'moderation']);
    // A listing the public cannot see is no reason to write, as its page is not there to write from.
    if (!listing || listing.moderation !== 'approved' || listing.owner_id == null) return null;
    return { title: String(listing.name), joins: (writer, recipient) => recipient === listing.owner_id && writer !== recipient };
  }
  if (type === 'application') {
    const application = await db
      .selectFrom('jobs_applications')
      .innerJoin('jobs_main', 'jobs_main.id', 'jobs_applications.job_id')
      .select(['jobs_applications.owner_id as applicant', 'jobs_main.owner_id as employer', 'jobs_main.title as title'])
      .where('jobs_applications.id', '=', id)
      .executeTakeFirst();
    return application ? { title: String(application.title), joins: between(application.applicant, application.employer) } : null;
  }
  const order = await db
    .selectFrom('shop_orders')
    .innerJoin('shop_shops', 'shop_shops.id', 'shop_orders.shop_id')
    .select(['shop_orders.owner_id as buyer', 'shop_shops.owner_id as vendor', 'shop_shops.name as shop'])
    .where('shop_orders.id', '=', id)
    .executeTakeFirst();
  return order ? { title: `Order #${id} · ${String(order.shop)}`, joins: between(order.buyer, order.vendor) } : null;
};

/** The recipient wrote to the writer about the same thing before: the writer may answer. */
const inConversation = async (db: Db, writer: number, recipient: number, type: string, id: number) =>
  Boolean(
    await db
      .selectFrom('notifications_messages')
      .select('id')
      .where('owner_id', '=', recipient)
      .where('recipient_id', '=', writer)
      .where('about_type', '=', type)
      .where('about_id', '=', id)
      .executeTakeFirst(),
  );

export const hasBlocked = async (db: Db, recipient: number, writer: number) =>
  Boolean(await db.selectFrom('notifications_blocks').select('id').where('owner_id', '=', recipient).where('blocked_id', '=', writer).executeTakeFirst());

export const messagesNeedAReason: BehaviourHooks<'messages-need-a-reason'> = {
  'notifications/messages': {
    async beforeCreate(values, { db, user }) {
      const writer = Number(values.owner_id);
      const recipient = Number(values.recipient_id);
      const type = values.about_type as MessageAbout;
      const id = Number(values.about_id);
      const subject = await subjectOf(db, type, id);
      // Staff write to members about anything they look after; they still name what it is about.
      const reason = subject && (isStaff(user) || subject.joins(writer, recipient) || (await inConversation(db, writer, recipient, type, id)));
      if (!reason) throw noReasonToWrite();
      const sender = await db.selectFrom('auth_users').select('name').where('id', '=', writer).executeTakeFirst();
      // Read only once a reason is found: a missing account has none, so it is refused above in the same words.
      if (!(await db.selectFrom('auth_users').select('id').where('id', '=', recipient).executeTakeFirst())) throw noReasonToWrite();
      if (await hasBlocked(db, recipient, writer)) throw blockedByRecipient();
      values.sender_name = String(sender?.name ?? '');
      values.about_title = subject.title.slice(0, 200);
    },
  },
};
