/** Environment → typed configuration; nothing else in the server reads process.env. */
import os from 'node:os';
import path from 'node:path';
import { loadLimits, parseTrustProxy, type AbuseLimits, type TrustProxy } from './abuse/limits.ts';
import { loadS3Settings, type S3Settings } from './uploads/s3-settings.ts';
import { loadMpesaSettings, loadSimulatedFlag, type MpesaSettings } from './payments/mpesa-settings.ts';
import { openStreetMapTiles, type MapTiles } from '../registry/map-tiles.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; otherwise the SQLite file DATA_DIR/elimuhub.db is used. */
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  seed: 'demo' | 'none';
  logLevel: string;
  /** Built web assets (the public site and the admin). */
  webDir: string;
  /**
   * Failed sign-ins allowed per account (email) from one address in the window, then that account is locked for
   * that address; and from all addresses together, then it is locked for everyone until the window is over.
   */
  loginAttempts: number;
  loginAccountAttempts: number;
  loginWindowMs: number;
  /** NODE_ENV=production: no demo data unless asked for, and demo accounts without a known password. */
  production: boolean;
  /** Which proxies may set the client's address (X-Forwarded-For); false: none, the socket's address counts. */
  trustProxy: TrustProxy;
  /** Rate limits and upload quotas (src/server/abuse/). */
  limits: AbuseLimits;
  /** smtp:// or smtps:// URL of the mail server; without it mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | null;
  /** The sender of every message, e.g. `ElimuHub <no-reply@elimuhub.co.ke>`. */
  mailFrom: string;
  /** The site's address as visitors reach it, for links in emails (no trailing slash). */
  publicUrl: string;
  /** How long to wait for a PostgreSQL connection, and the longest a statement may run, in milliseconds. */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** The longest a client may take to send a whole request (a slow body is cut off with 408). */
  requestTimeoutMs: number;
  /** On SIGTERM, how long requests under way may take to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Reads (GET and HEAD) worked on at once, and how many more may wait their turn (http/reads-in-turn.ts). */
  readsAtOnce: number;
  readsWaiting: number;
  /**
   * Signs private-file links (and anything else every instance must agree on). Without SECRET a single instance
   * makes one in DATA_DIR; several instances on one PostgreSQL must share it, so production there requires it.
   */
  secret: string | null;
  /** redis:// URL: rate limits, throttles and quotas are counted there, shared by every instance (else in PostgreSQL, or in memory). */
  redisUrl: string | null;
  /** Starts every Redis key, so deployments sharing one Redis (staging and production) never share a count. */
  redisPrefix: string;
  /** The API's documentation (/api/docs, /api/openapi.json) is served: always outside production, with API_DOCS=public in it. */
  apiDocs: boolean;
  /** The bearer token a Prometheus scraper sends for /metrics; without it only local-network addresses may read them. */
  metricsToken: string | null;
  /** SQLite: threads that read beside the event loop (default one per core), the longest a read may run, and how many reads may wait for a free thread. */
  sqliteReaders: number;
  sqliteReadBudgetMs: number;
  sqliteReadQueue: number;
  /** Uploaded images and private files in an S3-compatible bucket (S3_BUCKET and the other S3_* settings); null keeps them in DATA_DIR. */
  s3: S3Settings | null;
  /** Saved-search alerts: how often digests due are looked for, and how old an approval must be to be looked at (so one still committing is not passed over). */
  alertDigestEveryMs: number;
  alertSettleMs: number;
  /** M-Pesa through Daraja's STK push (the MPESA_* settings); null: M-Pesa is not taken for real. */
  mpesa: MpesaSettings | null;
  /** The instant test payments (nothing is charged): on outside production, or with PAYMENTS_SIMULATED=true. */
  paymentsSimulated: boolean;
  /** The open lists the repository ships (docs/data-sources.md): the Ministry of Education's schools, universities. */
  openDataDir: string;
  /** OPEN_LISTS=load: a start loads the shipped lists once (`npm start` asks for it outside production). */
  openLists: 'load' | 'none';
  /**
   * The site's notice that reviews, fees and results are invented: DEMO_NOTICE=on or off; unset, it is shown while
   * the database holds the demo data.
   */
  demoNotice: boolean | null;
  /**
   * The maps' tiles: MAP_TILES_URL (a Leaflet address with {z}, {x} and {y}; default OpenStreetMap's) and
   * MAP_TILES_ATTRIBUTION (the credit shown on the map, HTML; default OpenStreetMap's, and required with another
   * address). Written into every page's head for the site's map (docs/near-me.md).
   */
  mapTiles: MapTiles;
}

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
};

