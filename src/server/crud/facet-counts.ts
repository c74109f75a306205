/**
 * Counts per value of a list's counted fields (`counted` in the registry), for the directory's filters: how many
 * rows each choice would leave. Each field is counted with every other active filter applied but not its own, so
 * with "Girls" chosen the boys' and mixed choices still say how many they hold.
 *
 * One pass per group of fields: the rows the reader sees, narrowed by every filter outside the group, are counted
 * per combination of the group's values (a GROUP BY read from the group's index). The group's own choices are
 * then applied here, on those few combinations: a field's count sums the combinations that hold its value and
 * satisfy the group's other chosen values. Counting ten fields thus reads the table five times, not ten.
 *
 * A comma-separated list (CBC levels, facilities) counts a row for each item it holds, matched as the list's
 * filter matches it (ignoring case), so each count is the total that choosing it shows.
 */
import { sql } from 'kysely';
import { parseCsv } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Condition } from '../access/party-conditions.ts';
import type { Principal } from '../access/principal.ts';
import type { Filter, ListQuery } from './query.ts';
import type { Crud } from './service.ts';

export type FacetCounts = Record<string, Record<string, number>>;

type Combination = Record<string, unknown> & { total: number | string };

/** The items of a stored value: a list's items, or the one value. */
const itemsOf = (resource: Resource, name: string, value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  return resource.fields[name]!.kind === 'csv' ? parseCsv(String(value)) : [String(value)];
};

/** An equality filter holds for a combination when one of its values is among the combination's items. */
const holds = (resource: Resource, combination: Combination, filter: Filter) => {
  const items = itemsOf(resource, filter.field, combination[filter.field]).map((item) => item.toLowerCase());
  return filter.values.some((value) => items.includes(String(value).toLowerCase()));
};

/**
 * A field's counts as the API gives them: every listed choice named (those no row holds with 0, so a filter can
 * show it as empty), values that differ only in case counted as one, spelled as the list spells them.
 */
export const spellCounts = (resource: Resource, name: string, entries: Iterable<[string, number]>): Record<string, number> => {
  const values = resource.fields[name]!.values ?? [];
  const counts = new Map<string, number>(values.map((value) => [value.toLowerCase(), 0]));
  const spelled = new Map<string, string>(values.map((value) => [value.toLowerCase(), value]));
  for (const [item, total] of entries) {
    const key = item.toLowerCase();
    if (!spelled.has(key)) spelled.set(key, item);
    counts.set(key, (counts.get(key) ?? 0) + total);
  }
  return Object.fromEntries([...counts].map(([item, total]) => [spelled.get(item)!, total]));
};

/** Counts from the database; `scope` in place of the rows the reader sees (a member's own rows not yet public). */
export const countFacets = async (crud: Crud, user: Principal, resource: Resource, query: ListQuery, scope?: Condition): Promise<FacetCounts> => {
  // SQLite's planner, given a filter on a column with an index of its own (fees, boarding), reads every matching
  // row through that index to fetch the counted columns; read through the index of every fact instead, the count
  // never touches a row. Only the place (the first counted group, leading that index) is left to seek on.
  const leading = new Set(resource.counted[0] ?? []);
  const parts = await crud.countParts(user, resource, query, (filter) => !(filter.op === 'eq' && leading.has(filter.field)));
  const { unindexedRef, from, filters } = parts;
  const visible = scope ?? parts.visible;
  const { table } = resource;
  const groups = await Promise.all(
    resource.counted.map(async (group) => {
      // Choices of this group's fields are applied below, on the combinations; every other filter in SQL.
      const inGroup = (filter: Filter) => filter.op === 'eq' && group.includes(filter.field);
      const conditions: Condition[] = [...(visible ? [visible] : []), ...filters.filter((f) => !inGroup(f.filter)).map((f) => f.condition)];
      const columns = group.map((name) => `${table}.${name}` as const);
      // Unfiltered, the group's own index gives the combinations in order. Filtered, SQLite would still walk that
      // index to save a sort and read every row for the filter; `+column` keeps it from grouping by the index, so
      // the filters choose it (the index of every fact, read alone, or a search's matches).
      const narrowed = conditions.length > (visible ? 1 : 0);
      const grouping = narrowed ? columns.map((column) => unindexedRef(sql.ref(column))) : columns;
      const combinations = (await from
        .where((eb) => eb.and(conditions.map((c) => c(eb))))
        .select([...columns, sql<number>`count(*)`.as('total')])
        .groupBy(grouping)
        .execute()) as Combination[];
      const chosen = filters.map((f) => f.filter).filter(inGroup);
      return group.map((name): [string, Record<string, number>] => {
        const others = chosen.filter((filter) => filter.field !== name);
        const held = combinations.filter((combination) => others.every((filter) => holds(resource, combination, filter)));
        return [
          name,
          spellCounts(
            resource,
            name,
            held.flatMap((c) => itemsOf(resource, name, c[name]).map((item): [string, number] => [item, Number(c.total)])),
          ),
        ];
      });
    }),
  );
  return Object.fromEntries(groups.flat());
};
