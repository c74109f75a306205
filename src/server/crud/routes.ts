/** The json-server style routes of every resource, all from the registry (list, one, create, update, delete). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import { recordSearch } from '../analytics/record.ts';
import { isCrawler } from '../analytics/crawlers.ts';
import type { Db } from '../db/dialect.ts';
import type { FacetIndex } from './facet-index.ts';
import type { MapPoints } from './map-points.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { maxInteger, parseListQuery } from './query.ts';
import { locatedBases } from './near-query.ts';
import { sendAnswer, type CachedAnswer, type ResponseCache } from './response-cache.ts';
import type { Crud } from './service.ts';
import { publicTables } from '../access/public-rows.ts';
import { withListedChoices } from './listed-choices.ts';
import type { MovedTo } from '../duplicates/merged-address.ts';

export interface CrudRouteOptions {
  db: Db;
  crud: Crud;
  cache: ResponseCache;
  facets: FacetIndex;
  mapPoints: MapPoints;
  resources: readonly Resource[];
  /** "METHOD name" pairs a module serves itself, e.g. "POST jobs/resumes" for the multipart upload. */
  overridden: ReadonlySet<string>;
  /** Told of every list answer, after it is made (the search appearances of listings); `rows` when it was read now, not kept. */
  onList?: (user: Principal, resource: Resource, body: string, address: string, rows?: readonly unknown[]) => void;
  /** Where a row that is no more now lives (a listing merged into another): its GET answers 301 there. */
  movedTo?: MovedTo;
}

const idParam = (resource: Resource, params: unknown) => {
  const raw = (params as { id: string }).id;
  if (raw === 'map' && !resource.located)
    throw badRequest(`${resource.label} have no location, so no map; the map is offered on ${locatedBases()}, e.g. /api/institutions/schools/map.`);
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > maxInteger) throw badRequest(`${resource.singular} id must be a whole number, got "${raw}".`);
  return Number(raw);
};

export const crudRoutes = async (app: FastifyInstance, { db, crud, cache, facets, mapPoints, resources, overridden, onList, movedTo }: CrudRouteOptions) => {
  for (const resource of resources) {
    const base = `/api/${resource.name}`;
    const served = (method: string) => !overridden.has(`${method} ${resource.name}`);
    // Anonymous access follows the registry's open actions, not the editable grants: only the rows matter,
    // and for rows with a byline the authors' names.
    const tables = [...publicTables(resource), ...(resource.byline ? ['auth_users'] : [])];
    // Private files are answered with links that expire, so those answers are never reused.
    const cacheable = !Object.values(resource.fields).some((field) => field.kind === 'file');
    const answer = (request: FastifyRequest, reply: FastifyReply, produce: () => Promise<CachedAnswer>) =>
      cacheable ? cache.answer(request, reply, tables, produce) : produce();

    app.get(base, async (request, reply) => {
      const query = parseListQuery(resource, request.query as Record<string, unknown>);
      // The rows of an answer made now, so onList need not parse its body again.
      let fresh: unknown[] | undefined;
      const list = await answer(request, reply, async () => {
        const { rows, total, capped } = await crud.find(request.user, resource, query);
        fresh = rows;
        return { body: JSON.stringify(rows), total, capped };
      });
      // Past its limit (abuse/rate-limits.ts) a member or address still gets answers, but no more rows in the analytics.
      if (query.text && query.start === 0 && request.recordSearch) await recordSearch(db, request.user?.id ?? null, query.text, resource.name, list.total!);
      // A crawler's list (or a page rendered for one) is no audience of the listings in it.
      if (!isCrawler(request)) onList?.(request.user, resource, list.body, request.ip, fresh);
      return sendAnswer(request, reply, list);
    });

    // How many rows each choice of the counted fields leaves, under the same filters as the list (facet-index.ts).
    if (resource.counted.length)
      app.get(`${base}/facets`, async (request, reply) => {
        const query = parseListQuery(resource, request.query as Record<string, unknown>);
        const counts = await answer(request, reply, async () => ({
          body: JSON.stringify(await withListedChoices(db, resource, query, await facets.count(request.user, resource, query))),
          total: null,
        }));
        return sendAnswer(request, reply, counts);
      });

    // A located resource's rows within the map's box, as points or as counts per cell (map-points.ts).
    if (resource.located)
      app.get(`${base}/map`, async (request, reply) => {
        const map = await answer(request, reply, async () => ({
          body: JSON.stringify(await mapPoints(request.user, resource, request.query as Record<string, unknown>)),
          total: null,
        }));
        return sendAnswer(request, reply, map);
      });

    app.get(`${base}/:id`, async (request, reply) => {
      const id = idParam(resource, request.params);
      try {
        const record = await answer(request, reply, async () => ({
          body: JSON.stringify(await crud.findById(request.user, resource, id)),
          total: null,
        }));
        return sendAnswer(request, reply, record);
      } catch (error) {
        const to = error instanceof HttpError && error.statusCode === 404 ? await movedTo?.(resource, id) : null;
        if (!to) throw error;
        // Permanently: the row was merged into another, whose address a client should keep instead.
        return reply
          .code(301)
          .header('Location', `${base}/${to}`)
          .send({ message: `${resource.singular} ${id} was merged into ${resource.singular.toLowerCase()} ${to}.`, moved_to: to });
      }
    });

    if (served('POST'))
      app.post(base, async (request, reply) => {
        reply.code(201);
        return crud.create(request.user, resource, request.body);
      });

    app.patch(`${base}/:id`, (request) => crud.update(request.user, resource, idParam(resource, request.params), request.body));

    app.delete(`${base}/:id`, (request) => crud.remove(request.user, resource, idParam(resource, request.params)));
  }
};
