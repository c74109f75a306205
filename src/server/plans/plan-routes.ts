/**
 * Plans for members: what their current plan is and gives, buying a month of one, and the sweep that ends
 * periods and sends renewal reminders (hourly, on every instance: each change is a conditional update, so
 * instances never act twice).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { payerFields, providerFor } from '../payments/payer.ts';
import type { PaymentOptions } from '../payments/payment-options.ts';
import { settlePayments } from '../payments/settle-payments.ts';
import { pushNotTaken } from '../payments/retry-payment.ts';
import { pushRefusal, startPush, type PushContext } from '../payments/start-push.ts';
import { findCurrentPlan } from './current-plan.ts';
import { buyPlan } from './plan-checkout.ts';
import { sweepSubscriptions } from './subscriptions.ts';
import { repeatEvery } from '../repeat-every.ts';
import type { MyPlan } from '../../registry/my-plan.ts';
import type { PlanCheckout } from '../../registry/plan-checkout.ts';

const checkoutBody = z
  .object({ ...payerFields, plan_id: z.number({ error: 'Choose a plan.' }).int('Choose a plan.').positive('Choose a plan.').max(2147483647, 'Choose a plan.') })
  .strict();

// Every minute, so the profile stops naming a plan within a minute of its last day's end (its perks stop at once);
// a minute with nothing to end or remind reads two indexed rows and writes nothing.
const sweepEveryMs = 60 * 1000;

export const planRoutes = async (app: FastifyInstance, { db, payments, push }: { db: Db; payments: PaymentOptions; push: PushContext | null }) => {
  app.get('/api/plans/mine', async (request): Promise<MyPlan> => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please sign in to see your plan.');
    const current = await findCurrentPlan(db, user.id);
    return { plan: current?.name ?? null, ends_at: current?.ends_at ?? null, perks: user.perks ?? [] };
  });

  app.post('/api/plans/checkout', async (request, reply): Promise<PlanCheckout> => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please sign in to choose a plan.');
    const parsed = checkoutBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, checkoutBody);
    const { payment_method: method, phone = null, plan_id: planId } = parsed.data;
    const provider = providerFor(payments, method, phone);
    const bought = await buyPlan(db, provider, { userId: user.id, planId, method, phone });
    if (provider.kind === 'push')
      try {
        await startPush({ ...push!, provider }, [bought.paymentId]);
      } catch (error) {
        // The request never reached the member's phone: the purchase is given up, with the reason.
        const refusal = pushRefusal(error);
        await settlePayments(
          db,
          { ids: [bought.paymentId] },
          { kind: 'failed', code: pushNotTaken, message: (refusal as Error).message },
          { warn: (m) => request.log.warn(m) },
        );
        throw refusal;
      }
    const payment = await db
      .selectFrom('shop_payments')
      .select(['id', 'status', 'amount', 'method', 'reference'])
      .where('id', '=', bought.paymentId)
      .executeTakeFirstOrThrow();
    const subscription = await db
      .selectFrom('auth_user_subscriptions')
      .select(['id', 'plan_id', 'status', 'starts_at', 'ends_at'])
      .where('id', '=', bought.subscriptionId)
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { subscription, payment };
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = repeatEvery(
      sweepEveryMs,
      () => sweepSubscriptions(db),
      (error) => app.log.warn({ err: error }, 'the plan sweep failed; it runs again within a minute'),
    );
  });
  // Before the database closes, so a sweep under way finishes.
  app.addHook('preClose', async () => stop?.());
};
