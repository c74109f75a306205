/**
 * A connection of its own on a test server's database, as another instance of the app would have, to run what the
 * app's timers run (sweeps, digests) at the moment a test needs. Its SQLite reads get more than the app's 5 s: a
 * reader thread starts on its first read, and from source (tsx) on a busy machine that start alone can use the
 * budget, which would fail the read the test is about.
 */
import type { Config } from '../../src/server/config.ts';
import { openDialect } from '../../src/server/db/dialect.ts';

export const anotherInstance = (config: Config) => openDialect({ ...config, sqliteReadBudgetMs: 60_000 });
