/** The permission rows in memory (access/permissions.ts): what each role may do, read again when another instance changes them. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPermissions, type Permissions } from '../access/permissions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    permissions: Permissions;
  }
}

const permissions: FastifyPluginAsync = async (app) => {
  const loaded = createPermissions(app.db, app.dialect.versions);
  await loaded.reload();
  app.decorate('permissions', loaded);
};

export default fp(permissions, { name: 'permissions', dependencies: ['database'], decorators: { fastify: ['db', 'dialect'] } });
