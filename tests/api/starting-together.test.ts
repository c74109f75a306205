/**
 * Instances started together on a new PostgreSQL database (compose starts two at once): the later ones wait
 * for the first to migrate, bootstrap and seed, however long that takes, then start on what it made. Waiting
 * is not a statement, so the statement timeout does not cut it short.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { schools } from '../../src/server/db/seed/data/institutions.ts';
import { signInAdmin } from '../helpers/client.ts';
import { adminCredentials, postgresSchema } from '../helpers/server.ts';

const postgres = !!process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it.runIf(postgres)(
  'starts three instances at once although the first start takes longer than the statement timeout',
  async () => {
    const schema = (await postgresSchema())!;
    cleanups.push(schema.drop);
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-together-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      // Migrating and seeding the demo take seconds; each statement of it well under one.
      return buildApp(
        loadConfig(
          {},
          {
            dataDir,
            databaseUrl: schema.url,
            adminEmail: adminCredentials.email,
            adminPassword: adminCredentials.password,
            seed: 'demo',
            logLevel: 'silent',
            webDir: path.join(dataDir, 'web'),
            dbStatementTimeoutMs: 1000,
          },
        ),
      );
    };
    const started = await Promise.allSettled([start(), start(), start()]);
    const apps = started.filter((s): s is PromiseFulfilledResult<FastifyInstance> => s.status === 'fulfilled').map((s) => s.value);
    for (const app of apps) cleanups.push(() => app.close());
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    // The demo data once, whichever instance seeded it (the admin sees the pending schools too).
    const admin = await signInAdmin(apps[2]!);
    expect(Number((await admin.get('/api/institutions/schools?_end=1')).headers['x-total-count'])).toBe(schools.length);
  },
  120_000,
);
