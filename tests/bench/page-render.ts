/**
 * Server rendering's cost (docs/server-rendering.md): the production bundle (what `npm start` runs) on a big
 * database, asked sequentially for pages no one asked for before (distinct schools, distinct list pages), so no
 * cache answers; prints p50/p95 of the whole HTML response, beside a page the server does not render (the shell of
 * /profile) as the yardstick. Budget: a school page ≤ 40 ms p95 at 100 000 schools.
 *
 *   ADMIN_PASSWORD=Admin-2026-pass DATA_DIR=/tmp/big-pages npm run seed -- --scale 100000
 *   npx vite build && npx tsx tests/bench/page-render.ts --data-dir /tmp/big-pages [--runs 200]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productionBundle } from '../helpers/server-process.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: '/tmp/big-pages' }, runs: { type: 'string', default: '200' } } });
const runs = Number(values.runs);
if (!fs.existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run npx vite build');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const child = spawn(process.execPath, [productionBundle()], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.resolve(values['data-dir']),
    WEB_DIR: path.resolve('dist/web'),
    NODE_ENV: 'production',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'Admin-2026-pass',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const counted = (await fetch(`${base}/api/institutions/schools?_end=1`)).headers;
  const total = `${counted.get('X-Total-Count')}${counted.get('X-Total-Count-Capped') === 'true' ? '+' : ''}`;
  // Schools from all over the table, a hundred a request (the API's page size at most).
  const ids: number[] = [];
  for (let start = 0; ids.length < runs; start += 997) {
    const rows = (await (await fetch(`${base}/api/institutions/schools?_start=${start}&_end=${start + 100}&_sort=id&_order=asc`)).json()) as { id: number }[];
    if (!rows.length) break;
    ids.push(...rows.map((row) => row.id));
  }

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const time = async (label: string, urls: string[], mustHold: (html: string, i: number) => boolean) => {
    const times: number[] = [];
    for (const [i, url] of urls.entries()) {
      const started = performance.now();
      const html = await (await fetch(`${base}${url}`)).text();
      times.push(performance.now() - started);
      if (!mustHold(html, i)) throw new Error(`${url} came without its content`);
    }
    // The first few warm the code paths, as a running server has them.
    const measured = times.slice(10).sort((a, b) => a - b);
    console.log(
      `${label.padEnd(48)} p50 ${percentile(measured, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(measured, 95).toFixed(1).padStart(6)} ms   (${measured.length} requests)`,
    );
  };
  console.log(`${total} schools, SQLite in ${values['data-dir']}, each page asked once (no cache answers it)\n`);
  await time(
    'shell, not rendered (/profile)',
    Array.from({ length: runs }, (_, i) => `/profile?n=${i}`),
    (html) => html.includes('<div id="root"></div>'),
  );
  await time(
    'a school (/institutions/schools/:id)',
    ids.slice(0, runs).map((id) => `/institutions/schools/${id}`),
    (html) => html.includes('id="page-data"'),
  );
  await time(
    'a school list page (/institutions/schools?page=n)',
    Array.from({ length: runs }, (_, i) => `/institutions/schools?page=${i + 2}`),
    (html) => html.includes('id="page-data"'),
  );
  await time(
    'home (/)',
    Array.from({ length: Math.min(runs, 60) }, (_, i) => `/?n=${i}`),
    (html) => html.includes('id="page-data"'),
  );
} finally {
  child.kill();
}
