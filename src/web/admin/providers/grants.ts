/**
 * What the signed-in user may do, as the server answers it at /api/auth/grants: for each "resource action",
 * either every row (`any`) or the rows where the user is one of the named parties (`own`, `employer`, …).
 * Loaded once per session, dropped when the user changes, and checked again while the admin is open
 * (use-grants.ts), so an admin's change to the permission matrix reaches screens already open.
 */
import { anyScope, staffRoles, type Action, type Scope } from '../../../registry/access.ts';
import type { Resource } from '../../../registry/resource.ts';
import { sessionStore } from '../../common/session-store.ts';
import { http } from './http.ts';
import { currentUser } from './session.ts';

export interface Grants {
  userId: number;
  roles: string[];
  admin: boolean;
  /** "resource action" → ['any'], or the parties whose rows the user may act on. */
  scopes: Map<string, readonly Scope[]>;
}

/** What a user may do with a resource's rows: all of them, those where they are one of these parties, or none. */
export type Reach = typeof anyScope | readonly Scope[] | null;

export const isAnyReach = (reach: Reach): reach is typeof anyScope => reach === anyScope;

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

interface GrantsAnswer {
  roles: string[];
  admin: boolean;
  grants: Record<string, Scope[]>;
}

const load = async (): Promise<Grants | null> => {
  // Signed out (or signing out): nobody's grants to ask for.
  if (!sessionStore.token()) return null;
  // The grants are the token's, and the user is the one stored with it: they need not wait for the session check,
  // which runs beside them (a token the server no longer knows fails both, and the admin returns to the login).
  const grants = http.get<GrantsAnswer>('/api/auth/grants');
  grants.catch(() => undefined);
  const user = sessionStore.user() ?? (await currentUser());
  if (!user) return null;
  const { data } = await grants;
  return { userId: user.id, roles: data.roles, admin: data.admin, scopes: new Map(Object.entries(data.grants)) };
};

let loading: Promise<Grants | null> | null = null;
/** The grants once loaded, and when: a later check asks the server again instead of reusing them. */
let loaded: { grants: Grants; at: number } | null = null;

/** The grants already loaded, for screens to render with at once instead of waiting a turn for a query. */
export const loadedGrants = () => loaded;

export const loadGrants = () => {
  loading ??= load().then(
    (grants) => {
      // Signed out: try again after the next sign-in instead of remembering "nobody".
      if (!grants) loading = null;
      else loaded = { grants, at: Date.now() };
      return grants;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** Starts loading the grants ahead of the screens that need them; a failure is theirs to show (grants-gate.tsx). */
export const preloadGrants = () => void loadGrants().catch(() => undefined);

export const resetGrants = () => {
  loading = null;
  loaded = null;
};

/** The grants as the server answers them now; can() keeps answering from the previous ones until they arrive. */
export const checkGrants = async () => {
  if (!loaded) return loadGrants();
  const fresh = await load();
  loading = Promise.resolve(fresh);
  if (fresh) loaded = { grants: fresh, at: Date.now() };
  return fresh;
};

const signature = (grants: Grants | null | undefined) =>
  grants ? JSON.stringify([grants.userId, grants.admin, [...grants.roles].sort(), [...grants.scopes].sort(([a], [b]) => a.localeCompare(b))]) : '';

export const sameGrants = (a: Grants | null | undefined, b: Grants | null | undefined) => signature(a) === signature(b);

/**
 * The reach the user acts with, as the server decides it: nobody takes an action the resource does not offer,
 * admins hold everything else, open actions need no grant,
 * `any` among several scopes covers the others, and a scope naming no party of the resource grants nothing.
 */
export const scopeOf = (grants: Grants, resource: Resource, action: Action): Reach => {
  if (!resource.offers.includes(action)) return null;
  if (grants.admin || resource.open.includes(action)) return anyScope;
  const scopes = grants.scopes.get(`${resource.name} ${action}`) ?? [];
  if (scopes.includes(anyScope)) return anyScope;
  const parties = scopes.filter((scope) => resource.parties[scope]);
  return parties.length ? parties : null;
};

/** True when the user may take the action on some rows at least. */
export const mayAct = (grants: Grants, resource: Resource, action: Action) => scopeOf(grants, resource, action) !== null;

/** True when the user's reach for the action includes rows where they are this party (not through `any`). */
export const actsAs = (grants: Grants, resource: Resource, action: Action, party: Scope) => {
  const reach = scopeOf(grants, resource, action);
  return reach !== null && !isAnyReach(reach) && reach.includes(party);
};

export const isStaff = (grants: Grants) => grants.roles.some((role) => (staffRoles as readonly string[]).includes(role));

/** Staff-only fields (moderation, roles) are set by those allowed to change any row, exactly as the server decides. */
export const mayChangeAny = (grants: Grants, resource: Resource) => isAnyReach(scopeOf(grants, resource, 'update'));
