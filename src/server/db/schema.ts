/** The database schema, derived from the registry: one table per resource, its indexes and its search fields. */
import { createHash } from 'node:crypto';
import { columnType, isFilterable, type ColumnType } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';

export interface IndexSpec {
  name: string;
  columns: readonly string[];
  unique: boolean;
  /** Columns the index carries beside its keys, to be read without the table (PostgreSQL's INCLUDE only). */
  include?: readonly string[];
}

export interface TableSpec {
  name: string;
  columns: { name: string; type: ColumnType }[];
  indexes: IndexSpec[];
  search: readonly string[];
  /** The csv columns a list is filtered on by item, whose items PostgreSQL keeps statistics on (list-items.ts). */
  itemLists: readonly string[];
}

const indexName = (table: string, columns: readonly string[], unique: boolean) => `${unique ? 'uq' : 'ix'}_${table}_${columns.join('_')}`;

/**
 * A row shown within another (`publicWith`: a school's reviews, a shop's products, an employer's jobs) is read as
 * that row's list on its page, newest first: the parent's key (its kind first, for a `target_type`/`target_id`
 * pair), the public's condition and the default order, so one school's reviews are found and ordered by one index.
 */
const withinParent = (resource: Resource): string[][] => {
  if (!resource.publicWith) return [];
  const by = resource.fields[resource.publicWith]!.about?.by;
  // A row with no review of its own (a product's sizes) is public with its parent alone.
  const moderated = resource.visibility === 'moderated' ? ['moderation'] : [];
  return [[...(by ? [by] : []), resource.publicWith, ...moderated, resource.defaultSort[0]]];
};

/**
 * The indexes a list needs so that no page sorts a whole table: each filter and sort field alone (staff see every
 * row), and for moderated rows each sort field behind `moderation` (the public's condition), also behind each facet
 * (`moderation, county, rating, id`). The owner's own rows are found through the owner index. Each ends with the row
 * id, which breaks ties in the sort's direction: SQLite keeps it in every index anyway, but PostgreSQL does not, and
 * without it a page sorted on a field with many equal values (ratings) sorts every row that shares them.
 */
const listIndexes = (resource: Resource): string[][] => {
  const sorts = resource.sortable.filter((name) => name !== 'id');
  const prefixes =
    resource.visibility === 'moderated' ? [['moderation'], ...resource.facets.map((facet) => ['moderation', facet])] : resource.facets.map((facet) => [facet]);
  // A group of counted fields is read in one pass over an index that holds the visibility condition and the group.
  const counted = resource.counted.map((group) => (resource.visibility === 'moderated' ? ['moderation', ...group] : [...group]));
  return [
    ...[...resource.index, ...resource.facets, ...sorts].map((name) => [name]),
    ...prefixes.flatMap((prefix) => [prefix, ...sorts.map((name) => [...prefix, name])]),
    ...counted,
    ...withinParent(resource),
  ].map((columns) => [...columns, 'id']);
};

/**
 * A search's candidates (up to a thousand ids from the search index) are each checked against the reader's
 * condition and the filters, and ordered, before the page's twenty rows are read. On PostgreSQL, whose tables are not
 * kept in id order, each check read a table page of its own: with the fields a search filters and sorts by carried
 * in an index on the id, the candidates are checked in the index alone, with no table page read for each
 * (docs/benchmarks.md). SQLite finds a row by id in its table's own tree and needs no such index.
 */
const searchCover = (resource: Resource): IndexSpec[] => {
  if (!resource.search.length) return [];
  const moderated = resource.visibility === 'moderated' ? ['moderation'] : [];
  const owner = resource.ownerField && resource.ownerField !== 'id' ? [resource.ownerField] : [];
  const sorts = resource.sortable.filter((name) => name !== 'id');
  const include = [...new Set([...moderated, ...owner, ...resource.facets, ...resource.index, ...sorts])];
  // Named by what it carries, so a registry that carries more makes a new index.
  const digest = createHash('sha256').update(include.join(',')).digest('hex').slice(0, 8);
  return [{ name: `ix_${resource.table}_id_with_${digest}`, columns: ['id'], unique: false, include }];
};

export const tableSpec = (resource: Resource): TableSpec => {
  const { table } = resource;
  const columns = Object.entries(resource.fields)
    .filter(([name]) => name !== 'id')
    .map(([name, field]) => ({ name, type: columnType(field) }));
  const owner = resource.ownerField && resource.ownerField !== 'id' ? [[resource.ownerField]] : [];
  const uniqueFields = Object.entries(resource.fields)
    .filter(([, field]) => field.unique)
    .map(([name]) => [name]);
  const indexes: IndexSpec[] = [
    ...[
      ...[...listIndexes(resource), ...owner, ...resource.indexes].map((columns) => ({ columns, unique: false })),
      ...[...uniqueFields, ...resource.unique].map((columns) => ({ columns, unique: true })),
    ].map((ix) => ({ ...ix, name: indexName(table, ix.columns, ix.unique) })),
    ...searchCover(resource),
  ];
  // The same columns asked for twice (a sort field that is also indexed for filtering) make one index.
  const itemLists = Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'csv' && isFilterable(field))
    .map(([name]) => name);
  return { name: table, columns, indexes: [...new Map(indexes.map((ix) => [ix.name, ix])).values()], search: resource.search, itemLists };
};

/** A short fingerprint of a schema, recorded in the migrations table so each upgrade is a named version. */
export const schemaVersion = (specs: TableSpec[]) => createHash('sha256').update(JSON.stringify(specs)).digest('hex').slice(0, 12);
