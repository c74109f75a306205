/**
 * Starts a real server for a test file on its own fresh database: a temporary SQLite file, or, when
 * TEST_DATABASE_URL is set, a schema of its own in that PostgreSQL database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { defaultLimits, type AbuseLimits } from '../../src/server/abuse/limits.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';

export const adminCredentials = { email: 'admin@elimuhub.test', password: 'Admin-pass-2026' };

export const inPostgres = async (statement: string, database = process.env.TEST_DATABASE_URL) => {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** A fresh schema of its own in the test database (or in `database`), or null for SQLite. */
export const postgresSchema = async (database = process.env.TEST_DATABASE_URL) => {
  if (!database) return null;
  // TEST_SCHEMA_PREFIX keeps the schemas of runs sharing one database apart (each run drops only its own).
  const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
  await inPostgres(`CREATE SCHEMA ${schema}`, database);
  const url = new URL(database);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => inPostgres(`DROP SCHEMA ${schema} CASCADE`, database) };
};

/** Rate limits and quotas no test meets by accident; the tests of the limits set low ones of their own. */
export const relaxedLimits: AbuseLimits = {
  ...defaultLimits,
  ...Object.fromEntries(Object.entries(defaultLimits).map(([name, value]) => [name, typeof value === 'object' ? { ...value, max: 1_000_000 } : value])),
  imagesPerDay: 1_000_000,
  uploadBytesPerDay: 1024 ** 4,
};

export const startServer = async (overrides: Partial<Config> = {}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-test-'));
  const postgres = await postgresSchema();
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: postgres?.url ?? null,
      adminEmail: adminCredentials.email,
      adminPassword: adminCredentials.password,
      seed: 'none',
      logLevel: 'silent',
      webDir: path.join(dataDir, 'no-web'),
      loginAttempts: 1000,
      limits: relaxedLimits,
      ...overrides,
    },
  );
  const app = await buildApp(config);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
    },
  };
};

export const dialectName = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
