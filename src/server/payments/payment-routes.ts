/**
 * The payment calls: which methods are offered, a payment's live status for its payer, "Try again", and the
 * address Daraja posts its STK callback to (behind a secret path segment; any other answers 404).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { callbackPath, earlierCallbackPath, sameSecret } from './callback-secret.ts';
import { callbackOutcome, stkCallback } from './mpesa-callback.ts';
import type { PaymentOptions } from './payment-options.ts';
import { paymentStatus } from './payment-status.ts';
import { isPayerOrStaff, retryPayment } from './retry-payment.ts';
import { loadPayments, paymentColumns, settlePayments } from './settle-payments.ts';
import type { PushContext } from './start-push.ts';
import { adoptUnansweredPush, keepUnmatchedPayment } from './unknown-request.ts';

const paymentId = (params: unknown) => {
  const id = Number((params as { id: string }).id);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest('The payment id must be a whole number.');
  return id;
};

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

export const paymentRoutes = async (
  app: FastifyInstance,
  { db, options, push, secret, earlierSecret }: { db: Db; options: PaymentOptions; push: PushContext | null; secret: string; earlierSecret: string },
) => {
  app.get('/api/payments/methods', async () => ({ methods: options.available() }));

  /** The payment's status for its payer or staff; anyone else learns nothing, not even that it exists. */
  const statusFor = async (user: NonNullable<Principal>, id: number) => {
    const payment = await db
      .selectFrom('shop_payments')
      .select([...paymentColumns, 'reference', 'result_message'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!payment || !isPayerOrStaff(user, payment)) throw new HttpError(404, `Payment ${id} was not found.`);
    return paymentStatus(payment, push?.provider.name ?? null);
  };

  app.get('/api/payments/:id/status', async (request) => {
    if (!request.user) throw new HttpError(401, 'Please sign in to see your payment.');
    return statusFor(request.user, paymentId(request.params));
  });

  app.post('/api/payments/:id/retry', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please sign in to pay.');
    const id = paymentId(request.params);
    if (!push) throw new HttpError(409, 'M-Pesa payments are not available, so this payment cannot be tried again.');
    await retryPayment(push, user, id);
    return statusFor(user, id);
  });

  const callback = (expected: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!push || !sameSecret((request.params as { secret: string }).secret, expected)) throw new HttpError(404, 'Not found.');
    const parsed = stkCallback.safeParse(request.body);
    if (!parsed.success) throw badRequest('This is not an M-Pesa STK callback.');
    const callback = parsed.data.Body.stkCallback;
    let payments = await loadPayments(db, { checkoutRequestId: callback.CheckoutRequestID });
    if (!payments.length && (await adoptUnansweredPush(db, push.provider.name, callback)))
      payments = await loadPayments(db, { checkoutRequestId: callback.CheckoutRequestID });
    if (!payments.length) {
      if (callback.ResultCode === 0) {
        const kept = await keepUnmatchedPayment(db, push.provider.name, callback);
        request.log.warn({ checkoutRequestId: callback.CheckoutRequestID, payment: kept }, 'M-Pesa reported a payment for an unknown request; kept for review');
      } else
        request.log.info(
          { checkoutRequestId: callback.CheckoutRequestID, resultCode: callback.ResultCode },
          'M-Pesa callback for an unknown request with no payment in it; nothing to do',
        );
      return reply.send(accepted);
    }
    const outcome = callbackOutcome(callback, payments);
    // An answer to a prompt "Try again" replaced counts only if it says paid: a late "cancelled" or "no answer"
    // must not fail the prompt now waiting on the phone.
    const replaced = payments.every((p) => p.checkout_request_id !== callback.CheckoutRequestID);
    if (replaced && outcome.kind === 'failed') return accepted;
    if (outcome.mismatch)
      request.log.warn(
        { checkoutRequestId: callback.CheckoutRequestID, payments: payments.map((p) => p.id) },
        `M-Pesa callback does not match: ${outcome.mismatch}; kept for review`,
      );
    await settlePayments(db, { checkoutRequestId: callback.CheckoutRequestID }, outcome, { warn: (message) => request.log.warn(message) });
    return accepted;
  };

  app.post(`${callbackPath}/:secret`, callback(secret));
  // Pushes sent before the callback had its neutral address still call back to the earlier one.
  app.post(`${earlierCallbackPath}/:secret`, callback(earlierSecret));
};
