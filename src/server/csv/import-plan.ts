/**
 * What an uploaded CSV would do to a resource, row by row, before anything is written (docs/data-quality.md):
 * each row is matched to a stored one by `id`, or by `source` and `source_id` for a listing loaded from an open
 * list, or, for a listing without either, by its name and place (natural-key.ts), and checked as the API checks a write (the registry's validation, towns within their county, ranges):
 * `create`, `update`, `unchanged` or `error` with each field's message. An empty cell leaves a field as it is
 * (and is not sent for a new row). Columns the API does not take (ids, ratings, timestamps: what the export adds)
 * are read for matching or left aside, and named in the answer.
 */
import { matchedByPlace } from '../../registry/csv-import.ts';
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import { toColumns, type Row } from '../crud/codec.ts';
import { checkNamedChoices } from '../crud/named-choices.ts';
import { checkRanges } from '../crud/ranges.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { nameKey } from '../open-data/name-key.ts';
import { valueOf } from './csv-values.ts';
import { sameListing, storedListings, type Place } from './natural-key.ts';

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface PlannedRow {
  /** The line of the file (the header is line 1). */
  line: number;
  action: RowAction;
  id?: number;
  /** What is wrong, field by field (`row` for the row as a whole). */
  errors?: Record<string, string>;
  /** How a row without an id was matched to a stored one ("Matches existing school #43, …"). */
  note?: string;
  /** The API body the row is written with. */
  body?: Row;
  /** The stored row it changes. */
  before?: Row;
}

export interface ImportPlan {
  columns: { used: string[]; ignored: string[] };
  rows: PlannedRow[];
}

const matchColumns = ['id', 'source', 'source_id'];

/**
 * The header's columns: those written, those only read to match, the rest left aside. A name that is empty,
 * given twice or no field of the resource (only its own fields: "constructor" or "__proto__" are none) refuses
 * the file, naming it.
 */
export const readHeader = (resource: Resource, header: string[]) => {
  const label = resource.label.toLowerCase();
  const empty = header.map((name, at) => (name ? 0 : at + 1)).filter(Boolean);
  if (empty.length)
    throw new HttpError(400, `Column ${empty.join(', ')} of the file's header line has no name: name it as an export does, or remove it.`, {
      file: `Column ${empty.join(', ')} has no name.`,
    });
  const twice = [...new Set(header.filter((name, at) => header.indexOf(name) !== at))];
  if (twice.length)
    throw new HttpError(400, `The file's header names ${twice.map((name) => `"${name}"`).join(', ')} more than once: keep one column of each.`, {
      file: `Column ${twice.join(', ')} given twice.`,
    });
  const unknown = header.filter((name) => !Object.hasOwn(resource.fields, name));
  if (unknown.length)
    throw new HttpError(
      400,
      `The file's columns ${unknown.map((name) => `"${name}"`).join(', ')} are not fields of ${label}: use the field names of an export.`,
      {
        file: `Unknown column ${unknown.join(', ')}.`,
      },
    );
  const written = header.filter((name) => !resource.fields[name]!.system);
  if (!written.length) throw new HttpError(400, `The file has no column the API writes for ${label}.`, { file: 'No writable column.' });
  return { written, ignored: header.filter((name) => resource.fields[name]!.system && !matchColumns.includes(name)) };
};

