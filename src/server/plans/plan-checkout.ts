/**
 * Buying a month of a plan through the same payments as the shop: a pending subscription and its payment in
 * one transaction. Test payments settle at once (the plan starts); an M-Pesa push is sent after the commit and
 * its callback, or the status sweep, starts the plan (settle-payments.ts).
 */
import { payments } from '../../registry/resources/shop.ts';
import { userSubscriptions } from '../../registry/resources/auth.ts';
import { audit } from '../crud/audit.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { takeTurn } from '../db/turns.ts';
import type { PaymentMethod, PaymentProvider } from '../payments/payment-provider.ts';
import { findCurrentPlan, today } from './current-plan.ts';
import { activateSubscription, startSubscription } from './subscriptions.ts';
import { now as clockNow, nowIso } from '../../registry/clock.ts';
import { sayDate } from '../i18n/say.ts';

export interface PlanPurchase {
  userId: number;
  planId: number;
  method: PaymentMethod;
  phone: string | null;
}

/**
 * A purchase this soon after the member's last one is taken for the same tap repeated (two tabs, a double click,
 * a client retrying): refused, so it is never a second charge. A renewal ahead waits this long after the purchase
 * it follows, as M-Pesa makes a second request for the same amount from the same number wait.
 */
export const repeatPurchaseGapMs = 120_000;

export const buyPlan = (db: Db, provider: PaymentProvider, { userId, planId, method, phone }: PlanPurchase) =>
  db.transaction().execute(async (trx) => {
    // The member's turn, first: a concurrent purchase by the same member, on any instance, waits for this one
    // and then reads what it committed (db/turns.ts).
    await takeTurn(trx, `plan-purchase:${userId}`);
    const plan = await trx.selectFrom('auth_subscription_plans').select(['id', 'name', 'price']).where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new HttpError(400, `Plan ${planId} does not exist; choose one of the plans on your profile.`, { plan_id: 'Choose one of the plans.' });
    if (!Number(plan.price))
      throw new HttpError(400, `${plan.name} is free: there is nothing to pay. A paid plan simply ends when its month is over.`, {
        plan_id: `${plan.name} needs no payment.`,
      });
    // One plan at a time: another is chosen when this one ends; the same one may be renewed once ahead.
    const current = await findCurrentPlan(trx, userId);
    if (current && current.name !== plan.name)
      throw new HttpError(
        409,
        `You are on ${current.name} until ${sayDate('en', current.ends_at)}. Choose ${plan.name} when it ends, or renew ${current.name}.`,
        { plan_id: `You are on ${current.name}.` },
      );
    const recent = await trx
      .selectFrom('auth_user_subscriptions')
      .select('id')
      .where('owner_id', '=', userId)
      .where('status', 'in', ['pending', 'active'])
      .where('created_at', '>', new Date(clockNow() - repeatPurchaseGapMs).toISOString())
      .executeTakeFirst();
    if (recent) throw new HttpError(409, 'You chose a plan a moment ago. Check your plan on your profile before paying again.');
    const ahead = await trx
      .selectFrom('auth_user_subscriptions')
      .select('id')
      .where('owner_id', '=', userId)
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'active'), eb('starts_at', '>', today())])]))
      .executeTakeFirst();
    if (ahead) throw new HttpError(409, 'A plan payment is already under way or a renewal is already paid. Check your payments before paying again.');
    const subscriptionId = await startSubscription(trx, userId, planId);
    const amount = Number(plan.price);
    const charge = provider.kind === 'instant' ? await provider.charge({ amount, method, phone, orderId: null }) : null;
    if (charge?.status === 'failed') throw new HttpError(402, 'The payment did not go through. Nothing was charged; try again or choose another method.');
    const now = nowIso();
    const payment = await trx
      .insertInto('shop_payments')
      .values({
        ...toColumns(payments, { amount, method, status: charge?.status ?? 'pending', reference: charge?.reference ?? null, provider: provider.name }),
        subscription_id: subscriptionId,
        phone,
        // For the sweep: a push that never got sent is given up on like one never answered.
        pushed_at: charge ? null : now,
        owner_id: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, userId, { resource: userSubscriptions, id: subscriptionId, action: 'create', fields: ['plan_id', 'status'] });
    await audit(trx, userId, { resource: payments, id: payment.id as number, action: 'create', fields: ['subscription_id', 'amount', 'method', 'status'] });
    if (charge?.status === 'completed') await activateSubscription(trx, subscriptionId);
    return { subscriptionId, paymentId: payment.id as number };
  });
