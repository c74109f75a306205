/**
 * What settling a payment does to the plan month it pays for: paid starts the period; failed cancels the
 * purchase (the member keeps whatever plan they had) and says why; a retry of that failed payment makes the
 * purchase wait for payment again.
 */
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { notify } from '../notifications/notify.ts';
import { activateSubscription, cancelPendingSubscription } from './subscriptions.ts';
import { say, sayDate } from '../i18n/say.ts';
import { nowIso } from '../../registry/clock.ts';

const planName = async (db: Db, subscriptionId: number) =>
  db
    .selectFrom('auth_user_subscriptions as sub')
    .innerJoin('auth_subscription_plans as plan', 'plan.id', 'sub.plan_id')
    .select(['sub.owner_id', 'sub.status', 'sub.ends_at', 'plan.name'])
    .where('sub.id', '=', subscriptionId)
    .executeTakeFirstOrThrow();

export const planPayment = {
  /** False when the purchase no longer waits for this payment (the caller keeps the money for review). */
  paid: async (db: Db, subscriptionId: number) => {
    if (!(await activateSubscription(db, subscriptionId))) return false;
    const sub = await planName(db, subscriptionId);
    await notify(db, {
      to: sub.owner_id as number,
      from: null,
      title: { id: 'note.plan.active', values: { plan: String(sub.name) } },
      body: (locale) => say(locale, 'note.plan.runsUntil', { date: sayDate(locale, String(sub.ends_at)) }),
      link: '/profile#plans',
    });
    return true;
  },

  failed: async (db: Db, subscriptionId: number, message: string) => {
    await cancelPendingSubscription(db, subscriptionId);
    const sub = await planName(db, subscriptionId);
    await notify(db, {
      to: sub.owner_id as number,
      from: null,
      title: { id: 'note.plan.failed', values: { plan: String(sub.name) } },
      body: message,
      link: '/profile#plans',
    });
  },

  reopen: async (db: Db, subscriptionId: number) => {
    const moved = await db
      .updateTable('auth_user_subscriptions')
      .set({ status: 'pending', updated_at: nowIso() })
      .where('id', '=', subscriptionId)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw new HttpError(409, 'This plan purchase is no longer waiting for payment; choose the plan again.');
  },
};
