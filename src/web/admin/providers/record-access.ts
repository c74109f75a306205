/**
 * Whether the user may take an action on a row, as the server decides it: a grant with scope "any", or scope
 * "own" on a row they own. Rows of public and moderated resources are readable by everyone who may list them.
 */
import { actions, type Action } from '../../../registry/access.ts';
import type { Resource } from '../../../registry/resource.ts';
import { scopeOf, type Grants } from './grants.ts';

export type Row = Record<string, unknown>;

/** `undefined` for the record means "not known yet": only a decision that needs no row is made. */
/**
 * Anyone may list and read the rows the public sees; the admin shows those lists to a role that works with
 * the resource in some way (a role that may add news sees the news), not to everyone.
 */
const seesPublicRows = (grants: Grants, resource: Resource, action: Action) =>
  (action === 'list' || action === 'read') && resource.visibility !== 'private' && actions.some((a) => scopeOf(grants, resource, a) !== null);

export const recordAllows = (grants: Grants, resource: Resource, action: Action, record?: Row | null): boolean => {
  const scope = scopeOf(grants, resource, action) ?? (seesPublicRows(grants, resource, action) ? 'any' : null);
  if (!scope) return false;
  if (scope === 'any' || action === 'list' || action === 'create') return true;
  if (action === 'read' && resource.visibility !== 'private') return true;
  return !!resource.ownerField && !!record && Number(record[resource.ownerField]) === grants.userId;
};

/** True when the answer depends on who owns the row, so the caller must have the row to decide. */
export const needsRecord = (grants: Grants, resource: Resource, action: Action) =>
  scopeOf(grants, resource, action) === 'own' && action !== 'list' && action !== 'create' && !(action === 'read' && resource.visibility !== 'private');
