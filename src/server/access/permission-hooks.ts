/**
 * Permission rows must name a resource, and a scope that resource knows (`any`, or one of its parties); any
 * change to roles or permissions reloads the permission cache, so it takes effect on the next request (other
 * instances read them again when told of the change, permissions.ts).
 */
import { anyScope } from '../../registry/access.ts';
import { findResource } from '../../registry/index.ts';
import type { Row } from '../crud/codec.ts';
import type { HookMap, WriteContext } from '../crud/hooks.ts';
import { badRequest } from '../http-error.ts';
import type { Permissions } from './permissions.ts';

const checkGrant = (row: Row) => {
  const resource = findResource(String(row.resource));
  if (!resource) throw badRequest(`There is no resource "${row.resource}".`, { resource: `There is no resource "${row.resource}".` });
  const scope = String(row.scope ?? anyScope);
  const scopes = [anyScope, ...Object.keys(resource.parties)];
  if (!scopes.includes(scope))
    throw badRequest(`Scope for ${resource.name} must be one of: ${scopes.join(', ')}.`, { scope: `Choose one of: ${scopes.join(', ')}.` });
};

export const permissionHooks = (permissions: Permissions): HookMap => {
  // Read through the transaction that made the change, so the next request already sees it.
  const reload = { afterChange: (_change: unknown, { db }: WriteContext) => permissions.reload(db) };
  const check = {
    beforeCreate: (values: Row) => checkGrant(values),
    beforeUpdate: (values: Row, before: Row) => checkGrant({ ...before, ...values }),
  };
  return { 'auth/roles': [reload], 'auth/permissions': [check, reload] };
};
