/**
 * `npm start`: builds the web apps if they were never built, bundles the server afresh (so it can never be
 * stale), then runs it in this same process. Plain JavaScript, for a fast start (see server-bundle.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundleServer } from './server-bundle.mjs';

if (!existsSync('dist/web/index.html')) {
  const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
bundleServer();
await import('../dist/server/main.js');
