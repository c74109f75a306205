/** Writes are told to the caches of this and the other instances (http/write-requests.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { trackWriteRequests } from '../http/write-requests.ts';

const writeTracking: FastifyPluginAsync = async (app) => {
  trackWriteRequests(app, app.dialect.versions, app.dialect.publishChanges);
};

export default fp(writeTracking, { name: 'write-tracking', decorators: { fastify: ['dialect'] } });
