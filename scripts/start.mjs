/**
 * `npm start`: builds the web apps if they were never built, bundles the server afresh (so it can never be
 * stale), then runs it in this same process. Plain JavaScript, for a fast start (see server-bundle.mjs). Outside
 * production it also loads the open lists of schools and universities once (OPEN_LISTS, docs/data-sources.md), so
 * a laptop's directory holds every school; a production install runs the import itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundleServer } from './server-bundle.mjs';

if (!existsSync('dist/web/index.html')) {
  const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
bundleServer();
if (process.env.NODE_ENV !== 'production') process.env.OPEN_LISTS ??= 'load';
await import('../dist/server/main.js');
