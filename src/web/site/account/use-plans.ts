/** The subscription plans (src/registry/resources/auth.ts), cheapest first, with the perks each gives. */
import type { Perk } from '../../../registry/perks.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { readList } from '../../common/site-data.ts';
import type { RowOf } from '../../../registry/row-type.ts';

export type Plan = RowOf<'auth/subscription-plans'>;

export const usePlans = () => useFetch((signal) => readList<Plan>('auth/subscription-plans', { _sort: 'position', _order: 'asc' }, signal), 'plans');

/** The names of the plans that give `perk`, cheapest first. */
export const plansGiving = (plans: readonly Plan[], perk: Perk) => plans.filter((plan) => plan.perks?.includes(perk)).map((plan) => plan.name);
