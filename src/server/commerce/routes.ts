/** The shop's non-generic calls: a member's cart with its products, and checkout (cart → order + payment). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orders, payments, paymentMethods } from '../../registry/resources/shop.ts';
import { recordActivity } from '../analytics/record.ts';
import type { Principal } from '../access/principal.ts';
import { toColumns } from '../crud/codec.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { simulatedProvider, type PaymentProvider } from './payment-provider.ts';

const checkoutBody = z.object({
  payment_method: z.enum(paymentMethods, { error: 'Choose M-Pesa, card or bank.' }).default('mpesa'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?254|0)[17]\d{8}$/, 'Enter the M-Pesa number, like 0712 345 678.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const cartLines = (db: Db, userId: number) =>
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

const signedIn = (user: Principal) => {
  if (!user) throw new HttpError(401, 'Please sign in to see your cart.');
  return user;
};

export const commerceRoutes = async (
  app: FastifyInstance,
  { db, crud, provider = simulatedProvider }: { db: Db; crud: Crud; provider?: PaymentProvider },
) => {
  app.get('/api/shop/cart/user/:userId', async (request) => {
    const user = signedIn(request.user);
    const userId = Number((request.params as { userId: string }).userId);
    if (!Number.isInteger(userId)) throw badRequest('The user id must be a whole number.');
    if (userId !== user.id && !user.roles.includes('admin')) throw new HttpError(403, 'You can only see your own cart.');
    return (await cartLines(db, userId)).map((line) => ({
      id: line.id,
      product_id: line.product_id,
      quantity: line.quantity,
      product: { id: line.product_id, name: line.name, price: line.price, shop_id: line.shop_id, images: JSON.parse(line.images ?? '[]') },
    }));
  });

  app.post('/api/shop/checkout', async (request, reply) => {
    const user = signedIn(request.user);
    const parsed = checkoutBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
    }
    const { payment_method: method, phone = null } = parsed.data;
    if (method === 'mpesa' && !phone) throw badRequest('Enter the M-Pesa number to pay from.', { phone: 'Enter the M-Pesa number to pay from.' });

    const result = await db.transaction().execute(async (trx) => {
      const lines = await cartLines(trx, user.id);
      if (!lines.length) throw badRequest('Your cart is empty. Add items before checking out.');
      const unavailable = lines.find((l) => l.moderation !== 'approved' || l.shop_moderation !== 'approved');
      if (unavailable) throw new HttpError(409, `${unavailable.name} is not on sale at the moment; remove it from your cart.`);
      const short = lines.find((l) => l.stock < l.quantity);
      if (short) throw new HttpError(409, `Only ${short.stock} of ${short.name} left in stock; reduce the quantity.`);
      // The cart is claimed first: a second checkout of the same cart at the same moment finds it gone.
      const claimed = await trx.deleteFrom('shop_cart').where('owner_id', '=', user.id).where('id', 'in', lines.map((l) => l.id)).executeTakeFirst();
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
        const now = new Date().toISOString();
        const stamp = { owner_id: user.id, created_at: now, updated_at: now };
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
};
