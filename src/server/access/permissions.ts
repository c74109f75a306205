/**
 * Permissions are rows (role × resource × action × scope). They are read once and kept in memory; any write
 * to roles or permissions clears the cache, so an admin's change takes effect on the next request.
 */
import type { Action, Scope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import type { Principal } from './principal.ts';

type Index = Map<string, Map<string, Scope>>; // role name → "resource action" → scope

export interface Permissions {
  /** The widest scope the user may act with: granted to one of their roles, or open to everyone. */
  scope(user: Principal, resource: Resource, action: Action): Scope | null;
  /** The widest scope any of the user's roles grants, or null. Admins hold everything. */
  granted(user: Principal, resource: Resource, action: Action): Scope | null;
  /** Loads the rows (again), through `through` when inside a transaction that just changed them. */
  reload(through?: Db): Promise<void>;
}

export const createPermissions = (db: Db): Permissions => {
  let index: Index = new Map();
  const granted = (user: Principal, resource: Resource, action: Action): Scope | null => {
    if (!user) return null;
    if (user.roles.includes('admin')) return 'any';
    let best: Scope | null = null;
    for (const role of user.roles) {
      const scope = index.get(role)?.get(`${resource.name} ${action}`);
      if (scope === 'any') return 'any';
      if (scope === 'own') best = 'own';
    }
    return best;
  };
  return {
    granted,
    scope: (user, resource, action) => (resource.open.includes(action) ? 'any' : granted(user, resource, action)),
    async reload(through = db) {
      const rows = await through
        .selectFrom('auth_permissions')
        .innerJoin('auth_roles', 'auth_roles.id', 'auth_permissions.role_id')
        .select(['auth_roles.name as role', 'auth_permissions.resource', 'auth_permissions.action', 'auth_permissions.scope'])
        .execute();
      const next: Index = new Map();
      for (const row of rows) {
        const byRole = next.get(row.role) ?? new Map<string, Scope>();
        const key = `${row.resource} ${row.action}`;
        if (byRole.get(key) !== 'any') byRole.set(key, (row.scope ?? 'any') as Scope);
        next.set(row.role, byRole);
      }
      index = next;
    },
  };
};
