/**
 * Blocking a sender: a member blocks from a message they received (they never see the sender's account id), and
 * the server writes down whose it was. Their later messages to the member are refused (message-hooks.ts).
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import { HttpError } from '../http-error.ts';

export const blocksAMessagesSender: BehaviourHooks<'blocks-a-messages-sender'> = {
  'notifications/blocks': {
    async beforeCreate(values, { db }) {
      const message = await db
        .selectFrom('notifications_messages')
        .select(['owner_id', 'recipient_id', 'sender_name'])
        .where('id', '=', Number(values.message_id))
        .executeTakeFirst();
      if (!message || message.recipient_id !== values.owner_id)
        throw new HttpError(403, 'Block a sender from a message they sent you.', { message_id: 'Not a message you received.' });
      const already = await db
        .selectFrom('notifications_blocks')
        .select('id')
        .where('owner_id', '=', Number(values.owner_id))
        .where('blocked_id', '=', Number(message.owner_id))
        .executeTakeFirst();
      if (already) throw new HttpError(409, 'You have already blocked this sender.', { message_id: 'Blocked already.' });
      values.blocked_id = message.owner_id;
      values.blocked_name = message.sender_name;
    },
  },
};
