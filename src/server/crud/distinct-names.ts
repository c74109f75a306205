/**
 * Names picked from lists (roles, plans, job categories, a county's towns) must be told apart by people: a new
 * or renamed value that reads the same as an existing one (by case, spacing or look-alike letters, look-alike.ts)
 * is refused with a 409 naming the existing one, instead of becoming a second entry beside it.
 */
import { roles, subscriptionPlans } from '../../registry/resources/auth.ts';
import { locations } from '../../registry/resources/institutions.ts';
import { categories } from '../../registry/resources/jobs.ts';
import type { Declaring } from '../../registry/index.ts';
import { HttpError } from '../http-error.ts';
import type { Row } from './codec.ts';
import type { BehaviourHooks, ResourceHooks, WriteContext } from './hooks.ts';
import { skeleton } from './look-alike.ts';

/** For each resource that declares `names-read-distinctly`: its name column, and the column it is unique within (a town within its county). */
const lists: { [Name in Declaring<'names-read-distinctly'>]: { column: string; within?: string } } = {
  [roles.name]: { column: 'name' },
  [subscriptionPlans.name]: { column: 'name' },
  [categories.name]: { column: 'name' },
  [locations.name]: { column: 'city', within: 'county' },
};

const check = async (column: string, within: string | undefined, row: Row, id: number | null, { db, resource }: WriteContext) => {
  const name = row[column];
  if (typeof name !== 'string') return;
  let query = db.selectFrom(resource.table).select(['id', column]);
  if (within) query = query.where(within, '=', row[within] as string);
  const wanted = skeleton(name);
  const same = (await query.execute()).find((other) => other.id !== id && skeleton(String(other[column])) === wanted);
  if (same)
    throw new HttpError(
      409,
      `"${name}" reads the same as the existing ${resource.singular.toLowerCase()} "${String(same[column])}": use that one, or choose a name that reads differently.`,
      {
        [column]: `Already listed as "${String(same[column])}".`,
      },
    );
};

const distinct = ({ column, within }: { column: string; within?: string }): ResourceHooks => ({
  beforeCreate: (values, context) => check(column, within, values, null, context),
  async beforeUpdate(values, before, context) {
    if (!(column in values) && !(within && within in values)) return;
    await check(column, within, { ...before, ...values }, before.id as number, context);
  },
});

export const namesReadDistinctly = Object.fromEntries(
  Object.entries(lists).map(([name, list]) => [name, distinct(list)]),
) as BehaviourHooks<'names-read-distinctly'>;
