/**
 * An order's lifecycle: which status may follow which, and who may make each move. Every move is one
 * `UPDATE … WHERE status = from` (so two people moving the same order at once make one move), is kept in the
 * order's history and is told to the buyer. Cancelling puts the stock back in the same transaction.
 */
import { orders, type OrderChange, type OrderStatus } from '../../registry/resources/shop.ts';
import { audit } from '../crud/audit.ts';
import { moves, nextStatuses, type Actor } from '../../registry/order-moves.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { notify } from '../notifications/notify.ts';
import type { Principal } from '../access/principal.ts';
import { restock } from './stock.ts';
import { nowIso } from '../../registry/clock.ts';

interface OrderRow {
  id: number;
  owner_id: number;
  shop_id: number | null;
  status: OrderStatus;
  lines: string;
  history: string | null;
  shop_owner: number | null;
}

const loadOrder = (db: Db, id: number) =>
  db
    .selectFrom('shop_orders')
    .leftJoin('shop_shops', 'shop_shops.id', 'shop_orders.shop_id')
    .select([
      'shop_orders.id',
      'shop_orders.owner_id',
      'shop_orders.shop_id',
      'shop_orders.status',
      'shop_orders.lines',
      'shop_orders.history',
      'shop_shops.owner_id as shop_owner',
    ])
    .where('shop_orders.id', '=', id)
    .executeTakeFirst() as Promise<OrderRow | undefined>;

/** The parts a user plays for an order: its buyer, its shop's vendor, an admin. */
export const actorsFor = (user: NonNullable<Principal>, order: { owner_id: number; shop_owner: number | null }): Actor[] => [
  ...(order.owner_id === user.id ? (['buyer'] as const) : []),
  ...(order.shop_owner === user.id ? (['vendor'] as const) : []),
  ...(user.roles.includes('admin') ? (['admin'] as const) : []),
];

/** One history entry, appended to the order's list. */
export const historyWith = (history: string | null, change: OrderChange) =>
  JSON.stringify([...(history ? (JSON.parse(history) as OrderChange[]) : []), change]);

export interface MoveRequest {
  orderId: number;
  to: OrderStatus;
  note: string | null;
  user: NonNullable<Principal>;
  /** Whether the user's roles grant what this part needs (route-grants.ts): a permission removed ends the part. */
  granted: (actor: Actor) => boolean;
}

export const moveOrder = (db: Db, { orderId, to, note, user, granted }: MoveRequest) =>
  db.transaction().execute(async (trx) => {
    const order = await loadOrder(trx, orderId);
    const parts = order ? actorsFor(user, order) : [];
    // Someone with no part in the order does not learn that it exists.
    if (!order || !parts.length) throw new HttpError(404, `Order ${orderId} was not found.`);
    const actors = parts.filter(granted);
    if (!actors.length) throw new HttpError(403, `Your account may not change orders as the ${parts.at(-1)} of order #${order.id}.`);
    const allowed = nextStatuses(order.status, actors);
    if (!allowed.includes(to)) {
      const anyone = moves.some((m) => m.from.includes(order.status) && m.to === to);
      throw new HttpError(
        anyone ? 403 : 409,
        anyone
          ? `As the ${actors.at(-1)} of order #${order.id} you may not mark it ${to}.`
          : `Order #${order.id} is ${order.status}; it cannot become ${to}${allowed.length ? ` (next: ${allowed.join(' or ')})` : ''}.`,
      );
    }
    const as = (['admin', 'vendor', 'buyer'] as const).find(
      (a) => actors.includes(a) && moves.some((m) => m.to === to && m.from.includes(order.status) && m.by.includes(a)),
    )!;
    const change: OrderChange = { at: nowIso(), by: user.id, as, from: order.status, to, note };
    const moved = await trx
      .updateTable('shop_orders')
      .set({ status: to, history: historyWith(order.history, change), updated_at: change.at })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw new HttpError(409, `Order #${order.id} was changed by someone else just now; reload it and try again.`);
    await audit(trx, user.id, { resource: orders, id: order.id, action: 'update', fields: ['status', 'history'] });
    if (to === 'cancelled') await restock(trx, JSON.parse(order.lines));
    // A payment still waiting for M-Pesa can no longer pay this order; if M-Pesa reports it paid later, the
    // settlement finds it failed and logs it for a refund by hand.
    if (to === 'cancelled')
      await trx
        .updateTable('shop_payments')
        .set({ status: 'failed', result_message: 'The order was cancelled before it was paid.', updated_at: change.at })
        .where('order_id', '=', order.id)
        .where('status', '=', 'pending')
        .execute();
    if (to === 'refunded')
      await trx
        .updateTable('shop_payments')
        .set({ status: 'refunded', updated_at: change.at })
        .where('order_id', '=', order.id)
        .where('status', '=', 'completed')
        .execute();
    if (as !== 'buyer')
      await notify(trx, {
        to: order.owner_id,
        from: user.id,
        title: { id: `note.order.status.${to}`, values: { id: order.id } },
        body: note ?? undefined,
        link: `/orders/${order.id}`,
      });
    return order.id;
  });

/** Keeps "paid" in an order's history once its payment has settled it (pending → paid, made by the platform). */
export const recordPaid = async (db: Db, orderId: number) => {
  const order = await db.selectFrom('shop_orders').select('history').where('id', '=', orderId).executeTakeFirstOrThrow();
  const change: OrderChange = { at: nowIso(), by: null, as: 'platform', from: 'pending', to: 'paid', note: null };
  await db
    .updateTable('shop_orders')
    .set({ history: historyWith(order.history as string | null, change) })
    .where('id', '=', orderId)
    .execute();
};
