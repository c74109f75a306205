/** A write sent again with the same Idempotency-Key gets the first answer, not a second write (http/idempotency.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { idempotency as keepFirstAnswers } from '../http/idempotency.ts';

const idempotency: FastifyPluginAsync = async (app) => {
  keepFirstAnswers(app, app.db, app.appSecret);
};

export default fp(idempotency, { name: 'idempotency', decorators: { fastify: ['db', 'appSecret'], request: ['user'] } });
