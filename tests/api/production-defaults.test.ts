/**
 * Production defaults: NODE_ENV=production starts without demo data unless SEED=demo asks for it, demo accounts
 * in production have no known password, and a generated admin password goes to a file only the server's user
 * can read, while the log says only where that file is. A laptop keeps the demo with the README's password.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { demoAccounts, demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import { client } from '../helpers/client.ts';
import { inPostgres, postgresSchema, startServer } from '../helpers/server.ts';

describe('configuration', () => {
  it('seeds demo data by default on a laptop, and none in production unless asked', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'development' }).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seed: 'none', production: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'lots' })).toThrow(/SEED must be/);
  });

  it('refuses a 0 that would switch a protection off', () => {
    for (const name of ['REQUEST_TIMEOUT_MS', 'DB_STATEMENT_TIMEOUT_MS', 'DB_CONNECT_TIMEOUT_MS', 'LOGIN_ATTEMPTS', 'LOGIN_ACCOUNT_ATTEMPTS'])
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`^${name} must be at least 1`));
    expect(() => loadConfig({ LIMIT_SIGN_IN: '0/1m' })).toThrow(/^LIMIT_SIGN_IN must look like 50\/15m \(at least 1/);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });
});

describe('demo accounts', () => {
  it('have random, unknown passwords when production seeds the demo', async () => {
    const server = await startServer({ seed: 'demo', production: true });
    try {
      const visitor = client(server.app);
      // The data is there to look at...
      expect(Number((await visitor.get('/api/institutions/schools?_end=1')).headers['x-total-count'])).toBeGreaterThan(0);
      // ...but nobody signs in with the README's password.
      for (const account of demoAccounts) {
        const reply = await visitor.post('/api/auth/login', { email: account.email, password: demoPassword });
        expect(reply.status, account.email).toBe(401);
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('the first admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-admin-'));
  let schema: string | null = null;
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema) await inPostgres(`DROP SCHEMA ${schema} CASCADE`);
  });

  it('gets a generated password in a file readable only by the server, and the log names the file only', async () => {
    const postgres = await postgresSchema();
    schema = postgres?.schema ?? null;
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        NODE_ENV: 'production',
        SEED: '',
        ADMIN_PASSWORD: '',
        ADMIN_EMAIL: 'admin@example.co.ke',
        SECRET: 'a3f1c9e07b2d4e6f8a0b1c2d3e4f5a6b',
        LOG_LEVEL: 'info',
        WEB_DIR: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const deadline = Date.now() + 60_000;
      while (!log.includes('Server listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(log).toContain('Server listening');

      const file = path.join(dataDir, 'admin-password.txt');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = /^password: (\S+)$/m.exec(fs.readFileSync(file, 'utf8'))![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(log).toContain(`its generated password is in ${file}`);
      expect(log).not.toContain(password);

      const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.co.ke', password }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      // Production started empty: no demo schools, no demo accounts.
      const count = async (base: string) =>
        Number((await fetch(`http://127.0.0.1:${port}/api/${base}?_end=1`, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-total-count'));
      expect(await count('institutions/schools')).toBe(0);
      expect(await count('auth/users')).toBe(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
