/** The subscription plans (src/registry/resources/auth.ts), cheapest first, with the perks each gives. */
import type { Perk } from '../../../registry/perks.ts';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';

export interface Plan {
  id: number;
  name: string;
  price: number;
  perks: Perk[] | null;
}

export const usePlans = () => useFetch((signal) => api.list<Plan>('auth/subscription-plans', { _sort: 'position', _order: 'asc' }, signal), 'plans');

/** "Silver or Gold": the plans that give `perk`, as a reader would say it. */
export const plansGiving = (plans: readonly Plan[], perk: Perk) => {
  const names = plans.filter((plan) => plan.perks?.includes(perk)).map((plan) => plan.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'a paid');
};
