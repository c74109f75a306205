/**
 * A list's filter (`county=Kiambu`, `fees_lte=50000`, `name_like=st`, …) as a condition of its query. A value may be
 * a stand-in bound to the request's own (list-shapes.ts), so nothing here reads the values themselves.
 */
import type { Resource } from '../../registry/resource.ts';
import { isContainsKind } from '../../registry/fields.ts';
import type { Condition } from '../access/party-conditions.ts';
import type { Dialect } from '../db/dialect.ts';
import { itemPattern, listItems } from '../db/list-items.ts';
import { derived } from './list-shapes.ts';
import type { Filter } from './query.ts';

/** A value matched literally by LIKE: its wildcards and the escape character escaped. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `unindexed`: written so the planner does not pick an index for it (the dialect's `unindexedRef`, see facet-counts.ts). */
export const filterCondition = (dialect: Dialect, resource: Resource, filter: Filter, unindexed = false): Condition => {
  const column = `${resource.table}.${filter.field}`;
  const field = resource.fields[filter.field]!;
  const values = filter.values;
  return (eb) => {
    const ref = unindexed ? dialect.unindexedRef(eb.ref(column)) : eb.ref(column);
    // A list's filter names its items: equal means the list holds one of them, not equal that it holds none.
    const holdsAny = () =>
      field.kind === 'csv'
        ? eb.or(
            values.map((v) =>
              dialect.ilike(
                listItems(ref),
                derived(v, (x) => itemPattern(escapeLike(String(x)))),
              ),
            ),
          )
        : eb.or(
            values.map((v) =>
              dialect.ilike(
                ref,
                derived(v, (x) => `%"name":${escapeLike(JSON.stringify(String(x)))}%`),
              ),
            ),
          );
    switch (filter.op) {
      case 'eq':
        if (isContainsKind(field)) return holdsAny();
        return values.length === 1 ? eb(ref, '=', values[0]) : eb(ref, 'in', values);
      case 'ne':
        return eb.or([eb(ref, 'is', null), isContainsKind(field) ? eb.not(holdsAny()) : eb(ref, 'not in', values)]);
      case 'gte':
        return eb.and(values.map((v) => eb(ref, '>=', v)));
      case 'lte':
        return eb.and(values.map((v) => eb(ref, '<=', v)));
      case 'like':
        return eb.or(
          values.map((v) =>
            dialect.ilike(
              ref,
              derived(v, (x) => `%${escapeLike(String(x))}%`),
            ),
          ),
        );
    }
  };
};
