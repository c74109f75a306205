/** A client sending its request slowly is answered 408 and cut off (http/slow-clients.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cutSlowClients } from '../http/slow-clients.ts';

const slowClients: FastifyPluginAsync = async (app) => {
  cutSlowClients(app, app.config.requestTimeoutMs);
};

export default fp(slowClients, { name: 'slow-clients', decorators: { fastify: ['config'] } });
