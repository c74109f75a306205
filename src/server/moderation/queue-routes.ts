/**
 * GET /api/moderation/queue?type=&_page=&_limit=: a page of the one queue (every moderated resource the user
 * decides on, or one `type`), oldest first, with X-Total-Count. GET /api/moderation/counts: how many wait, per
 * type, for the menu and the desk's type filter. Only staff of a resource see its queue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError } from '../http-error.ts';
import type { QueueCounts } from '../../registry/moderation-queue.ts';
import { decidedBy, moderatedResources, queueCounts, queuePage } from './queue.ts';

/** Deep enough for any real backlog; beyond it the type filter narrows the queue, so no page reads far into it. */
export const maxDepth = 1000;
export const maxLimit = 50;
const names = moderatedResources.map((resource) => resource.name);

export const queueQuery = z
  .object({
    type: z.enum(names, { error: `Type must be one of: ${names.join(', ')}.` }).optional(),
    _page: z.coerce
      .number({ error: 'The page (_page) must be a whole number from 1.' })
      .int('The page (_page) must be a whole number from 1.')
      .min(1, 'The page (_page) must be a whole number from 1.')
      .default(1),
    _limit: z.coerce
      .number({ error: `The page size (_limit) must be a whole number from 1 to ${maxLimit}.` })
      .int(`The page size (_limit) must be a whole number from 1 to ${maxLimit}.`)
      .min(1, `The page size (_limit) must be a whole number from 1 to ${maxLimit}.`)
      .max(maxLimit, `The page size (_limit) must be a whole number from 1 to ${maxLimit}.`)
      .default(20),
  })
  .strict();

/** The resources whose queue the user sees; a 401 or 403 that says why when there are none. */
const queuesOf = (crud: Crud, request: FastifyRequest) => {
  if (!request.user) throw new HttpError(401, 'Please sign in to see the moderation queue.');
  const types = decidedBy(crud, request.user);
  if (!types.length) throw new HttpError(403, 'Only admins and editors moderate listings and reviews.');
  return types;
};

export const queueRoutes = async (app: FastifyInstance, { db, crud }: { db: Db; crud: Crud }) => {
  app.get('/api/moderation/queue', async (request, reply) => {
    const types = queuesOf(crud, request);
    const parsed = queueQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, queueQuery);
    const { type, _page: page, _limit: limit } = parsed.data;
    const offset = (page - 1) * limit;
    if (offset + limit > maxDepth)
      throw new HttpError(400, `The queue pages go ${maxDepth} rows deep; pick a type to see further.`, {
        _page: `At most page ${Math.floor(maxDepth / limit)} at this page size.`,
      });
    const chosen = type ? types.filter((resource) => resource.name === type) : types;
    if (!chosen.length) throw new HttpError(403, `Your account does not moderate ${type}.`, { type: 'Pick a type you moderate.' });
    const [items, counts] = await Promise.all([queuePage(db, chosen, { offset, limit }), queueCounts(db, chosen)]);
    void reply.header('X-Total-Count', String(counts.reduce((sum, count) => sum + count.new + count.changes, 0)));
    return items;
  });

  app.get('/api/moderation/counts', async (request): Promise<QueueCounts> => {
    const counts = await queueCounts(db, queuesOf(crud, request));
    return { total: counts.reduce((sum, count) => sum + count.new + count.changes, 0), types: counts };
  });
};
