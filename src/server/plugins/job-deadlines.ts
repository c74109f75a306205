/** Every instance closes the jobs whose deadline day is over in Nairobi, every minute (jobs/job-deadlines.ts). Stopped before the database closes. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startClosingPastDeadlines } from '../jobs/job-deadlines.ts';

const jobDeadlines: FastifyPluginAsync = async (app) => {
  let stopClosing: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopClosing = startClosingPastDeadlines(app.dialect, (error) =>
      app.log.warn({ err: error }, 'closing jobs past their deadline failed; it runs again within a minute'),
    );
  });
  app.addHook('preClose', async () => stopClosing?.());
};

export default fp(jobDeadlines, { name: 'job-deadlines', dependencies: ['database'], decorators: { fastify: ['dialect'] } });
