/** Signing in and out, registration, password resets, and a member's own account (auth/routes.ts, auth/account-routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes as account } from '../auth/account-routes.ts';
import { authRoutes } from '../auth/routes.ts';

const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, config, counters, mailer } = app;
  await app.register(authRoutes, { db, crud, config, counters });
  await app.register(account, { db, crud, config, counters, mailer });
};

export default fp(accountRoutes, {
  name: 'account-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'crud', 'config', 'counters', 'mailer'], request: ['user'] },
});
