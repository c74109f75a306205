/**
 * A server that renders the built public site (docs/server-rendering.md), driven through `app.inject` by the API
 * tests of its pages; browser tests listen on a port with it (browser.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/server/config.ts';
import { nairobiToday, now } from '../../src/registry/clock.ts';
import { startServer } from './server.ts';

export const webDir = path.resolve('dist/web');

/** The built site's folder, or a clear failure when nothing was built (npm test builds it first). */
export const builtWebDir = () => {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error('dist/web is missing: run npx vite build');
  return webDir;
};

/**
 * Settings a server may take without changing what the demo seed writes: a server started with only these reuses
 * the worker's seeded copy. Anything else (its own data folder, production, files in S3, another admin) seeds anew.
 */
const seedNeutral = new Set<keyof Config>(['port', 'host', 'trustProxy', 'sqliteReaders', 'sqliteReadQueue']);

/** Kept this long at most, and never past Nairobi's midnight, so "3 hours ago" and "closes today" stay as seeded. */
const templateMaxAgeMs = 10 * 60 * 1000;

let template: { dir: string; seededAt: number; day: string } | null = null;

/**
 * Seeding the demo takes seconds; a worker seeds it once into a folder of its own and every page test copies that
 * folder (the SQLite file, the uploads, the secret) as its own fresh installation. Tests that move the clock, or run
 * on PostgreSQL, seed as before.
 */
const demoCopy = async (overrides: Partial<Config>) => {
  const reusable =
    !process.env.TEST_DATABASE_URL && Math.abs(now() - Date.now()) < 1000 && Object.keys(overrides).every((key) => seedNeutral.has(key as keyof Config));
  if (!reusable) return null;
  if (!template || Date.now() - template.seededAt > templateMaxAgeMs || template.day !== nairobiToday()) {
    if (template) fs.rmSync(template.dir, { recursive: true, force: true });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-demo-'));
    const seeding = await startServer({ seed: 'demo', dataDir: dir });
    await seeding.close();
    template = { dir, seededAt: Date.now(), day: nairobiToday() };
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-test-'));
  fs.cpSync(template.dir, dataDir, { recursive: true });
  return dataDir;
};

/** A server with the demo data (or `overrides`) that serves and renders the built site. */
export const startSiteServer = async (overrides: Partial<Config> = {}) => {
  const { seed = 'demo', ...rest } = overrides;
  const copied = seed === 'demo' ? await demoCopy(rest) : null;
  const server = await startServer({ seed, webDir: builtWebDir(), ...rest, ...(copied ? { dataDir: copied } : {}) });
  if (!copied) return server;
  return {
    ...server,
    close: async () => {
      await server.close();
      fs.rmSync(copied, { recursive: true, force: true });
    },
  };
};
