/**
 * Where the admin's first list spends its time: a Chromium trace of a signed-in page load of the schools list,
 * summed as the renderer's main-thread CPU time (thread time, so a busy machine inflates it far less than the
 * wall clock), split into script compilation and evaluation per chunk, the rest of the JavaScript (React's
 * render and commit, event handlers), style, layout and paint; with when each request started and ended.
 *
 *   npx tsx tests/bench/admin-trace.ts --data-dir /tmp/big [--runs 5] [--path /admin/institutions/schools] [--sign-in]
 *
 * With --sign-in each run is a fresh browser following a link to the list, asked to sign in, timed from the click
 * on "Sign in" (the budget's "after sign-in" path) instead of a signed-in page load.
 *
 * Uses the built admin in dist/web (`npx vite build` first). The figures are medians over the runs.
 */
import '../../scripts/css-as-empty.mjs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from 'playwright-core';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { chromiumPath } from '../helpers/chromium.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/admin/institutions/schools' },
    'sign-in': { type: 'boolean' },
  },
});
if (!values['data-dir']) throw new Error('--data-dir: a database folder made with `npm run seed`');
const adminPassword = process.env.ADMIN_PASSWORD ?? 'Admin-2026-pass';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string; frame?: string }; name?: string };
}

const record = async (cdp: CDPSession, run: () => Promise<void>) => {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading,__metadata',
    transferMode: 'ReportEvents',
  });
  await run();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
};

const shortUrl = (url = '') => (url ? path.basename(new URL(url, 'http://x').pathname).replace(/-[\w-]{8}\.js$/, '.js') : '(inline)');
const ms = (micro: number) => micro / 1000;

/** Main-thread CPU of the page's renderer, by kind and by chunk, from `start` (µs) on. */
const summarise = (events: TraceEvent[], start: number) => {
  const threadName = new Map<string, string>();
  for (const event of events) if (event.name === 'thread_name') threadName.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const main = events.filter((event) => threadName.get(`${event.pid}:${event.tid}`) === 'CrRendererMain' && event.ts >= start);
  const byKind = new Map<string, number>();
  const byChunk = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const mark = events.find((event) => event.name === 'first-row')?.ts ?? Infinity;
  let tasks = 0;
  let untilRow = 0;
  for (const event of main) {
    if (event.ph !== 'X') continue;
    const cpu = event.tdur ?? 0;
    if (event.name === 'RunTask') tasks += cpu;
    if (event.name === 'RunTask' && event.ts < mark) untilRow += Math.min(cpu, mark - event.ts);
    // Top-level kinds only (nested events are inside these): compile and evaluate per chunk, then the rest.
    if (event.name === 'v8.compileModule' || event.name === 'v8.compile' || event.name === 'CompileScript' || event.name === 'V8.CompileModule')
      add(byChunk, `compile ${shortUrl(event.args?.data?.url)}`, cpu);
    if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') add(byChunk, `evaluate ${shortUrl(event.args?.data?.url)}`, cpu);
    if (['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run'].includes(event.name))
      add(byKind, `script: ${event.name}`, cpu);
    if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'ScheduleStyleRecalculation',
        'MajorGC',
        'MinorGC',
        'V8.GC_SCAVENGER',
        'BlinkGC.AtomicPhase',
      ].includes(event.name)
    )
      add(byKind, event.name, cpu);
  }
  const requests = new Map<string, { url: string; sent: number; done?: number }>();
  for (const event of events) {
    const id = event.args?.data?.requestId;
    if (!id || event.ts < start) continue;
    if (event.name === 'ResourceSendRequest') requests.set(id, { url: event.args!.data!.url!, sent: event.ts });
    if (event.name === 'ResourceFinish' && requests.has(id)) requests.get(id)!.done = event.ts;
  }
  return { tasks, untilRow, rowAt: mark - start, byKind, byChunk, requests: [...requests.values()] };
};

