/**
 * "Try again": a new STK push for an M-Pesa payment that failed, or that has waited too long for an answer. The
 * payments of the same push are tried together; orders their failure cancelled wait for payment again (their
 * stock taken again). If the new push cannot be sent, they fail again with the reason.
 */
import type { Principal } from '../access/principal.ts';
import { HttpError } from '../http-error.ts';
import { loadPayments, purposeOf, settlePayments, type PaymentRow } from './settle-payments.ts';
import { pushRefusal, startPush, type PushContext } from './start-push.ts';
import { now, nowIso } from '../../registry/clock.ts';

/**
 * M-Pesa refuses a second request for the same amount from the same number within about two minutes of the
 * first (result 17, "rule limited"), and "Try again" asks for the same amount from the same number: it waits this
 * long after the last push, whether that one failed or still waits unanswered on the phone.
 */
export const sameRequestGapMs = 120_000;

/** The result of a push Daraja did not take: the reason is its message. */
export const pushNotTaken = -2;

/** Failed by M-Pesa (not by cancelling the order), or still waiting: a payment "Try again" may ask for again. */
const retriable = (payment: PaymentRow, provider: string | null) =>
  payment.provider === provider &&
  ((payment.status === 'failed' && payment.result_code !== null) || (payment.status === 'pending' && payment.pushed_at !== null));

/** When "Try again" becomes possible (ms), or null when it never will. */
export const retryAt = (payment: PaymentRow, provider: string | null) => {
  if (!retriable(payment, provider)) return null;
  // A push Daraja never took (refused, or not sent: code -2) started no request M-Pesa counts.
  return payment.pushed_at && payment.result_code !== pushNotTaken ? Date.parse(payment.pushed_at) + sameRequestGapMs : 0;
};

/** Whether the buyer may ask again now. */
export const mayRetry = (payment: PaymentRow, provider: string | null, at = now()) => {
  const from = retryAt(payment, provider);
  return from !== null && at >= from;
};

export const isPayerOrStaff = (user: NonNullable<Principal>, payment: { owner_id: number }) => payment.owner_id === user.id || user.roles.includes('admin');

export const retryPayment = async (context: PushContext, user: NonNullable<Principal>, paymentId: number) => {
  const { db, provider } = context;
  const ids = await db.transaction().execute(async (trx) => {
    const [payment] = await loadPayments(trx, { ids: [paymentId] });
    if (!payment || !isPayerOrStaff(user, payment)) throw new HttpError(404, `Payment ${paymentId} was not found.`);
    const from = retryAt(payment, provider.name);
    if (from === null) throw new HttpError(409, `This payment is ${payment.status}; it cannot be tried again.`);
    if (now() < from) {
      const seconds = Math.ceil((from - now()) / 1000);
      throw new HttpError(
        429,
        `M-Pesa takes another request for the same amount from the same number two minutes after the last one. Try again in ${seconds} seconds.`,
      );
    }
    const group = payment.checkout_request_id ? await loadPayments(trx, { checkoutRequestId: payment.checkout_request_id }) : [payment];
    // One moment for the whole push: a callback whose push went unanswered finds its payments by it (unknown-request.ts).
    const pushedAt = nowIso();
    for (const p of group) {
      // Only from the state just read: two "Try again" taps at once send one push.
      const reset = await trx
        .updateTable('shop_payments')
        .set({
          status: 'pending',
          checkout_request_id: null,
          ...(p.checkout_request_id ? { earlier_checkout_request_id: p.checkout_request_id } : {}),
          merchant_request_id: null,
          result_code: null,
          result_message: null,
          pushed_at: pushedAt,
        })
        .where('id', '=', p.id)
        .where('status', '=', p.status)
        .where((eb) => (p.pushed_at === null ? eb('pushed_at', 'is', null) : eb('pushed_at', '=', p.pushed_at)))
        .executeTakeFirst();
      if (!Number(reset.numUpdatedRows)) throw new HttpError(409, 'This payment changed just now; reload the page.');
      if (p.status === 'failed') await purposeOf(p).reopen(trx, p);
    }
    return group.map((p) => p.id);
  });
  try {
    await startPush(context, ids);
  } catch (error) {
    const refusal = pushRefusal(error);
    await settlePayments(db, { ids }, { kind: 'failed', code: pushNotTaken, message: (refusal as Error).message }, context.log);
    throw refusal;
  }
  return ids;
};
