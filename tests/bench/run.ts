/**
 * `npm run bench [-- --scale 100000 --db sqlite|postgres|both --seconds 10 --soak 60 --only soak]`: the API's figures in one table,
 * same run, same machine, each load as a ratio to a bare Fastify route measured in that run (the machine is
 * noisy; the ratio is what counts). Real traffic is a long tail of different lists, so besides the cached
 * answer every load varies its requests (a fixed random seed keeps runs comparable): county, page and sort,
 * anonymous and signed in; common and rare search words; records by id; schools near a point, nearest first; the
 * worst request the API accepts;
 * health while 8 of those run; and a 100-connection soak of reads and writes. Nothing is asserted.
 *   BENCH_DATA_DIR (default .tmp/bench-data) keeps the seeded databases between runs, BENCH_SCHEMA (default bench_<scale>)
 * the PostgreSQL one. `--only` runs just the loads
 * whose names contain one of its comma-separated words, to measure one change quickly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { counties } from '../../src/registry/choices.ts';
import { postgresAnswers, postgresUrl } from './postgres-answers.ts';
import { readWards } from '../../src/server/open-data/kenya-wards.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    soak: { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});
const scale = Number(args.scale);
const seconds = Number(args.seconds);
const soakSeconds = Number(args.soak);
const chosen = (name: string) => !args.only || args.only.split(',').some((word) => name.includes(word));
const root = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-data');
// Several checkouts on one machine may each seed their own PostgreSQL copy: BENCH_SCHEMA names it.
const schema = process.env.BENCH_SCHEMA ?? `bench_${scale}`;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small deterministic generator (mulberry32), so every run asks the same sequence of requests. */
const random = (() => {
  let state = 20261123;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const sorts = ['name', 'rating', 'review_count', 'created_at'];
const variedList = () => {
  const page = Math.floor(random() * 50);
  const county = random() < 0.7 ? `county=${encodeURIComponent(pick(counties))}&` : '';
  return `/api/institutions/schools?${county}_sort=${pick(sorts)}&_order=${pick(['asc', 'desc'])}&_start=${page * 20}&_end=${page * 20 + 20}`;
};
// A search's cost is the index reading its words; a county, sort and page vary the request, so the response cache
// rarely answers it. Common words each match thousands of schools; a rare one (a school's number, a place from the
// demo data) a handful.
const commonWords = ['school', 'academy', 'nairobi', 'primary', 'high', 'junior', 'secondary', 'centre'];
const rareWords = () => (random() < 0.8 ? String(1 + Math.floor(random() * scale)) : pick(['hills', 'kileleshwa', 'mwingi', 'loitoktok']));
const search = (word: () => string) => () => {
  const start = Math.floor(random() * 5) * 20;
  const county = random() < 0.5 ? `county=${encodeURIComponent(pick(counties))}&` : '';
  const sort = random() < 0.5 ? `_sort=${pick(sorts)}&_order=${pick(['asc', 'desc'])}&` : '';
  return `/api/institutions/schools?${county}${sort}q=${word()}&_start=${start}&_end=${start + 20}`;
};
const byId = () => `/api/institutions/schools/${1 + Math.floor(random() * scale)}`;
/** The costliest list the limits still accept: many values on an unindexed filter, substrings, the deepest page. */
const worst = () =>
  `/api/institutions/schools?${counties
    .slice(0, 20)
    .map((c) => `county=${encodeURIComponent(c)}`)
    .join(
      '&',
    )}&cbc_levels=Primary&cbc_levels=Pre-Primary&cbc_levels=Junior%20Secondary&name_like=${pick(['ac', 'sc', 'hi', 'mo', 'ki'])}&name_like=ol&_sort=review_count&_order=desc&_start=10000&_end=10020`;

// Where people ask from: a ward's centroid, drawn alike, so towns (many small wards) are asked about most, as the
// scale seed's schools crowd there; moved by up to about 5 km, and the default radius of 25 km.
const wards = readWards('open-data');
const nearby = () => {
  const ward = pick(wards);
  const jitter = () => (random() - 0.5) * 0.1;
  return `/api/institutions/schools?near=${(ward.lat + jitter()).toFixed(4)},${(ward.lng + jitter()).toFixed(4)}&_sort=distance`;
};

interface Target {
  db: 'sqlite' | 'postgres';
  env: NodeJS.ProcessEnv;
}

const targetFor = (db: 'sqlite' | 'postgres'): Target => {
  const dataDir = path.join(root, `${db}-${scale}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: db === 'postgres' ? url.toString() : '',
      SEED: 'demo',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-admin-2026',
      // As behind a reverse proxy: each request names its visitor's address (see `visitor`), and the default limits
      // per address apply, as they would to that many people.
      TRUST_PROXY: 'loopback',
    },
  };
};

const schoolCount = async (target: Target) => {
  if (target.db === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const file = path.join(target.env.DATA_DIR!, 'elimuhub.db');
    if (!fs.existsSync(file)) return 0;
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM institutions_schools').get() as { n: number }).n;
    } catch {
      return 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    return Number((await client.query(`SELECT COUNT(*) AS n FROM ${schema}.institutions_schools`)).rows[0].n);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
};

/** Seeds the target at this scale unless it is already; returns the seconds it took, or null. */
const ensureSeeded = async (target: Target) => {
  if ((await schoolCount(target)) >= scale) return null;
  fs.rmSync(target.env.DATA_DIR!, { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync(process.execPath, ['dist/server/db/seed/cli.js', '--scale', String(scale)], { env: target.env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`seeding ${target.db} failed`);
  return (Date.now() - started) / 1000;
};

/** A port no other process listens on (other people may be running this bench on the same machine). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Starts a server; its log (warnings and errors: why an answer was an error) goes to `log`, if given. */
const start = (args: string[], env: NodeJS.ProcessEnv, port: number, log?: string): ChildProcess =>
  spawn(process.execPath, args, { env: { ...env, PORT: String(port) }, stdio: ['ignore', log ? fs.openSync(log, 'w') : 'ignore', 'inherit'], detached: true });

const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};

const untilHealthy = async (port: number) => {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not become ready');
    await wait(20);
  }
};

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Load {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** How many answers had each status other than 2xx, e.g. `503×66`: what the errors were. */
  statuses: string;
}

/** A visitor's address, one of 2 000, given as a reverse proxy would give it. */
const visitor = () => {
  const n = Math.floor(random() * 2000);
  return { 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${1 + (n % 250)}` };
};

/** One load: `next` gives each request (path, and optionally method, body, headers). */
const load = (
  base: string,
  next: () => { path: string; method?: string; body?: string; headers?: Record<string, string> },
  options: { connections?: number; duration?: number } = {},
) =>
  new Promise<Load>((resolve, reject) => {
    const times: number[] = [];
    const failed = new Map<number, number>();
    const instance = autocannon(
      {
        url: base,
        connections: options.connections ?? 10,
        duration: options.duration ?? seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const { path, method = 'GET', body, headers } = next();
              return {
                ...request,
                path,
                method,
                headers: { ...request.headers, ...visitor(), ...headers },
                ...(body === undefined ? {} : { body }),
              } as typeof request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
        const statuses = [...failed].map(([status, n]) => `${status}×${n}`).join(' ');
        resolve({
          rps: result.requests.average,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status > 299) failed.set(status, (failed.get(status) ?? 0) + 1);
    });
  });

const signIn = async (base: string) => {
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'parent@elimuhub.co.ke', password: 'Elimu@2026' }),
  });
  const { token } = (await reply.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
};

