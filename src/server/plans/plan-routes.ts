/**
 * Plans for members: what their current plan is and gives, and the sweep that ends periods and sends renewal
 * reminders (hourly, on every instance: each change is a conditional update, so instances never act twice).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { findCurrentPlan } from './current-plan.ts';
import { sweepSubscriptions } from './subscriptions.ts';

const sweepEveryMs = 60 * 60 * 1000;

export const planRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  app.get('/api/plans/mine', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Please sign in to see your plan.');
    const current = await findCurrentPlan(db, user.id);
    return { plan: current?.name ?? null, ends_at: current?.ends_at ?? null, perks: user.perks ?? [] };
  });

  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepSubscriptions(db).catch((error: unknown) => app.log.warn({ err: error }, 'the plan sweep failed; it runs again within the hour'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
