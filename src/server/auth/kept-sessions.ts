/**
 * The account a token signs in, kept between requests: reading it was a statement on a reader thread for every
 * signed-in request, as costly as the rest of a list. A kept session serves only while no write has touched a table
 * its lookup reads (a sign-out, a deactivation, a new role or plan: db/versioned-cache.ts), before it expires, and on
 * the day it was read (a plan's perks end with its last day).
 *
 * Kept only where the database tells of writes made outside the server too (SQLite's data_version), so an account
 * deactivated by a script is still signed out at once. PostgreSQL's change feed hears other instances, not
 * scripts: there every request reads its session.
 */
import type { User } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { tablesIn, type TableVersions } from '../db/table-versions.ts';
import { VersionedCache } from '../db/versioned-cache.ts';
import { today } from '../plans/current-plan.ts';
import { digest, findSession, readSession, sessionQuery } from './sessions.ts';
import { nowIso } from '../../registry/clock.ts';

export const keptSessions = (db: Db, versions: TableVersions) => {
  if (!versions.outside) return (token: string) => findSession(db, token);
  const tables = [...tablesIn(sessionQuery(db, '').compile().query)];
  // Unknown tokens are kept too (as no user): a client repeating a stale token costs no read either.
  const sessions = new VersionedCache<{ user: User | null; expiresAt: string }>(versions, { max: 10_000 });
  return async (token: string): Promise<User | null> => {
    const hash = digest(token);
    const { value } = await sessions.read(`${today()} ${hash}`, tables, async () => (await readSession(db, hash)) ?? { user: null, expiresAt: '' });
    return value.user && value.expiresAt > nowIso() ? value.user : null;
  };
};
