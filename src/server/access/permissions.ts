/**
 * Permissions are rows (role × resource × action × scope). They are kept in memory and read again when the
 * tables they come from may have changed: a write through this instance, or one another instance told of
 * (table-versions.ts, change-feed.ts). While other instances cannot be heard, they are read on every signed-in
 * request, so an admin's change takes effect on every instance at once.
 */
import { anyScope, type Action, type Scope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import type { TableVersions } from '../db/table-versions.ts';
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
  /** Reads the rows again when they may have changed since last read; awaited before a signed-in request is handled. */
  fresh(): Promise<void>;
}

const tables = ['auth_permissions', 'auth_roles'];

/** True when the reach covers every row. */
export const isAny = (reach: Reach): reach is 'any' => reach === anyScope;

export const createPermissions = (db: Db, versions?: TableVersions): Permissions => {
  let index: Index = new Map();
  /** The tables' token when the kept rows were read; undefined when they may predate a committed write. */
  let readAt: string | undefined;
  let reading: Promise<void> | undefined;
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
  const load = async (through: Db) => {
    const rows = await through
      .selectFrom('auth_permissions')
      .innerJoin('auth_roles', 'auth_roles.id', 'auth_permissions.role_id')
      .select(['auth_roles.name as role', 'auth_permissions.resource', 'auth_permissions.action', 'auth_permissions.scope'])
      .execute();
    const next: Index = new Map();
    for (const row of rows) {
      const byRole = next.get(row.role) ?? new Map<string, Set<Scope>>();
      const key = `${row.resource} ${row.action}`;
      // A row without a scope (written before scopes were required) grants nothing, never every row.
      if (row.scope) byRole.set(key, (byRole.get(key) ?? new Set()).add(row.scope));
      next.set(row.role, byRole);
    }
    index = next;
  };
  const refresh = async () => {
    const token = versions!.token(tables);
    // A write under way here may not have committed yet: what is read now is used but not trusted later.
    const quiet = versions!.quiet(tables);
    await load(db);
    readAt = quiet && versions!.quiet(tables) && versions!.token(tables) === token ? token : undefined;
  };
  return {
    granted,
    reach: (user, resource, action) => (resource.open.includes(action) ? anyScope : granted(user, resource, action)),
    grantsOf(user) {
      const out: Record<string, Set<Scope>> = {};
      for (const role of user?.roles ?? []) for (const [key, scopes] of index.get(role) ?? []) for (const scope of scopes) (out[key] ??= new Set()).add(scope);
      return Object.fromEntries(Object.entries(out).map(([key, scopes]) => [key, scopes.has(anyScope) ? [anyScope] : [...scopes]]));
    },
    async reload(through = db) {
      await load(through);
      readAt = undefined;
    },
    async fresh() {
      if (!versions || (readAt !== undefined && versions.token(tables) === readAt)) return;
      // Requests arriving together share one read.
      reading ??= refresh().finally(() => (reading = undefined));
      await reading;
    },
  };
};
