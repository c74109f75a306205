/**
 * A notification from the platform to one member, written in the caller's transaction, in the member's
 * language: what the platform says is a message of the catalogues (src/locales), what a person typed is kept
 * as they typed it.
 */
import { notifications } from '../../registry/resources/notifications.ts';
import { users } from '../../registry/resources/auth.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { say, type Values } from '../i18n/say.ts';
import type { Locale } from '../../registry/locales.ts';
import { nowIso } from '../../registry/clock.ts';

/** A message of the catalogues with its values, or (a function of the language) text made from several. */
export type Said = { id: string; values?: Values } | ((locale: Locale) => string);

export interface Note {
  to: number;
  /** The account that caused it (a moderator, an employer), or null for the platform itself. */
  from: number | null;
  title: Said;
  /** A string is someone's own words (an enquiry, a reason), shown as written. */
  body?: Said | string;
  link?: string;
}

const sayIn = (locale: Locale, said: Said | string) =>
  typeof said === 'string' ? said : typeof said === 'function' ? said(locale) : say(locale, said.id, said.values);

export const notify = async (db: Db, { to, from, title, body, link }: Note) => {
  const recipient = await db.selectFrom(users.table).select('locale').where('id', '=', to).executeTakeFirst();
  const locale = localeOf(recipient);
  const now = nowIso();
  await db
    .insertInto(notifications.table)
    .values({
      ...toColumns(notifications, {
        recipient_id: to,
        title: sayIn(locale, title).slice(0, 200),
        body: body === undefined ? null : sayIn(locale, body).slice(0, 3000),
        link: link ?? null,
        read: false,
      }),
      owner_id: from,
      created_at: now,
      updated_at: now,
    })
    .execute();
};