/** An id as a person writes one: a whole number, plainly ("12", not "12.0", "+12", "1e1" or "0x0c"). */
const plainId = /^[1-9]\d*$/;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export const planImport = async (db: Db, resource: Resource, header: string[], records: { line: number; cells: string[] }[]): Promise<ImportPlan> => {
  const { written, ignored } = readHeader(resource, header);
  const at = (record: { cells: string[] }, name: string) => (header.includes(name) ? (record.cells[header.indexOf(name)] ?? '').trim() : '');
  const bySource = 'source_id' in resource.fields && header.includes('source_id');
  // The stored rows the file names, read in one query each way rather than one a row.
  // Rows without an id or a source id, of a resource matched by name and place: the stored listing each describes.
  const byPlace = matchedByPlace(resource);
  const placeOf = (record: { cells: string[] }): Place => ({
    name: at(record, 'name'),
    county: at(record, 'county') || null,
    physical_address: at(record, 'physical_address') || null,
    gps_coordinates: at(record, 'gps_coordinates') || null,
  });
  const unnamed = byPlace ? records.filter((record) => !at(record, 'id') && !(bySource && at(record, 'source_id'))) : [];
  const describes = await storedListings(db, resource, unnamed.map(placeOf));
  const matched = new Map(unnamed.map((record) => [record, describes(placeOf(record))]));
  const ids = [
    ...records
      .map((record) => at(record, 'id'))
      .filter((id) => plainId.test(id))
      .map(Number),
    ...[...matched.values()].filter((match) => match !== null).map((match) => match.id),
  ];
  const sourceIds = bySource ? records.map((record) => at(record, 'source_id')).filter(Boolean) : [];
  const stored = new Map<number, Row>();
  const storedBySource = new Map<string, Row>();
  for (let i = 0; i < ids.length; i += 500)
    for (const row of (await db
      .selectFrom(resource.table)
      .selectAll()
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()) as Row[])
      stored.set(Number(row.id), row);
  for (let i = 0; i < sourceIds.length; i += 500)
    for (const row of (await db
      .selectFrom(resource.table)
      .selectAll()
      .where('source_id', 'in', sourceIds.slice(i, i + 500))
      .execute()) as Row[])
      storedBySource.set(`${row.source}|${row.source_id}`, row);

  const taken = new Map<number, number>();
  // The listings earlier lines add, by name key: only those of one name are compared.
  const added = new Map<string, { line: number; place: Place }[]>();
  const rows: PlannedRow[] = [];
  const singular = resource.singular.toLowerCase();
  for (const record of records) {
    const fail = (errors: Record<string, string>): PlannedRow => ({ line: record.line, action: 'error', errors });
    const idText = at(record, 'id');
    let before: Row | undefined;
    let note: string | undefined;
    if (idText && !plainId.test(idText)) {
      rows.push(fail({ id: `id must be a whole number written plainly, like 12 (not "${idText}"); leave it empty to add a new ${singular}.` }));
      continue;
    }
    if (idText) {
      before = stored.get(Number(idText));
      if (!before) {
        rows.push(fail({ id: `There is no ${resource.singular.toLowerCase()} with id ${idText}; leave id empty to add a new one.` }));
        continue;
      }
    } else if (bySource && at(record, 'source_id')) {
      before = storedBySource.get(`${at(record, 'source')}|${at(record, 'source_id')}`);
      if (!before) {
        rows.push(
          fail({
            source_id: `No ${resource.singular.toLowerCase()} came from "${at(record, 'source')}" with id ${at(record, 'source_id')}; leave id, source and source_id empty to add a new one.`,
          }),
        );
        continue;
      }
    } else if (byPlace) {
      // No id: the listing the row describes, if one is stored already or added by an earlier line.
      const place = placeOf(record);
      const key = nameKey(place.name);
      const earlier = added.get(key)?.find((other) => sameListing(place, other.place));
      if (earlier) {
        rows.push(
          fail({ row: `Line ${earlier.line} already adds this ${singular} (the same name ${sameListing(place, earlier.place)}); each ${singular} once.` }),
        );
        continue;
      }
      const found = matched.get(record);
      if (found?.likely) {
        rows.push(
          fail({
            row: `${resource.singular} #${found.id} of this name is listed in ${place.county} already: give its id to change it, or the new ${singular}'s gps_coordinates or ward to add another.`,
          }),
        );
        continue;
      }
      before = found ? stored.get(found.id) : undefined;
      if (found && before) note = `Matches existing ${singular} #${found.id} (the same name ${found.reason}).`;
      else added.set(key, [...(added.get(key) ?? []), { line: record.line, place }]);
    }
    const id = before ? Number(before.id) : undefined;
    if (id !== undefined && taken.has(id)) {
      rows.push(fail({ row: `Line ${taken.get(id)} already changes ${resource.singular.toLowerCase()} ${id}; each row once.` }));
      continue;
    }
    if (id !== undefined) taken.set(id, record.line);
    const body: Row = {};
    for (const name of written) {
      const cell = at(record, name);
      if (cell !== '') body[name] = valueOf(resource.fields[name]!, cell);
    }
    const mode = before ? 'update' : 'create';
    const checked = validateInput(resource, body, mode);
    if (!checked.ok) {
      rows.push({ ...fail(checked.invalid.errors), id, ...(note ? { note } : {}) });
      continue;
    }
    try {
      const data = { ...checked.data };
      await checkNamedChoices(db, resource, data, before);
      checkRanges(resource, data, before);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      rows.push({ ...fail(error.errors ?? { row: error.message }), id, ...(note ? { note } : {}) });
      continue;
    }
    if (before) {
      const columns = toColumns(resource, checked.data);
      const changed = Object.keys(columns).some((name) => !same(columns[name], before[name]));
      rows.push({ line: record.line, action: changed ? 'update' : 'unchanged', id, body, before, ...(note ? { note } : {}) });
    } else rows.push({ line: record.line, action: 'create', body });
  }
  return { columns: { used: written, ignored }, rows };
};

/**
 * A row that would give a unique set of the resource (a member's one review of a place) the values an earlier
 * line of the file gives it: the write would be refused once the earlier line is in, so preview and apply both
 * say so, naming that line. A row added is its importer's when the resource has owners.
 */
export const sameAsEarlierLine = (resource: Resource, importer: number) => {
  const seen = new Map<string, number>();
  return (row: PlannedRow) => {
    const values: Row = { ...(row.before ?? (resource.ownerField === 'owner_id' ? { owner_id: importer } : {})), ...row.body };
    for (const set of resource.unique ?? []) {
      if (set.some((name) => values[name] == null || values[name] === '')) continue;
      const key = JSON.stringify([set, ...set.map((name) => String(values[name]))]);
      const earlier = seen.get(key);
      if (earlier !== undefined)
        return `Line ${earlier} already gives ${set.join(', ')} these values, and one ${resource.singular.toLowerCase()} only may have them.`;
      seen.set(key, row.line);
    }
    return null;
  };
};
