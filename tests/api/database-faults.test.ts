/**
 * The database going away: requests answer 503 with Retry-After (never hang, never crash the process), and
 * the service is back by itself once the database is, without a restart. PostgreSQL, through a TCP proxy the
 * test cuts; the SQLite run has no network to cut.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, type Client } from '../helpers/client.ts';
import { adminCredentials, postgresSchema, relaxedLimits, startServer } from '../helpers/server.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
let server: Awaited<ReturnType<typeof startServer>>;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let schema: Awaited<ReturnType<typeof postgresSchema>>;
let visitor: Client;

beforeAll(async () => {
  if (!postgres) return;
  schema = await postgresSchema();
  const url = new URL(schema!.url);
  proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  server = await startServer({
    databaseUrl: url.toString(),
    dbConnectTimeoutMs: 1000,
    dbStatementTimeoutMs: 2000,
    loginAttempts: 3,
    limits: { ...relaxedLimits, signIn: { max: 4, windowMs: 60_000 } },
  });
  visitor = client(server.app);
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await schema?.drop();
});

it.skipIf(!postgres)(
  'answers 503 while the database is cut and recovers by itself within 2 s of its return',
  async () => {
    // Signed in requests are never served from the cache, so each one asks the database.
    const ask = () => visitor.get('/api/ready');
    expect((await ask()).status).toBe(200);
    proxy.cut();
    const started = Date.now();
    const during = await Promise.all([ask(), ask(), visitor.get('/api/institutions/schools?county=Kisumu')]);
    for (const reply of during) {
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.body.message).toMatch(/database/);
    }
    expect(Date.now() - started).toBeLessThan(5000);
    // A listing's page cannot tell whether its row is there: a crawler is told to come back, not shown a stand-in.
    const page = await server.app.inject({ method: 'GET', url: '/institutions/schools/1' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect((await visitor.get('/api/health')).status).toBe(200);
    proxy.restore();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 2000 && status !== 200) status = (await ask()).status;
    expect(status).toBe(200);
  },
  30_000,
);

it.skipIf(!postgres)(
  'does not count sign-ins answered 503 while the database is cut towards any sign-in limit',
  async () => {
    const signIn = () => visitor.post('/api/auth/login', adminCredentials);
    expect((await signIn()).status).toBe(200);
    proxy.cut();
    // More than the account's limit from one address (3) and the address's sign-in limit (4).
    for (let i = 0; i < 6; i++) expect((await signIn()).status).toBe(503);
    proxy.restore();
    let status = 0;
    const back = Date.now();
    while (Date.now() - back < 5000 && status !== 200) {
      status = (await signIn()).status;
      expect(status).not.toBe(429);
    }
    expect(status).toBe(200);
  },
  30_000,
);
