/**
 * The database: SQLite or PostgreSQL (db/dialect.ts), migrated and bootstrapped under a lock so instances starting
 * together take turns (db/first-start.ts). Closed last of all: `onClose` hooks run in the reverse order of their
 * adding, and this one is the first added.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openDialect, type Db, type Dialect } from '../db/dialect.ts';
import { prepareDatabase } from '../db/first-start.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dialect: Dialect;
    /** `dialect.db`: the Kysely instance every query is built on. */
    db: Db;
  }
}

const database: FastifyPluginAsync = async (app) => {
  const { config, metrics } = app;
  // A dropped idle connection is logged; the pool replaces it, and requests meanwhile answer 503.
  const dialect = await openDialect({ ...config, onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'), onQuery: metrics.query });
  if (dialect.poolUsage) metrics.pool(dialect.poolUsage);
  app.decorate('dialect', dialect);
  app.decorate('db', dialect.db);
  app.addHook('onClose', () => dialect.close());

  await prepareDatabase(dialect, config, (message) => app.log.warn(message));

  // First of the request hooks: whatever another process committed before a request arrived, that request sees.
  app.addHook('onRequest', (_request, _reply, done) => {
    dialect.versions.arrived();
    done();
  });
};

export default fp(database, { name: 'database', decorators: { fastify: ['config', 'metrics'] } });
