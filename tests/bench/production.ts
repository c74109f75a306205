/**
 * `npm run bench:production [-- --rounds 10 --cut 10 --starts 20 --trials 100 --minutes 30]`: the production path's
 * figures in one table, measured on real processes (the production bundle, NODE_ENV=production, two instances on
 * one PostgreSQL schema through a proxy this command controls, limits in Redis when it answers): checkout under
 * concurrency, the database cut under load, first starts killed at random, staleness across instances after a
 * write, and SIGTERM with a stalled client. Each row has its bound; a row past it says FAIL and the command exits 1.
 * Every loop is bounded in count and in time (--minutes for the whole run); all traffic stays on 127.0.0.1.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { signInAdmin } from '../helpers/client.ts';
import { cutUnderLoad } from '../helpers/database-cut.ts';
import { from, startDeployment } from '../helpers/deployment.ts';
import { productionBundle, type RunningServer } from '../helpers/server-process.ts';
import { sigtermWithStalledClient } from '../helpers/sigterm.ts';
import { staleness } from '../helpers/staleness.ts';
import { checkoutRounds } from './checkout-rounds.ts';
import { killedStarts } from './killed-starts.ts';
import { postgresAnswers, postgresUrl } from './postgres-answers.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    cut: { type: 'string', default: '10' },
    starts: { type: 'string', default: '20' },
    trials: { type: 'string', default: '100' },
    minutes: { type: 'string', default: '30' },
  },
});
const rounds = Number(args.rounds);
const cutMs = Number(args.cut) * 1000;
const starts = Number(args.starts);
const trials = Number(args.trials);
const deadline = Date.now() + Number(args.minutes) * 60_000;

/** A shutdown deadline as production has it by default (SHUTDOWN_TIMEOUT_MS), and what beyond it still counts as on time. */
const shutdownMs = 10_000;
const shutdownMarginMs = 1000;
/** Requests sent this soon after the cut may still meet an instance that has not noticed it (see database-cut.test.ts). */
const noticeMs = 250;

const rows: [string, string, string, boolean][] = [];
const row = (check: string, figure: string, bound: string, ok: boolean) => rows.push([check, figure, bound, ok]);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
const histogram = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return (
    [...counts]
      .sort(([x], [y]) => x - y)
      .map(([status, n]) => `${status || 'none'} × ${n}`)
      .join(', ') || 'no answers'
  );
};
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

