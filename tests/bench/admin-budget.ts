/**
 * The admin's budgets, measured in Chromium against a real server with the production build:
 * - JavaScript /admin loads for the login page and the first list, gzip-compressed (budget 550 KB);
 * - time to the schools list showing its first page (budget 1 s on localhost): right after signing in (a link to the
 *   list asks a fresh browser to sign in first; timed from the click on "Sign in"), as a page load of
 *   /admin/institutions/schools (all of the admin's code evaluated anew), and as a click in the side menu.
 *
 *   npx tsx tests/bench/admin-budget.ts                     # fresh demo database
 *   npx tsx tests/bench/admin-budget.ts --data-dir /tmp/big # e.g. after `seed --scale 100000` there
 *
 * The admin's password is ADMIN_PASSWORD (the one the database was created with), default Admin-2026-pass.
 */
// The server renders public pages too (a stray request for one, say); their CSS imports are the browser's, as
// under `npm run dev` (docs/server-rendering.md).
import '../../scripts/css-as-empty.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { chromiumPath } from '../helpers/chromium.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean' }, verbose: { type: 'boolean' } },
});
const budgetKb = 550;
const budgetMs = 1000;
const adminPassword = process.env.ADMIN_PASSWORD ?? 'Admin-2026-pass';

// A build of its own, so a rebuild of dist/web while the figures are taken cannot pull files from under it.
const webDir = values['skip-build'] ? path.resolve('dist/web') : fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-admin-web-'));
if (!values['skip-build']) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-admin-bench-'));
const config = loadConfig(process.env, {
  dataDir,
  adminPassword,
  seed: values['data-dir'] ? 'none' : 'demo',
  logLevel: 'warn',
  webDir,
  loginAttempts: 1000,
});
const app = await buildApp(config);
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
const counted = (await app.inject({ url: '/api/institutions/schools?_start=0&_end=1' })).headers;
// The API counts up to a cap (X-Total-Count-Capped): past it, say so rather than print the cap as the count.
const schools = `${counted['x-total-count-capped'] === 'true' ? 'more than ' : ''}${Number(counted['x-total-count']).toLocaleString('en')}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Every script the page fetched, by URL, with its gzip-compressed size. */
const recordScripts = (page: Page) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  return sizes;
};

const firstRow = '.ant-table-tbody tr.ant-table-row';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  // 1. Script weight: a fresh browser opens /admin, lands on login, signs in, opens the schools list.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${base}/admin`);
  await page.waitForSelector('input#email');
  await page.waitForLoadState('networkidle');
  const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  await page.fill('input#email', config.adminEmail);
  await page.fill('input#password', adminPassword);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`${base}/admin/institutions/schools`);
  await page.waitForSelector(firstRow);
  await page.waitForLoadState('networkidle');
  const listBytes = [...scripts.values()].reduce((a, b) => a + b, 0);

  // 2. Time to the first page of schools, navigating to the list as a signed-in admin would (warm cache).
  const times: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const started = Date.now();
    await page.goto(`${base}/admin/institutions/schools`);
    await page.waitForSelector(firstRow);
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;

  // 3. The same within the app: from the colleges list, a click on Schools in the side menu.
  const clicks: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    await page.goto(`${base}/admin/institutions/colleges`);
    await page.waitForSelector(firstRow);
    const started = Date.now();
    await page.click('.ant-menu a[href="/admin/institutions/schools"]');
    await page.waitForURL((url) => url.pathname === '/admin/institutions/schools');
    await page.waitForSelector(firstRow);
    clicks.push(Date.now() - started);
  }
  clicks.sort((a, b) => a - b);
  const clickMedian = clicks[Math.floor(clicks.length / 2)]!;

  // 4. The figure's own path: a fresh browser follows a link to the schools list, is asked to sign in, and signs
  //    in; timed from the click on "Sign in" to the list's first page (the list's code loads after the click).
  const signIns: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto(`${base}/admin/institutions/schools`);
    await visitor.waitForSelector('input#email');
    await visitor.waitForLoadState('networkidle');
    await visitor.fill('input#email', config.adminEmail);
    await visitor.fill('input#password', adminPassword);
    const started = Date.now();
    await visitor.click('button[type=submit]');
    await visitor.waitForURL((url) => url.pathname === '/admin/institutions/schools');
    await visitor.waitForSelector(firstRow);
    signIns.push(Date.now() - started);
    await fresh.close();
  }
  signIns.sort((a, b) => a - b);
  const signInMedian = signIns[Math.floor(signIns.length / 2)]!;

  console.log(`\nAdmin budgets (${schools} schools in the database)`);
  console.log(`  JavaScript for /admin login:             ${kb(loginBytes)} KB gzip (${scripts.size} scripts in all)`);
  console.log(`  JavaScript for login + first list:       ${kb(listBytes)} KB gzip   budget ${budgetKb} KB   ${listBytes / 1024 <= budgetKb ? 'OK' : 'OVER'}`);
  console.log(
    `  Schools list first page, page load:      median ${median} ms (runs: ${times.join(', ')} ms)   budget ${budgetMs} ms   ${median <= budgetMs ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  Schools list first page, after sign-in:  median ${signInMedian} ms (runs: ${signIns.join(', ')} ms)   budget ${budgetMs} ms   ${signInMedian <= budgetMs ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  Schools list first page, menu click:     median ${clickMedian} ms (runs: ${clicks.join(', ')} ms)   budget ${budgetMs} ms   ${clickMedian <= budgetMs ? 'OK' : 'OVER'}`,
  );
  if (values.verbose)
    for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(bytes).padStart(6)} KB  ${new URL(url).pathname}`);
  await context.close();
} finally {
  await browser.close();
  await app.close();
  if (!values['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
  if (!values['skip-build']) fs.rmSync(webDir, { recursive: true, force: true });
}
