/**
 * Saving a school or job (saved/save-route.ts), and the email digests of saved searches: every instance looks for
 * due digests, and each member's digest is claimed by one (saved/alert-digests.ts). Stopped before the database closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startAlertDigests } from '../saved/alert-digests.ts';
import { saveRoute } from '../saved/save-route.ts';

const savedAndAlerts: FastifyPluginAsync = async (app) => {
  const { db, crud, mailQueue, config } = app;
  await app.register(saveRoute, { db, crud });
  let stopAlerts: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopAlerts = startAlertDigests(
      { db, crud, mailQueue, publicUrl: config.publicUrl, settleMs: config.alertSettleMs, warn: (error, message) => app.log.warn({ err: error }, message) },
      config.alertDigestEveryMs,
    );
  });
  app.addHook('preClose', async () => stopAlerts?.());
};

export default fp(savedAndAlerts, {
  name: 'saved-and-alerts',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'crud', 'mailQueue', 'config'], request: ['user'] },
});
