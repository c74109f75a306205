/**
 * The answer of POST /api/plans/checkout (src/server/plans/plan-routes.ts): the month of the plan bought and the
 * payment that pays for it, which the profile page then watches.
 */
import type { RowOf } from './row-type.ts';

export interface PlanCheckout {
  subscription: Pick<RowOf<'auth/user-subscriptions'>, 'id' | 'plan_id' | 'status' | 'starts_at' | 'ends_at'>;
  payment: Pick<RowOf<'shop/payments'>, 'id' | 'status' | 'amount' | 'method' | 'reference'>;
}
