/**
 * A test server with the registry's list service opened beside it on the same database, for tests that read what
 * the service builds (its statements, their plans) as well as what the API answers.
 */
import { createPermissions } from '../../src/server/access/permissions.ts';
import { createCrud } from '../../src/server/crud/service.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { startServer } from './server.ts';

export const startCrudBesideServer = async () => {
  const server = await startServer();
  const dialect = await openDialect(server.config);
  const permissions = createPermissions(dialect.db);
  await permissions.reload();
  const crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name });
  const close = async () => {
    await dialect.close();
    await server.close();
  };
  return { server, dialect, crud, close };
};
