/**
 * Checkout: the member's cart becomes one order per shop, each with its payment, in one transaction. The cart
 * is claimed and stock taken atomically, so concurrent checkouts can neither oversell nor pay twice.
 */
import { orders, payments, type paymentMethods } from '../../registry/resources/shop.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { maxInteger } from '../crud/query.ts';
import { HttpError, badRequest } from '../http-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

export const cartLines = (db: Db, userId: number) =>
  db
    .selectFrom('shop_cart')
    .innerJoin('shop_products', 'shop_products.id', 'shop_cart.product_id')
    .innerJoin('shop_shops', 'shop_shops.id', 'shop_products.shop_id')
    .select([
      'shop_cart.id',
      'shop_cart.product_id',
      'shop_cart.quantity',
      'shop_products.name',
      'shop_products.price',
      'shop_products.stock',
      'shop_products.shop_id',
      'shop_products.images',
      'shop_products.moderation',
      'shop_shops.moderation as shop_moderation',
    ])
    .where('shop_cart.owner_id', '=', userId)
    .orderBy('shop_cart.created_at')
    .execute();

export interface CheckoutRequest {
  userId: number;
  method: (typeof paymentMethods)[number];
  phone: string | null;
}

/** The ids of the orders and payments made, one pair per shop. */
export const checkout = (db: Db, provider: PaymentProvider, { userId, method, phone }: CheckoutRequest) =>
  db.transaction().execute(async (trx) => {
    const lines = await cartLines(trx, userId);
    if (!lines.length) throw badRequest('Your cart is empty. Add items before checking out.');
    const unavailable = lines.find((l) => l.moderation !== 'approved' || l.shop_moderation !== 'approved');
    if (unavailable) throw new HttpError(409, `${unavailable.name} is not on sale at the moment; remove it from your cart.`);
    const short = lines.find((l) => l.stock < l.quantity);
    if (short) throw new HttpError(409, `Only ${short.stock} of ${short.name} left in stock; reduce the quantity.`);
    // The cart is claimed first: a second checkout of the same cart at the same moment finds it gone.
    const claimed = await trx.deleteFrom('shop_cart').where('owner_id', '=', userId).where('id', 'in', lines.map((l) => l.id)).executeTakeFirst();
    if (Number(claimed.numDeletedRows) !== lines.length) throw new HttpError(409, 'Your cart changed while you were checking out. Check it and pay again.');
    for (const l of lines) {
      // Taken only if still there: two buyers of the last item cannot both have it.
      const taken = await trx
        .updateTable('shop_products')
        .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
        .where('id', '=', l.product_id)
        .where('stock', '>=', l.quantity)
        .executeTakeFirst();
      if (!Number(taken.numUpdatedRows)) throw new HttpError(409, `${l.name} has just sold out; reduce the quantity.`);
    }
    // One order per shop, so each vendor sees and fulfils only the lines of its own products.
    const byShop = new Map<number, typeof lines>();
    for (const line of lines) byShop.set(line.shop_id as number, [...(byShop.get(line.shop_id as number) ?? []), line]);
    const made: { orderId: number; paymentId: number }[] = [];
    for (const [shopId, shopLines] of byShop) {
      const orderLines = shopLines.map((l) => ({ product_id: l.product_id, shop_id: shopId, name: l.name, price: l.price, quantity: l.quantity }));
      const total = orderLines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      if (total > maxInteger) throw badRequest(`An order of KES ${total.toLocaleString('en-KE')} is more than one payment can carry; split it into smaller orders.`);
      const now = new Date().toISOString();
      const stamp = { owner_id: userId, created_at: now, updated_at: now };
      const order = await trx
        .insertInto('shop_orders')
        .values({ ...toColumns(orders, { shop_id: shopId, lines: orderLines, total, status: 'pending', payment_method: method, phone }), ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      const charge = await provider.charge({ amount: total, method, phone, orderId: order.id });
      // A refused payment undoes the whole checkout: the cart and the stock are as they were.
      if (charge.status === 'failed') throw new HttpError(402, 'The payment did not go through. Nothing was charged; try again or choose another method.');
      const payment = await trx
        .insertInto('shop_payments')
        .values({
          ...toColumns(payments, { order_id: order.id, amount: total, method, status: charge.status, reference: charge.reference, provider: provider.name }),
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (charge.status === 'completed') await trx.updateTable('shop_orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
      made.push({ orderId: order.id as number, paymentId: payment.id as number });
    }
    return made;
  });
