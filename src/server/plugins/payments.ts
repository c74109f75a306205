/**
 * Payments (docs/payments.md): which provider takes which method (payments/payment-options.ts), M-Pesa's push when
 * it is set up, its sweep of payments nobody called back about, and the payment routes (methods, the callback, a
 * payment's status and retry). Checkout and plans take payments through the decorators.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { callbackPath, callbackSecret, earlierCallbackSecret } from '../payments/callback-secret.ts';
import { databaseTokens } from '../payments/daraja-tokens.ts';
import { choosePayments, type PaymentOptions } from '../payments/payment-options.ts';
import { paymentRoutes } from '../payments/payment-routes.ts';
import { startSweep } from '../payments/payment-sweep.ts';
import type { PushContext } from '../payments/start-push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentOptions;
    /** M-Pesa's push (STK) payments, or null when M-Pesa is not set up. */
    pushPayments: PushContext | null;
  }
}

const payments: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  // Daraja's token is shared through the database every instance uses, so none ends another's.
  const options = choosePayments(config, databaseTokens(db));
  if (options.mpesaOff) app.log.warn(options.mpesaOff);
  const secret = callbackSecret(config.mpesa?.callbackSecret ?? null, app.appSecret);
  const earlierSecret = earlierCallbackSecret(config.mpesa?.callbackSecret ?? null, app.appSecret);
  const push = options.push && {
    db,
    provider: options.push,
    callbackUrl: () => `${config.mpesa!.callbackBaseUrl}${callbackPath}/${secret}`,
    promptsPerPhone: config.limits.promptsPerPhone,
    log: { warn: (message: string) => app.log.warn(message) },
  };
  app.decorate('payments', options);
  app.decorate('pushPayments', push);
  // Stopped before the database closes, so a round under way finishes its settlement.
  if (push) app.addHook('preClose', startSweep(push, config.mpesa!));
  await app.register(paymentRoutes, { db, options, push, secret, earlierSecret });
};

export default fp(payments, {
  name: 'payments',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['config', 'db', 'appSecret'], request: ['user'] },
});
