/** The database schema, derived from the registry: one table per resource, its indexes and its search fields. */
import { createHash } from 'node:crypto';
import { columnType, type ColumnType } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';

export interface TableSpec {
  name: string;
  columns: { name: string; type: ColumnType }[];
  indexes: { name: string; columns: readonly string[]; unique: boolean }[];
  search: readonly string[];
}

const indexName = (table: string, columns: readonly string[], unique: boolean) =>
  `${unique ? 'uq' : 'ix'}_${table}_${columns.join('_')}`;

export const tableSpec = (resource: Resource): TableSpec => {
  const { table } = resource;
  const columns = Object.entries(resource.fields)
    .filter(([name]) => name !== 'id')
    .map(([name, field]) => ({ name, type: columnType(field) }));
  const single = [...resource.index, ...(resource.ownerField && resource.ownerField !== 'id' ? [resource.ownerField] : [])];
  const uniqueFields = Object.entries(resource.fields)
    .filter(([, field]) => field.unique)
    .map(([name]) => [name]);
  const indexes = [
    ...[...new Set(single)].map((c) => ({ columns: [c], unique: false })),
    ...resource.indexes.map((columns) => ({ columns, unique: false })),
    ...[...uniqueFields, ...resource.unique].map((columns) => ({ columns, unique: true })),
  ].map((ix) => ({ ...ix, name: indexName(table, ix.columns, ix.unique) }));
  return { name: table, columns, indexes, search: resource.search };
};

/** A short fingerprint of a schema, recorded in the migrations table so each upgrade is a named version. */
export const schemaVersion = (specs: TableSpec[]) =>
  createHash('sha256').update(JSON.stringify(specs)).digest('hex').slice(0, 12);
