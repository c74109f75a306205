/**
 * What settling a payment does to the order it pays: paid moves it pending → paid (recorded as now by
 * `recordPaid`); failed cancels it, puts its stock back and gives its voucher use back; a retry of that failed
 * payment opens it again, taking the stock and the voucher use once more (or refusing if they are gone).
 */
import type { OrderChange, OrderLine } from '../../registry/resources/shop.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { notify } from '../notifications/notify.ts';
import { historyWith, recordPaid } from './order-lifecycle.ts';
import { restock, takeStock } from './stock.ts';
import { findVoucher, returnVoucherUse, takeVoucherUse } from './vouchers.ts';
import { nowIso } from '../../registry/clock.ts';

const loadOrder = (db: Db, id: number) =>
  db
    .selectFrom('shop_orders')
    .select(['id', 'owner_id', 'shop_id', 'status', 'lines', 'history', 'voucher_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

type OrderRow = Awaited<ReturnType<typeof loadOrder>>;

const linesOf = (order: OrderRow) => JSON.parse(order.lines as string) as OrderLine[];
const historyOf = (order: OrderRow) => (order.history ? (JSON.parse(order.history as string) as OrderChange[]) : []);

/** One platform-made move of the order's status, only from `from`: false when someone moved it first. */
const moveOrder = async (db: Db, order: OrderRow, change: OrderChange) => {
  const moved = await db
    .updateTable('shop_orders')
    .set({ status: change.to, history: historyWith(order.history as string | null, change), updated_at: change.at })
    .where('id', '=', order.id)
    .where('status', '=', change.from!)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
};

export const orderPayment = {
  /** False when the order was no longer waiting for payment (the caller keeps the money for review). */
  paid: async (db: Db, orderId: number) => {
    const moved = await db
      .updateTable('shop_orders')
      .set({ status: 'paid', updated_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) return false;
    await recordPaid(db, orderId);
    const order = await loadOrder(db, orderId);
    await notify(db, {
      to: order.owner_id as number,
      from: null,
      title: { id: 'note.order.paid', values: { id: orderId } },
      body: { id: 'note.order.prepare' },
      link: `/orders/${orderId}`,
    });
    return true;
  },

  failed: async (db: Db, orderId: number, message: string) => {
    const order = await loadOrder(db, orderId);
    const change: OrderChange = { at: nowIso(), by: null, as: 'platform', from: 'pending', to: 'cancelled', note: message };
    if (!(await moveOrder(db, order, change))) return;
    await restock(db, linesOf(order));
    if (order.voucher_code) await returnVoucherUse(db, order.shop_id as number, order.voucher_code as string);
    await notify(db, {
      to: order.owner_id as number,
      from: null,
      title: { id: 'note.order.failed', values: { id: orderId } },
      body: message,
      link: `/orders/${orderId}`,
    });
  },

  /** A failed payment tried again: its order, cancelled by that failure, waits for payment again. */
  reopen: async (db: Db, orderId: number, buyer: number) => {
    const order = await loadOrder(db, orderId);
    if (order.status === 'pending') return;
    const last = historyOf(order).at(-1);
    if (order.status !== 'cancelled' || last?.as !== 'platform')
      throw new HttpError(409, `Order #${orderId} is ${order.status === 'cancelled' ? 'cancelled' : order.status}; its payment cannot be tried again.`);
    const change: OrderChange = { at: nowIso(), by: buyer, as: 'buyer', from: 'cancelled', to: 'pending', note: 'Tried the M-Pesa payment again.' };
    if (!(await moveOrder(db, order, change))) throw new HttpError(409, `Order #${orderId} changed just now; reload it and try again.`);
    await takeStock(db, linesOf(order));
    const voucher = order.voucher_code ? await findVoucher(db, order.shop_id as number, order.voucher_code as string) : undefined;
    if (voucher) await takeVoucherUse(db, voucher);
  },
};
