/**
 * How many values one filter may have, by its field (docs/query-limits.md). Apart from the plain numbers in
 * query-bounds.ts because it reads field kinds: query-bounds.ts is also used by the public site, whose list pages
 * should not load the field kinds' module (and zod with it) for a page size.
 */
import { isContainsKind, type Field } from './fields.ts';
import { maxContainsValues, maxIdValues, maxLikeValues, maxValuesPerKey } from './query-bounds.ts';

/** The most different values a filter on the field `name` may have (`like`: of `name_like`). */
export const maxValuesOf = (name: string, field: Field, like = false) => {
  if (like) return maxLikeValues;
  if (name === 'id') return maxIdValues;
  if (field.values) return field.values.length;
  return isContainsKind(field) ? maxContainsValues : maxValuesPerKey;
};
