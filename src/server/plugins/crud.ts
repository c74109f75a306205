/**
 * The CRUD service every resource's routes use (crud/service.ts), with each resource's hooks: the behaviours its
 * definition declares, implemented in src/server/behaviours.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { implementations, resourceHooks } from '../behaviours.ts';
import { createCrud, type Crud } from '../crud/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    crud: Crud;
  }
}

const crud: FastifyPluginAsync = async (app) => {
  const { db, dialect, permissions, store, signer, mailStage } = app;
  const hooks = resourceHooks(
    implementations({
      db,
      permissions,
      store,
      mailStage,
      logFileError: (error) => app.log.error({ err: error }, 'removing a deleted private file failed'),
    }),
  );
  app.decorate('crud', createCrud({ dialect, permissions, hooks, fileLink: (name) => signer.link(name) }));
};

export default fp(crud, {
  name: 'crud',
  dependencies: ['database', 'permissions', 'files', 'mail'],
  decorators: { fastify: ['db', 'dialect', 'permissions', 'store', 'signer', 'mailStage'] },
});
