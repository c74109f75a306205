/**
 * GET /api/{resource}/:id/history?_start=&_end=: a row's change history from the audit log, newest first, a page at
 * a time with X-Total-Count, for every audited resource. Staff of the resource (admins, editors) see any row's,
 * even a deleted one's; an owner sees their own row's; nobody else. docs/change-history.md.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { maxHistoryPage, type HistoryEntry, type ValueChange } from '../../registry/change-history.ts';
import { maxStart } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import { auditLog } from '../../registry/resources/auth.ts';
import { isAny, type Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { displayName } from '../access/row-view.ts';
import type { Db } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { maxInteger } from '../crud/query.ts';

/** Written in digits only, as every list's paging is (crud/query.ts): "0x10" or "1e3" is no page. */
const wholeFrom = (name: string, min: number, max = maxInteger, tooLarge = `${name} is too large.`) =>
  z
    .string({ error: `${name} must be a whole number from ${min}.` })
    .regex(/^\d{1,10}$/, `${name} must be a whole number from ${min}, written in digits.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be a whole number from ${min}.`).max(max, tooLarge));

export const historyQuery = z
  .object({ _start: wholeFrom('_start', 0, maxStart, `_start goes up to ${maxStart}.`).default(0), _end: wholeFrom('_end', 1).optional() })
  .strict();

/** The page asked for: 20 entries unless `_end` says otherwise, at most `maxHistoryPage`. */
const pageOf = ({ _start: start, _end: end = start + 20 }: z.infer<typeof historyQuery>) => {
  if (end <= start || end - start > maxHistoryPage) {
    const message = `_end must be after _start, at most ${maxHistoryPage} entries on (got ${start} to ${end}).`;
    throw new HttpError(400, message, { _end: message });
  }
  return { start, end };
};

interface Stored {
  id: number;
  created_at: string;
  action: HistoryEntry['action'];
  owner_id: number | null;
  by_name: string | null;
  fields: string | null;
  changes: string | null;
  source: string | null;
  values_staff_only: number | boolean | null;
}

/** "summary (for review)" is the summary's change waiting for review: its label, and the same note. */
const labelOf = (resource: Resource, name: string) => {
  const [field = name, note] = name.split(' (');
  const label = resource.fields[field]?.label ?? field;
  return note ? `${label} (${note}` : label;
};

const entryOf = (resource: Resource, row: Stored, reader: Principal, staff: boolean): HistoryEntry => {
  // Moved here from a listing its reader could not see (merge-listings.ts): the field names only, but for staff.
  const values = (row.changes && (staff || !row.values_staff_only) ? JSON.parse(row.changes) : {}) as Record<string, ValueChange>;
  const names = row.fields ? row.fields.split(', ') : [];
  // Staff see who; an owner sees themselves as themselves and anybody else as a display name ("Jane W.").
  const name = !row.owner_id ? null : staff || row.owner_id === reader?.id ? (row.by_name ?? `#${row.owner_id}`) : displayName(row.by_name);
  return {
    id: Number(row.id),
    at: row.created_at,
    action: row.action,
    by: row.owner_id && name ? { ...(staff ? { id: Number(row.owner_id) } : {}), name } : null,
    source: row.source,
    changes: names.map((field) => {
      const value = values[field];
      return value ? { field, label: labelOf(resource, field), ...value, kept: true } : { field, label: labelOf(resource, field), kept: false };
    }),
  };
};

/** Who reads a row's history, for the refusal: "staff who may change every school and the school's owner". */
const whoMaySee = (resource: Resource) => {
  const what = resource.singular.toLowerCase();
  const staff = resource.offers.includes('update') ? `staff who may change every ${what}` : 'admins';
  if (!resource.ownerField) return staff;
  return `${staff} and ${resource.ownerField === 'id' ? `the ${what} themselves` : `the ${what}'s owner`}`;
};

export const historyRoutes = async (
  app: FastifyInstance,
  { db, permissions, resources }: { db: Db; permissions: Permissions; resources: readonly Resource[] },
) => {
  for (const resource of resources.filter((one) => one.audited)) {
    app.get(`/api/${resource.name}/:id/history`, async (request, reply) => {
      const raw = (request.params as { id: string }).id;
      if (!/^\d{1,10}$/.test(raw) || Number(raw) > maxInteger) throw badRequest(`${resource.singular} id must be a whole number, got "${raw}".`);
      const id = Number(raw);
      const user = request.user;
      const what = `the history of ${resource.label.toLowerCase()}`;
      if (!user) throw new HttpError(401, `Please sign in to see ${what}.`);
      // Staff of the resource, and whoever reads the audit log itself (admins), which holds the same entries.
      const staff = isAny(permissions.granted(user, resource, 'update')) || isAny(permissions.granted(user, auditLog, 'read'));
      if (!staff) {
        const owned =
          resource.ownerField &&
          (await db.selectFrom(resource.table).select('id').where('id', '=', id).where(resource.ownerField, '=', user.id).executeTakeFirst());
        if (!owned) throw new HttpError(403, `Only ${whoMaySee(resource)} may see its history.`);
      }
      const parsed = historyQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw fieldErrors(parsed.error, historyQuery);
      const { start, end } = pageOf(parsed.data);
      const ofRow = db.selectFrom('auth_audit_log as log').where('log.resource', '=', resource.name).where('log.record_id', '=', id);
      const [rows, count] = await Promise.all([
        ofRow
          .leftJoin('auth_users as by', 'by.id', 'log.owner_id')
          .select([
            'log.id',
            'log.created_at',
            'log.action',
            'log.owner_id',
            'by.name as by_name',
            'log.fields',
            'log.changes',
            'log.source',
            'log.values_staff_only',
          ])
          .orderBy('log.created_at', 'desc')
          .orderBy('log.id', 'desc')
          .offset(start)
          .limit(end - start)
          .execute() as Promise<Stored[]>,
        ofRow.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      // A deleted row's history is still read; a row that never was (nor left any entry) is not found.
      if (!Number(count.total) && !(await db.selectFrom(resource.table).select('id').where('id', '=', id).executeTakeFirst()))
        throw new HttpError(404, `${resource.singular} ${id} was not found.`);
      void reply.header('X-Total-Count', String(count.total));
      return rows.map((row) => entryOf(resource, row, user, staff));
    });
  }
};
