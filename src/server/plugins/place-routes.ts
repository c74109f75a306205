/** `GET /api/places?q=`: counties and wards by name, with their points, to search near (places/place-finder.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPlaceFinder } from '../places/place-finder.ts';
import { badRequest } from '../http-error.ts';

const placeRoutes: FastifyPluginAsync = async (app) => {
  const find = createPlaceFinder(app.config.openDataDir);
  app.get('/api/places', async (request, reply) => {
    const { q } = request.query as { q?: unknown };
    const text = Array.isArray(q) ? String(q[0]) : q === undefined ? '' : String(q);
    if (!text.trim()) throw badRequest("q is needed: the start of a place's name, e.g. q=Nakuru.");
    if (text.length > 100) throw badRequest("q is too long: type the start of a place's name, at most 100 characters.");
    // The places change only with a new release of the file.
    reply.header('Cache-Control', 'public, max-age=3600');
    return find(text);
  });
};

export default fp(placeRoutes, {
  name: 'place-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['config'] },
});
