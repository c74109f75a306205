/**
 * A user holds roles by name, and the code names the seeded roles: so a role held by users keeps its name (a
 * rename would strip them of every permission), and is not deleted from under them. Either is a 409 saying how
 * many hold it; a role nobody holds may be renamed or deleted, and its permissions go with it.
 */
import { seededRoles } from '../../registry/access.ts';
import type { Row } from '../crud/codec.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';

/** How many users hold the role `name` (their roles are a JSON list of names). */
export const holdersOf = async (db: Db, name: string) => {
  const rows = await db
    .selectFrom('auth_users')
    .select('roles')
    .where('roles', 'like', `%${JSON.stringify(name)}%`)
    .execute();
  return rows.filter((row) => (JSON.parse(String(row.roles ?? '[]')) as string[]).includes(name)).length;
};

const users = (count: number) => (count === 1 ? '1 user holds it' : `${count} users hold it`);

export const roleKeptWhileHeld: BehaviourHooks<'role-kept-while-held'> = {
  'auth/roles': {
    async beforeUpdate(values: Row, before: Row, { db }) {
      if (values.name === undefined || values.name === before.name) return;
      const name = String(before.name);
      if ((seededRoles as readonly string[]).includes(name))
        throw new HttpError(409, `The role "${name}" comes with ElimuHub and keeps its name; add a new role instead.`);
      const count = await holdersOf(db, name);
      if (count) throw new HttpError(409, `The role "${name}" cannot be renamed while ${users(count)}: give them the new role first, or add a new role.`);
    },
    async afterChange({ before, after }, { db }) {
      if (after || !before) return;
      const name = String(before.name);
      if ((seededRoles as readonly string[]).includes(name)) throw new HttpError(409, `The role "${name}" comes with ElimuHub and cannot be deleted.`);
      const count = await holdersOf(db, name);
      if (count) throw new HttpError(409, `The role "${name}" cannot be deleted while ${users(count)}: take it from them under Access → Users first.`);
      await db
        .deleteFrom('auth_permissions')
        .where('role_id', '=', before.id as number)
        .execute();
    },
  },
};
