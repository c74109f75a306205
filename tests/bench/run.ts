/**
 * `npm run bench`: the API figures on a --scale 100000 database, as ratios to a bare Fastify route measured
 * in the same run (this machine is noisy; the ratio is what counts). Prints one table; nothing is asserted.
 *   BENCH_DATA_DIR (default .tmp/bench-data) keeps the large database between runs; BENCH_SECONDS per load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scale = 100_000;
const env = { ...process.env, DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench-admin-2026', DATABASE_URL: '' };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const schoolCount = () => {
  const file = path.join(dataDir, 'elimuhub.db');
  if (!fs.existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM institutions_schools').get() as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
};

const ensureDatabase = () => {
  if (schoolCount() >= scale) return null;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync('npx', ['tsx', 'src/server/db/seed/cli.ts', '--scale', String(scale)], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding failed');
  return Date.now() - started;
};

const untilHealthy = async (port: number, started: number) => {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not become healthy');
    await wait(20);
  }
};

const start = (command: string, args: string[], port: number): ChildProcess =>
  spawn(command, args, { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });

const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

type Load = autocannon.Result & { p95: number };

/** autocannon's summary has no 95th percentile; it is computed from every response time. */
const load = (url: string, requests?: autocannon.Request[], headers?: Record<string, string>) =>
  new Promise<Load>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections: 10, duration: seconds, requests, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ ...result, p95: times[Math.floor(times.length * 0.95)] ?? NaN });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

const main = async () => {
  const seedMs = ensureDatabase();

  // Cold start: `npm start` on the existing database until /api/health answers 200.
  const coldStarted = Date.now();
  const cold = start('npm', ['start'], 3301);
  const coldMs = await untilHealthy(3301, coldStarted);
  stop(cold);
  await wait(500);

  const bare = start(process.execPath, ['--import', 'tsx', 'tests/bench/bare-server.ts'], 3302);
  // The server as `npm start` runs it: the bundle the cold start above has just made.
  const server = start(process.execPath, ['dist/server/main.js'], 3303);
  await untilHealthy(3303, Date.now());
  await wait(300);
  const api = 'http://127.0.0.1:3303';
  const county = 'Nakuru';
  const ids = Array.from({ length: 200 }, (_, i) => 1 + Math.floor((i * 7919) % scale));
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid!))), 200);

  // Every browser asks for compressed answers; autocannon asks for none unless told. Both are measured.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const apiLoads = async (headers?: Record<string, string>) => ({
    list: await load(`${api}/api/institutions/schools?county=${county}&_sort=rating&_order=desc&_start=0&_end=20`, undefined, headers),
    search: await load(`${api}/api/institutions/schools?q=nakuru%20academy&_start=0&_end=20`, undefined, headers),
    byId: await load(api, ids.map((id) => ({ method: 'GET', path: `/api/institutions/schools/${id}`, headers })), headers),
  });
  const bareResult = await load('http://127.0.0.1:3302/');
  const asBrowser = await apiLoads(browser);
  const plain = await apiLoads();
  clearInterval(sampler);
  stop(bare);
  stop(server);

  const row = (name: string, r: Load) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s  ${(r.requests.average / bareResult.requests.average).toFixed(2).padStart(5)}×  p50 ${r.latency.p50} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`;
  console.log(`\nElimuHub API benchmark — ${scale} schools, ${seconds} s per load, 10 connections, ${new Date().toISOString()}`);
  if (seedMs !== null) console.log(`seed --scale ${scale}: ${(seedMs / 1000).toFixed(1)} s`);
  console.log(row('bare Fastify hello-world', bareResult));
  for (const [title, results] of [
    ['as a browser asks (Accept-Encoding: gzip, deflate, br)', asBrowser],
    ['without Accept-Encoding (uncompressed answers)', plain],
  ] as const) {
    console.log(title);
    console.log(row('  schools by county, rating desc', results.list));
    console.log(row('  schools q full-text search', results.search));
    console.log(row('  school by id', results.byId));
  }
  console.log(`peak server RSS under load: ${peakRss.toFixed(0)} MB`);
  console.log(`cold start (npm start → first 200 from /api/health): ${coldMs} ms`);
  process.exit(0);
};

await main();
