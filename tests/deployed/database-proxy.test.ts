/**
 * The proxy between the server processes and PostgreSQL ends a session as a direct connection would when the
 * process on the other side dies: a killed first start must not leave its advisory lock (or an open
 * transaction) held for the start after it.
 */
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { postgres } from './postgres-only.ts';

describe.runIf(postgres)('the database proxy', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  const database = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');

  beforeAll(async () => {
    proxy = await tcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
  });
  afterAll(() => proxy?.close());

  it("ends the session of a client whose connection was reset, and with it the session's locks", async () => {
    const through = new URL(database);
    through.host = `127.0.0.1:${proxy.port}`;
    const holder = new pg.Client({ connectionString: through.toString() });
    holder.on('error', () => undefined);
    await holder.connect();
    const key = Math.floor(Math.random() * 2 ** 30);
    await holder.query('SELECT pg_advisory_lock($1)', [key]);
    // What the kernel does to the socket of a process killed with unread data in it.
    (holder as unknown as { connection: { stream: net.Socket } }).connection.stream.resetAndDestroy();

    const other = new pg.Client({ connectionString: database.toString() });
    await other.connect();
    try {
      await expect
        .poll(async () => (await other.query('SELECT pg_try_advisory_lock($1) AS free', [key])).rows[0].free, { timeout: 5000, interval: 100 })
        .toBe(true);
    } finally {
      await other.end();
    }
  });
});
