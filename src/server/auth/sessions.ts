/**
 * Sign-in sessions: an opaque 256-bit token from the CSPRNG goes to the client; only its SHA-256 is stored,
 * so a leaked database does not sign anyone in. Logout deletes the row; a new password, a new email, a
 * deactivation or a reactivation deletes the user's others (see user-hooks.ts and account-routes.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { currentPerks } from '../plans/current-plan.ts';
import { nowDate, nowIso } from '../../registry/clock.ts';

const lifetimeMs = 30 * 24 * 60 * 60 * 1000;

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const createSession = async (db: Db, userId: number) => {
  const token = randomBytes(32).toString('base64url');
  const created = nowDate();
  await db
    .insertInto('_sessions')
    .values({
      token_hash: digest(token),
      user_id: userId,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + lifetimeMs).toISOString(),
    })
    .execute();
  return token;
};

/** The lookup of a session by its token's digest: the active account it signs in, its current perks, and its end. */
export const sessionQuery = (db: Db, tokenHash: string) =>
  db
    .selectFrom('_sessions')
    .innerJoin('auth_users', 'auth_users.id', '_sessions.user_id')
    .select(['auth_users.id', 'auth_users.name', 'auth_users.email', 'auth_users.roles', '_sessions.expires_at'])
    .select((eb) => currentPerks(eb, eb.ref('auth_users.id')).as('perks'))
    .where('_sessions.token_hash', '=', tokenHash)
    .where('_sessions.expires_at', '>', nowIso())
    .where('auth_users.active', '=', 1);

/** The active account a token's digest signs in and when its session ends, or null when it is unknown or over. */
export const readSession = async (db: Db, tokenHash: string): Promise<{ user: User; expiresAt: string } | null> => {
  const row = await sessionQuery(db, tokenHash).executeTakeFirst();
  return row
    ? {
        user: { id: row.id, name: row.name, email: row.email, roles: JSON.parse(row.roles ?? '[]'), perks: JSON.parse(row.perks ?? '[]') },
        expiresAt: row.expires_at,
      }
    : null;
};

/** The active account a token signs in, or null when its session is unknown or over. */
export const findSession = async (db: Db, token: string): Promise<User | null> => (await readSession(db, digest(token)))?.user ?? null;

export const revokeSession = (db: Db, token: string) => db.deleteFrom('_sessions').where('token_hash', '=', digest(token)).execute();

export const revokeUserSessions = (db: Db, userId: number) => db.deleteFrom('_sessions').where('user_id', '=', userId).execute();

/** Signs a user out everywhere except the session that `keepToken` belongs to. */
export const revokeOtherSessions = (db: Db, userId: number, keepToken: string) =>
  db.deleteFrom('_sessions').where('user_id', '=', userId).where('token_hash', '!=', digest(keepToken)).execute();
