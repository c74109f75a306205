/**
 * Loads an open list's rows into a resource in one transaction, idempotently. Each row is validated by the registry
 * as an API write would be, then matched by (source, source_id):
 *
 * - a listing the import wrote and no person has edited since (`edited_at` is null) takes the row's changed values;
 * - one a person has edited is kept as they left it: the import never overwrites an owner's or an editor's work;
 * - a row found nowhere may be a school a person already listed (the demo's Alliance High School is the list's
 *   "Alliance High"): a listing without a source whose name (name-key.ts), county and level agree is adopted (it
 *   takes the row's provenance and fills only its empty fields) rather than listed twice;
 * - a row whose listing an editor merged into another (the duplicates desk) is left out, as a person's edit is;
 * - anything else is a new approved listing without an owner.
 *
 * Rows go in multi-row inserts, past the CRUD service's per-row work, and each write has its audit row (by nobody:
 * the server), naming the list and its year and keeping the public fields' values, so a listing's history reads
 * "Imported from the Ministry of Education's list of schools, 2016". A second run of the same file changes nothing.
 */
import { openListTitle, type OpenSource } from '../../registry/provenance-fields.ts';
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import { auditRow, valueChanges } from '../crud/audit.ts';
import { nowIso } from '../../registry/clock.ts';
import { toColumns, type Row } from '../crud/codec.ts';
import { withDefaults } from '../crud/field-defaults.ts';
import type { Db, Dialect } from '../db/dialect.ts';
import type { Issue, ReadList } from './list-rows.ts';
import { nameKey } from './name-key.ts';
import { duplicateDecisions } from '../../registry/resources/institutions.ts';

export interface ImportSummary {
  read: number;
  created: number;
  updated: number;
  adopted: number;
  unchanged: number;
  /** Listings a person has edited since they were imported, left as they are. */
  kept: number;
  refused: number;
  located: number;
  issues: Issue[];
}

const provenance = ['source', 'source_year', 'source_id'] as const;
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

interface Candidate {
  line: number;
  key: string;
  columns: Row;
}

/** SQLite binds at most 32 766 values a statement, PostgreSQL 65 535. */
const batches = <T>(items: T[], width: number) => {
  const size = Math.max(1, Math.floor(30000 / width));
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
};

/** Listings without a source, by name and county, that a row may adopt; each is adopted once at most. */
const adoptable = (rows: Row[]) => {
  const found = new Map<string, Row[]>();
  for (const row of rows) for (const key of [`${nameKey(String(row.name))}|${row.county ?? ''}`, nameKey(String(row.name))]) found.set(key, [...(found.get(key) ?? []), row]);
  const taken = new Set<unknown>();
  const levels = (value: unknown) => String(value ?? '').split(',').filter(Boolean);
  // A school of another level with the same name in the same county (a primary beside a secondary) is another school.
  const sameLevel = (a: Row, b: Row) => !levels(a.cbc_levels).length || !levels(b.cbc_levels).length || levels(a.cbc_levels).some((level) => levels(b.cbc_levels).includes(level));
  return (columns: Row) => {
    // A row without a county (the universities' list) is matched by its name alone, only when one listing has it.
    const named = found.get(columns.county ? `${nameKey(String(columns.name))}|${columns.county}` : nameKey(String(columns.name)));
    const matches = (named ?? []).filter((row) => !taken.has(row.id) && sameLevel(row, columns));
    if (matches.length !== 1 && !columns.county) return undefined;
    const match = matches[0];
    if (match) taken.add(match.id);
    return match;
  };
};

