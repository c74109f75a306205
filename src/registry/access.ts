/**
 * The access vocabulary. Permissions are data (role × resource × action × scope, served to each user as their
 * own grants); the registry says what each resource's rows look like to the public, who the parties to a row
 * are, and which grants are seeded.
 */
export const actions = ['list', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/**
 * A grant's scope: `any` row, or only rows where the user is the named party: `own` (the row's owner) or a
 * relation the resource declares (`employer` of an application, `recipient` of a message, `vendor` of an
 * order). Create has no rows yet, so its scope is always `any`.
 */
export type Scope = string;
export const anyScope = 'any';
export const ownScope = 'own';
/** Every scope a grant may name: `any` and each party some resource declares (a registry test keeps it whole). */
export const grantScopes = [anyScope, ownScope, 'employer', 'recipient', 'vendor', 'ticket'] as const;

/**
 * Someone with a stake in a row who is not staff: the user found by following `path` from the row.
 * Each step but the last is a reference: `job_id` follows this row's job_id to the job; `jobs/applications.resume_id`
 * goes backwards, to the applications whose resume_id is this row. The last step names the column holding the
 * user's id (`owner_id`, `recipient_id`).
 */
export interface Party {
  path: readonly string[];
  /** What this party may change; without it, every field a client may write. */
  writes?: readonly string[];
  /** Said in messages: "As the employer you may change only …". */
  label: string;
}
export type Parties = Record<string, Party>;

export const seededRoles = ['admin', 'editor', 'school', 'employer', 'vendor', 'subscriber'] as const;
export type RoleName = (typeof seededRoles)[number];

/** Roles that run the platform; everybody else is a member of the public with an account. */
export const staffRoles: readonly RoleName[] = ['admin', 'editor'];
export const memberRoles: readonly RoleName[] = ['school', 'employer', 'vendor', 'subscriber'];

/**
 * What the public (signed out or not) sees of a resource's rows:
 * - public: every row (news, FAQs, counties)
 * - moderated: rows whose `moderation` is approved; owners and staff see the rest through their grants
 * - private: nothing; the parties to a row and admins see it through their grants
 */
export type Visibility = 'public' | 'moderated' | 'private';

/** A grant as written in the registry: 'create', 'update:own', 'list:employer', … */
export type GrantText = Action | `${Action}:${string}`;
export type Grants = Partial<Record<RoleName, readonly GrantText[]>>;

export interface Grant {
  action: Action;
  scope: Scope;
}

export const parseGrant = (text: GrantText): Grant => {
  const [action, scope] = text.split(':') as [Action, Scope | undefined];
  return { action, scope: scope ?? anyScope };
};

/** The same actions for a party: `as('employer', 'list', 'read')` → ['list:employer', 'read:employer']. */
export const as = (party: string, ...list: Action[]): GrantText[] => list.map((action) => `${action}:${party}` as const);

const own: GrantText[] = as(ownScope, 'list', 'read', 'update', 'delete');
const everything: GrantText[] = ['list', 'read', 'create', 'update', 'delete'];
const forEach = (roles: readonly RoleName[], grants: readonly GrantText[]): Grants => Object.fromEntries(roles.map((role) => [role, grants]));

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
  /** Private records of a member (cart, tickets, messages): the owner; admins through their own grants. */
  personal: (roles: readonly RoleName[] = [...memberRoles, 'editor']): Grants => forEach(roles, ['create', ...own]),
  /** Private records the server writes for a member (payments, orders): the owner may only look. */
  personalReadOnly: (): Grants => forEach([...memberRoles, 'editor'], as(ownScope, 'list', 'read')),
  /** The same grants for every member role and editors. */
  everyone: (list: readonly GrantText[]): Grants => forEach([...memberRoles, 'editor'], list),
  /** Add grants on top of a preset. */
  merge: (...all: Grants[]): Grants => {
    const merged: Record<string, GrantText[]> = {};
    for (const g of all) for (const [role, list] of Object.entries(g)) merged[role] = [...(merged[role] ?? []), ...list!];
    return merged;
  },
};
