/**
 * Which status of an order may follow which, and who may make each move. The server enforces it
 * (src/server/commerce/order-lifecycle.ts); the admin and the site read it to offer only the moves allowed.
 */
import type { OrderStatus } from './resources/shop.ts';

export type Actor = 'buyer' | 'vendor' | 'admin';

interface Move {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly Actor[];
}

/** Admins may make every move a vendor may, for a shop that cannot. */
export const moves: readonly Move[] = [
  { from: ['pending'], to: 'cancelled', by: ['buyer', 'vendor', 'admin'] },
  { from: ['paid'], to: 'processing', by: ['vendor', 'admin'] },
  { from: ['processing'], to: 'dispatched', by: ['vendor', 'admin'] },
  { from: ['dispatched'], to: 'delivered', by: ['vendor', 'admin'] },
  // Before it leaves the shop; the payment is given back by an admin's refund.
  { from: ['paid', 'processing'], to: 'cancelled', by: ['vendor', 'admin'] },
  { from: ['paid', 'processing', 'dispatched', 'delivered'], to: 'refunded', by: ['admin'] },
];

/** The statuses an actor may move an order on to from `status`, in lifecycle order. */
export const nextStatuses = (status: OrderStatus, actors: readonly Actor[]) => [
  ...new Set(moves.filter((m) => m.from.includes(status) && m.by.some((a) => actors.includes(a))).map((m) => m.to)),
];

/** Orders whose money the shop keeps: paid and not cancelled or refunded. */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'processing', 'dispatched', 'delivered'];

/** How each status reads to people, on the site and in the admin. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  processing: 'Processing',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
