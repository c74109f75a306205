/**
 * What a start does to the database before it serves, made safe to repeat after a kill at any moment and for
 * several instances starting together: migrations and bootstrap run under a lock one instance at a time, and
 * the demo seed is bracketed by markers, so one that was cut short is cleared and made again.
 */
import { resources } from '../../registry/index.ts';
import type { Config } from '../config.ts';
import type { Crud } from '../crud/service.ts';
import type { FileStore } from '../uploads/storage.ts';
import { bootstrap, hasNoListings } from './bootstrap.ts';
import { openDialect, type Db, type Dialect } from './dialect.ts';
import { migrate } from './migrate.ts';
import { nowIso } from '../../registry/clock.ts';

type Log = (message: string) => void;

/**
 * Migrations may set a search index up again over every row: on PostgreSQL at a million schools that takes far
 * longer than any request may, so they run on connections of their own, without the statement timeout that bounds a
 * request (docs/benchmarks.md).
 */
const unbounded = async (dialect: Dialect, config: Config, work: (dialect: Dialect) => Promise<void>) => {
  if (!dialect.boundsStatements) return work(dialect);
  const own = await openDialect({ ...config, dbStatementTimeoutMs: 0 });
  try {
    await work(own);
  } finally {
    await own.close();
  }
};

export const prepareDatabase = (dialect: Dialect, config: Config, log: Log) =>
  unbounded(dialect, config, (own) =>
    own.exclusive('start', async () => {
      await migrate(own, resources);
      await bootstrap(own.db, config, log);
    }),
  );

const started = 'demo-seed-started';
const finished = 'demo-seed-finished';

const markers = async (db: Db) =>
  new Set((await db.selectFrom('_migrations').select('version').where('version', 'in', [started, finished]).execute()).map((r) => r.version));

const mark = (db: Db, version: string) => db.insertInto('_migrations').values({ version, applied_at: nowIso() }).execute();

/** Tables the bootstrap fills for every installation; everything else in a cut-short demo seed is cleared. */
const kept = new Set(['auth_roles', 'auth_permissions', 'auth_users', 'institutions_locations', 'auth_subscription_plans']);

const clearDemo = async (db: Db, adminEmail: string) => {
  for (const resource of resources) if (!kept.has(resource.table)) await db.deleteFrom(resource.table).execute();
  await db.deleteFrom('auth_users').where('email', '!=', adminEmail).execute();
};

/** Whether the database holds the demo data, whose reviews, fees and results are invented. */
export const holdsDemo = async (db: Db) => (await markers(db)).has(finished);

/** Seeds the demo data into a new installation once; finishes the job when an earlier start was killed during it. */
export const seedDemoOnce = (dialect: Dialect, crud: Crud, config: Config, store: FileStore, log: Log) =>
  dialect.exclusive('seed', async () => {
    const { db } = dialect;
    const done = await markers(db);
    if (done.has(finished)) return;
    if (done.has(started)) {
      log('An earlier start stopped while seeding the demo data; seeding it again.');
      await clearDemo(db, config.adminEmail);
    } else {
      if (!(await hasNoListings(db))) return;
      await mark(db, started);
    }
    // Loaded only when needed: the demo data is large and a normal start should not parse it.
    const { seedDemo } = await import('./seed/demo.ts');
    try {
      await seedDemo(db, crud, store, log, { knownPasswords: !config.production });
    } catch (error) {
      // The start marker stays, so the next start clears what this one wrote and seeds anew.
      throw new Error(`seeding the demo data stopped: ${(error as Error).message} Start again to seed it anew, or set SEED=none to start without it.`, {
        cause: error,
      });
    }
    await mark(db, finished);
  });
