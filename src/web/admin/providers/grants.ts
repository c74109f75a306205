/**
 * What the signed-in user may do, read from the same data the server enforces: the user's roles, the role
 * rows at /api/auth/roles and their grants at /api/auth/permissions. Loaded once per session and dropped when
 * the user changes or an admin edits the permission matrix.
 */
import { staffRoles, type Action, type Scope } from '../../../registry/access.ts';
import type { Resource } from '../../../registry/resource.ts';
import { http } from './http.ts';
import { currentUser } from './session.ts';

export interface Grants {
  userId: number;
  roles: string[];
  admin: boolean;
  /** "resource action" → the widest scope any of the user's roles grants. */
  scopes: Map<string, Scope>;
}

const pageSize = 100;

/** Every row of a list, a page at a time (the server caps a page at 100). */
export const fetchAll = async <T>(base: string, query: string): Promise<T[]> => {
  const rows: T[] = [];
  for (let start = 0; ; start += pageSize) {
    const { data, headers } = await http.get<T[]>(`/api/${base}?${query}&_start=${start}&_end=${start + pageSize}`);
    rows.push(...data);
    if (data.length < pageSize || rows.length >= Number(headers['x-total-count'])) return rows;
  }
};

const load = async (): Promise<Grants | null> => {
  const user = await currentUser();
  if (!user) return null;
  const grants: Grants = { userId: user.id, roles: user.roles, admin: user.roles.includes('admin'), scopes: new Map() };
  if (grants.admin) return grants;
  const roles = await fetchAll<{ id: number; name: string }>('auth/roles', '_sort=id&_order=asc');
  const ids = roles.filter((role) => user.roles.includes(role.name)).map((role) => `role_id=${role.id}`);
  if (!ids.length) return grants;
  const rows = await fetchAll<{ resource: string; action: Action; scope: Scope | null }>('auth/permissions', `${ids.join('&')}&_sort=id&_order=asc`);
  for (const row of rows) {
    const key = `${row.resource} ${row.action}`;
    if (grants.scopes.get(key) !== 'any') grants.scopes.set(key, row.scope ?? 'any');
  }
  return grants;
};

let loading: Promise<Grants | null> | null = null;

export const loadGrants = () => {
  loading ??= load().then((grants) => {
    // Signed out: try again after the next sign-in instead of remembering "nobody".
    if (!grants) loading = null;
    return grants;
  });
  return loading;
};

export const resetGrants = () => {
  loading = null;
};

/** The scope the user acts with, as the server decides it: admins hold everything; open actions need no grant. */
export const scopeOf = (grants: Grants, resource: Resource, action: Action): Scope | null =>
  grants.admin || resource.open.includes(action) ? 'any' : (grants.scopes.get(`${resource.name} ${action}`) ?? null);

export const isStaff = (grants: Grants) => grants.roles.some((role) => (staffRoles as readonly string[]).includes(role));

/** Staff-only fields (moderation, roles) are set by those allowed to change any row, exactly as the server decides. */
export const mayChangeAny = (grants: Grants, resource: Resource) => scopeOf(grants, resource, 'update') === 'any';
