/**
 * The audit log: who changed which row, when, how, and which fields — never the values, which may be private (a
 * password's hash, a CV's link). Written in the transaction of the write it records, so neither exists without
 * the other.
 */
import type { auditActions } from '../../registry/resources/auth.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import type { Row } from './codec.ts';
import { waitingChanges } from './revisions.ts';
import { nowIso } from '../../registry/clock.ts';

/** Kept by the server on every write (edited_at on a person's); naming them would say nothing. */
const bookkeeping = new Set(['id', 'created_at', 'updated_at', 'edited_at']);

export interface AuditEntry {
  resource: Resource;
  id: number;
  action: (typeof auditActions)[number];
  fields: readonly string[];
}

/** Records one write by `by` (a user's id; null for the server itself). */
export const audit = async (db: Db, by: number | null, { resource, id, action, fields }: AuditEntry) => {
  if (!resource.audited) return;
  const now = nowIso();
  await db
    .insertInto('auth_audit_log')
    .values({ owner_id: by, resource: resource.name, record_id: id, action, fields: fields.join(', ') || null, created_at: now, updated_at: now })
    .execute();
};

/** The fields whose waiting value an edit of a live row changed: "summary (for review)". */
const forReview = (before: Row, after: Row) => {
  const [was, is] = [waitingChanges(before), waitingChanges(after)];
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((name) => JSON.stringify(was[name]) !== JSON.stringify(is[name]))
    .map((name) => `${name} (for review)`);
};

/** The entry for a row written through the resource API: created (before is null), deleted (after is null) or changed. */
export const auditChange = (db: Db, by: number | null, resource: Resource, before: Row | null, after: Row | null) => {
  const names = Object.keys(resource.fields).filter((name) => !bookkeeping.has(name));
  if (!before) return audit(db, by, { resource, id: after!.id as number, action: 'create', fields: names.filter((name) => after![name] != null) });
  if (!after) return audit(db, by, { resource, id: before.id as number, action: 'delete', fields: [] });
  const changed = names
    .filter((name) => String(before[name] ?? '') !== String(after[name] ?? ''))
    // The changes waiting for review are named by their fields, not as the one column that holds them.
    .flatMap((name) => (name === 'revision' ? forReview(before, after) : [name]));
  // A save that changed nothing is not a change.
  return changed.length ? audit(db, by, { resource, id: after.id as number, action: 'update', fields: changed }) : undefined;
};
