/**
 * Sign-in: the bearer token of every request sets `request.user` (auth/authenticate.ts; null for a visitor), and a
 * signed-in request is judged by the permissions as they are now, whichever instance changed them. Hooks that read
 * `request.user` come after this plugin: they declare it in their `decorators`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from '../auth/authenticate.ts';
import { keptSessions } from '../auth/kept-sessions.ts';

const authentication: FastifyPluginAsync = async (app) => {
  const { permissions } = app;
  authenticate(app, keptSessions(app.db, app.dialect.versions));
  app.addHook('onRequest', async (request) => {
    if (request.user) await permissions.fresh();
  });
};

export default fp(authentication, {
  name: 'authentication',
  dependencies: ['database', 'permissions'],
  decorators: { fastify: ['db', 'dialect', 'permissions'] },
});
