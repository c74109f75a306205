/** Uploading images and private files, and serving private ones by signed link (uploads/routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { uploadRoutes as uploads } from '../uploads/routes.ts';

const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { crud, permissions, signer, store, db, config, counters } = app;
  await app.register(uploads, {
    crud,
    permissions,
    signer,
    store,
    db,
    limits: config.limits,
    counters,
    log: (error) => app.log.error({ err: error }, 'removing the files of a failed upload failed'),
  });
};

export default fp(uploadRoutes, {
  name: 'upload-routes',
  dependencies: ['abuse-limits', '@fastify/multipart'],
  decorators: { fastify: ['crud', 'permissions', 'signer', 'store', 'db', 'config', 'counters'], request: ['user'] },
});
