/**
 * Appearances of listings in public lists and searches, counted in memory and added to the daily counters every
 * few seconds, so the list path pays for a map update and never waits for a write. Each flush is one multi-row
 * upsert that adds to the stored count, which stays right when several instances flush into PostgreSQL at once.
 */
import { sql } from 'kysely';
import { getResource } from '../../registry/index.ts';
import type { Db } from '../db/dialect.ts';
import { nairobiToday } from '../../registry/dashboard-period.ts';

const table = getResource('analytics/search-appearances').table;
/** Seven values a row: well under SQLite's limit on the values of one statement. */
const rowsPerStatement = 500;

export interface SearchAppearances {
  add(resource: string, ids: readonly number[]): void;
  /** Writes what was counted so far (before an owner reads the counters, and on shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const createSearchAppearances = (db: Db, { everyMs = 5000, log }: { everyMs?: number; log: (error: unknown) => void }): SearchAppearances => {
  // "resource day" → listing id → appearances not yet written. Numbers as the inner keys: at a million schools
  // each list answer brings new ids, and a string key for each was 3 % of the list path.
  let pending = new Map<string, Map<number, number>>();
  let writing: Promise<void> = Promise.resolve();

  const addTo = (into: typeof pending, resourceDay: string, id: number, count: number) => {
    let counts = into.get(resourceDay);
    if (!counts) into.set(resourceDay, (counts = new Map()));
    counts.set(id, (counts.get(id) ?? 0) + count);
  };

  const write = async (batch: typeof pending) => {
    const now = new Date().toISOString();
    const rows = [...batch].flatMap(([resourceDay, counts]) => {
      const [resource, day] = resourceDay.split(' ');
      return [...counts].map(([id, count]) => ({ resource, day, listing_id: id, count, created_at: now, updated_at: now }));
    });
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      // SQLite writes on the event loop's thread, about 3 ms a statement at a million schools: a flush of the
      // 80 000 appearances five busy seconds can bring, run in one go, held every request for half a second.
      // Between two statements the requests waiting get their turn.
      if (start) await new Promise((resolve) => setImmediate(resolve));
      await db
        .insertInto(table)
        .values(rows.slice(start, start + rowsPerStatement))
        .onConflict((conflict) =>
          conflict.columns(['resource', 'listing_id', 'day']).doUpdateSet({
            count: sql`${sql.ref(`${table}.count`)} + excluded.count`,
            updated_at: now,
          }),
        )
        .execute();
    }
  };

  const flush = () => {
    if (!pending.size) return writing;
    const batch = pending;
    pending = new Map();
    writing = writing.then(() =>
      write(batch).catch((error: unknown) => {
        // Kept for the next flush: a database that is away for a moment loses no counts.
        for (const [resourceDay, counts] of batch) for (const [id, count] of counts) addTo(pending, resourceDay, id, count);
        log(error);
      }),
    );
    return writing;
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    add(resource, ids) {
      const resourceDay = `${resource} ${nairobiToday()}`;
      for (const id of ids) addTo(pending, resourceDay, id, 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
