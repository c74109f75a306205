/** The shop's non-generic calls: a member's cart with its products, and checkout (cart → order + payment). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orders, payments, paymentMethods } from '../../registry/resources/shop.ts';
import { cartLines, checkout } from './checkout.ts';
import { recordActivity } from '../analytics/record.ts';
import type { Principal } from '../access/principal.ts';
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
}).strict();

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

    const result = await checkout(db, provider, { userId: user.id, method, phone });
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
