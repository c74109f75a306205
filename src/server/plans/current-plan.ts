/**
 * A member's current plan: the subscription that is active and whose period includes today (the dearest, when a
 * renewal overlaps an upgrade). Its perks are read with every signed-in request, so a plan that ends stops
 * giving its perks that day, whether or not the expiry sweep has run yet.
 */
import type { Eb } from '../access/party-conditions.ts';
import type { Db } from '../db/dialect.ts';
import { nairobiToday } from '../../registry/clock.ts';

export const today = () => nairobiToday();

/** The current plan's subscription row for `userId` (a column or value): the dearest. `from` is the database or, in a subquery, its builder. */
const current = (from: Eb | Db, userId: unknown) =>
  (from as Db)
    .selectFrom('auth_user_subscriptions as sub')
    .innerJoin('auth_subscription_plans as plan', 'plan.id', 'sub.plan_id')
    .where('sub.owner_id', '=', userId as number)
    .where('sub.status', '=', 'active')
    .where('sub.starts_at', '<=', today())
    .where((w) => w.or([w('sub.ends_at', 'is', null), w('sub.ends_at', '>=', today())]))
    .orderBy('plan.price', 'desc')
    .limit(1);

/** As a subquery selecting the plan's perks (a JSON list), for the session's own query. */
export const currentPerks = (eb: Eb, userId: unknown) => current(eb, userId).select('plan.perks');

/** The current plan's name and the last day of its period, or undefined without one. */
export const findCurrentPlan = (db: Db, userId: number) =>
  current(db, userId).select(['plan.name', 'sub.ends_at']).executeTakeFirst() as Promise<{ name: string; ends_at: string } | undefined>;