export const importListings = async (dialect: Dialect, resource: Resource, list: ReadList): Promise<ImportSummary> => {
  const summary: ImportSummary = { read: list.read, created: 0, updated: 0, adopted: 0, unchanged: 0, kept: 0, refused: 0, located: list.located, issues: [...list.issues] };
  const now = nowIso();
  const seen = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const row of list.rows) {
    const key = `${row.source}|${row.id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      summary.issues.push({ line: row.line, field: 'code', reason: `the id ${row.id} is given again (first on ${first}); this row is left out.`, refused: true });
      continue;
    }
    seen.set(key, row.line);
    // The registry's own checks, as for a write through the API: a name too long, a website that is no address.
    const checked = validateInput(resource, row.values, 'create');
    if (!checked.ok) {
      for (const [field, reason] of Object.entries(checked.invalid.errors)) summary.issues.push({ line: row.line, field, reason, refused: true });
      continue;
    }
    candidates.push({ line: row.line, key, columns: { ...toColumns(resource, checked.data), source: row.source, source_year: row.year, source_id: row.id } });
  }
  summary.refused = new Set(summary.issues.filter((issue) => issue.refused).map((issue) => issue.line)).size;
  if (!candidates.length) return summary;

  const fields = Object.keys(candidates[0]!.columns).filter((name) => !provenance.includes(name as never));
  const { table } = resource;
  const audits: Row[] = [];
  const logged = (columns: Row, id: number, action: 'create' | 'update', names: string[], before: Row | null) =>
    audits.push(
      auditRow(
        null,
        {
          resource,
          id,
          action,
          fields: names,
          changes: valueChanges(resource, names, before, columns),
          source: openListTitle(columns.source as OpenSource, columns.source_year as number),
        },
        now,
      ),
    );

  await dialect.db.transaction().execute(async (trx: Db) => {
    const stored = (await trx
      .selectFrom(table)
      .select(['id', 'edited_at', ...provenance, ...fields])
      .execute()) as Row[];
    const bySource = new Map(stored.filter((row) => row.source != null).map((row) => [`${row.source}|${row.source_id}`, row]));
    // Rows whose listing an editor merged into another (docs/data-quality.md) stay merged: a person decided.
    const merged = new Set(
      (
        await trx
          .selectFrom(duplicateDecisions.table)
          .select('other_source')
          .where('resource', '=', resource.name)
          .where('decision', '=', 'merged')
          .where('other_source', 'is not', null)
          .execute()
      ).map((row) => String(row.other_source)),
    );
    const adopt = adoptable(stored.filter((row) => row.source == null));
    const inserts: Row[] = [];
    for (const { key, columns } of candidates) {
      if (merged.has(key)) {
        summary.kept++;
        continue;
      }
      const before = bySource.get(key) ?? adopt(columns);
      if (!before) {
        inserts.push(columns);
        continue;
      }
      const adopting = before.source == null;
      if (!adopting && before.edited_at != null) {
        summary.kept++;
        continue;
      }
      // An adopted listing was written by a person: it takes only what it lacks, and counts as edited from now on.
      const changed = Object.keys(columns).filter((name) => !same(before[name], columns[name]) && (!adopting || before[name] == null || provenance.includes(name as never)));
      if (!changed.length) {
        summary.unchanged++;
        continue;
      }
      const set = { ...Object.fromEntries(changed.map((name) => [name, columns[name]])), updated_at: now, ...(adopting ? { edited_at: before.edited_at ?? now } : {}) };
      // Written only if no person edited it between this read and now.
      await trx
        .updateTable(table)
        .set(set)
        .where('id', '=', before.id as number)
        .$if(!adopting, (query) => query.where('edited_at', 'is', null))
        .execute();
      logged(columns, before.id as number, 'update', changed, before);
      if (adopting) summary.adopted++;
      else summary.updated++;
    }
    const made: Row[] = inserts.map((columns) => ({
      ...toColumns(resource, withDefaults(resource, {}, now)),
      ...columns,
      owner_id: null,
      moderation: 'approved',
      created_at: now,
      updated_at: now,
    }));
    for (const batch of batches(made, Object.keys(made[0] ?? {}).length)) {
      const ids = (await trx.insertInto(table).values(batch).returning('id').execute()) as { id: number }[];
      for (const [i, { id }] of ids.entries()) logged(batch[i]!, id, 'create', fields.filter((name) => batch[i]![name] != null), null);
    }
    summary.created = made.length;
    if (resource.audited) for (const batch of batches(audits, Object.keys(audits[0] ?? {}).length)) await trx.insertInto('auth_audit_log').values(batch).execute();
  });
  // Other instances on PostgreSQL drop what their caches hold of these tables (SQLite's readers notice by themselves).
  if (audits.length) await dialect.publishChanges([table, 'auth_audit_log']);
  // The planner's statistics, once a list has grown a table by much.
  if (summary.created > 1000) await dialect.gatherStatistics();
  return summary;
};
