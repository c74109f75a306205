/**
 * SQLite reads run on worker threads: a slow read stalls neither the event loop nor the other readers, a read
 * over its time budget answers 503 and its reader is replaced, a full waiting line refuses at once, and a read
 * issued after a write sees it. The slow reads come through routes added here, on the server's own database:
 * no public request can run them.
 */
import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SqliteReadPool } from '../../src/server/db/sqlite-read-pool.ts';
import { client, signInAdmin } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startServer } from '../helpers/server.ts';

const postgres = !!process.env.TEST_DATABASE_URL;

/** A read of about `rows` million steps that hands a row back every million (so a reader can be stopped between). */
const counting = (millions: number) =>
  sql<{ x: number }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${millions * 1_000_000}) SELECT x FROM c WHERE x % 1000000 = 0`;

/** Starts a server whose dialect is kept, with routes for a slow read (`/test/slow?millions=N`) and a quick one. */
const serverWithSlowReads = async (overrides: Parameters<typeof startServer>[0]) => {
  const server = await startServer(overrides);
  // The server's own database, for the statements the tests run on it directly.
  const { dialect } = server.app;
  server.app.get<{ Querystring: { millions: string } }>('/test/slow', async (request) => ({
    rows: (await counting(Number(request.query.millions)).execute(dialect.db)).rows.length,
  }));
  server.app.get('/test/quick', async () => (await sql<{ one: number }>`SELECT 1 AS one`.execute(dialect.db)).rows[0]);
  return { ...server, dialect };
};

/** The statements handed to a pool of readers so far: a read handed over holds a reader, or waits for one. */
const handed: string[] = [];
const read = SqliteReadPool.prototype.read;
vi.spyOn(SqliteReadPool.prototype, 'read').mockImplementation(function (this: SqliteReadPool, statement, parameters) {
  handed.push(statement);
  return read.call(this, statement, parameters);
});
const slowReads = () => handed.filter((statement) => statement.includes('RECURSIVE')).length;

/** Asks for the slow read and waits until it has been handed to the readers; `slow` is its answer to come. */
const slowRead = async (visitor: ReturnType<typeof client>, order: string[], millions: number) => {
  const before = slowReads();
  const slow = finishing(order, 'slow', visitor.get(`/test/slow?millions=${millions}`));
  expect(await eventually(async () => slowReads() > before, 5000), 'the slow read reached the readers').not.toBeNull();
  return { slow };
};

/** Runs `ask` and records its name in `order` when it answers. */
const finishing = async <T>(order: string[], name: string, ask: Promise<T>) => {
  const reply = await ask;
  order.push(name);
  return reply;
};

describe.skipIf(postgres)('SQLite reads beside the event loop', () => {
  let server: Awaited<ReturnType<typeof serverWithSlowReads>>;

  beforeAll(async () => {
    server = await serverWithSlowReads({ sqliteReaders: 2, sqliteReadBudgetMs: 120_000 });
  });
  afterAll(() => server?.close());

  it('answers the health check and a list while a slow read runs', async () => {
    const visitor = client(server.app);
    const order: string[] = [];
    const { slow } = await slowRead(visitor, order, 20);
    const [health, list] = await Promise.all([
      finishing(order, 'health', visitor.get('/api/health')),
      finishing(order, 'list', visitor.get('/api/institutions/schools?county=Nairobi')),
    ]);
    expect(health.status).toBe(200);
    expect(list.status).toBe(200);
    expect(order).not.toContain('slow');
    expect((await slow).body).toEqual({ rows: 20 });
    expect(order.at(-1)).toBe('slow');
  });

  it('reads outside a transaction neither wait for it nor see its writes before they are committed', async () => {
    const { db } = server.dialect;
    await sql`CREATE TABLE scratch (id integer PRIMARY KEY, note text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('scratch').values({ note: 'pending' }).execute();
      expect(await trx.selectFrom('scratch').select('note').execute()).toEqual([{ note: 'pending' }]);
      // Awaited inside the transaction: a read that waited for the main connection would never answer.
      expect(await db.selectFrom('scratch').select('note').execute()).toEqual([]);
    });
    expect(await db.selectFrom('scratch').select('note').execute()).toEqual([{ note: 'pending' }]);
  });

  it('gives rows as objects with every column, whatever its name, blobs as Buffers', async () => {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT 1 AS "__proto__", 'a' AS "two words", 2 AS "x", 3 AS "x", X'0102' AS "bytes", NULL AS "none"`.execute(server.dialect.db);
    const [row] = rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row!)).toEqual(['__proto__', 'two words', 'x', 'bytes', 'none']);
    expect(row).toMatchObject({ 'two words': 'a', x: 3, none: null });
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
    expect(Buffer.from(row!.bytes as Uint8Array)).toEqual(Buffer.from([1, 2]));
  });

  it('a list issued right after a write sees it, every time (search included)', async () => {
    const admin = await signInAdmin(server.app);
    const visitor = client(server.app);
    for (let i = 0; i < 25; i++) {
      const name = `Readafter${i} Academy`;
      const created = await admin.post('/api/institutions/schools', { name, county: 'Turkana', moderation: 'approved' });
      expect(created.status).toBe(201);
      const listed = await visitor.get('/api/institutions/schools?county=Turkana&_sort=id&_order=desc&_start=0&_end=1');
      expect(listed.body.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
      expect(listed.headers['x-total-count']).toBe(String(i + 1));
      const found = await visitor.get(`/api/institutions/schools?q=readafter${i}`);
      expect(found.body.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
    }
  });
});

describe.skipIf(postgres)('SQLite reads over their budget or beyond the waiting line', () => {
  let server: Awaited<ReturnType<typeof serverWithSlowReads>>;

  beforeAll(async () => {
    // Budget enough for the server's own start-up reads on a loaded machine; the slow read takes far longer.
    server = await serverWithSlowReads({ sqliteReaders: 1, sqliteReadBudgetMs: 4000, sqliteReadQueue: 2 });
    // The server's own first reads (the sweeps a start runs at once) are answered before the line is filled here.
    const quick = async () => (await client(server.app).get('/test/quick')).status === 200;
    expect(await eventually(quick, 30_000)).not.toBeNull();
  });
  afterAll(() => server?.close());

  it('cuts a read over its budget into a 503 with Retry-After, and the reader is replaced', async () => {
    const visitor = client(server.app);
    for (let round = 0; round < 2; round++) {
      const slow = await visitor.get('/test/slow?millions=100000');
      expect(slow.status).toBe(503);
      expect(slow.headers['retry-after'], JSON.stringify(slow.body)).toBe('30');
      expect(slow.body.message).toMatch(/more than 4 s of database time.*Narrow it/);
      expect((await visitor.get('/test/quick')).body).toEqual({ one: 1 });
      expect((await visitor.get('/api/institutions/schools')).status).toBe(200);
    }
  });

  it('refuses a read at once when the line waiting for a reader is full; the waiting ones are answered', async () => {
    const visitor = client(server.app);
    const order: string[] = [];
    const { slow } = await slowRead(visitor, order, 100000);
    const waiting = [finishing(order, 'waiting', visitor.get('/test/quick')), finishing(order, 'waiting', visitor.get('/test/quick'))];
    const refused = await finishing(order, 'refused', visitor.get('/test/quick'));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.body.message).toMatch(/too many requests/);
    expect((await slow).status).toBe(503);
    for (const reply of await Promise.all(waiting)) expect(reply.body).toEqual({ one: 1 });
    expect(order).toEqual(['refused', 'slow', 'waiting', 'waiting']);
  });

  it('stops its readers when closed', async () => {
    const { dialect } = server;
    await dialect.close();
    await expect(dialect.db.selectFrom('_migrations').select('version').execute()).rejects.toThrow(/closed/);
  });
});

describe.skipIf(postgres)('a new SQLite reader', () => {
  it("starts a read's time budget once it has loaded, so its first read is not spent on loading", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-readers-'));
    const file = path.join(dir, 'elimuhub.db');
    new SQLite(file).close();
    // Loading a reader from source takes far longer than 50 ms; the read itself takes well under.
    const pool = new SqliteReadPool({ file, busyTimeoutMs: 1000, size: 1, budgetMs: 50, maxWaiting: 10 });
    try {
      expect(await pool.read('SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    } finally {
      await pool.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
