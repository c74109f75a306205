/**
 * The directory's counts per filter choice (GET /api/institutions/schools/facets), timed without any response
 * cache: each request is counted afresh, as the first visitor to a combination of filters gets it — from the public
 * rows' columns held in memory (crud/facet-index.ts), once they are held, and from the database meanwhile and
 * for a search (both are timed; the time to hold the columns is printed too).
 *
 *   ADMIN_PASSWORD=Admin-2026-pass DATA_DIR=/tmp/big-facts npm run seed -- --scale 100000
 *   npx tsx tests/bench/facet-counts.ts --data-dir /tmp/big-facts            # SQLite
 *   DATABASE_URL=postgres://… npx tsx tests/bench/facet-counts.ts             # PostgreSQL
 *
 * Budget: p95 ≤ 50 ms per request at 100 000 schools.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getResource } from '../../src/registry/index.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { loadConfig } from '../../src/server/config.ts';
import { countFacets } from '../../src/server/crud/facet-counts.ts';
import { createFacetIndex } from '../../src/server/crud/facet-index.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { createCrud } from '../../src/server/crud/service.ts';
import { openDialect } from '../../src/server/db/dialect.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: '/tmp/big-facts' }, runs: { type: 'string', default: '20' } } });
const config = loadConfig(process.env, { dataDir: path.resolve(values['data-dir']), seed: 'none', logLevel: 'warn' });
const dialect = await openDialect(config);
const permissions = createPermissions(dialect.db);
await permissions.reload();
const crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name });
const schools = getResource('institutions/schools');

/** What parents send: nothing yet, a county, then a town and more choices, a fees ceiling, a search. */
const requests: Record<string, string>[] = [
  {},
  { county: 'Kiambu' },
  { county: 'Kiambu', city: 'Thika' },
  { county: 'Kiambu', city: 'Thika', boarding: 'Boarding', gender: 'Girls' },
  { county: 'Kiambu', boarding: 'Boarding', gender: 'Girls', cbc_levels: 'Senior Secondary', fees_min_lte: '150000' },
  { boarding: 'Boarding' },
  { gender: 'Mixed', curriculum: 'CBC' },
  { category: 'Private', facility_tags: 'Swimming pool' },
  { cbc_levels: 'Senior Secondary', kcse_mean_grade: 'B+' },
  { fees_min_lte: '50000', sponsor: 'Catholic' },
  { q: 'academy' },
  { q: 'academy', county: 'Nairobi', boarding: 'Day' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const total = Number(
  (
    await dialect.db
      .selectFrom(schools.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const index = createFacetIndex(crud, dialect.versions);
const holding = performance.now();
await index.ready(schools);
console.log(
  `${dialect.name}, ${total} schools, ${values.runs} runs of each request, no response cache; columns held in ${(performance.now() - holding).toFixed(0)} ms`,
);

const time = async (label: string, count: (query: ReturnType<typeof parseListQuery>) => Promise<unknown>) => {
  console.log(`\n${label}`);
  const all: number[] = [];
  for (const request of requests) {
    const query = parseListQuery(schools, request);
    await count(query); // warm the page cache, as a running server has it
    const times: number[] = [];
    for (let i = 0; i < Number(values.runs); i++) {
      const started = performance.now();
      await count(query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${(new URLSearchParams(request).toString() || '(no filter)').padEnd(100)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(`all requests: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (budget 50 ms)`);
};
await time('As served (GET …/facets: held columns, a search from the database)', (query) => index.count(null, schools, query));
await time('From the database alone (while the columns are rebuilt after a write)', (query) => countFacets(crud, null, schools, query));
await dialect.close();
