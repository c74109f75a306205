/**
 * `npx tsx tests/bench/list-cpu.ts [--scale 1000000] [--seconds 8] [--who anonymous|signed-in|both] [--rounds 1] [--server dist/server/main.js]`:
 * the CPU one uncached list costs on each of the server's threads. On a shared machine req/s moves with the
 * other work on it; the CPU time the server's own threads spend per request does not, so this is the figure to
 * compare before and after a change. Each thread's time is read from /proc/<pid>/task/<tid>/stat before and
 * after a load of varied lists (as `npm run bench` asks them) and divided by the requests served.
 * Runs the bundle in dist/server (`node scripts/server-bundle.mjs`) on the database `npm run bench` seeded
 * (BENCH_DATA_DIR, default .tmp/bench-data). Extra node options (`--cpu-prof`) go in BENCH_NODE_OPTIONS.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { counties } from '../../src/registry/choices.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '8' },
    who: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '1' },
    // Another bundle (`node scripts/server-bundle.mjs dist/before` at an earlier commit), to compare runs in turn.
    server: { type: 'string', default: 'dist/server/main.js' },
  },
});
const dataDir = path.join(path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'), `sqlite-${args.scale}`);
const ticksPerSecond = 100; // USER_HZ on Linux
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let state = 20261127;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const variedList = () => {
  const page = Math.floor(random() * 50);
  const county = random() < 0.7 ? `county=${encodeURIComponent(pick(counties))}&` : '';
  return `/api/institutions/schools?${county}_sort=${pick(['name', 'rating', 'review_count', 'created_at'])}&_order=${pick(['asc', 'desc'])}&_start=${page * 20}&_end=${page * 20 + 20}`;
};

/** Each thread's name and CPU ticks (user + system). */
const threadTicks = (pid: number) => {
  const threads = new Map<number, { name: string; ticks: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the thread ended meanwhile
    }
  }
  return threads;
};

const port = 40_000 + Math.floor(Math.random() * 20_000);
const server = spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []), args.server], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'demo',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'Bench-admin-2026',
    TRUST_PROXY: 'loopback',
    PORT: String(port),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let started = Date.now(); ; await wait(50)) {
  if (Date.now() - started > 120_000) throw new Error('the server did not become ready');
  if (
    await fetch(`${base}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    )
  )
    break;
}
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'parent@elimuhub.co.ke', password: 'Elimu@2026' }),
});
const { token } = (await login.json()) as { token: string };

const load = (headers: Record<string, string>, seconds: number) =>
  new Promise<number>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 10,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: variedList(),
              headers: { ...request.headers, ...headers, 'x-forwarded-for': `10.0.${Math.floor(random() * 8)}.${1 + Math.floor(random() * 250)}` },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : result.non2xx ? reject(new Error(`${result.non2xx} answers were not 2xx`)) : resolve(result.requests.total)),
    ),
  );

const measure = async (who: string, headers: Record<string, string>) => {
  await load(headers, 2);
  const before = threadTicks(server.pid!);
  const served = await load(headers, Number(args.seconds));
  const after = threadTicks(server.pid!);
  const perRequest = (tid: number) => ((after.get(tid)!.ticks - (before.get(tid)?.ticks ?? 0)) / ticksPerSecond / served) * 1e6;
  // Threads are listed one by one (all but the main one are called "node"): the readers are the busiest of the
  // others, V8's collector threads the rest.
  const threads = [...after.keys()].map((tid) => [tid === server.pid ? 'main' : `t${tid - server.pid!}`, perRequest(tid)] as const);
  const total = threads.reduce((sum, [, us]) => sum + us, 0);
  const line = [...threads]
    .filter(([, us]) => us >= 10)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${us.toFixed(0)}`)
    .join(', ');
  console.log(`${who}: ${served} requests in ${args.seconds} s (load ${os.loadavg()[0]!.toFixed(1)}); µs a request: ${line}; all threads ${total.toFixed(0)}`);
};

try {
  for (let round = 0; round < Number(args.rounds); round++) {
    if (args.who !== 'signed-in') await measure('anonymous', {});
    if (args.who !== 'anonymous') await measure('signed in', { authorization: `Bearer ${token}` });
  }
} finally {
  server.kill('SIGTERM');
}
