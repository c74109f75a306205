/**
 * Every reference written must point to a row that exists and that the writer may see; a parent (a product's
 * shop) to one they own; what is carted, applied to or reviewed to an approved row, never their own.
 */
import { findResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import { isStaff, type Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest } from '../http-error.ts';
import type { Row } from './codec.ts';
import type { RowAccess } from './row-access.ts';
import { withArticle } from '../../registry/english-article.ts';

const refused = (name: string, message: string) => badRequest(message, { [name]: message });

/** The check of a write's references: a 400 naming the first one in `data` the user may not write. */
export const createReferenceChecks =
  (db: Db, access: Pick<RowAccess, 'visibility' | 'isStaffFor'>) => async (user: Principal, resource: Resource, data: Row) => {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'ref' || data[name] == null) continue;
      const target = findResource(field.ref!)!;
      const what = target.singular.toLowerCase();
      // Accounts are private: whether an id is one is told to staff only. The resource's hooks decide whom a
      // member may address (a message needs a reason, src/server/messages/message-hooks.ts), in words that are the
      // same for an id that is no account.
      if (target.name === 'auth/users' && !isStaff(user)) continue;
      const visible = target.name === 'auth/users' || !user ? null : access.visibility(user, target, 'read');
      let query = db
        .selectFrom(target.table)
        .selectAll()
        .where('id', '=', data[name] as number);
      if (visible) query = query.where(visible);
      const row = (await query.executeTakeFirst()) as Row | undefined;
      if (!row) throw refused(name, `${field.label}: there is no ${what} with id ${data[name]} you can use.`);
      if (!field.refRule || access.isStaffFor(user, target)) continue;
      const owns = user && target.ownerField && row[target.ownerField] === user.id;
      if (field.refRule === 'owned' && !owns) throw refused(name, `${field.label}: choose ${withArticle(what)} of your own.`);
      if (field.refRule !== 'owned' && target.visibility === 'moderated' && row.moderation !== 'approved')
        throw refused(name, `${field.label}: this ${what} is waiting for review and cannot be used yet.`);
      if (field.refRule === 'approved-not-own' && owns) throw refused(name, `${field.label}: you cannot review your own ${what}.`);
    }
  };
