/**
 * A first start killed at any moment (kill -9 while migrating, bootstrapping or seeding the demo) leaves a
 * database the next start completes, with the whole demo data and no duplicates.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { schools } from '../../src/server/db/seed/data/institutions.ts';
import { demoAccounts } from '../../src/server/db/seed/demo-accounts.ts';
import { inPostgres, postgresSchema } from '../helpers/server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-first-start-'));
const postgres = await postgresSchema();
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
});

const port = 20000 + Math.floor(Math.random() * 20000);
const start = () =>
  spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SEED: 'demo',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'Admin-pass-2026',
      WEB_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

/** Waits for the child's end, even when it has already ended. */
const exited = (child: ReturnType<typeof start>) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

const ready = async (deadline: number) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

it('survives kills at random moments of the first start', async () => {
  // Kill points spread over the start: early (migrating), middle (bootstrap, seeding) and late (seeding).
  for (const after of [150, 900 + Math.random() * 600, 1800 + Math.random() * 1500, 3000 + Math.random() * 2000]) {
    const child = start();
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    // The moment of the kill is what is tried here: a start stopped at a random point of its work.
    await new Promise((r) => setTimeout(r, after));
    // A start that stopped by itself before the kill failed on what the previous kill left behind.
    expect(child.exitCode, `a start stopped by itself: ${errors}`).toBe(null);
    child.kill('SIGKILL');
    await exited(child);
  }
  const child = start();
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    expect(await ready(Date.now() + 90_000), `the start after the kills did not answer: ${errors}`).toBe(true);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@elimuhub.co.ke', password: 'Admin-pass-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const count = async (base: string) =>
      Number((await fetch(`http://127.0.0.1:${port}/api/${base}?_end=1`, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-total-count'));
    expect(await count('institutions/schools')).toBe(schools.length);
    // The admin, one account per demo role and the twelve reviewers: none twice.
    expect(await count('auth/users')).toBe(1 + demoAccounts.length + 12);
    expect(await count('jobs/applications')).toBe(3);
  } finally {
    child.kill('SIGKILL');
  }
}, 180_000);
