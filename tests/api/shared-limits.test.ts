/**
 * Two instances on one PostgreSQL count limits together: failed sign-ins through one lock the account on the
 * other, and a route's limit per address is one limit across both. Counted in Redis when REDIS_URL is set, in
 * PostgreSQL otherwise. Redis going away lets requests through uncounted (never a 500 or a hang), and counting
 * resumes when it is back.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1', () => (socket.destroy(), resolve(true)));
  socket.on('error', () => resolve(false));
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two apps on one fresh PostgreSQL schema, with the same limits and counters. */
const pair = async (overrides: Partial<Config>) => {
  const first = await startServer({ loginAttempts: 2, limits: { ...relaxedLimits, signIn: { max: 3, windowMs: 60_000 } }, ...overrides });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-second-'));
  const second = await buildApp(loadConfig({}, { ...first.config, dataDir }));
  cleanups.push(async () => {
    await second.close();
    await first.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return [first.app, second] as const;
};

const signIn = (app: FastifyInstance, email: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong-pass-2026' }, remoteAddress: address });

const someone = () => `someone-${randomBytes(4).toString('hex')}@example.co.ke`;
const someAddress = () => `41.90.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.runIf(postgres).each([
  ['PostgreSQL', null],
  ...(redisAnswers ? [['Redis', 'redis://127.0.0.1:6379'] as const] : []),
] as const)('counted in %s', (_store, redisUrl) => {
  it('locks an account on one instance after failures through the other', async () => {
    const [a, b] = await pair({ redisUrl });
    const email = someone();
    expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    const locked = await signIn(b, email, someAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts one address\'s requests to a route across both instances', async () => {
    const [a, b] = await pair({ redisUrl });
    const address = someAddress();
    for (const app of [a, b, a]) expect((await signIn(app, someone(), address)).statusCode).toBe(401);
    const refused = await signIn(b, someone(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-in attempts from this network/);
  });
});

describe.runIf(postgres && redisAnswers)('when Redis goes away', () => {
  it('answers without counting, then counts again once it is back', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 6379 });
    cleanups.push(proxy.close);
    const [a] = await pair({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
    const email = someone();
    expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    proxy.cut();
    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(5000);
    proxy.restore();
    // ioredis reconnects on its own; the failures counted before the cut are still there.
    await expect
      .poll(async () => (await signIn(a, email, someAddress())).statusCode, { timeout: 10_000, interval: 300 })
      .toBe(429);
  });
});

it.runIf(!postgres)('runs on PostgreSQL only (one SQLite process counts in memory)', () => {
  expect(postgres).toBe(false);
});
