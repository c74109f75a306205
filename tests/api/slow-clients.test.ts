/**
 * A client that sends its request slowly: it is cut off after the request timeout with a message it can act on
 * (headers or body), it does not stop answers being kept for everybody else meanwhile, and it does not hold up
 * a shutdown beyond its deadline.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresSchema, inPostgres, startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;

beforeAll(async () => {
  server = await startServer({ requestTimeoutMs: 1500 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(() => server.close());

/** Sends the headers of a POST and a first byte of its body, then nothing more. */
const stall = (to: number) => {
  const socket = net.connect(to, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('POST /api/support/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  return { socket, answer: () => answer, closed: new Promise<void>((r) => socket.once('close', () => r())) };
};

it('keeps answers for visitors while a slow write is still arriving, and cuts the slow client off', async () => {
  const slow = stall(port);
  const get = () => fetch(`http://127.0.0.1:${port}/api/support/faqs`);
  await get();
  await get();
  expect((await get()).headers.get('x-cache')).toBe('HIT');
  const started = Date.now();
  await slow.closed;
  expect(Date.now() - started).toBeLessThan(3000);
  expect(slow.answer()).toMatch(/^HTTP\/1.1 408/);
});

it('answers headers that arrive too slowly with a message of its own', async () => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('GET /api/support/faqs HTTP/1.1\r\nHost: x\r\n');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const started = Date.now();
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  expect(Date.now() - started).toBeLessThan(3000);
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1.1 408/);
  expect(head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(body!)).toEqual({ message: 'The request took longer than 2 s to arrive. Check your connection and try again.' });
});

it('exits within the shutdown deadline on SIGTERM although a client is stalled', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-shutdown-'));
  const postgres = await postgresSchema();
  const childPort = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(childPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'Admin-pass-2026',
      WEB_DIR: path.join(dataDir, 'no-web'),
      SHUTDOWN_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '60000',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 200; i++) {
      const up = await fetch(`http://127.0.0.1:${childPort}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const slow = stall(childPort);
    // The stalled request is in: its headers have left, and the server has answered a request sent after them.
    await new Promise<void>((resolve) => slow.socket.write('', () => resolve()));
    expect((await fetch(`http://127.0.0.1:${childPort}/api/health`)).ok).toBe(true);
    const started = Date.now();
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    await exited;
    expect(Date.now() - started).toBeLessThan(4000);
    slow.socket.destroy();
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
  }
}, 60_000);
