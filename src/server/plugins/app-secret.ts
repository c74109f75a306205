/** The app's secret (SECRET, or one kept in DATA_DIR): it signs file links and idempotency keys, and hides M-Pesa's callback path. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { loadSecret } from '../uploads/signed-links.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appSecret: string;
  }
}

const appSecret: FastifyPluginAsync = async (app) => {
  app.decorate('appSecret', app.config.secret ?? loadSecret(app.config.dataDir));
};

export default fp(appSecret, { name: 'app-secret', decorators: { fastify: ['config'] } });
