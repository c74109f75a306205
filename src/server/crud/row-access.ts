/**
 * Who sees and changes which rows of a resource. Permissions say how far a user's roles reach (every row, the rows
 * they are a party to, or none) and the resource's visibility adds its public rows; both become one condition in
 * the query, so a list never returns a row that reading its id would refuse.
 */
import { sql } from 'kysely';
import { ownScope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import { partyCondition, type Condition } from '../access/party-conditions.ts';
import { isAny, type Permissions, type Reach } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { publicRows } from '../access/public-rows.ts';
import { authorColumn, partyFlag, type Viewer } from '../access/row-view.ts';
import type { Db, Select } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import type { Row } from './codec.ts';
import type { Audience } from './list-query.ts';
import { actionRefused, rowNotFound } from './refusals.ts';

export type RowAccess = ReturnType<typeof createRowAccess>;

export const createRowAccess = (db: Db, permissions: Permissions) => {
  /** The conditions "the user is this party to the row", one per party the reach names. */
  const partyConditions = (user: Principal, resource: Resource, reach: Reach): [string, Condition][] =>
    user && reach && !isAny(reach) ? [...reach].map((party) => [party, partyCondition(resource, resource.parties[party]!, user.id)]) : [];

  /** Who sees which rows: null for all of them, else the public rows and those the user is a party to. */
  const audience = (user: Principal, resource: Resource, action: 'list' | 'read'): Audience | null => {
    const reach = permissions.reach(user, resource, action);
    if ((resource.visibility === 'public' && !resource.publicWith) || isAny(reach)) return null;
    const parties = partyConditions(user, resource, reach).map(([, condition]) => condition);
    const open: Condition | null = resource.visibility === 'private' ? null : publicRows(resource);
    if (!open && !parties.length) throw actionRefused(user, resource, action);
    return { open, parties };
  };

  /** The rows a user may see, as a query condition: null for all of them. Throws when they may see none. */
  const visibility = (user: Principal, resource: Resource, action: 'list' | 'read'): Condition | null => {
    const seen = audience(user, resource, action);
    if (!seen) return null;
    const conditions = [...(seen.open ? [seen.open] : []), ...seen.parties];
    return (eb) => eb.or(conditions.map((c) => c(eb)));
  };

  const viewerOf = (user: Principal, resource: Resource): Viewer => ({ user, any: isAny(permissions.granted(user, resource, 'read')) });

  /** Staff, for a resource, are those allowed to change any of its rows. */
  const isStaffFor = (user: Principal, resource: Resource) => isAny(permissions.granted(user, resource, 'update'));

  /** A select of the resource's rows with what the reader's view needs: which parties they are, the author. */
  const selectRows = (base: Select, user: Principal, resource: Resource, viewer: Viewer) => {
    let query = base.selectAll(resource.table);
    if (!viewer.any)
      for (const [party, condition] of partyConditions(user, resource, permissions.reach(user, resource, 'read')))
        if (party !== ownScope) query = query.select((eb) => sql<boolean>`${condition(eb)}`.as(partyFlag(party)));
    if (resource.byline) query = query.leftJoin('auth_users as author', 'author.id', `${resource.table}.owner_id`).select(`author.name as ${authorColumn}`);
    return query;
  };

  /** The stored row as it is, if the user may read it; a 404 otherwise. */
  const loadVisible = async (user: Principal, resource: Resource, id: number) => {
    const visible = visibility(user, resource, 'read');
    let query = db.selectFrom(resource.table).selectAll().where('id', '=', id);
    if (visible) query = query.where(visible);
    const row = await query.executeTakeFirst();
    if (!row) throw rowNotFound(resource, id);
    return row as Row;
  };

  /**
   * May this user change this row, and as whom? 'any' for staff, otherwise the parties they are to the row.
   * Throws 401/403 with a reason when they may not.
   */
  const authorise = async (user: Principal, resource: Resource, action: 'update' | 'delete', id: number) => {
    const reach = permissions.reach(user, resource, action);
    if (!reach) throw actionRefused(user, resource, action);
    if (isAny(reach)) return 'any' as const;
    const acting: string[] = [];
    for (const [party, condition] of partyConditions(user, resource, reach))
      if (await db.selectFrom(resource.table).select('id').where('id', '=', id).where(condition).executeTakeFirst()) acting.push(party);
    if (!acting.length) throw new HttpError(403, `You can only ${action} your own ${resource.label.toLowerCase()}.`);
    return acting;
  };

  return { audience, visibility, viewerOf, isStaffFor, selectRows, loadVisible, authorise };
};
