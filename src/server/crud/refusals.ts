/** The refusals every generic operation shares: a row that is not there, an action the user may not take. */
import type { Action } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { HttpError } from '../http-error.ts';

/** A 404, also for a row that exists but that the user may not see: its existence is not told either. */
export const rowNotFound = (resource: Resource, id: number) => new HttpError(404, `${resource.singular} ${id} was not found.`);

const verbs: Record<Action, string> = { list: 'listed', read: 'read', create: 'created', update: 'changed', delete: 'deleted' };

/** Why an action is not offered: a record only read, or one made and moved in ways of its own (a vote, a claim). */
const notOffered = (resource: Resource, action: Action) =>
  resource.offers.some((offered) => offered !== 'list' && offered !== 'read')
    ? `${resource.label} cannot be ${verbs[action]} through this address; /api/docs lists what they offer.`
    : `The ${resource.label.toLowerCase()} can only be read; the server writes it as other records change.`;

/** 405 for an action the resource does not offer, else 403 for a member and 401 for a visitor. */
export const actionRefused = (user: Principal, resource: Resource, action: Action) =>
  !resource.offers.includes(action)
    ? new HttpError(405, notOffered(resource, action))
    : user
      ? new HttpError(403, `Your account may not ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`)
      : new HttpError(401, `Please sign in to ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`);
