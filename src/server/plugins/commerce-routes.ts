/** The shop beyond CRUD: cart, checkout, orders and their fulfilment, vouchers, sales (commerce/routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { commerceRoutes as commerce } from '../commerce/routes.ts';

const commerceRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, permissions, payments, pushPayments } = app;
  await app.register(commerce, { db, crud, permissions, payments, push: pushPayments });
};

export default fp(commerceRoutes, {
  name: 'commerce-routes',
  dependencies: ['abuse-limits', 'payments'],
  decorators: { fastify: ['db', 'crud', 'permissions', 'payments', 'pushPayments'], request: ['user'] },
});
