/**
 * Appearances of listings in public lists and searches, counted in memory and added to the daily counters every
 * few seconds, so the list path pays for a map update and never waits for a write. Each flush is one multi-row
 * upsert that adds to the stored count, which stays right when several instances flush into PostgreSQL at once.
 *
 * SQLite writes on the event loop's thread. At a million schools a busy interval brings tens of thousands of new
 * appearances, dozens of statements: run back to back they took a large share of the event loop for a while, and
 * every request answered then waited far longer (the 100-connection soak's p99; docs/benchmarks.md). The flush of
 * the timer spreads its statements over most of the interval instead; a flush someone waits for (an owner reading
 * the counters, a shutdown) writes at once, and hurries one under way.
 */
import { sql } from 'kysely';
import { getResource } from '../../registry/index.ts';
import type { Db } from '../db/dialect.ts';
import { nairobiToday } from '../../registry/clock.ts';
import { nowIso } from '../../registry/clock.ts';

const table = getResource('analytics/search-appearances').table;
/** Seven values a row: well under SQLite's limit on the values of one statement. */
const rowsPerStatement = 500;
/** The share of the interval the timer's flush spreads its statements over, and the longest pause between two. */
const spreadShare = 0.8;
const longestPauseMs = 250;

export interface SearchAppearances {
  add(resource: string, ids: readonly number[]): void;
  /** Writes what was counted so far (before an owner reads the counters, and on shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const createSearchAppearances = (db: Db, { everyMs = 5000, log }: { everyMs?: number; log: (error: unknown) => void }): SearchAppearances => {
  // "resource day" → listing id → appearances not yet written. Numbers as the inner keys: at a million schools
  // each list answer brings new ids, and a string key for each was a visible share of the list path's CPU.
  let pending = new Map<string, Map<number, number>>();
  let writing: Promise<void> = Promise.resolve();

  const addTo = (into: typeof pending, resourceDay: string, id: number, count: number) => {
    let counts = into.get(resourceDay);
    if (!counts) into.set(resourceDay, (counts = new Map()));
    counts.set(id, (counts.get(id) ?? 0) + count);
  };

  // Flushes someone waits for, under way or to come: while there are any, statements follow each other at once.
  let hurried = 0;
  const pause = (ms: number) => new Promise((resolve) => (hurried || !ms ? setImmediate(resolve) : setTimeout(resolve, ms)));

  const write = async (batch: typeof pending, spreadMs: number) => {
    const now = nowIso();
    // In the order of the unique index the upsert looks each row up in, so a statement's rows share its pages. In
    // the order they were counted, each row landed on a page of its own, which the statement wrote out again, so a
    // row cost several times more than sorted (docs/benchmarks.md).
    const rows = [...batch]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([resourceDay, counts]) => {
        const [resource, day] = resourceDay.split(' ');
        return [...Float64Array.from(counts.keys()).sort()].map((id) => ({
          resource,
          day,
          listing_id: id,
          count: counts.get(id)!,
          created_at: now,
          updated_at: now,
        }));
      });
    const statements = Math.ceil(rows.length / rowsPerStatement);
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      // Even at once, the requests waiting get their turn between two statements.
      if (start) await pause(Math.min(longestPauseMs, spreadMs / statements));
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

  /** Writes what was counted so far, its statements spread over `spreadMs`, or at once. */
  const flush = (spreadMs = 0) => {
    if (pending.size) {
      const batch = pending;
      pending = new Map();
      writing = writing.then(() =>
        write(batch, spreadMs).catch((error: unknown) => {
          // Kept for the next flush: a database that is away for a moment loses no counts.
          for (const [resourceDay, counts] of batch) for (const [id, count] of counts) addTo(pending, resourceDay, id, count);
          log(error);
        }),
      );
    }
    if (spreadMs) return writing;
    hurried++;
    return writing.finally(() => hurried--);
  };

  const timer = setInterval(() => void flush(everyMs * spreadShare), everyMs);
  timer.unref();

  return {
    add(resource, ids) {
      const resourceDay = `${resource} ${nairobiToday()}`;
      for (const id of ids) addTo(pending, resourceDay, id, 1);
    },
    flush: () => flush(),
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
