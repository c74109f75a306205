/**
 * A notification as the server shows it to the signed-in member (src/registry/resources/notifications.ts): one
 * addressed to them (recipient_id is theirs) or one they sent (owner_id is theirs). Another member's account id
 * is never sent, so the other side's id is absent.
 */
import type { RowOf } from '../../../registry/row-type.ts';

export type NotificationRow = RowOf<'notifications/main'>;

/** Addressed to this member: only then may they mark it read (a sender may not). */
export const isForMe = (note: NotificationRow, userId: number) => note.recipient_id === userId;
