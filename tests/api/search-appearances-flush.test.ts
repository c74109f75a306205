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
  appearances.add('institutions/schools', Array.from({ length: 1200 }, (_, i) => i + 1));
  // Requests arriving while the flush writes, each on its own turn of the event loop.
  let waiting = 10;
  const request = () => setImmediate(() => (events.push('request'), --waiting && request()));
  request();
  await appearances.close();
  const statements = events.flatMap((event, i) => (event.startsWith('statement') ? [[event, i] as const] : []));
  expect(statements.map(([event]) => event)).toEqual(['statement 500', 'statement 500', 'statement 200']);
  for (let i = 1; i < statements.length; i++) expect(events.slice(statements[i - 1]![1], statements[i]![1])).toContain('request');
});
