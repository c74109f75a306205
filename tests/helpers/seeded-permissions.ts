/**
 * The permissions a fresh installation seeds (each resource's `grants` in the registry), read straight from the
 * registry rather than from permission rows, for unit tests that open no tables of roles. Admins reach every row of
 * everything and an action open to everyone reaches every row, as with the rows.
 */
import { anyScope, parseGrant, type Action, type RoleName, type Scope } from '../../src/registry/access.ts';
import type { Resource } from '../../src/registry/resource.ts';
import type { Permissions, Reach } from '../../src/server/access/permissions.ts';
import type { Principal } from '../../src/server/access/principal.ts';

export const seededPermissions = (): Permissions => {
  const granted = (user: Principal, resource: Resource, action: Action): Reach => {
    if (!user || !resource.offers.includes(action)) return null;
    if (user.roles.includes('admin')) return anyScope;
    const parties = new Set<Scope>();
    for (const role of user.roles)
      for (const grant of (resource.grants[role as RoleName] ?? []).map(parseGrant)) {
        if (grant.action !== action) continue;
        if (grant.scope === anyScope) return anyScope;
        if (resource.parties[grant.scope]) parties.add(grant.scope);
      }
    return parties.size ? parties : null;
  };
  return {
    granted,
    reach: (user, resource, action) => (resource.open.includes(action) ? anyScope : granted(user, resource, action)),
    grantsOf: () => ({}),
    reload: async () => undefined,
    fresh: async () => undefined,
  };
};
