/**
 * What every installation needs before anyone signs in, demo or not: the roles and their permissions (from
 * the registry's grants), the first admin, Kenya's counties and the subscription plans. Runs on every start
 * and only fills what is missing.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { actions, anyScope, parseGrant, seededRoles } from '../../registry/access.ts';
import { resources } from '../../registry/index.ts';
import { createUser } from '../auth/create-user.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from './dialect.ts';
import { locations } from './seed/data/counties.ts';
import { subscriptionPlans } from './seed/data/plans.ts';
import { nowIso } from '../../registry/clock.ts';

const roleDescriptions: Record<string, string> = {
  admin: 'Runs the platform: every resource, every action.',
  editor: 'Writes content and moderates listings and reviews.',
  school: 'An institution keeping its own listings.',
  employer: 'Posts jobs and reads applications and resumes.',
  vendor: 'A school supplier keeping its shop and products.',
  subscriber: 'A parent, student or teacher with an account.',
};

const stamp = () => {
  const now = nowIso();
  return { created_at: now, updated_at: now };
};

const isEmpty = async (db: Db, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/** A database with no schools yet is a new installation: the one demo data is seeded into. */
export const hasNoListings = (db: Db) => isEmpty(db, 'institutions_schools');

/**
 * The permission rows the registry's grants describe, one per role × resource × action × scope (a scope beside
 * `any` on the same action adds nothing and is left out); admin gets every action on every resource.
 */
export const defaultPermissions = (names?: readonly string[]) => {
  const rows = new Map<string, { role: string; resource: string; action: string; scope: string }>();
  for (const resource of resources) {
    if (names && !names.includes(resource.name)) continue;
    const granted = [
      ...actions.map((action) => ({ role: 'admin', action, scope: anyScope })),
      ...Object.entries(resource.grants).flatMap(([role, list]) => list!.map((text) => ({ role, ...parseGrant(text) }))),
    ];
    const wide = new Set(granted.filter((g) => g.scope === anyScope).map((g) => `${g.role} ${g.action}`));
    for (const { role, action, scope } of granted)
      if (scope === anyScope || !wide.has(`${role} ${action}`))
        rows.set(`${role} ${resource.name} ${action} ${scope}`, { role, resource: resource.name, action, scope });
  }
  return [...rows.values()];
};

const insertGrants = async (db: Db, names?: readonly string[]) => {
  const ids = new Map((await db.selectFrom('auth_roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  const rows = defaultPermissions(names)
    .filter((p) => ids.has(p.role))
    .map((p) => ({ role_id: ids.get(p.role), resource: p.resource, action: p.action, scope: p.scope, ...stamp() }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('auth_permissions')
      .values(rows.slice(i, i + 200))
      .execute();
};

/** Puts the registry's grants back on these resources, for the seeded roles (an upgrade that closes holes). */
export const replaceGrants = async (db: Db, names: readonly string[]) => {
  if (await isEmpty(db, 'auth_roles')) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('auth_permissions')
      .where('resource', 'in', [...names])
      .execute();
    await insertGrants(trx, names);
  });
};

/** Roles and their grants in one transaction: a start killed half-way leaves none, so the next one makes them. */
const seedRoles = async (db: Db) => {
  if (!(await isEmpty(db, 'auth_roles'))) return;
  await db.transaction().execute(async (trx) => {
    for (const name of seededRoles)
      await trx
        .insertInto('auth_roles')
        .values({ name, label: name[0]!.toUpperCase() + name.slice(1), description: roleDescriptions[name], ...stamp() })
        .execute();
    await insertGrants(trx);
  });
};

/**
 * Writes a generated admin password where only the server's user can read it (mode 0600), never to the log:
 * logs are copied, shipped and kept. Written before the account is made, so a start killed in between leaves
 * no admin whose password nobody has.
 */
export const writeAdminPassword = (dataDir: string, email: string, password: string) => {
  const file = path.join(dataDir, 'admin-password.txt');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(
    file,
    `ElimuHub's first admin\nemail: ${email}\npassword: ${password}\n\nSign in, change the password in your account settings, then delete this file.\n`,
    { mode: 0o600 },
  );
  fs.chmodSync(file, 0o600);
  return file;
};

const seedAdmin = async (db: Db, config: Config, log: (message: string) => void) => {
  const existing = await db.selectFrom('auth_users').select('id').where('email', '=', config.adminEmail).executeTakeFirst();
  if (existing) return;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const file = config.adminPassword ? null : writeAdminPassword(config.dataDir, config.adminEmail, password);
  await createUser(db, { name: 'ElimuHub Admin', email: config.adminEmail, passwordHash: await hashPassword(password), role: 'admin' });
  if (file)
    log(
      `Created the first admin ${config.adminEmail}; its generated password is in ${file} (readable only by this server's user). Sign in, change it, then delete the file.`,
    );
};

const seedReference = async (db: Db) => {
  // The Constitution spells it "Trans Nzoia"; towns kept under the old spelling move, so they stay within their county.
  await db.updateTable('institutions_locations').set({ county: 'Trans Nzoia' }).where('county', '=', 'Trans-Nzoia').execute();
  // The main towns are what a listing's town is picked from: any missing (a database older than the list) is added.
  const known = new Set((await db.selectFrom('institutions_locations').select(['county', 'city']).execute()).map((row) => `${row.county}|${row.city}`));
  const missing = locations.filter((row) => !known.has(`${row.county}|${row.city}`));
  if (missing.length)
    await db
      .insertInto('institutions_locations')
      .values(missing.map((row) => ({ ...row, ...stamp() })))
      .onConflict((conflict) => conflict.columns(['county', 'city']).doNothing())
      .execute();
  if (await isEmpty(db, 'auth_subscription_plans'))
    await db
      .insertInto('auth_subscription_plans')
      .values(subscriptionPlans.map((p) => ({ ...p, perks: JSON.stringify(p.perks), ...stamp() })))
      .execute();
  // Plans made before perks existed get the perks their tier names promise (an admin may change them later).
  for (const plan of subscriptionPlans)
    await db
      .updateTable('auth_subscription_plans')
      .set({ perks: JSON.stringify(plan.perks) })
      .where('name', '=', plan.name)
      .where('perks', 'is', null)
      .execute();
};

export const bootstrap = async (db: Db, config: Config, log: (message: string) => void) => {
  await seedRoles(db);
  await seedAdmin(db, config, log);
  await seedReference(db);
};