const dataDir = path.resolve(values['data-dir']);
const config = loadConfig(process.env, { dataDir, adminPassword, seed: 'none', logLevel: 'warn', webDir: path.resolve('dist/web'), loginAttempts: 1000 });
const app = await buildApp(config);
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const firstRow = '.ant-table-tbody tr.ant-table-row';
// Marks the moment the first row is in the page, so the trace can sum the CPU spent until then.
const markFirstRow = `new MutationObserver((_, observer) => {
  if (!document.querySelector('${firstRow}')) return;
  performance.mark('first-row');
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

try {
  const page = await browser.newPage();
  await page.addInitScript({ content: markFirstRow });
  await page.goto(`${base}/admin/login`);
  await page.fill('input#email', config.adminEmail);
  await page.fill('input#password', adminPassword);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  // Once so the cache is warm, as for a returning admin.
  await page.goto(`${base}${values.path}`);
  await page.waitForSelector(firstRow);
  const cdp = await page.context().newCDPSession(page);
  const runs: ReturnType<typeof summarise>[] = [];
  const walls: number[] = [];
  for (let run = 0; run < Number(values.runs) && values['sign-in']; run += 1) {
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.addInitScript({ content: markFirstRow });
    await visitor.goto(`${base}${values.path}`);
    await visitor.waitForSelector('input#email');
    await visitor.waitForLoadState('networkidle');
    await visitor.fill('input#email', config.adminEmail);
    await visitor.fill('input#password', adminPassword);
    const events = await record(await fresh.newCDPSession(visitor), async () => {
      await visitor.evaluate(() => performance.mark('sign-in'));
      const started = Date.now();
      await visitor.click('button[type=submit]');
      await visitor.waitForSelector(firstRow);
      walls.push(Date.now() - started);
    });
    runs.push(summarise(events, events.find((event) => event.name === 'sign-in')?.ts ?? 0));
    await fresh.close();
  }
  for (let run = 0; run < Number(values.runs) && !values['sign-in']; run += 1) {
    let start = 0;
    const events = await record(cdp, async () => {
      await page.goto('about:blank');
      const started = Date.now();
      await page.goto(`${base}${values.path}`);
      await page.waitForSelector(firstRow);
      walls.push(Date.now() - started);
    });
    // The navigation starts with the request of the page itself.
    start =
      events
        .filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.startsWith(`${base}${values.path}`))
        .map((event) => event.ts)[0] ?? 0;
    runs.push(summarise(events, start));
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const mapMedian = (pick: (run: ReturnType<typeof summarise>) => Map<string, number>) => {
    const keys = new Set(runs.flatMap((run) => [...pick(run).keys()]));
    return [...keys].map((key) => [key, median(runs.map((run) => pick(run).get(key) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  };
  console.log(
    `\n${values.path}${values['sign-in'] ? ' after sign-in' : ''}: wall ${median(walls)} ms (runs ${walls.join(', ')}); first row at ${ms(median(runs.map((run) => run.rowAt))).toFixed(0)} ms in the trace; main-thread CPU until the first row ${ms(median(runs.map((run) => run.untilRow))).toFixed(0)} ms (runs ${runs.map((run) => ms(run.untilRow).toFixed(0)).join(', ')}), in all ${ms(median(runs.map((run) => run.tasks))).toFixed(0)} ms`,
  );
  console.log('By kind (main-thread CPU, ms):');
  for (const [key, value] of mapMedian((run) => run.byKind)) if (value > 500) console.log(`  ${ms(value).toFixed(1).padStart(7)}  ${key}`);
  console.log('By chunk (main-thread CPU, ms):');
  for (const [key, value] of mapMedian((run) => run.byChunk)) if (value > 500) console.log(`  ${ms(value).toFixed(1).padStart(7)}  ${key}`);
  const last = runs.at(-1)!;
  const origin = Math.min(...last.requests.map((request) => request.sent));
  console.log(`Requests of the last run (ms from the ${values['sign-in'] ? 'first after the click' : 'page request'}):`);
  for (const request of last.requests.sort((a, b) => a.sent - b.sent))
    console.log(
      `  ${ms(request.sent - origin)
        .toFixed(0)
        .padStart(5)} → ${
        request.done
          ? ms(request.done - origin)
              .toFixed(0)
              .padStart(5)
          : '    ?'
      }  ${request.url.replace(base, '').slice(0, 110)}`,
    );
} finally {
  await browser.close();
  await app.close();
}
