/**
 * Two instances on one PostgreSQL database: an answer one keeps for anonymous visitors never outlives a write
 * made through the other (told within a second), also when the second lost its connection meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { client, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startServer } from '../helpers/server.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
let first: Awaited<ReturnType<typeof startServer>>;
let second: FastifyInstance;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let admin: Session;
const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-second-'));

beforeAll(async () => {
  if (!postgres) return;
  first = await startServer();
  admin = await signInAdmin(first.app);
  const url = new URL(first.config.databaseUrl!);
  proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  second = await buildApp(loadConfig({}, { ...first.config, dataDir: secondDir, databaseUrl: url.toString(), dbConnectTimeoutMs: 1000 }));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await proxy?.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
});

const titles = async () => {
  const reply = await client(second).get('/api/content/news?_sort=id&_order=desc');
  return { cache: reply.headers['x-cache'], titles: (reply.body as { title: string }[]).map((n) => n.title) };
};

it.skipIf(!postgres)('a write through one instance is seen through the other within a second', async () => {
  await titles();
  await titles();
  expect((await titles()).cache).toBe('HIT');
  expect((await admin.post('/api/content/news', { title: 'Form One reporting dates', content: 'Reporting starts on 12 January.' })).status).toBe(201);
  const after = await eventually(async () => (await titles()).titles.includes('Form One reporting dates'), 1000);
  expect(after).not.toBeNull();
});

it.skipIf(!postgres)(
  'an instance that lost its connection reuses nothing kept from before',
  async () => {
    await titles();
    await titles();
    expect((await titles()).cache).toBe('HIT');
    proxy.cut();
    await admin.post('/api/content/news', { title: 'KCSE results released', content: 'Results are out.' });
    proxy.restore();
    const after = await eventually(async () => {
      try {
        return (await titles()).titles.includes('KCSE results released');
      } catch {
        return false;
      }
    }, 5000);
    expect(after).not.toBeNull();
  },
  20_000,
);
