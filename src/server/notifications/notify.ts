/** A notification from the platform to one member, written in the caller's transaction. */
import { notifications } from '../../registry/resources/notifications.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';

export interface Note {
  to: number;
  /** The account that caused it (a moderator, an employer), or null for the platform itself. */
  from: number | null;
  title: string;
  body?: string;
  link?: string;
}

export const notify = async (db: Db, { to, from, title, body, link }: Note) => {
  const now = new Date().toISOString();
  await db
    .insertInto(notifications.table)
    .values({
      ...toColumns(notifications, { recipient_id: to, title: title.slice(0, 200), body: body?.slice(0, 3000) ?? null, link: link ?? null, read: false }),
      owner_id: from,
      created_at: now,
      updated_at: now,
    })
    .execute();
};
