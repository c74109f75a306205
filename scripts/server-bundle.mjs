/**
 * Bundles the server's TypeScript into dist/server with esbuild (about 0.1 s), so `npm start` runs plain
 * JavaScript on Node and does not pay for a TypeScript loader at every start. Plain JavaScript itself, as it
 * runs before anything can compile TypeScript. `node scripts/server-bundle.mjs [outdir]` bundles and exits; the
 * tests of the production path bundle into a folder of their own, so a concurrent build cannot change their files.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const bundleServer = (outdir = 'dist/server') =>
  buildSync({
    // The SQLite reader runs in worker threads, which load it by its own file (see src/server/db/sqlite-read-pool.ts).
    entryPoints: ['src/server/main.ts', 'src/server/db/seed/cli.ts', 'src/server/db/sqlite-read-worker.ts'],
    outdir,
    outbase: 'src/server',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay in node_modules; only our own code is bundled.
    packages: 'external',
    // The public site's pages are rendered on the server too (docs/server-rendering.md); their styles are the
    // browser's, from the site's own build.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) bundleServer(process.argv[2]);
