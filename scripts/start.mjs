/**
 * `npm start`: builds the web apps when they were never built or their sources changed since, bundles the server
 * afresh (so it can never be stale), then runs it in this same process. Plain JavaScript, for a fast start (see
 * server-bundle.mjs). Outside production it also loads the open lists of schools and universities once (OPEN_LISTS,
 * docs/data-sources.md), so a laptop's directory holds every school; a production install runs the import itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './server-bundle.mjs';

const built = 'dist/web/index.html';
/** What the web build reads: the apps, the registry they share with the server, and the build's own settings. */
const sources = ['src/web', 'src/registry', 'src/locales', 'vite.config.ts', 'package-lock.json'];

const newestChange = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
};

// A build older than its sources would serve yesterday's pages beside today's server.
if (!existsSync(built) || Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
bundleServer();
if (process.env.NODE_ENV !== 'production') process.env.OPEN_LISTS ??= 'load';
await import('../dist/server/main.js');
