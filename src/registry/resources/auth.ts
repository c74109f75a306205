import { z } from 'zod';
import { counties } from '../choices.ts';
import { defaultLocale, locales } from '../locales.ts';
import { f } from '../fields.ts';
import { actions, grantScopes, grants, memberRoles } from '../access.ts';
import { defineResource } from '../resource.ts';
import { perks } from '../perks.ts';

/** The settings of docs/product.md#settings and their defaults, kept on the server for a signed-in user. */
export const settingsSchema = z.object({
  push_notifications: z.boolean().default(true),
  email_preferences: z.boolean().default(false),
  location_access: z.boolean().default(true),
  digital_wellbeing: z.boolean().default(false),
  special_features: z.boolean().default(true),
});
export const defaultSettings = settingsSchema.parse({});

/** Roles a person may pick when registering; every other role is given by an admin. */
export const selfServiceRoles = ['subscriber', 'school'] as const;

export const users = defineResource({
  name: 'auth/users',
  label: 'Users',
  singular: 'User',
  family: 'Access',
  visibility: 'private',
  ownerField: 'id',
  grants: Object.fromEntries(['editor', ...memberRoles].map((role) => [role, ['list:own', 'read:own', 'update:own'] as const])),
  behaviour: ['gets-a-username', 'ends-sessions-on-lockout', 'takes-private-documents-along'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 120 }),
    username: f.text({ label: 'Username', max: 60, unique: true, system: true }),
    // A member changes their own email and password only at /api/auth/email and /api/auth/password, which ask for
    // the current password; through this resource only staff may set them.
    email: f.email({ label: 'Email', required: true, unique: true, staff: true }),
    password: f.password({ label: 'Password', required: true, staff: true }),
    phone: f.phone({ label: 'Phone' }),
    county: f.enum(counties, { label: 'County' }),
    // The language ElimuHub writes to them in (emails, notifications); the site's switch keeps it.
    locale: f.enum(locales, { label: 'Language', default: defaultLocale }),
    roles: f.list({ label: 'Roles', staff: true, default: ['subscriber'], from: 'auth/roles.name' }),
    // The current plan, kept by the server from the account's subscriptions (src/server/plans/subscriptions.ts).
    subscribed: f.boolean({ label: 'Subscribed', default: false, system: true }),
    plan: f.text({ label: 'Plan', max: 40, system: true }),
    settings: f.json(settingsSchema, { label: 'Settings', default: defaultSettings }),
    active: f.boolean({ label: 'Active', default: true, staff: true }),
    // Set when the account was made by opening the link mailed to its address (registration-routes.ts).
    email_verified: f.boolean({ label: 'Email confirmed', default: false, system: true }),
  },
  search: ['name', 'email', 'username'],
  index: ['created_at'],
  title: 'name',
  columns: ['name', 'email', 'roles', 'plan', 'active', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const roles = defineResource({
  name: 'auth/roles',
  label: 'Roles',
  singular: 'Role',
  family: 'Access',
  // Role names are not secret and the admin's menus read them for everyone signed in.
  visibility: 'public',
  grants: grants.adminOnly(),
  behaviour: ['names-read-distinctly', 'role-kept-while-held', 'reloads-permissions'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 40, unique: true }),
    label: f.text({ label: 'Label', max: 80 }),
    description: f.text({ label: 'Description', max: 300 }),
  },
  title: 'name',
  columns: ['name', 'label', 'description'],
  defaultSort: ['id', 'asc'],
});

export const permissions = defineResource({
  name: 'auth/permissions',
  label: 'Permissions',
  singular: 'Permission',
  family: 'Access',
  // Only admins read the matrix; each member reads their own grants at /api/auth/grants.
  visibility: 'private',
  grants: grants.adminOnly(),
  behaviour: ['grant-fits-resource', 'reloads-permissions'],
  fields: {
    role_id: f.ref('auth/roles', { label: 'Role', required: true }),
    resource: f.text({ label: 'Resource', required: true, max: 80 }),
    action: f.enum(actions, { label: 'Action', required: true }),
    // `any`, or a party to the resource's rows (`own`, `employer`, …); checked against the resource on write.
    // No default: a grant left without a scope is refused rather than taken to reach every row. A pick-list of
    // every scope; which of them the chosen resource supports is checked on write.
    scope: f.enum(grantScopes, { label: 'Scope' }),
  },
  index: ['role_id', 'resource'],
  unique: [['role_id', 'resource', 'action', 'scope']],
  title: 'resource',
  columns: ['role_id', 'resource', 'action', 'scope'],
  defaultSort: ['id', 'asc'],
});

