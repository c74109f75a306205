/**
 * Two instances on one PostgreSQL count limits together: failed sign-ins through one lock the account on the
 * other, and a route's limit per address is one limit across both. Counted in Redis when REDIS_URL is set, in
 * PostgreSQL otherwise. While Redis is away each instance counts in its own memory, so the limits still hold
 * (never a 500 or a hang), and counting is shared again when it is back. Deployments sharing one Redis count
 * apart unless they have the same REDIS_PREFIX. Every app here has a prefix of its own on the shared Redis.
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
import { adminCredentials, relaxedLimits, startServer } from '../helpers/server.ts';
import { browserAgent } from '../helpers/client.ts';
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

/** Two apps on one fresh database (PostgreSQL, or two SQLite files), with the same limits and counters unless `others` differ. */
const pair = async (overrides: Partial<Config>, others: Partial<Config> = {}) => {
  const first = await startServer({
    loginAttempts: 2,
    loginAccountAttempts: 2,
    limits: { ...relaxedLimits, signIn: { max: 3, windowMs: 60_000 } },
    ...overrides,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-second-'));
  const second = await buildApp(loadConfig({}, { ...first.config, dataDir, ...others }));
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
const somePrefix = () => `elimuhub-test-${randomBytes(4).toString('hex')}`;
const redis = 'redis://127.0.0.1:6379';

describe.runIf(postgres).each([['PostgreSQL', null], ...(redisAnswers ? [['Redis', redis] as const] : [])] as const)('counted in %s', (_store, redisUrl) => {
  it('locks an account on one instance after failures through the other', async () => {
    const [a, b] = await pair({ redisUrl, redisPrefix: somePrefix() });
    const email = someone();
    expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    const locked = await signIn(b, email, someAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("counts one address's requests to a route across both instances", async () => {
    const [a, b] = await pair({ redisUrl, redisPrefix: somePrefix() });
    const address = someAddress();
    for (const app of [a, b, a]) expect((await signIn(app, someone(), address)).statusCode).toBe(401);
    const refused = await signIn(b, someone(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-in attempts from this network/);
  });

  it('leaves the answers kept for visitors alone: counting is not a change to the data', async () => {
    const [a, b] = await pair({ redisUrl, redisPrefix: somePrefix() });
    const schools = '/api/institutions/schools?_end=5';
    const cache = async (app: FastifyInstance) => (await app.inject({ url: schools })).headers['x-cache'];
    for (const app of [a, b]) {
      await cache(app);
      await cache(app);
      expect(await cache(app)).toBe('HIT');
    }
    // A page view is a counted open write, and a wrong password is counted for its account and its address.
    const view = await a.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: '/schools/1', visitor: 'v1' },
      remoteAddress: someAddress(),
      headers: { 'user-agent': browserAgent },
    });
    expect(view.statusCode).toBe(201);
    expect((await signIn(a, someone(), someAddress())).statusCode).toBe(401);
    expect(await cache(a)).toBe('HIT');
    // A write through the same instance after them: once the other instance has heard of it, it has heard of
    // anything the counting told it (notices arrive in the order they were sent).
    const login = await a.inject({ method: 'POST', url: '/api/auth/login', payload: adminCredentials, remoteAddress: someAddress() });
    const title = `Counting notice ${someone()}`;
    const written = await a.inject({
      method: 'POST',
      url: '/api/content/news',
      payload: { title, content: 'Heard by both.' },
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(written.statusCode).toBe(201);
    const heard = async () =>
      ((await b.inject({ url: '/api/content/news?_sort=id&_order=desc&_end=5' })).json() as { title: string }[]).some((row) => row.title === title);
    await expect.poll(heard, { timeout: 5000, interval: 50 }).toBe(true);
    expect(await cache(b)).toBe('HIT');
  });
});

describe.runIf(redisAnswers)('when Redis goes away', () => {
  it('counts in memory meanwhile, so the account lock and the address limit hold, then counts together again', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 6379 });
    cleanups.push(proxy.close);
    const redisPrefix = somePrefix();
    // `a` reaches Redis through the proxy, `b` directly.
    const [a, b] = await pair({ redisUrl: `redis://127.0.0.1:${proxy.port}`, redisPrefix }, { redisUrl: redis });
    expect((await signIn(a, someone(), someAddress())).statusCode).toBe(401);
    proxy.cut();
    const started = Date.now();
    const email = someone();
    for (let i = 0; i < 2; i++) expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    const locked = await signIn(a, email, someAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    const address = someAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(a, someone(), address)).statusCode).toBe(401);
    const refused = await signIn(a, someone(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-in attempts from this network/);
    expect(Date.now() - started).toBeLessThan(5000);
    proxy.restore();
    // ioredis reconnects on its own; then failures through `a` lock the account on `b` again.
    await expect
      .poll(
        async () => {
          const other = someone();
          for (let i = 0; i < 2; i++) await signIn(a, other, someAddress());
          return (await signIn(b, other, someAddress())).statusCode;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(429);
  });
});

describe.runIf(redisAnswers)('REDIS_PREFIX', () => {
  it('keeps the counts of deployments with different prefixes apart, and shares them with the same prefix', async () => {
    const redisPrefix = somePrefix();
    const [a, other] = await pair({ redisUrl: redis, redisPrefix }, { redisPrefix: somePrefix() });
    const [, same] = await pair({ redisUrl: redis, redisPrefix });
    const email = someone();
    for (let i = 0; i < 2; i++) expect((await signIn(a, email, someAddress())).statusCode).toBe(401);
    expect((await signIn(other, email, someAddress())).statusCode).toBe(401);
    expect((await signIn(same, email, someAddress())).statusCode).toBe(429);
  });
});

it('refuses a REDIS_PREFIX that cannot make keys', () => {
  expect(loadConfig({}).redisPrefix).toBe('elimuhub');
  expect(loadConfig({ REDIS_PREFIX: 'elimuhub-staging' }).redisPrefix).toBe('elimuhub-staging');
  expect(() => loadConfig({ REDIS_PREFIX: 'my site' })).toThrow(/REDIS_PREFIX must be 1 to 64 letters/);
  expect(() => loadConfig({ REDIS_PREFIX: 'x'.repeat(65) })).toThrow(/REDIS_PREFIX must be/);
});
