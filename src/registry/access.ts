/**
 * The access vocabulary. Permissions are data (role × resource × action × scope, served by /api/auth/permissions);
 * the registry only says what each resource's rows look like to the public and which grants are seeded.
 */
export const actions = ['list', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/** `any`: every row; `own`: rows the user owns. Create has no rows yet, so its scope is always `any`. */
export const scopes = ['own', 'any'] as const;
export type Scope = (typeof scopes)[number];

export const seededRoles = ['admin', 'editor', 'school', 'employer', 'vendor', 'subscriber'] as const;
export type RoleName = (typeof seededRoles)[number];

/** Roles that run the platform; everybody else is a member of the public with an account. */
export const staffRoles: readonly RoleName[] = ['admin', 'editor'];
export const memberRoles: readonly RoleName[] = ['school', 'employer', 'vendor', 'subscriber'];

/**
 * What the public (signed out or not) sees of a resource's rows:
 * - public: every row (news, FAQs, counties)
 * - moderated: rows whose `moderation` is approved; owners and staff see the rest through their grants
 * - private: nothing; owners and admins see rows through their grants
 */
export type Visibility = 'public' | 'moderated' | 'private';

/** A grant as written in the registry: 'create', 'update:own', 'list:any', … */
export type GrantText = Action | `${Action}:${Scope}`;
export type Grants = Partial<Record<RoleName, readonly GrantText[]>>;

export interface Grant {
  action: Action;
  scope: Scope;
}

export const parseGrant = (text: GrantText): Grant => {
  const [action, scope] = text.split(':') as [Action, Scope | undefined];
  return { action, scope: scope ?? 'any' };
};

const own: GrantText[] = ['list:own', 'read:own', 'update:own', 'delete:own'];
const everything: GrantText[] = ['list', 'read', 'create', 'update', 'delete'];
const forEach = (roles: readonly RoleName[], grants: readonly GrantText[]): Grants =>
  Object.fromEntries(roles.map((role) => [role, grants]));

/** Grant presets: the usual shapes of access, so each resource names one instead of spelling a matrix. */
export const grants = {
  /** Editorial content and reference data: editors write, the public reads. */
  editorial: (): Grants => ({ editor: everything }),
  /** Reference data only admins change (counties, plans, roles). */
  adminOnly: (): Grants => ({}),
  /** Listings: the given roles submit and keep their own; editors moderate all. */
  listing: (submitters: readonly RoleName[] = memberRoles): Grants => ({
    ...forEach(submitters, ['create', ...own]),
    editor: everything,
  }),
  /** Reviews, comments, feedback: every member writes their own; editors moderate. */
  contribution: (): Grants => ({ ...forEach(memberRoles, ['create', ...own]), editor: everything }),
  /** Private records of a member (cart, orders, tickets, notifications): owner and admin only. */
  personal: (roles: readonly RoleName[] = [...memberRoles, 'editor']): Grants => forEach(roles, ['create', ...own]),
  /** Private records the server writes for a member (payments, alerts): the owner may only look. */
  personalReadOnly: (): Grants => forEach([...memberRoles, 'editor'], ['list:own', 'read:own']),
  /** Add grants on top of a preset. */
  merge: (...all: Grants[]): Grants => {
    const merged: Record<string, GrantText[]> = {};
    for (const g of all) for (const [role, list] of Object.entries(g)) merged[role] = [...(merged[role] ?? []), ...list!];
    return merged;
  },
};
