/** Alive: the process answers. Ready: the database answers and has this version's schema. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { currentSchema } from '../db/migrate.ts';

const health: FastifyPluginAsync = async (app) => {
  const { db, dialect } = app;
  app.get('/api/health', async () => ({ status: 'ok' }));
  const schema = currentSchema(resources);
  app.get('/api/ready', async (_request, reply) => {
    const applied = await db.selectFrom('_migrations').select('version').where('version', '=', schema).executeTakeFirst();
    if (!applied) return reply.code(503).header('Retry-After', '5').send({ message: 'The database schema is being upgraded; try again shortly.' });
    return { status: 'ready', database: dialect.name };
  });
};

export default fp(health, { name: 'health', dependencies: ['abuse-limits'], decorators: { fastify: ['db', 'dialect'] } });
