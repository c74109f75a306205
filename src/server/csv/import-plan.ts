/**
 * What an uploaded CSV would do to a resource, row by row, before anything is written (docs/data-quality.md):
 * each row is matched to a stored one by `id`, or by `source` and `source_id` for a listing loaded from an open
 * list, and checked as the API checks a write (the registry's validation, towns within their county, ranges):
 * `create`, `update`, `unchanged` or `error` with each field's message. An empty cell leaves a field as it is
 * (and is not sent for a new row). Columns the API does not take (ids, ratings, timestamps: what the export adds)
 * are read for matching or left aside, and named in the answer.
 */
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import { toColumns, type Row } from '../crud/codec.ts';
import { checkNamedChoices } from '../crud/named-choices.ts';
import { checkRanges } from '../crud/ranges.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { valueOf } from './csv-values.ts';

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface PlannedRow {
  /** The line of the file (the header is line 1). */
  line: number;
  action: RowAction;
  id?: number;
  /** What is wrong, field by field (`row` for the row as a whole). */
  errors?: Record<string, string>;
  /** The API body the row is written with. */
  body?: Row;
}

export interface ImportPlan {
  columns: { used: string[]; ignored: string[] };
  rows: PlannedRow[];
}

const matchColumns = ['id', 'source', 'source_id'];

/** The header's columns: those written, those only read to match, the rest left aside. Unknown names are refused. */
export const readHeader = (resource: Resource, header: string[]) => {
  const unknown = header.filter((name) => name && !(name in resource.fields));
  if (unknown.length)
    throw new HttpError(
      400,
      `The file's columns ${unknown.map((name) => `"${name}"`).join(', ')} are not fields of ${resource.label.toLowerCase()}: use the field names of an export.`,
      {
        file: `Unknown column ${unknown.join(', ')}.`,
      },
    );
  const written = header.filter((name) => name && !resource.fields[name]!.system);
  if (!written.length) throw new HttpError(400, `The file has no column the API writes for ${resource.label.toLowerCase()}.`, { file: 'No writable column.' });
  return { written, ignored: header.filter((name) => name && resource.fields[name]!.system && !matchColumns.includes(name)) };
};

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

export const planImport = async (db: Db, resource: Resource, header: string[], records: { line: number; cells: string[] }[]): Promise<ImportPlan> => {
  const { written, ignored } = readHeader(resource, header);
  const at = (record: { cells: string[] }, name: string) => (header.includes(name) ? (record.cells[header.indexOf(name)] ?? '').trim() : '');
  const bySource = 'source_id' in resource.fields && header.includes('source_id');
  // The stored rows the file names, read in one query each way rather than one a row.
  const ids = records.map((record) => Number(at(record, 'id'))).filter((id) => Number.isInteger(id) && id > 0);
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
  const rows: PlannedRow[] = [];
  for (const record of records) {
    const fail = (errors: Record<string, string>): PlannedRow => ({ line: record.line, action: 'error', errors });
    const idText = at(record, 'id');
    let before: Row | undefined;
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
      rows.push({ ...fail(checked.invalid.errors), id });
      continue;
    }
    try {
      const data = { ...checked.data };
      await checkNamedChoices(db, resource, data, before);
      checkRanges(resource, data, before);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      rows.push({ ...fail(error.errors ?? { row: error.message }), id });
      continue;
    }
    if (before) {
      const columns = toColumns(resource, checked.data);
      const changed = Object.keys(columns).some((name) => !same(columns[name], before[name]));
      rows.push({ line: record.line, action: changed ? 'update' : 'unchanged', id, body });
    } else rows.push({ line: record.line, action: 'create', body });
  }
  return { columns: { used: written, ignored }, rows };
};
