/**
 * Password-reset links: a 128-bit token from the CSPRNG goes out in an email; only its SHA-256 is stored, with
 * an expiry 30 minutes on. 128 bits cannot be guessed in 30 minutes, and keep the link short enough to stay on
 * one line of a plain-text email (a longer one gets wrapped and escaped, and breaks when copied from the file). A link works once: using it marks it used, and any new password (by a link, by the
 * account's owner or by an admin) and any deactivation makes every link still out for the account useless.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { digest } from './sessions.ts';
import { nowDate } from '../../registry/clock.ts';

export const resetLifetimeMs = 30 * 60 * 1000;

/** At most this many links go to one account in 30 minutes, however often someone asks. */
export const resetsPerWindow = 3;

/** A new link's token for the user, or null when the account has asked for too many recently. */
export const createResetToken = async (db: Db, userId: number, at = nowDate()) => {
  // Rows that expired a day ago are of no further use, even to explain why a link failed.
  await db
    .deleteFrom('_password_resets')
    .where('expires_at', '<', new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString())
    .execute();
  const { recent } = await db
    .selectFrom('_password_resets')
    .select((eb) => eb.fn.countAll().as('recent'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(at.getTime() - resetLifetimeMs).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent) >= resetsPerWindow) return null;
  const token = randomBytes(16).toString('base64url');
  await db
    .insertInto('_password_resets')
    .values({
      token_hash: digest(token),
      user_id: userId,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + resetLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
};

const refused = (message: string) => new HttpError(400, message, { token: message });

/**
 * Uses the link once and returns its user's id, or refuses with a reason a person can act on. The check and the
 * marking are one conditional update, so two requests with the same link cannot both succeed.
 */
export const consumeResetToken = async (db: Db, token: string, at = nowDate()) => {
  const hash = digest(token);
  const now = at.toISOString();
  const used = await db
    .updateTable('_password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) {
    const row = await db.selectFrom('_password_resets').select('user_id').where('token_hash', '=', hash).executeTakeFirstOrThrow();
    return row.user_id as number;
  }
  const row = await db.selectFrom('_password_resets').select(['used_at', 'expires_at']).where('token_hash', '=', hash).executeTakeFirst();
  if (!row) throw refused('This password reset link is not valid. Ask for a new one.');
  if (row.used_at) throw refused('This password reset link has already been used or was replaced. Ask for a new one if you still need it.');
  throw refused('This password reset link has expired (links last 30 minutes). Ask for a new one.');
};

/** Every link still out for the account stops working (after a new password or a deactivation). */
export const revokeResetTokens = (db: Db, userId: number, at = nowDate()) =>
  db.updateTable('_password_resets').set({ used_at: at.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
