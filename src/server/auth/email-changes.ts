/**
 * A change of sign-in email waits here until it is confirmed from the new address, and can then be undone from
 * the old one. Each change has two links, each a 128-bit token from the CSPRNG of which only the SHA-256 is kept:
 * the confirmation link, mailed to the new address at once and good for 24 hours, and the undo link, made when the
 * change takes effect, mailed to the old address and good for 7 days. Each works once: using it is one conditional
 * update, so two requests with the same link cannot both succeed. The session that asked for the change is kept
 * (its digest), so the member's own device stays signed in when the change takes effect.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { digest } from './sessions.ts';
import { nowDate } from '../../registry/clock.ts';

const hour = 60 * 60 * 1000;
export const confirmLifetimeMs = 24 * hour;
export const undoLifetimeMs = 7 * 24 * hour;

/** At most this many confirmation links go out for one account in 30 minutes, however often it asks. */
export const changesPerWindow = 3;
const windowMs = 30 * 60 * 1000;

const newToken = () => randomBytes(16).toString('base64url');

export interface EmailChange {
  token_hash: string;
  user_id: number;
  old_email: string;
  new_email: string;
  session_hash: string | null;
}

/** A confirmation link's token for the change, or null when the account has asked for too many recently. */
export const createEmailChange = async (db: Db, change: Omit<EmailChange, 'token_hash'>, at = nowDate()) => {
  // A change whose links have both run out is of no further use, even to explain why a link failed, a day on.
  const stale = new Date(at.getTime() - undoLifetimeMs - 24 * hour).toISOString();
  await db.deleteFrom('_email_changes').where('created_at', '<', stale).execute();
  const { recent } = await db
    .selectFrom('_email_changes')
    .select((eb) => eb.fn.countAll().as('recent'))
    .where('user_id', '=', change.user_id)
    .where('created_at', '>', new Date(at.getTime() - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent) >= changesPerWindow) return null;
  const token = newToken();
  await db
    .insertInto('_email_changes')
    .values({
      ...change,
      token_hash: digest(token),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + confirmLifetimeMs).toISOString(),
      used_at: null,
      undo_hash: null,
      undo_expires_at: null,
      undone_at: null,
    })
    .execute();
  return token;
};

const refused = (message: string) => new HttpError(400, message, { token: message });

/** Uses a confirmation link once and gives its change, or refuses with a reason a person can act on. */
export const consumeConfirmation = async (db: Db, token: string, at = nowDate()): Promise<EmailChange> => {
  const hash = digest(token);
  const now = at.toISOString();
  const used = await db
    .updateTable('_email_changes')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const row = await db.selectFrom('_email_changes').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) return row as EmailChange;
  if (!row) throw refused('This confirmation link is not valid. Ask for the change again from your account settings.');
  if (row.used_at) throw refused('This confirmation link has already been used or was replaced. Sign in to see your email address.');
  throw refused('This confirmation link has expired (links last 24 hours). Ask for the change again from your account settings.');
};

/** The change has taken effect: its undo link's token, for the old address. */
export const createUndo = async (db: Db, change: EmailChange, at = nowDate()) => {
  const token = newToken();
  await db
    .updateTable('_email_changes')
    .set({ undo_hash: digest(token), undo_expires_at: new Date(at.getTime() + undoLifetimeMs).toISOString() })
    .where('token_hash', '=', change.token_hash)
    .execute();
  return token;
};

/** Uses an undo link once and gives its change, or refuses with a reason a person can act on. */
export const consumeUndo = async (db: Db, token: string, at = nowDate()): Promise<EmailChange> => {
  const hash = digest(token);
  const now = at.toISOString();
  const used = await db
    .updateTable('_email_changes')
    .set({ undone_at: now })
    .where('undo_hash', '=', hash)
    .where('undone_at', 'is', null)
    .where('undo_expires_at', '>', now)
    .executeTakeFirst();
  const row = await db.selectFrom('_email_changes').selectAll().where('undo_hash', '=', hash).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) return row as EmailChange;
  if (!row) throw refused('This link is not valid. If your email was changed without you, reset your password and contact support.');
  if (row.undone_at) throw refused('This link has already been used: the change was undone.');
  throw refused('This link has expired (links last 7 days). If your email was changed without you, contact support.');
};

/** Every confirmation link still out for the account stops working (another change took effect, or was undone). */
export const revokeEmailChanges = (db: Db, userId: number, at = nowDate()) =>
  db.updateTable('_email_changes').set({ used_at: at.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