const twoInstances = async () => {
  const deployment = await startDeployment({ database: postgresUrl });
  const admin = await signInAdmin(from(deployment.instances[0]!));
  try {
    log(`checkout: ${rounds} rounds of 20 concurrent checkouts`);
    const done = await checkoutRounds(deployment, admin, rounds, deadline);
    const oversold = done.map((r) => r.oversold);
    const doubles = done.map((r) => r.doubleOrders);
    const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
    const per = (values: number[]) => `${values.join(' ')} (total ${sum(values)})`;
    const roundsDone = `${done.length} of ${rounds} rounds`;
    row(`checkout, 20 at once for 5 in stock: oversold units per round (${roundsDone})`, per(oversold), '0', done.length === rounds && sum(oversold) === 0);
    row('checkout: double orders per round', per(doubles), '0', done.length === rounds && sum(doubles) === 0);
    row(
      'checkout: answers, all rounds',
      histogram(done.flatMap((r) => Object.entries(r.statuses).flatMap(([status, n]) => Array<number>(n).fill(Number(status))))),
      '5 × 201 a round',
      done.every((r) => r.statuses[201] === 5),
    );

    log(`staleness: ${trials} writes, each read back through the other instance`);
    const [a, b] = deployment.instances as [RunningServer, RunningServer];
    const times: number[] = [];
    let late = 0;
    for (let i = 0; i < trials && Date.now() < deadline; i++) {
      const seen = await staleness(i % 2 ? b : a, i % 2 ? a : b, admin.token!, 2000, 5);
      if (seen === null) late += 1;
      else times.push(seen);
    }
    times.sort((x, y) => x - y);
    const staleOk = late === 0 && times.length === trials && percentile(times, 1) <= 1000;
    row(
      `staleness after a write, other instance (${times.length + late} trials, read every 5 ms)`,
      times.length
        ? `max ${ms(percentile(times, 1))}, p95 ${ms(percentile(times, 0.95))}, median ${ms(percentile(times, 0.5))}${late ? `, ${late} not within 2 s` : ''}`
        : 'none',
      '≤ 1,000 ms',
      staleOk,
    );

    log(`database cut for ${cutMs / 1000} s under a light load`);
    const pids = deployment.instances.map((server) => server.pid);
    const cut = await cutUnderLoad(deployment, cutMs, 30_000);
    const early = cut.during.filter((answer) => answer.sentMs < noticeMs && answer.status !== 503);
    row(
      `database cut ${cutMs / 1000} s: answers during the cut (${cut.during.length})`,
      `${histogram(cut.during.map((answer) => answer.status))}${early.length ? `; ${early.length} not 503 within ${noticeMs} ms of the cut` : ''}`,
      'only 503',
      cut.during.length > 0 && cut.during.every((answer) => answer.status === 503 && answer.retryAfter !== null),
    );
    const broken = cut.answers.filter((answer) => answer.status === 0 || answer.status === 500);
    row(
      `database cut: the whole load, before, during and after (${cut.answers.length})`,
      histogram(cut.answers.map((answer) => answer.status)),
      'no 500, none unanswered',
      broken.length === 0,
    );
    row(
      'database cut: slowest answer during the cut',
      ms(Math.max(...cut.during.map((answer) => answer.tookMs))),
      '≤ 1,000 ms connect timeout + 1,000',
      cut.during.every((answer) => answer.tookMs <= 2000),
    );
    row(
      'database cut: its return until the first 200 (each instance)',
      cut.recoveredMs.map((value) => (value === null ? 'not within 30 s' : ms(value))).join(', '),
      '≤ 2,000 ms',
      cut.recoveredMs.every((value) => value !== null && value <= 2000),
    );
    const same = deployment.instances.every((server, i) => server.running() && server.pid === pids[i]);
    row('database cut: same processes (no restart)', `PIDs ${pids.join(', ')} ${same ? 'still serving' : 'NOT all still running'}`, 'same PIDs', same);

    log('SIGTERM with a stalled client');
    const shutdown = await sigtermWithStalledClient(a, admin.token!, 'Notice written across a shutdown', shutdownMs + 20_000);
    row(
      'SIGTERM with a stalled client: time to exit',
      `${shutdown.exitMs === null ? 'still running after 30 s' : ms(shutdown.exitMs)}; the request under way answered ${shutdown.underWay.status}; new connections refused after ${shutdown.refusedMs === null ? 'more than 1 s' : ms(shutdown.refusedMs)}`,
      `deadline ${ms(shutdownMs)} + ${ms(shutdownMarginMs)}`,
      shutdown.exitMs !== null && shutdown.exitMs <= shutdownMs + shutdownMarginMs && shutdown.underWay.status === 201 && shutdown.refusedMs !== null,
    );
    return deployment.counters;
  } finally {
    await deployment.close();
  }
};

const firstStarts = async () => {
  log(`first starts: ${starts} killed at random, each followed by a start`);
  const { startMs, tables, rows: seeded, results } = await killedStarts(postgresUrl, starts, deadline);
  const complete = results.filter((trial) => trial.complete).length;
  const listening = results.filter((trial) => trial.killedListening).length;
  for (const trial of results.filter((t) => !t.complete)) log(`a start after a kill at ${trial.killedAfterMs} ms failed: ${trial.problem}`);
  row(
    `first starts killed (SIGKILL) at random within a whole start (median ${ms(startMs)}), then started`,
    `${complete} of ${starts} complete (${tables} tables, ${seeded.toLocaleString('en')} demo rows as a full start); killed after ${results
      .map((t) => t.killedAfterMs)
      .sort((x, y) => x - y)
      .map((t) => Math.round(t / 100) / 10)
      .join(' ')} s${listening ? `, ${listening} after it listened` : ''}`,
    `${starts} of ${starts}`,
    complete === starts,
  );
};

const main = async () => {
  if (!(await postgresAnswers())) {
    console.log(`PostgreSQL is not answering at ${postgresUrl}: nothing to measure (the production path runs on PostgreSQL).`);
    process.exit(1);
  }
  productionBundle();
  const startedAt = new Date();
  const counters = await twoInstances();
  await firstStarts();
  const minutes = (Date.now() - startedAt.getTime()) / 60_000;
  console.log(
    `\nElimuHub production path — ${startedAt.toISOString()}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `two production processes on PostgreSQL through a proxy, limits counted in ${counters}; ${minutes.toFixed(1)} minutes\n`,
  );
  console.log('| check | figure | bound | |\n|---|---|---|---|');
  for (const [check, figure, bound, ok] of rows) console.log(`| ${check} | ${figure} | ${bound} | ${ok ? 'ok' : 'FAIL'} |`);
  const failed = rows.filter(([, , , ok]) => !ok).length;
  console.log(failed ? `\n${failed} of ${rows.length} rows past their bound.` : `\nAll ${rows.length} rows within their bounds.`);
  process.exit(failed ? 1 : 0);
};

await main();
