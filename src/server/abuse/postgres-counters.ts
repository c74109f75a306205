/**
 * Counters in PostgreSQL, shared by every instance on the database when there is no Redis. One upsert adds to a
 * counter, or starts it again when its window is over, and returns it: atomic under concurrent requests.
 * Windows that are over are deleted now and then.
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect.ts';
import { none, type Count, type Counters } from './counters.ts';

export const postgresCounters = (db: Db): Counters => {
  let additions = 0;
  const sweep = () => sql`DELETE FROM _counters WHERE until_ms < ${Date.now()}`.execute(db).catch(() => undefined);
  return {
    async add(key, amount, windowMs) {
      const at = Date.now();
      if (++additions % 1000 === 0) void sweep();
      const { rows } = await sql<{ total: number; until_ms: string }>`
        INSERT INTO _counters (key, total, until_ms) VALUES (${key}, ${amount}, ${at + windowMs})
        ON CONFLICT (key) DO UPDATE SET
          total = CASE WHEN _counters.until_ms <= ${at} THEN ${amount} ELSE _counters.total + ${amount} END,
          until_ms = CASE WHEN _counters.until_ms <= ${at} THEN ${at + windowMs} ELSE _counters.until_ms END
        RETURNING total, until_ms`.execute(db);
      return { total: Number(rows[0]!.total), resetMs: Number(rows[0]!.until_ms) - at };
    },
    async peek(key): Promise<Count> {
      const at = Date.now();
      const row = await db.selectFrom('_counters').select(['total', 'until_ms']).where('key', '=', key).where('until_ms', '>', at).executeTakeFirst();
      return row ? { total: Number(row.total), resetMs: Number(row.until_ms) - at } : none;
    },
    async clear(key) {
      await db.deleteFrom('_counters').where('key', '=', key).execute();
    },
    async close() {},
  };
};
