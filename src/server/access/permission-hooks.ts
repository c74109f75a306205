/** Any change to roles or permissions reloads the permission cache, so it takes effect on the next request. */
import type { HookMap, WriteContext } from '../crud/hooks.ts';
import type { Permissions } from './permissions.ts';

export const permissionHooks = (permissions: Permissions): HookMap => {
  // Read through the transaction that made the change, so the next request already sees it.
  const reload = { afterChange: (_change: unknown, { db }: WriteContext) => permissions.reload(db) };
  return { 'auth/roles': [reload], 'auth/permissions': [reload] };
};
