/** A flush of many appearances lets the requests waiting meanwhile run between its statements. */
import { expect, it } from 'vitest';
import { createSearchAppearances } from '../../src/server/analytics/search-appearances.ts';
import type { Db } from '../../src/server/db/dialect.ts';

it('writes 500 rows a statement and gives the event loop a turn between two statements', async () => {
  const events: string[] = [];
  // Statements that finish at once, as better-sqlite3's do on the event loop's thread.
  const db = {
    insertInto: () => ({
      values: (rows: unknown[]) => ({ onConflict: () => ({ execute: async () => void events.push(`statement ${rows.length}`) }) }),
    }),
  } as unknown as Db;
  const appearances = createSearchAppearances(db, { everyMs: 60_000, log: (error) => events.push(`error ${String(error)}`) });
  appearances.add(
    'institutions/schools',
    Array.from({ length: 1200 }, (_, i) => i + 1),
  );
  // Requests arriving while the flush writes, each on its own turn of the event loop.
  let waiting = 10;
  const request = () => setImmediate(() => (events.push('request'), --waiting && request()));
  request();
  await appearances.close();
  const statements = events.flatMap((event, i) => (event.startsWith('statement') ? [[event, i] as const] : []));
  expect(statements.map(([event]) => event)).toEqual(['statement 500', 'statement 500', 'statement 200']);
  for (let i = 1; i < statements.length; i++) expect(events.slice(statements[i - 1]![1], statements[i]![1])).toContain('request');
});

it('keeps the counts of a failed write for the next flush, added to those counted meanwhile', async () => {
  const written: { resource: string; day: string; listing_id: number; count: number }[][] = [];
  let fail = true;
  const db = {
    insertInto: () => ({
      values: (rows: (typeof written)[number]) => ({
        onConflict: () => ({
          execute: async () => {
            if (fail) throw new Error('database away');
            written.push(rows);
          },
        }),
      }),
    }),
  } as unknown as Db;
  const errors: unknown[] = [];
  const appearances = createSearchAppearances(db, { everyMs: 60_000, log: (error) => errors.push(error) });
  appearances.add('institutions/schools', [7, 8]);
  appearances.add('institutions/schools', [7]);
  await appearances.flush();
  expect(errors).toHaveLength(1);
  fail = false;
  appearances.add('jobs/main', [7]);
  appearances.add('institutions/schools', [8]);
  await appearances.close();
  const counts = written.flat().map(({ resource, listing_id, count }) => `${resource} ${listing_id} ${count}`);
  expect(counts.sort()).toEqual(['institutions/schools 7 2', 'institutions/schools 8 2', 'jobs/main 7 1']);
  expect(new Set(written.flat().map(({ day }) => day)).size).toBe(1);
});

/** A database whose statements finish at once, recording when each ran and its rows. */
const recording = () => {
  const statements: { at: number; rows: { resource: string; listing_id: number }[] }[] = [];
  const db = {
    insertInto: () => ({
      values: (rows: (typeof statements)[number]['rows']) => ({ onConflict: () => ({ execute: async () => void statements.push({ at: Date.now(), rows }) }) }),
    }),
  } as unknown as Db;
  return { db, statements };
};

it('writes the rows in the order of the unique index: by kind of listing, then id', async () => {
  const { db, statements } = recording();
  const appearances = createSearchAppearances(db, { everyMs: 60_000, log: () => undefined });
  appearances.add('jobs/main', [30, 2, 11]);
  appearances.add('institutions/schools', [900, 5, 70, 5]);
  await appearances.close();
  expect(statements.flatMap(({ rows }) => rows.map(({ resource, listing_id }) => `${resource} ${listing_id}`))).toEqual([
    'institutions/schools 5',
    'institutions/schools 70',
    'institutions/schools 900',
    'jobs/main 2',
    'jobs/main 11',
    'jobs/main 30',
  ]);
});

it("spreads the timer's flush over most of its interval, and writes at once for someone waiting", async () => {
  const { db, statements } = recording();
  const appearances = createSearchAppearances(db, { everyMs: 1000, log: () => undefined });
  appearances.add(
    'institutions/schools',
    Array.from({ length: 2000 }, (_, i) => i + 1),
  );
  // The timer's flush: four statements 200 ms apart.
  for (const stop = Date.now() + 5000; !statements.length && Date.now() < stop;) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(statements).toHaveLength(1);
  // An owner reading the counters now does not wait the 600 ms the rest of the spread would take.
  appearances.add('institutions/schools', [5000]);
  const asked = Date.now();
  await appearances.flush();
  expect(Date.now() - asked).toBeLessThan(450);
  expect(statements.flatMap(({ rows }) => rows)).toHaveLength(2001);
  expect(statements[statements.length - 1]!.at - statements[0]!.at).toBeGreaterThan(150);
  await appearances.close();
});