export const subscriptionPlans = defineResource({
  name: 'auth/subscription-plans',
  label: 'Subscription plans',
  singular: 'Subscription plan',
  family: 'Access',
  visibility: 'public',
  grants: grants.adminOnly(),
  behaviour: ['refuses-delete-while-needed', 'names-read-distinctly'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 40, unique: true }),
    price: f.money({ label: 'Price (KES per month)', required: true }),
    // What the plan gives beyond basic content, each enforced by the server (src/registry/perks.ts).
    perks: f.list({ label: 'Perks', values: perks }),
    position: f.integer({ label: 'Position', default: 0 }),
  },
  title: 'name',
  columns: ['name', 'price', 'perks', 'position'],
  defaultSort: ['position', 'asc'],
});

export const subscriptionStatuses = ['pending', 'active', 'expired', 'cancelled'] as const;

export const userSubscriptions = defineResource({
  name: 'auth/user-subscriptions',
  label: 'User subscriptions',
  singular: 'User subscription',
  family: 'Access',
  visibility: 'private',
  owned: true,
  grants: grants.personalReadOnly(),
  behaviour: ['account-plan-follows'],
  fields: {
    plan_id: f.ref('auth/subscription-plans', { label: 'Plan', required: true }),
    // pending while its payment is under way; active from payment to the end of its period; then expired.
    status: f.enum(subscriptionStatuses, { label: 'Status', default: 'pending' }),
    starts_at: f.date({ label: 'Starts' }),
    ends_at: f.date({ label: 'Ends' }),
    reminded_at: f.datetime({ label: 'Renewal reminder sent', system: true }),
  },
  index: ['plan_id', 'status', 'ends_at'],
  title: 'id',
  columns: ['owner_id', 'plan_id', 'status', 'starts_at', 'ends_at'],
  defaultSort: ['created_at', 'desc'],
});

/** `merge`: another listing was folded into this one by the duplicates desk (docs/data-quality.md). */
export const auditActions = ['create', 'update', 'delete', 'merge'] as const;

const valueChanges = z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown() }));

/** Who changed what and when: one row per write, made by the server in the write's own transaction. */
export const auditLog = defineResource({
  name: 'auth/audit-log',
  label: 'Audit log',
  singular: 'Audit entry',
  family: 'Access',
  visibility: 'private',
  owned: true,
  offers: ['list', 'read'],
  audited: false,
  grants: grants.adminOnly(),
  fields: {
    // The writer: the same column every owned resource has, named for what it is here.
    owner_id: f.ref('auth/users', { label: 'By', system: true }),
    resource: f.text({ label: 'Resource', required: true, max: 80 }),
    record_id: f.integer({ label: 'Record', required: true, min: 1, about: { by: 'resource' } }),
    action: f.enum(auditActions, { label: 'Action', required: true }),
    fields: f.text({ label: 'Fields changed', max: 2000 }),
    // Old and new values of the row's public fields only (registry/change-history.ts): never a private one's.
    changes: f.json(valueChanges, { label: 'Values changed' }),
    // The open list a server's write came from, with its year.
    source: f.text({ label: 'From', max: 200 }),
    // Moved here by a merge from a listing the public could not see (docs/change-history.md): only staff read its
    // values, since the kept listing's owner could not read them where they were written.
    values_staff_only: f.boolean({ label: 'Values for staff only', system: true }),
  },
  index: ['resource', 'record_id', 'owner_id', 'created_at'],
  indexes: [['resource', 'record_id']],
  title: 'resource',
  columns: ['created_at', 'owner_id', 'action', 'resource', 'record_id', 'fields'],
  defaultSort: ['created_at', 'desc'],
});
