/** Subscription plans: a member's plan, its checkout and renewal (plans/plan-routes.ts, docs/plans.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { planRoutes as plans } from '../plans/plan-routes.ts';

const planRoutes: FastifyPluginAsync = async (app) => {
  const { db, payments, pushPayments } = app;
  await app.register(plans, { db, payments, push: pushPayments });
};

export default fp(planRoutes, {
  name: 'plan-routes',
  dependencies: ['abuse-limits', 'payments'],
  decorators: { fastify: ['db', 'payments', 'pushPayments'], request: ['user'] },
});
