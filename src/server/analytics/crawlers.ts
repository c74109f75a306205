/**
 * Crawlers and link-preview bots (Googlebot, bingbot, facebookexternalhit, WhatsApp, Twitterbot…) are not readers:
 * what they fetch adds nothing to the owners' numbers. Search engines run the site's script, so they would post
 * page views and read the lists that count appearances like a person; a server-rendered page carries the visitor's
 * user agent into its own reads (render/page-renderer.ts), so they are told apart there too. Told by the
 * user agent (isbot's list): a bot that pretends to be a browser is counted, as it always was.
 */
import { isbot } from 'isbot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resources } from '../../registry/index.ts';

export const isCrawler = (request: Pick<FastifyRequest, 'headers'>) => isbot(request.headers['user-agent']);

/** What the site records of a visit (page views, engagement): the analytics anyone may write. */
const visitRecords = new Set(
  resources.filter((resource) => resource.family === 'Analytics' && resource.open.includes('create')).map((resource) => `/api/${resource.name}`),
);

/** A visit recorded by a crawler is taken (204) and not kept. Added to the app itself, so it reaches every route. */
export const leaveCrawlerVisitsUnrecorded = (app: FastifyInstance) => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && visitRecords.has(request.url.split('?', 1)[0]!) && isCrawler(request)) return reply.code(204).send();
  });
};
