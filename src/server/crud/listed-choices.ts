/**
 * A field picked within another (a town within its county, `from` + `within` in the registry) offers every listed
 * choice of the chosen context in its counts, 0 where no row holds it: choosing Kiambu offers each of Kiambu's
 * towns in `institutions/locations`, not only the towns that happen to have a school.
 */
import { getResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import type { FacetCounts } from './facet-counts.ts';
import type { ListQuery } from './query.ts';

export const withListedChoices = async (db: Db, resource: Resource, query: ListQuery, counts: FacetCounts): Promise<FacetCounts> => {
  for (const [name, field] of Object.entries(resource.fields)) {
    const counted = counts[name];
    if (!field.from || !field.within || !counted) continue;
    const chosen = query.filters.filter((filter) => filter.op === 'eq' && filter.field === field.within).flatMap((filter) => filter.values);
    if (!chosen.length) continue;
    const [targetName, column] = field.from.split(/\.(?=[^.]+$)/) as [string, string];
    const rows = await db.selectFrom(getResource(targetName).table).select(column).where(field.within, 'in', chosen).execute();
    const held = new Set(Object.keys(counted).map((value) => value.toLowerCase()));
    const listed = rows.map((row) => String((row as Record<string, unknown>)[column])).filter((value) => !held.has(value.toLowerCase()));
    counts[name] = { ...counted, ...Object.fromEntries(listed.map((value) => [value, 0])) };
  }
  return counts;
};
