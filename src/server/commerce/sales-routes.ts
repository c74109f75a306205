/**
 * A shop's business for its owner: orders by status and the revenue of paid orders, and every order as a CSV
 * file made by the server. Only the shop's owner and admins may ask; anyone else learns nothing, not even
 * whether the shop has orders.
 */
import type { FastifyInstance } from 'fastify';
import { paidStatuses } from '../../registry/order-moves.ts';
import type { OrderLine } from '../../registry/resources/shop.ts';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { csvFile } from '../http/csv.ts';
import { endOfNairobiDay, isDay, nairobiWallClock, startOfNairobiDay } from '../../registry/clock.ts';

/** The newest orders a CSV export holds; a shop with more exports them a year at a time (?from=&to=). */
export const maxExportRows = 10_000;

const ownShop = async (db: Db, user: Principal, params: unknown) => {
  if (!user) throw new HttpError(401, 'Please sign in to see your shop’s orders.');
  const id = Number((params as { id: string }).id);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest('The shop id must be a whole number.');
  const shop = await db.selectFrom('shop_shops').select(['id', 'name', 'owner_id']).where('id', '=', id).executeTakeFirst();
  if (!shop || (shop.owner_id !== user.id && !user.roles.includes('admin'))) throw new HttpError(404, `Shop ${id} was not found among your shops.`);
  return shop as { id: number; name: string };
};

/** The instants from the start of `from` to the end of `to`, both Nairobi days, as the staff dashboard counts them. */
const period = (query: unknown) => {
  const { from, to } = query as { from?: unknown; to?: unknown };
  for (const value of [from, to]) if (value !== undefined && !isDay(value)) throw badRequest('Dates must be days of the calendar, like 2026-01-31.');
  if (isDay(from) && isDay(to) && from > to) throw badRequest(`The period starts (${from}) after it ends (${to}).`);
  return { from: isDay(from) ? startOfNairobiDay(from) : null, before: isDay(to) ? endOfNairobiDay(to) : null };
};

export const salesRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  app.get('/api/shop/shops/:id/sales', async (request) => {
    const shop = await ownShop(db, request.user, request.params);
    const { from, before } = period(request.query);
    let query = db
      .selectFrom('shop_orders')
      .select((eb) => ['status', eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('total').as('amount')])
      .where('shop_id', '=', shop.id)
      .groupBy('status');
    if (from) query = query.where('created_at', '>=', from);
    if (before) query = query.where('created_at', '<', before);
    const rows = await query.execute();
    const byStatus = Object.fromEntries(rows.map((r) => [r.status as string, Number(r.orders)]));
    const paid = rows.filter((r) => paidStatuses.includes(r.status as never));
    return {
      shop,
      orders: rows.reduce((n, r) => n + Number(r.orders), 0),
      by_status: byStatus,
      paid_orders: paid.reduce((n, r) => n + Number(r.orders), 0),
      revenue: paid.reduce((sum, r) => sum + Number(r.amount ?? 0), 0),
    };
  });

  app.get('/api/shop/shops/:id/orders.csv', async (request, reply) => {
    const shop = await ownShop(db, request.user, request.params);
    const { from, before } = period(request.query);
    let query = db
      .selectFrom('shop_orders')
      .leftJoin('auth_users', 'auth_users.id', 'shop_orders.owner_id')
      .select([
        'shop_orders.id',
        'shop_orders.created_at',
        'shop_orders.status',
        'auth_users.name as buyer',
        'shop_orders.lines',
        'shop_orders.subtotal',
        'shop_orders.delivery_fee',
        'shop_orders.discount',
        'shop_orders.voucher_code',
        'shop_orders.total',
        'shop_orders.payment_method',
        'shop_orders.delivery_method',
        'shop_orders.pickup_point',
        'shop_orders.delivery_county',
        'shop_orders.delivery_address',
        'shop_orders.delivery_contact',
        'shop_orders.delivery_phone',
      ])
      .where('shop_orders.shop_id', '=', shop.id)
      .orderBy('shop_orders.created_at', 'desc')
      .orderBy('shop_orders.id', 'desc')
      .limit(maxExportRows);
    if (from) query = query.where('shop_orders.created_at', '>=', from);
    if (before) query = query.where('shop_orders.created_at', '<', before);
    const rows = await query.execute();
    const header = [
      'Order',
      'Date',
      'Status',
      'Buyer',
      'Items',
      'Items (KES)',
      'Delivery (KES)',
      'Discount (KES)',
      'Voucher',
      'Total (KES)',
      'Paid with',
      'Delivery',
      'Pickup point',
      'County',
      'Address',
      'Receiver',
      'Receiver phone',
    ];
    const body = rows.map((r) => [
      r.id,
      nairobiWallClock(r.created_at as string),
      r.status,
      r.buyer,
      (JSON.parse(r.lines as string) as OrderLine[]).map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ''} @ ${l.price}`).join('; '),
      r.subtotal,
      r.delivery_fee,
      r.discount,
      r.voucher_code,
      r.total,
      r.payment_method,
      r.delivery_method,
      r.pickup_point,
      r.delivery_county,
      r.delivery_address,
      r.delivery_contact,
      r.delivery_phone,
    ]);
    const name = `orders-${
      shop.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || shop.id
    }.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(csvFile([header, ...body]));
  });
};
