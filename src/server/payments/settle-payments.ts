/**
 * Settling payments: the one function every answer from M-Pesa goes through (the callback, the status query, the
 * sweep giving up, a push that failed). Each payment moves only from `pending`, in one conditional UPDATE, so a
 * duplicate or concurrent answer — on any instance — settles it once. What the payment was for is then told:
 * an order, or a month of a subscription plan.
 */
import { payments } from '../../registry/resources/shop.ts';
import { audit } from '../crud/audit.ts';
import type { Db } from '../db/dialect.ts';
import { orderPayment } from '../commerce/order-payment.ts';
import { planPayment } from '../plans/plan-payment.ts';
import { nowIso } from '../../registry/clock.ts';

export type Outcome =
  /** `reference`: M-Pesa's receipt; null when the status query confirmed it, as the query does not give one. */
  | { kind: 'paid'; reference: string | null; message: string }
  | { kind: 'failed'; code: number; message: string }
  /** M-Pesa says paid, but not the amount or the phone asked for: a person looks at it before anything ships. */
  | { kind: 'review'; code: number; reference: string | null; message: string };

export interface PaymentRow {
  id: number;
  owner_id: number;
  order_id: number | null;
  subscription_id: number | null;
  amount: number;
  phone: string | null;
  status: string;
  provider: string | null;
  checkout_request_id: string | null;
  pushed_at: string | null;
  result_code: number | null;
}

export const paymentColumns = [
  'id',
  'owner_id',
  'order_id',
  'subscription_id',
  'amount',
  'phone',
  'status',
  'provider',
  'checkout_request_id',
  'pushed_at',
  'result_code',
] as const;

/** Which payments: those of one STK push (one push may pay several shops' orders), or these ids. */
export type Which = { checkoutRequestId: string } | { ids: readonly number[] };

export const loadPayments = (db: Db, which: Which) => {
  const query = db.selectFrom('shop_payments').select(paymentColumns);
  // `IN ()` is not SQL; no ids is asked as the id 0, which no row has.
  return (
    'ids' in which
      ? query.where('id', 'in', which.ids.length ? [...which.ids] : [0])
      : query.where((eb) => eb.or([eb('checkout_request_id', '=', which.checkoutRequestId), eb('earlier_checkout_request_id', '=', which.checkoutRequestId)]))
  )
    .orderBy('id')
    .execute() as Promise<PaymentRow[]>;
};

interface Purpose {
  /** False when the thing paid for no longer waits for this payment. */
  paid(db: Db, payment: PaymentRow): Promise<boolean>;
  failed(db: Db, payment: PaymentRow, message: string): Promise<void>;
  /** A failed payment is tried again: undo what the failure did, or refuse with an HttpError saying why. */
  reopen(db: Db, payment: PaymentRow): Promise<void>;
}

const purposes: Record<'order' | 'subscription', Purpose> = {
  order: {
    paid: (db, payment) => orderPayment.paid(db, payment.order_id!),
    failed: (db, payment, message) => orderPayment.failed(db, payment.order_id!, message),
    reopen: (db, payment) => orderPayment.reopen(db, payment.order_id!, payment.owner_id),
  },
  subscription: {
    paid: (db, payment) => planPayment.paid(db, payment.subscription_id!),
    failed: (db, payment, message) => planPayment.failed(db, payment.subscription_id!, message),
    reopen: (db, payment) => planPayment.reopen(db, payment.subscription_id!),
  },
};

export const purposeOf = (payment: PaymentRow): Purpose => {
  if (payment.order_id) return purposes.order;
  if (payment.subscription_id) return purposes.subscription;
  throw new Error(`Payment ${payment.id} pays for nothing this server knows`);
};

const columnsFor = (outcome: Outcome) => {
  const at = nowIso();
  if (outcome.kind === 'paid') return { status: 'completed', reference: outcome.reference, result_code: 0, result_message: outcome.message, updated_at: at };
  if (outcome.kind === 'review')
    return { status: 'review', reference: outcome.reference, result_code: outcome.code, result_message: outcome.message, updated_at: at };
  return { status: 'failed', result_code: outcome.code, result_message: outcome.message, updated_at: at };
};

export interface SettleLog {
  warn(message: string): void;
}

/**
 * A "paid" for a payment no longer pending. The callback after the status query settled it brings the receipt
 * the query could not: it is stored (once, by a conditional update), and it is no second payment. Nor is a
 * query's "paid" (no receipt) after the callback. Only another receipt for a completed payment, or any receipt
 * for a failed one, is money to return by hand.
 */
const paidAgain = async (db: Db, payment: PaymentRow, receipt: string | null, log: SettleLog) => {
  if (receipt === null) return;
  const filled = await db
    .updateTable('shop_payments')
    .set({ reference: receipt, updated_at: nowIso() })
    .where('id', '=', payment.id)
    .where('status', '=', 'completed')
    .where((eb) => eb.or([eb('reference', 'is', null), eb('reference', '=', eb.ref('checkout_request_id'))]))
    .executeTakeFirst();
  if (Number(filled.numUpdatedRows)) return;
  const current = await db.selectFrom('shop_payments').select(['status', 'reference']).where('id', '=', payment.id).executeTakeFirst();
  if (current?.status === 'completed' && current.reference !== receipt)
    log.warn(`M-Pesa reports payment ${payment.id} paid a second time (${receipt}); refund it by hand`);
  if (current?.status === 'failed') log.warn(`M-Pesa reports payment ${payment.id} paid (${receipt}) after it was failed; refund or settle it by hand`);
};

/** Settles the pending payments among `which` with `outcome`; returns the ids it settled (none for a duplicate). */
export const settlePayments = (db: Db, which: Which, outcome: Outcome, log: SettleLog) =>
  db.transaction().execute(async (trx) => {
    const settled: number[] = [];
    for (const payment of await loadPayments(trx, which)) {
      const moved = await trx
        .updateTable('shop_payments')
        .set(columnsFor(outcome))
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (!Number(moved.numUpdatedRows)) {
        if (outcome.kind === 'paid') await paidAgain(trx, payment, outcome.reference, log);
        continue;
      }
      settled.push(payment.id);
      // Settled by M-Pesa's answer, not by a person: the entry names nobody.
      await audit(trx, null, {
        resource: payments,
        id: payment.id,
        action: 'update',
        fields: Object.keys(columnsFor(outcome)).filter((name) => name !== 'updated_at'),
      });
      const purpose = purposeOf(payment);
      if (outcome.kind === 'failed') await purpose.failed(trx, payment, outcome.message);
      if (outcome.kind === 'paid' && !(await purpose.paid(trx, payment)))
        log.warn(`Payment ${payment.id} was paid (${outcome.reference}) for something no longer waiting for it; refund or settle it by hand`);
    }
    return settled;
  });
