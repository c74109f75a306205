/** Uploaded images and private files, on disk or in an S3 bucket (docs/file-storage.md), and the signed links to private ones. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openFileStore } from '../uploads/open-store.ts';
import { createSigner, type Signer } from '../uploads/signed-links.ts';
import type { FileStore } from '../uploads/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: FileStore;
    signer: Signer;
  }
}

const files: FastifyPluginAsync = async (app) => {
  app.decorate('signer', createSigner(app.appSecret));
  const store = await openFileStore(app.config, {
    warn: (error, message) => app.log.warn({ err: error }, message),
    info: (message) => app.log.info(message),
    error: (error, message) => app.log.error({ err: error }, message),
  });
  app.decorate('store', store);
  app.addHook('onClose', async () => store.close());
};

export default fp(files, { name: 'files', dependencies: ['app-secret'], decorators: { fastify: ['config', 'appSecret'] } });
