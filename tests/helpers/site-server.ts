/**
 * A server that renders the built public site (docs/server-rendering.md), driven through `app.inject` by the API
 * tests of its pages; browser tests listen on a port with it (browser.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../src/server/config.ts';
import { startServer } from './server.ts';

export const webDir = path.resolve('dist/web');

/** The built site's folder, or a clear failure when nothing was built (npm test builds it first). */
export const builtWebDir = () => {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error('dist/web is missing: run npx vite build');
  return webDir;
};

/** A server with the demo data (or `overrides`) that serves and renders the built site. */
export const startSiteServer = (overrides: Partial<Config> = {}) => startServer({ seed: 'demo', webDir: builtWebDir(), ...overrides });