/** A setting whose 0 would switch a protection off (a timeout, a limit): at least 1. */
const positive = (value: string | undefined, fallback: number, name: string) => {
  const parsed = number(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1; 0 would switch its protection off`);
  return parsed;
};

const choice = <const T extends string>(value: string | undefined, values: readonly T[], fallback: T, name: string): T => {
  if (value === undefined || value === '') return fallback;
  if (!values.includes(value as T)) throw new Error(`${name} must be ${values.map((v) => `"${v}"`).join(' or ')}, got "${value}"`);
  return value as T;
};

const smtpUrl = (value: string | undefined) => {
  if (!value) return null;
  if (!/^smtps?:\/\//.test(value)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
};

const publicUrl = (value: string | undefined, port: number) => {
  if (!value) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`PUBLIC_URL must be an http:// or https:// address, got "${value}"`);
  return value.replace(/\/+$/, '');
};

const mapTiles = (url: string | undefined, attribution: string | undefined): MapTiles => {
  if (!url) return { url: openStreetMapTiles.url, attribution: attribution || openStreetMapTiles.attribution };
  // An absolute address, or one of this site's own paths (a tile server behind the same proxy).
  if (!/^(https?:\/\/[^/]|\/[^/])/.test(url)) throw new Error(`MAP_TILES_URL must be an http(s):// address or a path starting with /, got "${url}"`);
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) throw new Error(`MAP_TILES_URL must hold {z}, {x} and {y}, got "${url}"`);
  if (!attribution && url !== openStreetMapTiles.url)
    throw new Error("MAP_TILES_ATTRIBUTION is required with MAP_TILES_URL: the credit the tiles' licence asks for");
  return { url, attribution: attribution || openStreetMapTiles.attribution };
};

const redisUrl = (value: string | undefined) => {
  if (!value) return null;
  if (!/^rediss?:\/\//.test(value)) throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${value}"`);
  return value;
};

const redisPrefix = (value: string | undefined) => {
  if (value === undefined || value === '') return 'elimuhub';
  // Keys are "<prefix>:counter:…"; spaces, wildcards or a huge prefix would make them hard to find and remove by pattern.
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(value))
    throw new Error(`REDIS_PREFIX must be 1 to 64 letters, digits, dots, dashes or underscores (e.g. elimuhub-staging), got "${value}"`);
  return value;
};

const secret = (value: string | undefined, shared: boolean) => {
  if (value) {
    if (value.length < 32) throw new Error('SECRET must be at least 32 characters long (e.g. the output of: openssl rand -hex 32)');
    return value;
  }
  if (shared)
    throw new Error('SECRET is required in production with DATABASE_URL: every instance must sign links with the same secret (e.g. openssl rand -hex 32)');
  return null;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const production = env.NODE_ENV === 'production';
  // A production server starts empty unless demo data is asked for; a laptop gets the demo.
  const seed = env.SEED || (production ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${seed}"`);
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  return {
    port: number(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@elimuhub.co.ke').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    seed,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    loginAttempts: positive(env.LOGIN_ATTEMPTS, 5, 'LOGIN_ATTEMPTS'),
    loginAccountAttempts: positive(env.LOGIN_ACCOUNT_ATTEMPTS, 50, 'LOGIN_ACCOUNT_ATTEMPTS'),
    loginWindowMs: number(env.LOGIN_LOCK_MINUTES, 15, 'LOGIN_LOCK_MINUTES') * 60 * 1000,
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    limits: loadLimits(env),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'ElimuHub <no-reply@elimuhub.co.ke>',
    publicUrl: publicUrl(env.PUBLIC_URL, number(env.PORT, 3000, 'PORT')),
    dbConnectTimeoutMs: positive(env.DB_CONNECT_TIMEOUT_MS, 5000, 'DB_CONNECT_TIMEOUT_MS'),
    dbStatementTimeoutMs: positive(env.DB_STATEMENT_TIMEOUT_MS, 15000, 'DB_STATEMENT_TIMEOUT_MS'),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30000, 'REQUEST_TIMEOUT_MS'),
    shutdownTimeoutMs: number(env.SHUTDOWN_TIMEOUT_MS, 10000, 'SHUTDOWN_TIMEOUT_MS'),
    readsAtOnce: positive(env.READS_AT_ONCE, 8, 'READS_AT_ONCE'),
    readsWaiting: number(env.READS_WAITING, 1000, 'READS_WAITING'),
    metricsToken: env.METRICS_TOKEN || null,
    // The documentation maps every route and field: a production site publishes it only when it means to.
    apiDocs: choice(env.API_DOCS, ['public', 'off'], production ? 'off' : 'public', 'API_DOCS') === 'public',
    secret: secret(env.SECRET, production && databaseUrl !== null),
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: redisPrefix(env.REDIS_PREFIX),
    sqliteReaders: Math.max(1, number(env.SQLITE_READERS, os.availableParallelism(), 'SQLITE_READERS')),
    sqliteReadBudgetMs: number(env.SQLITE_READ_BUDGET_MS, 5000, 'SQLITE_READ_BUDGET_MS'),
    sqliteReadQueue: number(env.SQLITE_READ_QUEUE, 200, 'SQLITE_READ_QUEUE'),
    s3: loadS3Settings(env),
    mpesa: loadMpesaSettings(env, publicUrl(env.PUBLIC_URL, number(env.PORT, 3000, 'PORT'))),
    paymentsSimulated: loadSimulatedFlag(env) ?? !production,
    alertDigestEveryMs: positive(env.ALERT_DIGEST_EVERY_MINUTES, 15, 'ALERT_DIGEST_EVERY_MINUTES') * 60 * 1000,
    alertSettleMs: 60 * 1000,
    openDataDir: path.resolve(env.OPEN_DATA_DIR ?? './open-data'),
    openLists: choice(env.OPEN_LISTS, ['load', 'none'], 'none', 'OPEN_LISTS'),
    demoNotice: env.DEMO_NOTICE ? choice(env.DEMO_NOTICE, ['on', 'off'], 'off', 'DEMO_NOTICE') === 'on' : null,
    mapTiles: mapTiles(env.MAP_TILES_URL, env.MAP_TILES_ATTRIBUTION),
    ...overrides,
  };
};
