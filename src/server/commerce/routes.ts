/**
 * The shop's non-generic calls: a member's cart with its products, its price shop by shop (delivery and
 * vouchers included), checkout (cart → order + payment), and moving an order along its lifecycle.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderStatuses, orders, payments } from '../../registry/resources/shop.ts';
import { checkout } from './checkout.ts';
import { deliveryChoice } from './delivery.ts';
import { moveOrder } from './order-lifecycle.ts';
import { cartLines, inStock, lineName, priceCart, unitPrice, type ShopQuote } from './pricing.ts';
import { salesRoutes } from './sales-routes.ts';
import { recordActivity } from '../analytics/record.ts';
import type { Principal } from '../access/principal.ts';
import type { Permissions } from '../access/permissions.ts';
import { holds } from '../access/route-grants.ts';
import { ownScope } from '../../registry/access.ts';
import type { Actor } from '../../registry/order-moves.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { fieldErrors } from '../http/field-errors.ts';
import type { PaymentOptions } from '../payments/payment-options.ts';
import { payerFields, providerFor } from '../payments/payer.ts';
import { pushRefusal, startPush, type PushContext } from '../payments/start-push.ts';
import { undoCheckout } from './undo-checkout.ts';
import { nairobiToday } from '../../registry/clock.ts';
import type { CartLine as CartLineView } from '../../registry/cart-line.ts';
import type { CartQuote } from '../../registry/cart-quote.ts';

/** At most one choice per shop; a cart has far fewer shops than this. */
export const maxShopsPerCheckout = 50;

const shopChoices = z.array(deliveryChoice).max(maxShopsPerCheckout, `At most ${maxShopsPerCheckout} shops in one checkout.`).default([]);

const checkoutBody = z
  .object({
    ...payerFields,
    orders: shopChoices,
    total: z
      .number({ error: 'Total must be the amount shown, in whole shillings.' })
      .int('Total must be the amount shown, in whole shillings.')
      .min(0)
      .max(1e12)
      .optional(),
  })
  .strict();

const quoteBody = z.object({ orders: shopChoices }).strict();

const statusBody = z
  .object({
    status: z.enum(orderStatuses, { error: `Status must be one of: ${orderStatuses.join(', ')}.` }),
    note: z.string().trim().max(500, 'A note must be at most 500 characters.').optional(),
  })
  .strict();

const signedIn = (user: Principal) => {
  if (!user) throw new HttpError(401, 'Please sign in to see your cart.');
  return user;
};

const idParam = (params: unknown, name = 'id') => {
  const id = Number((params as Record<string, string>)[name]);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest(`The ${name === 'id' ? 'id' : name.replace('_', ' ')} must be a whole number.`);
  return id;
};

/** A quote as the cart page shows it: each shop's lines, subtotal, delivery, voucher and total. */
const quoteView = (quotes: ShopQuote[]): CartQuote => ({
  shops: quotes.map(({ shop, lines, subtotal, delivery, voucher, discount, total }) => ({
    shop,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      variant_id: l.variant_id,
      name: lineName(l),
      price: unitPrice(l),
      quantity: l.quantity,
      in_stock: inStock(l),
    })),
    subtotal,
    delivery,
    voucher: voucher ? { code: voucher.code, discount } : null,
    discount,
    total,
  })),
  total: quotes.reduce((sum, q) => sum + q.total, 0),
});

export const commerceRoutes = async (
  app: FastifyInstance,
  { db, crud, permissions, payments: options, push }: { db: Db; crud: Crud; permissions: Permissions; payments: PaymentOptions; push: PushContext | null },
) => {
  app.get('/api/shop/cart/user/:userId', async (request): Promise<CartLineView[]> => {
    const user = signedIn(request.user);
    const userId = Number((request.params as { userId: string }).userId);
    if (!Number.isInteger(userId)) throw badRequest('The user id must be a whole number.');
    if (userId !== user.id && !user.roles.includes('admin')) throw new HttpError(403, 'You can only see your own cart.');
    return (await cartLines(db, userId)).map((line) => ({
      id: line.id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      product: {
        id: line.product_id,
        name: line.name,
        price: unitPrice(line),
        shop_id: line.shop_id,
        images: JSON.parse(line.images ?? '[]'),
        variant: line.variant,
      },
    }));
  });

  app.post('/api/shop/cart/quote', async (request): Promise<CartQuote> => {
    const user = signedIn(request.user);
    const parsed = quoteBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, quoteBody);
    const lines = await cartLines(db, user.id);
    if (!lines.length) return { shops: [], total: 0 };
    return quoteView(await priceCart(db, lines, parsed.data.orders, nairobiToday(), true));
  });

  app.post('/api/shop/checkout', async (request, reply) => {
    const user = signedIn(request.user);
    const parsed = checkoutBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, checkoutBody);
    const { payment_method: method, phone = null, orders: choices, total: shown } = parsed.data;
    const provider = providerFor(options, method, phone);
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;

    // A retry of a checkout whose answer was lost after it committed: the orders it placed, not an empty cart.
    const placed = key
      ? await db
          .selectFrom('shop_orders')
          .innerJoin('shop_payments', 'shop_payments.order_id', 'shop_orders.id')
          .select(['shop_orders.id as orderId', 'shop_payments.id as paymentId'])
          .where('shop_orders.owner_id', '=', user.id)
          .where('shop_orders.checkout_key', '=', key)
          .orderBy('shop_orders.id')
          .execute()
      : [];
    const result = placed.length
      ? placed.map((p) => ({ orderId: p.orderId as number, paymentId: p.paymentId as number, paid: true }))
      : await checkout(db, provider, { userId: user.id, method, phone, choices, key, shown });
    const unpaid = placed.length ? [] : result.filter((r) => !r.paid);
    if (provider.kind === 'push' && unpaid.length)
      try {
        await startPush(
          { ...push!, provider },
          unpaid.map((r) => r.paymentId),
        );
      } catch (error) {
        // The request never reached the buyer's phone: the checkout is undone, cart and stock as they were.
        await undoCheckout(db, user.id, result);
        throw pushRefusal(error);
      }
    for (const { orderId } of result) await recordActivity(db, user.id, 'order', `order ${orderId}`);
    reply.code(201);
    const made = await Promise.all(
      result.map(async ({ orderId, paymentId }) => ({
        order: await crud.findById(user, orders, orderId),
        payment: await crud.findById(user, payments, paymentId),
      })),
    );
    // `order` and `payment` are the first shop's; `orders` and `payments` hold one per shop.
    return { ...made[0]!, orders: made.map((m) => m.order), payments: made.map((m) => m.payment) };
  });

  app.post('/api/shop/orders/:id/status', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please sign in to change an order.');
    const orderId = idParam(request.params);
    const parsed = statusBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, statusBody);
    // The vendor acts with the grant the generic routes would ask for; a buyer's part is their own order's.
    const granted = (actor: Actor) =>
      actor === 'vendor' ? holds(permissions, user, orders, 'update', 'vendor') : actor === 'buyer' ? holds(permissions, user, orders, 'read', ownScope) : true;
    await moveOrder(db, { orderId, to: parsed.data.status, note: parsed.data.note || null, user, granted });
    return crud.findById(user, orders, orderId);
  });

  await salesRoutes(app, { db });
};
