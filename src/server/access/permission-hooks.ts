/**
 * Permission rows must name a resource, an action it offers and a scope it supports for that action (`any`, or
 * one of its parties); any
 * change to roles or permissions reloads the permission cache, so it takes effect on the next request (other
 * instances read them again when told of the change, permissions.ts).
 */
import { anyScope, type Action } from '../../registry/access.ts';
import { findResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Row } from '../crud/codec.ts';
import type { BehaviourHooks, ResourceHooks } from '../crud/hooks.ts';
import { badRequest } from '../http-error.ts';
import type { Permissions } from './permissions.ts';

/** The scopes a grant of `action` on `resource` may have: create has no rows yet, so only `any`. */
export const scopesFor = (resource: Resource, action: string) => (action === 'create' ? [anyScope] : [anyScope, ...Object.keys(resource.parties)]);

/** A grant must name an action the resource offers and, always, a scope it supports: a blank scope is not "any". */
const checkGrant = (row: Row) => {
  const resource = findResource(String(row.resource));
  if (!resource) throw badRequest(`There is no resource "${row.resource}".`, { resource: `There is no resource "${row.resource}".` });
  const action = String(row.action);
  if (!resource.offers.includes(action as Action))
    throw badRequest(`${resource.label} offers only these actions: ${resource.offers.join(', ')}.`, {
      action: `Choose one of: ${resource.offers.join(', ')}.`,
    });
  const scopes = scopesFor(resource, action);
  if (typeof row.scope !== 'string' || !scopes.includes(row.scope))
    throw badRequest(`Scope for ${action} on ${resource.name} must be one of: ${scopes.join(', ')}.`, { scope: `Choose one of: ${scopes.join(', ')}.` });
};

export const grantFitsResource: BehaviourHooks<'grant-fits-resource'> = {
  'auth/permissions': {
    beforeCreate: (values) => checkGrant(values),
    beforeUpdate: (values, before) => checkGrant({ ...before, ...values }),
  },
};

export const reloadsPermissions = (permissions: Permissions): BehaviourHooks<'reloads-permissions'> => {
  // Read through the transaction that made the change, so the next request already sees it.
  const reload: ResourceHooks = { afterChange: (_change, { db }) => permissions.reload(db) };
  return { 'auth/roles': reload, 'auth/permissions': reload };
};