/**
 * Waits (up to 30 s) until the database runs no statement of the server's: a request still running when its load
 * ends (the worst lists take seconds on PostgreSQL) would otherwise take connections from the next load.
 */
const settled = async (target: Target) => {
  if (target.db !== 'postgres') return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const { rows } = await client.query(
        "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND query NOT LIKE 'LISTEN%'",
      );
      if (Number(rows[0].n) === 0) return;
    }
  } finally {
    await client.end();
  }
};

const measure = async (target: Target, bareRps: number) => {
  const seedSeconds = await ensureSeeded(target);
  const coldStarted = Date.now();
  const port = await freePort();
  const log = path.join(root, `${target.db}-${scale}.log`);
  const server = start(['dist/server/main.js'], target.env, port, log);
  await untilHealthy(port);
  const coldMs = Date.now() - coldStarted;
  const base = `http://127.0.0.1:${port}`;
  const parent = await signIn(base);
  // The peak over the whole run, and over each load (so the load that makes it can be told).
  let peakRss = 0;
  let loadRss = 0;
  const sampler = setInterval(() => {
    const rss = rssMb(server.pid!);
    peakRss = Math.max(peakRss, rss);
    loadRss = Math.max(loadRss, rss);
  }, 200);
  const get = (url: () => string, headers?: Record<string, string>) => () => ({ path: url(), headers });
  const rows: [string, Load, number][] = [];
  const run = async (name: string, work: () => Promise<Load>) => {
    if (!chosen(name)) return;
    loadRss = 0;
    rows.push([name, await work(), loadRss]);
    await settled(target);
  };
  try {
    const fixed = variedList();
    await run('cached list (same URL)', () =>
      load(
        base,
        get(() => fixed),
      ),
    );
    await run('uncached varied list, anonymous', () => load(base, get(variedList)));
    await run('uncached varied list, signed in', () => load(base, get(variedList, parent)));
    await run('search, common words', () => load(base, get(search(() => pick(commonWords)))));
    await run('search, rare words', () => load(base, get(search(rareWords))));
    await run('school by id', () => load(base, get(byId)));
    await run('near a point, nearest first', () => load(base, get(nearby)));
    // Signed in, so the response cache cannot answer it.
    await run('worst accepted list, signed in', () => load(base, get(worst, parent), { connections: 2 }));
    await run('health while 8 worst lists run', () =>
      Promise.all([
        load(
          base,
          get(() => '/api/health'),
          { connections: 1 },
        ),
        load(base, get(worst, parent), { connections: 8 }),
      ]).then(([health]) => health),
    );
    let n = 0;
    const soak = () => {
      const roll = random();
      n += 1;
      if (roll < 0.7) return { path: variedList() };
      if (roll < 0.9) return { path: variedList(), headers: parent };
      return {
        path: '/api/analytics/page-views',
        method: 'POST',
        body: JSON.stringify({ path: `/schools/${n % scale}`, visitor: `bench-${n % 500}` }),
        headers: { 'content-type': 'application/json' },
      };
    };
    await run(`soak ${soakSeconds} s, 100 connections (70/20/10)`, () => load(base, soak, { connections: 100, duration: soakSeconds }));
  } finally {
    clearInterval(sampler);
    stop(server);
  }
  const lines = rows.map(
    ([name, r, rss]) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${(r.rps / bareRps).toFixed(3)}× | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors}${r.statuses ? ` (${r.statuses})` : ''} | ${r.timeouts} | ${rss.toFixed(0)} |`,
  );
  return { lines, seedSeconds, coldMs, peakRss, log };
};

const main = async () => {
  spawnSync(process.execPath, ['scripts/server-bundle.mjs'], { stdio: 'inherit' });
  const dbs: ('sqlite' | 'postgres')[] = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as 'sqlite' | 'postgres'];
  const available = (await postgresAnswers()) ? dbs : dbs.filter((db) => db === 'sqlite');
  const barePort = await freePort();
  const bare = start(['--import', 'tsx', 'tests/bench/bare-server.ts'], process.env, barePort);
  await wait(1500);
  const bareLoad = await load(`http://127.0.0.1:${barePort}`, () => ({ path: '/' }));
  stop(bare);
  console.log(`\nElimuHub API benchmark — ${scale.toLocaleString('en')} schools, ${seconds} s a load, 10 connections unless said, ${new Date().toISOString()}`);
  if (available.length < dbs.length) console.log('PostgreSQL is not answering on 127.0.0.1:5432: its rows are skipped.');
  console.log(`\n| load | req/s | × bare | p50 ms | p95 ms | p99 ms | errors | timeouts | peak RSS MB |\n|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| bare Fastify route | ${bareLoad.rps.toFixed(0)} | 1× | ${bareLoad.p50.toFixed(1)} | ${bareLoad.p95.toFixed(1)} | ${bareLoad.p99.toFixed(1)} | ${bareLoad.errors} | ${bareLoad.timeouts} | |`,
  );
  const notes: string[] = [];
  for (const db of available) {
    const result = await measure(targetFor(db), bareLoad.rps);
    console.log(`| **${db}** | | | | | | | | |`);
    for (const line of result.lines) console.log(line);
    notes.push(
      `${db}: ${result.seedSeconds === null ? 'seeded before' : `seed --scale ${scale} ${result.seedSeconds.toFixed(0)} s`}, cold start to ready ${result.coldMs} ms, peak server RSS ${result.peakRss.toFixed(0)} MB, server log ${result.log}`,
    );
  }
  console.log(`\n${notes.join('\n')}`);
  process.exit(0);
};

await main();
