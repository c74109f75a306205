/**
 * `npx tsx tests/bench/list-statements.ts [--scale 1000000]`: what preparing a list's statements costs one thread,
 * built and compiled by Kysely against bound from a shape compiled before (src/server/crud/list-shapes.ts), for
 * 5 000 varied school lists as a signed-in member and as a visitor. Reads the grants from the database `npm run
 * bench` seeded (BENCH_DATA_DIR, default .tmp/bench-data); nothing is run against it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getResource } from '../../src/registry/index.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { createCrud } from '../../src/server/crud/service.ts';
import { openDialect } from '../../src/server/db/dialect.ts';

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '1000000' } } });
const dialect = await openDialect({
  dataDir: path.join(path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'), `sqlite-${args.scale}`),
  databaseUrl: null,
});
const permissions = createPermissions(dialect.db, dialect.versions);
await permissions.reload();
const crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (x) => x });
const schools = getResource('institutions/schools');
// A member sees the public rows and their own: four statements (page, public page, two counts).
const user = { id: 3, name: 'Parent', email: 'parent@example.test', roles: ['subscriber'] };
const counties = ['Nakuru', 'Kisumu', 'Mombasa', 'Nairobi', 'Kiambu'];
const queries = Array.from({ length: 64 }, (_, i) =>
  parseListQuery(schools, {
    county: counties[i % 5],
    _sort: ['name', 'rating', 'review_count', 'created_at'][i % 4],
    _order: i % 2 ? 'asc' : 'desc',
    _start: String((i % 50) * 20),
    _end: String((i % 50) * 20 + 20),
  }),
);
/** µs a list for `work`, over 5 000 lists. */
const timed = (work: (query: (typeof queries)[number]) => void) => {
  const started = process.hrtime.bigint();
  for (let i = 0; i < 5000; i++) work(queries[i % queries.length]!);
  return (Number(process.hrtime.bigint() - started) / 5000 / 1000).toFixed(1);
};
// Three rounds: the first pays for the JIT and for compiling each shape once.
for (let round = 1; round <= 3; round++) {
  const built = timed((query) => {
    const { page, publicPage, counts } = crud.listQueries(user, schools, query);
    for (const statement of [page, publicPage, ...counts]) statement?.compile();
  });
  const bound = timed((query) => crud.compiledList(user, schools, query));
  const visitor = timed((query) => crud.compiledList(null, schools, query));
  console.log(`round ${round}: built and compiled ${built} µs, bound ${bound} µs (a visitor's ${visitor} µs)`);
}
await dialect.close();
