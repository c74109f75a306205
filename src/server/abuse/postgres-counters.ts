/**
 * Counters in PostgreSQL, shared by every instance on the database when there is no Redis. One upsert adds to a
 * counter, or starts it again when its window is over, and returns it: atomic under concurrent requests.
 * Windows that are over are deleted now and then.
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect.ts';
import { none, type Count, type Counters } from './counters.ts';
import { now } from '../../registry/clock.ts';

export const postgresCounters = (db: Db): Counters => {
  let additions = 0;
  // Built with the query builder, not as raw SQL: a raw statement could write any table, so it would count as a
  // change to all of them and clear every answer kept for visitors, on every instance, at each counted request.
  const sweep = () =>
    db
      .deleteFrom('_counters')
      .where('until_ms', '<', now())
      .execute()
      .catch(() => undefined);
  return {
    async add(key, amount, windowMs) {
      const at = now();
      if (++additions % 1000 === 0) void sweep();
      const row = await db
        .insertInto('_counters')
        .values({ key, total: amount, until_ms: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            total: sql`CASE WHEN _counters.until_ms <= ${at} THEN ${amount} ELSE _counters.total + ${amount} END`,
            until_ms: sql`CASE WHEN _counters.until_ms <= ${at} THEN ${at + windowMs} ELSE _counters.until_ms END`,
          }),
        )
        .returning(['total', 'until_ms'])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), resetMs: Number(row.until_ms) - at };
    },
    async peek(key): Promise<Count> {
      const at = now();
      const row = await db.selectFrom('_counters').select(['total', 'until_ms']).where('key', '=', key).where('until_ms', '>', at).executeTakeFirst();
      return row ? { total: Number(row.total), resetMs: Number(row.until_ms) - at } : none;
    },
    async clear(key) {
      await db.deleteFrom('_counters').where('key', '=', key).execute();
    },
    async close() {},
  };
};
