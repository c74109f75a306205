/**
 * `npx tsx tests/bench/near-serial.ts [--scale 1000000] [--db sqlite|postgres] [--requests 200]`: the time of one list
 * near a point, nearest first, asked one after another through the list service on the bench's seeded database
 * (BENCH_DATA_DIR, BENCH_SCHEMA as `npm run bench`), at the points `npm run bench` asks about: what one request
 * costs, without the queue that ten connections make. Nothing is asserted.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getResource } from '../../src/registry/index.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { createCrud } from '../../src/server/crud/service.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { readWards } from '../../src/server/open-data/kenya-wards.ts';
import { postgresUrl } from './postgres-answers.ts';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '1000000' }, db: { type: 'string', default: 'sqlite' }, requests: { type: 'string', default: '200' } },
});
const root = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data');
const url = new URL(postgresUrl);
url.searchParams.set('options', `-c search_path=${process.env.BENCH_SCHEMA ?? `bench_${args.scale}`}`);
const dialect = await openDialect({
  dataDir: path.join(root, `${args.db}-${args.scale}`),
  databaseUrl: args.db === 'postgres' ? url.toString() : null,
  dbStatementTimeoutMs: 0,
});
const permissions = createPermissions(dialect.db);
await permissions.reload();
const crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name });
const schools = getResource('institutions/schools');
const wards = readWards('open-data');
let seed = 20261208;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const times: number[] = [];
for (let i = 0; i < Number(args.requests); i++) {
  const ward = wards[Math.floor(random() * wards.length)]!;
  const near = `${(ward.lat + (random() - 0.5) * 0.1).toFixed(4)},${(ward.lng + (random() - 0.5) * 0.1).toFixed(4)}`;
  const started = performance.now();
  await crud.find(null, schools, parseListQuery(schools, { near, _sort: 'distance' }));
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(1);
console.log(`${args.db}, ${args.scale} schools, ${times.length} lists near a point one after another: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
await dialect.close();
