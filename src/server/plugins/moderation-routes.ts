/** The moderation desk: its queue and moderators' decisions, told to owners by email (docs/moderation.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { decisionRoutes } from '../moderation/decision-routes.ts';
import { queueRoutes } from '../moderation/queue-routes.ts';

const moderationRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, mailQueue, config } = app;
  await app.register(decisionRoutes, { crud, mailQueue, config });
  await app.register(queueRoutes, { db, crud });
};

export default fp(moderationRoutes, {
  name: 'moderation-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'crud', 'mailQueue', 'config'], request: ['user'] },
});
