/** Facts the server records itself for the admin's analytics: account activity and searches. */
import type { Db } from '../db/dialect.ts';
import { nowIso } from '../../registry/clock.ts';

const stamp = () => {
  const now = nowIso();
  return { created_at: now, updated_at: now };
};

export const recordActivity = (db: Db, userId: number, action: string, details: string | null = null) =>
  db
    .insertInto('analytics_user_activity')
    .values({ owner_id: userId, action, details, ...stamp() })
    .execute();

export const recordSearch = (db: Db, userId: number | null, query: string, resource: string, results: number) =>
  db
    .insertInto('analytics_search_queries')
    .values({ owner_id: userId, query: query.slice(0, 200), resource, results, ...stamp() })
    .execute();
