/**
 * A plan's life: bought (pending while it is paid for), active for a month from the day its payment settles —
 * or from the end of the same plan's current period when renewed early — then expired. The account's
 * `plan` and `subscribed` mirror the current plan for the profile; perks are read from the period itself
 * (current-plan.ts). Every change is a conditional update, so several instances sweeping at once act once.
 */
import dayjs from 'dayjs';
import type { Db } from '../db/dialect.ts';
import { notify } from '../notifications/notify.ts';
import { findCurrentPlan, today } from './current-plan.ts';
import { say, sayDate } from '../i18n/say.ts';
import { nowIso } from '../../registry/clock.ts';

/** How long one payment keeps a plan, and how early its renewal reminder comes. */
export const periodMonths = 1;
export const remindDaysBefore = 3;

const isoDay = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');

/** Keeps the account's plan name (shown on the profile) in step with its current plan, or none. */
export const mirrorPlan = async (db: Db, userId: number) => {
  const plan = await findCurrentPlan(db, userId);
  await db
    .updateTable('auth_users')
    .set({ plan: (plan?.name as string | null) ?? null, subscribed: plan?.name ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
};

/** A subscription to `planId` waiting for its payment; its id is what the payment is for. */
export const startSubscription = async (db: Db, userId: number, planId: number) => {
  const now = nowIso();
  const { id } = await db
    .insertInto('auth_user_subscriptions')
    .values({ owner_id: userId, plan_id: planId, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
};

/** Starts a paid-for subscription: pending → active, for one period. Returns false when it was not pending. */
export const activateSubscription = async (db: Db, subscriptionId: number) => {
  const sub = await db.selectFrom('auth_user_subscriptions').select(['owner_id', 'plan_id']).where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  // Renewing early: the new month follows the current one of the same plan instead of overlapping it.
  const running = await db
    .selectFrom('auth_user_subscriptions')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('owner_id', '=', sub.owner_id)
    .where('plan_id', '=', sub.plan_id)
    .where('status', '=', 'active')
    .where('ends_at', '>=', today())
    .executeTakeFirst();
  const starts = running?.ends_at ? dayjs(running.ends_at as string).add(1, 'day') : dayjs(today());
  const moved = await db
    .updateTable('auth_user_subscriptions')
    .set({ status: 'active', starts_at: isoDay(starts), ends_at: isoDay(starts.add(periodMonths, 'month').subtract(1, 'day')), updated_at: nowIso() })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!Number(moved.numUpdatedRows)) return false;
  await mirrorPlan(db, sub.owner_id as number);
  return true;
};

/** A subscription whose payment failed is cancelled; the member keeps whatever plan they had. */
export const cancelPendingSubscription = (db: Db, subscriptionId: number) =>
  db
    .updateTable('auth_user_subscriptions')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .execute();

/** Ends the periods that are over, and reminds members whose plan ends within a few days to renew it. */
export const sweepSubscriptions = async (db: Db) => {
  const now = nowIso();
  const ended = await db
    .selectFrom('auth_user_subscriptions')
    .select(['id', 'owner_id'])
    .where('status', '=', 'active')
    .where('ends_at', '<', today())
    .limit(500)
    .execute();
  for (const { id, owner_id } of ended) {
    const moved = await db
      .updateTable('auth_user_subscriptions')
      .set({ status: 'expired', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows)) await mirrorPlan(db, owner_id as number);
  }
  const ending = await db
    .selectFrom('auth_user_subscriptions as sub')
    .innerJoin('auth_subscription_plans as plan', 'plan.id', 'sub.plan_id')
    .select(['sub.id', 'sub.owner_id', 'sub.ends_at', 'plan.name'])
    .where('sub.status', '=', 'active')
    .where('sub.reminded_at', 'is', null)
    .where('sub.ends_at', '<=', isoDay(dayjs(today()).add(remindDaysBefore, 'day')))
    .limit(500)
    .execute();
  for (const sub of ending) {
    // Renewed already (a later period of the same plan is paid for): nothing to remind.
    const renewed = await db
      .selectFrom('auth_user_subscriptions')
      .select('id')
      .where('owner_id', '=', sub.owner_id)
      .where('status', '=', 'active')
      .where('starts_at', '>', sub.ends_at as string)
      .executeTakeFirst();
    const claimed = await db
      .updateTable('auth_user_subscriptions')
      .set({ reminded_at: now })
      .where('id', '=', sub.id)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    if (renewed || !Number(claimed.numUpdatedRows)) continue;
    await notify(db, {
      to: sub.owner_id as number,
      from: null,
      title: (locale) => say(locale, 'note.plan.ends', { plan: String(sub.name), date: sayDate(locale, sub.ends_at as string) }),
      body: { id: 'note.plan.renew' },
      link: '/profile#plans',
    });
  }
};
