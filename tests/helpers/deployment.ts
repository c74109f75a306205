/**
 * ElimuHub deployed the way compose.yaml deploys it, on this machine: instances of the production server
 * (server-process.ts) with NODE_ENV=production and one SECRET, on one PostgreSQL schema of their own reached
 * through a TCP proxy the caller controls, limits counted in Redis when it answers (else in PostgreSQL), and
 * uploaded files in one S3-compatible bucket (shared-files.ts). Each instance has its own port and its own DATA_DIR. The caller plays
 * Caddy: it says which address each request comes from, in X-Forwarded-For (see `from`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Remote } from './client.ts';
import { localRedisUrl, redisAnswers } from './redis.ts';
import { adminCredentials, postgresSchema } from './server.ts';
import { spawnServer, whenReady, type RunningServer, type ServerProcess } from './server-process.ts';
import { sharedFiles } from './shared-files.ts';
import { tcpProxy } from './tcp-proxy.ts';
import { someAddress } from './visitors.ts';

export interface DeploymentOptions {
  /** How many instances start at once (more can be added with start() or spawn()). */
  instances?: number;
  /** Settings for every instance besides the deployment's own (limits, timeouts, SEED). */
  env?: Record<string, string>;
  /** The PostgreSQL database the schema is made in; TEST_DATABASE_URL unless given. */
  database?: string;
}

export type Deployment = Awaited<ReturnType<typeof startDeployment>>;

export const startDeployment = async ({ instances = 2, env = {}, database = process.env.TEST_DATABASE_URL }: DeploymentOptions = {}) => {
  const schema = await postgresSchema(database);
  if (!schema) throw new Error('A deployment needs PostgreSQL: set TEST_DATABASE_URL.');
  const direct = new URL(schema.url);
  const proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(schema.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const counters = (await redisAnswers()) ? 'Redis' : 'PostgreSQL';
  const files = await sharedFiles();
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: proxied.toString(),
    ...(counters === 'Redis' ? { REDIS_URL: localRedisUrl } : {}),
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    // Only the proxy in front may name the client's address, as TRUST_PROXY does for Caddy in compose.yaml.
    TRUST_PROXY: 'loopback',
    // A cut database answers 503 within a second rather than after the 5 s default.
    DB_CONNECT_TIMEOUT_MS: '1000',
    // The checkout rounds pay with test payments, which production offers only when told to.
    PAYMENTS_SIMULATED: 'true',
    ...env,
  };
  const dirs: string[] = [];
  const processes: ServerProcess[] = [];

  /** One more instance, on its own port and DATA_DIR; returns at once (to be killed while it starts, say). */
  const spawn = (more: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-instance-'));
    dirs.push(dataDir);
    const server = spawnServer({ ...settings, DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web'), ...files.forInstance(), ...more });
    processes.push(server);
    return server;
  };
  /** One more instance, once it is ready. */
  const start = (more: Record<string, string> = {}) => whenReady(spawn(more));

  const close = async () => {
    for (const server of processes) server.signal('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await proxy.close();
    await schema.drop();
    await files.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  // Started together, as compose starts them: the first start's lock keeps them from migrating at once.
  const started = await Promise.all(Array.from({ length: instances }, () => start())).catch(async (error) => {
    await close();
    throw error;
  });
  return {
    instances: started,
    /** The proxy between the instances and PostgreSQL: cut() and restore() it. */
    proxy,
    /** The schema's URL without the proxy, for checks made beside the instances. */
    databaseUrl: schema.url,
    counters,
    /** The keys in the bucket the instances keep their files in. */
    storedFiles: files.objects,
    spawn,
    start,
    close,
  };
};

/** Requests to `server` as a visitor from `address` (a new one unless given), as the proxy in front would say. */
export const from = (server: RunningServer, address = someAddress()): Remote => ({ url: server.url, headers: { 'x-forwarded-for': address } });
