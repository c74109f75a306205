/**
 * Permissions are rows (role × resource × action × scope). They are read once and kept in memory; any write
 * to roles or permissions reloads them, so an admin's change takes effect on the next request.
 */
import { anyScope, type Action, type Scope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import type { Principal } from './principal.ts';

type Index = Map<string, Map<string, Set<Scope>>>; // role name → "resource action" → scopes

/** What a user may do with a resource's rows: all of them, those where they are one of these parties, or none. */
export type Reach = 'any' | ReadonlySet<Scope> | null;

export interface Permissions {
  /** The user's reach for an action: granted to one of their roles, or open to everyone. */
  reach(user: Principal, resource: Resource, action: Action): Reach;
  /** The reach the user's roles grant, ignoring what is open to everyone. Admins hold everything. */
  granted(user: Principal, resource: Resource, action: Action): Reach;
  /** "resource action" → scopes, for the user's own roles (what /api/auth/grants answers). */
  grantsOf(user: Principal): Record<string, Scope[]>;
  /** Loads the rows (again), through `through` when inside a transaction that just changed them. */
  reload(through?: Db): Promise<void>;
}

/** True when the reach covers every row. */
export const isAny = (reach: Reach): reach is 'any' => reach === anyScope;

export const createPermissions = (db: Db): Permissions => {
  let index: Index = new Map();
  const granted = (user: Principal, resource: Resource, action: Action): Reach => {
    if (!user || !resource.offers.includes(action)) return null;
    if (user.roles.includes('admin')) return anyScope;
    const parties = new Set<Scope>();
    for (const role of user.roles)
      for (const scope of index.get(role)?.get(`${resource.name} ${action}`) ?? []) {
        if (scope === anyScope) return anyScope;
        // A scope naming no party of this resource (an old or mistyped row) grants nothing.
        if (resource.parties[scope]) parties.add(scope);
      }
    return parties.size ? parties : null;
  };
  return {
    granted,
    reach: (user, resource, action) => (resource.open.includes(action) ? anyScope : granted(user, resource, action)),
    grantsOf(user) {
      const out: Record<string, Set<Scope>> = {};
      for (const role of user?.roles ?? [])
        for (const [key, scopes] of index.get(role) ?? []) for (const scope of scopes) (out[key] ??= new Set()).add(scope);
      return Object.fromEntries(Object.entries(out).map(([key, scopes]) => [key, scopes.has(anyScope) ? [anyScope] : [...scopes]]));
    },
    async reload(through = db) {
      const rows = await through
        .selectFrom('auth_permissions')
        .innerJoin('auth_roles', 'auth_roles.id', 'auth_permissions.role_id')
        .select(['auth_roles.name as role', 'auth_permissions.resource', 'auth_permissions.action', 'auth_permissions.scope'])
        .execute();
      const next: Index = new Map();
      for (const row of rows) {
        const byRole = next.get(row.role) ?? new Map<string, Set<Scope>>();
        const key = `${row.resource} ${row.action}`;
        byRole.set(key, (byRole.get(key) ?? new Set()).add((row.scope as Scope | null) ?? anyScope));
        next.set(row.role, byRole);
      }
      index = next;
    },
  };
};
