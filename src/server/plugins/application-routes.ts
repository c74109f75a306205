/** Employers' work on the applications to their jobs: lists, stage moves, résumés (jobs/application-routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { applicationRoutes as applications } from '../jobs/application-routes.ts';

const applicationRoutes: FastifyPluginAsync = async (app) => {
  const { db, permissions, mailStage } = app;
  await app.register(applications, { db, permissions, mail: mailStage });
};

export default fp(applicationRoutes, {
  name: 'application-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'permissions', 'mailStage'], request: ['user'] },
});
