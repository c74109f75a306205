/**
 * Routes beyond the registry's CRUD that act on a resource's rows stand for one of its actions, as a party:
 * they are refused (403) unless the user's roles grant that action with that scope, or `any`, exactly as the
 * generic routes would refuse it. Removing a permission in the admin therefore closes these routes too.
 *
 * Every such route is named here; the check runs before the route's own code (routeGrantCheck), so a route
 * cannot forget it. POST /api/shop/orders/:id/status is the one exception: a buyer and a vendor both use it,
 * so the order's lifecycle checks the grant of the part the user plays (order-lifecycle.ts).
 */
import type { FastifyInstance } from 'fastify';
import { anyScope, type Action, type Scope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import { applications } from '../../registry/resources/jobs.ts';
import { orders } from '../../registry/resources/shop.ts';
import { HttpError } from '../http-error.ts';
import { isAny, type Permissions } from './permissions.ts';
import type { Principal } from './principal.ts';

export interface RouteGrant {
  resource: Resource;
  action: Action;
  /** The party the route acts as. */
  scope: Scope;
}

/** "METHOD /path" (as registered) → the grant it needs. */
export const routeGrants: Record<string, RouteGrant> = {
  'POST /api/jobs/applications/moves': { resource: applications, action: 'update', scope: 'employer' },
  'GET /api/jobs/stage-counts': { resource: applications, action: 'list', scope: 'employer' },
  'GET /api/jobs/main/:id/applications.csv': { resource: applications, action: 'list', scope: 'employer' },
  'GET /api/shop/shops/:id/sales': { resource: orders, action: 'list', scope: 'vendor' },
  'GET /api/shop/shops/:id/orders.csv': { resource: orders, action: 'list', scope: 'vendor' },
};

/** True when the user's roles grant `action` on `resource` over every row or over the rows where they are `scope`. */
export const holds = (permissions: Permissions, user: Principal, resource: Resource, action: Action, scope: Scope) => {
  const reach = permissions.granted(user, resource, action);
  return reach !== null && (isAny(reach) || scope === anyScope || reach.has(scope));
};

export const refusal = (grant: RouteGrant) =>
  new HttpError(
    403,
    `Your account may not ${grant.action} ${grant.resource.label.toLowerCase()} as the ${grant.resource.parties[grant.scope]?.label ?? grant.scope}.`,
  );

/** Refuses a signed-in user without the route's grant; a visitor is left to the route, which asks them to sign in. */
export const routeGrantCheck = (app: FastifyInstance, permissions: Permissions) => {
  app.addHook('preHandler', async (request) => {
    const grant = routeGrants[`${request.method} ${request.routeOptions.url}`];
    if (grant && request.user && !holds(permissions, request.user, grant.resource, grant.action, grant.scope)) throw refusal(grant);
  });
};
