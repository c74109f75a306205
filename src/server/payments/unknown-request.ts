/**
 * A callback for a CheckoutRequestID no payment carries. Most often it answers a push whose own answer never
 * arrived (Daraja took longer than MPESA_TIMEOUT_MS, or answered after its callback): those payments wait,
 * pending without a request id, and the one push of the same amount to the same number is taken to be it. A
 * success that matches nothing is money received all the same: it is kept as a payment in `review`, paying for
 * nothing yet, for an admin to refund or settle by hand. Never dropped.
 */
import { payments as paymentsResource } from '../../registry/resources/shop.ts';
import { audit } from '../crud/audit.ts';
import type { Db } from '../db/dialect.ts';
import { takeTurn } from '../db/turns.ts';
import { paidDetails, samePhone, type StkCallback } from './mpesa-callback.ts';
import { msisdn } from './stk-password.ts';
import { nowIso } from '../../registry/clock.ts';

/** Gives the waiting push this callback answers its request id; true when one (and only one) was found. */
export const adoptUnansweredPush = async (db: Db, provider: string, callback: StkCallback) => {
  const { amount, phone } = paidDetails(callback);
  if (callback.ResultCode !== 0 || Number.isNaN(amount)) return false;
  const waiting = await db
    .selectFrom('shop_payments')
    .select(['id', 'owner_id', 'phone', 'pushed_at', 'amount'])
    .where('status', '=', 'pending')
    .where('provider', '=', provider)
    .where('checkout_request_id', 'is', null)
    .where('pushed_at', 'is not', null)
    .execute();
  // One push is the payments of one checkout (or one "Try again"): the same payer, number and moment.
  const pushes = new Map<string, typeof waiting>();
  for (const p of waiting) {
    const key = `${p.owner_id}|${p.phone}|${p.pushed_at}`;
    pushes.set(key, [...(pushes.get(key) ?? []), p]);
  }
  const matching = [...pushes.values()].filter(
    (group) => group.reduce((sum, p) => sum + Number(p.amount), 0) === amount && samePhone(phone, msisdn(String(group[0]!.phone))) !== false,
  );
  if (matching.length !== 1) return false;
  const adopted = await db
    .updateTable('shop_payments')
    .set({ checkout_request_id: callback.CheckoutRequestID, merchant_request_id: callback.MerchantRequestID ?? null })
    .where(
      'id',
      'in',
      matching[0]!.map((p) => p.id as number),
    )
    .where('status', '=', 'pending')
    .where('checkout_request_id', 'is', null)
    .executeTakeFirst();
  return Number(adopted.numUpdatedRows) > 0;
};

/** Keeps a success nobody asked for as a payment in review; repeats of the same callback, even at once, keep it once. */
export const keepUnmatchedPayment = (db: Db, provider: string, callback: StkCallback) =>
  db.transaction().execute(async (trx) => {
    await takeTurn(trx, `mpesa-request:${callback.CheckoutRequestID}`);
    const { receipt, amount, phone } = paidDetails(callback);
    const known = await trx.selectFrom('shop_payments').select('id').where('checkout_request_id', '=', callback.CheckoutRequestID).executeTakeFirst();
    if (known) return known.id as number;
    const at = nowIso();
    const row = await trx
      .insertInto('shop_payments')
      .values({
        amount: Number.isNaN(amount) ? 0 : amount,
        method: 'mpesa',
        status: 'review',
        provider,
        reference: receipt,
        phone: phone.slice(0, 20) || null,
        checkout_request_id: callback.CheckoutRequestID,
        merchant_request_id: callback.MerchantRequestID ?? null,
        result_code: 0,
        result_message: `M-Pesa reported a payment (receipt ${receipt ?? 'none'}) for a request ElimuHub has no record of; refund it or settle it by hand.`,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, null, { resource: paymentsResource, id: row.id as number, action: 'create', fields: ['amount', 'method', 'status', 'reference'] });
    return row.id as number;
  });
