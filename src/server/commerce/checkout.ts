/**
 * Checkout: the member's cart becomes one order per shop, each with its payment, in one transaction. The cart
 * is claimed and stock taken atomically, so concurrent checkouts can neither oversell nor pay twice. An instant
 * provider settles the payments in the same transaction; for a push provider (M-Pesa) they stay pending, and
 * the push is sent after commit (payments/start-push.ts), so a slow Daraja never holds the transaction open.
 */
import { orders, payments, type OrderChange, type paymentMethods } from '../../registry/resources/shop.ts';
import { audit } from '../crud/audit.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import type { DeliveryChoice } from './delivery.ts';
import { cartLines, checkAvailable, priceCart, unitPrice } from './pricing.ts';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider.ts';
import { takeStock } from './stock.ts';
import { takeVoucherUse } from './vouchers.ts';
import { recordPaid } from './order-lifecycle.ts';
import { nairobiToday, nowIso } from '../../registry/clock.ts';
import { formatKes } from '../../registry/money.ts';

export interface CheckoutRequest {
  userId: number;
  method: (typeof paymentMethods)[number];
  phone: string | null;
  /** Delivery and voucher per shop; a shop without one is collected at its first pickup point. */
  choices: readonly DeliveryChoice[];
  /** The request's Idempotency-Key, kept on the orders it places. */
  key: string | null;
  /** The total the buyer was shown, when the client sends it: a cart priced otherwise now is not charged. */
  shown?: number;
}

/** Orders a buyer may have waiting for payment at once. */
export const maxUnpaidOrders = 3;

/** The ids of the orders and payments made, one pair per shop. */
export const checkout = (db: Db, provider: PaymentProvider, { userId, method, phone, choices, key, shown }: CheckoutRequest) =>
  db.transaction().execute(async (trx) => {
    // Unpaid orders hold their stock until paid or given up: a buyer may not hold a shelf with prompts left unanswered.
    const unpaid = await trx
      .selectFrom('shop_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(unpaid?.n ?? 0) >= maxUnpaidOrders)
      throw new HttpError(409, `You have ${maxUnpaidOrders} orders waiting for payment. Pay or cancel them in My orders before checking out again.`);
    const lines = await cartLines(trx, userId);
    if (!lines.length) throw new HttpError(400, 'Your cart is empty. Add items before checking out.');
    checkAvailable(lines);
    const quotes = await priceCart(trx, lines, choices, nairobiToday());
    // Another tab, or a change still on its way, may have changed the cart since the buyer saw the price they agreed to.
    const now = quotes.reduce((sum, q) => sum + q.total, 0);
    if (shown !== undefined && shown !== now)
      throw new HttpError(409, `The price changed since it was shown: your cart now comes to ${formatKes(now)}. Check it and pay again.`);
    // The cart is claimed first: a second checkout of the same cart at the same moment finds it gone.
    const claimed = await trx
      .deleteFrom('shop_cart')
      .where('owner_id', '=', userId)
      .where(
        'id',
        'in',
        lines.map((l) => l.id),
      )
      .executeTakeFirst();
    if (Number(claimed.numDeletedRows) !== lines.length) throw new HttpError(409, 'Your cart changed while you were checking out. Check it and pay again.');
    // Taken only if still there: two buyers of the last item (of the last size 32) cannot both have it.
    await takeStock(trx, lines);
    // A voucher limited to five uses is used five times, however many buyers send it at once.
    // By id, like the stock, so two checkouts of the same shops' vouchers cannot deadlock.
    for (const voucher of quotes.flatMap((q) => (q.voucher ? [q.voucher] : [])).sort((a, b) => a.id - b.id)) await takeVoucherUse(trx, voucher);
    // One order per shop, so each vendor sees and fulfils only the lines of its own products.
    const made: { orderId: number; paymentId: number; paid: boolean }[] = [];
    for (const { shop, lines: shopLines, subtotal, delivery, voucher, discount, total } of quotes) {
      const orderLines = shopLines.map((l) => ({
        product_id: l.product_id,
        shop_id: shop.id,
        variant_id: l.variant_id ?? null,
        variant: l.variant ?? null,
        name: l.name,
        price: unitPrice(l),
        quantity: l.quantity,
      }));
      const now = nowIso();
      const stamp = { owner_id: userId, created_at: now, updated_at: now };
      const placed: OrderChange = { at: now, by: userId, as: 'buyer', from: null, to: 'pending', note: null };
      const order = await trx
        .insertInto('shop_orders')
        .values({
          ...toColumns(orders, {
            shop_id: shop.id,
            lines: orderLines,
            subtotal,
            discount,
            voucher_code: voucher?.code ?? null,
            ...delivery,
            total,
            status: 'pending',
            history: [placed],
            payment_method: method,
            phone,
          }),
          checkout_key: key,
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // An order vouchers bring to nothing is paid as it is placed: no phone is asked for KES 0.
      const charge: ChargeResult | null =
        total === 0
          ? { status: 'completed', reference: 'NOTHING-TO-PAY' }
          : provider.kind === 'instant'
            ? await provider.charge({ amount: total, method, phone, orderId: order.id })
            : null;
      // A refused payment undoes the whole checkout: the cart and the stock are as they were.
      if (charge?.status === 'failed') throw new HttpError(402, 'The payment did not go through. Nothing was charged; try again or choose another method.');
      const payment = await trx
        .insertInto('shop_payments')
        .values({
          ...toColumns(payments, {
            order_id: order.id,
            amount: total,
            method,
            status: charge?.status ?? 'pending',
            reference: charge?.reference ?? null,
            provider: provider.name,
          }),
          phone,
          // For the sweep: a push that never got sent is given up on like one never answered.
          pushed_at: charge ? null : now,
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (charge?.status === 'completed') await trx.updateTable('shop_orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
      if (charge?.status === 'completed') await recordPaid(trx, order.id as number);
      await audit(trx, userId, {
        resource: orders,
        id: order.id as number,
        action: 'create',
        fields: ['shop_id', 'lines', 'total', 'status', 'payment_method'],
      });
      await audit(trx, userId, { resource: payments, id: payment.id as number, action: 'create', fields: ['order_id', 'amount', 'method', 'status'] });
      made.push({ orderId: order.id as number, paymentId: payment.id as number, paid: charge?.status === 'completed' });
    }
    return made;
  });
