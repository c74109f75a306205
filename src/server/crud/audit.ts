/**
 * The audit log: who changed which row, when, how, and which fields; the old and new values of the public fields
 * only (registry/change-history.ts), never a private one's (a password's hash, a CV's link, a private note).
 * Written in the transaction of the write it records, so neither exists without the other.
 */
import { valuesKept, type ValueChange } from '../../registry/change-history.ts';
import type { auditActions } from '../../registry/resources/auth.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import { fromColumns, type Row } from './codec.ts';
import { waitingChanges } from './revisions.ts';
import { nowIso } from '../../registry/clock.ts';

/** Kept by the server on every write (edited_at on a person's); naming them would say nothing. */
const bookkeeping = new Set(['id', 'created_at', 'updated_at', 'edited_at']);

export interface AuditEntry {
  resource: Resource;
  id: number;
  action: (typeof auditActions)[number];
  fields: readonly string[];
  /** The public fields' values before and after, by field name. */
  changes?: Record<string, ValueChange>;
  /** The open list the write came from (provenance-fields.ts, openListTitle). */
  source?: string;
  /** Values only staff may read (a merge's, taken from a listing the public could not see: docs/change-history.md). */
  staffOnly?: boolean;
}

/** The audit log's row for one write by `by` (a user's id; null for the server itself). */
export const auditRow = (by: number | null, { resource, id, action, fields, changes, source, staffOnly }: AuditEntry, now = nowIso()): Row => ({
  owner_id: by,
  resource: resource.name,
  record_id: id,
  action,
  fields: fields.join(', ') || null,
  changes: changes && Object.keys(changes).length ? JSON.stringify(changes) : null,
  source: source ?? null,
  ...(staffOnly ? { values_staff_only: 1 } : {}),
  created_at: now,
  updated_at: now,
});

/** Records one write by `by` (a user's id; null for the server itself). */
export const audit = async (db: Db, by: number | null, entry: AuditEntry) => {
  if (!entry.resource.audited) return;
  await db.insertInto('auth_audit_log').values(auditRow(by, entry)).execute();
};

/** Stored rows as the API shows them: what a public page reads, so what the history may repeat. */
const shown = (resource: Resource, row: Row) => fromColumns(resource, row, () => '');

/** The public fields among `names`, each with its value before (unless created) and after. */
export const valueChanges = (resource: Resource, names: readonly string[], before: Row | null, after: Row): Record<string, ValueChange> => {
  const kept = new Set(valuesKept(resource));
  const [was, is] = [before && shown(resource, before), shown(resource, after)];
  return Object.fromEntries(
    names.filter((name) => kept.has(name)).map((name) => [name, was ? { from: was[name] ?? null, to: is[name] ?? null } : { to: is[name] ?? null }]),
  );
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
  if (!before) {
    const fields = names.filter((name) => after![name] != null);
    return audit(db, by, { resource, id: after!.id as number, action: 'create', fields, changes: valueChanges(resource, fields, null, after!) });
  }
  if (!after) return audit(db, by, { resource, id: before.id as number, action: 'delete', fields: [] });
  const changed = names
    .filter((name) => String(before[name] ?? '') !== String(after[name] ?? ''))
    // The changes waiting for review are named by their fields, not as the one column that holds them.
    .flatMap((name) => (name === 'revision' ? forReview(before, after) : [name]));
  // A save that changed nothing is not a change.
  return changed.length
    ? audit(db, by, { resource, id: after.id as number, action: 'update', fields: changed, changes: valueChanges(resource, changed, before, after) })
    : undefined;
};
