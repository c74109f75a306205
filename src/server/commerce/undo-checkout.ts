/**
 * Undoes a checkout whose M-Pesa request could not be sent: its orders and payments are removed (nothing was
 * asked of the buyer, so nothing is left to follow), the items go back on the shelf and into the cart, and the
 * voucher uses are counted back. It runs in its own transaction, after the one that made the orders committed.
 */
import { cart, type OrderLine } from '../../registry/resources/shop.ts';
import { toColumns } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { restock } from './stock.ts';
import { returnVoucherUse } from './vouchers.ts';
import { nowIso } from '../../registry/clock.ts';

export const undoCheckout = (db: Db, userId: number, made: readonly { orderId: number; paymentId: number }[]) =>
  db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const { orderId, paymentId } of made) {
      // Only while still pending: a payment settled meanwhile keeps its order.
      const removed = await trx.deleteFrom('shop_payments').where('id', '=', paymentId).where('status', '=', 'pending').executeTakeFirst();
      if (!Number(removed.numDeletedRows)) continue;
      const order = await trx.selectFrom('shop_orders').select(['lines', 'shop_id', 'voucher_code']).where('id', '=', orderId).executeTakeFirstOrThrow();
      await trx.deleteFrom('shop_orders').where('id', '=', orderId).execute();
      const lines = JSON.parse(order.lines as string) as OrderLine[];
      await restock(trx, lines);
      if (order.voucher_code) await returnVoucherUse(trx, order.shop_id as number, order.voucher_code as string);
      for (const line of lines) {
        const variant = line.variant_id ?? null;
        const inCart = await trx
          .selectFrom('shop_cart')
          .select('id')
          .where('owner_id', '=', userId)
          .where('product_id', '=', line.product_id)
          .where((eb) => (variant === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', variant)))
          .executeTakeFirst();
        if (inCart)
          await trx
            .updateTable('shop_cart')
            .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
            .where('id', '=', inCart.id)
            .execute();
        else
          await trx
            .insertInto('shop_cart')
            .values({
              ...toColumns(cart, { product_id: line.product_id, variant_id: variant, quantity: line.quantity }),
              owner_id: userId,
              created_at: now,
              updated_at: now,
            })
            .execute();
      }
    }
  });
