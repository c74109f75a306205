/**
 * POST /api/analytics/page-views and /api/analytics/engagement, in place of the generic create: what feeds an
 * owner's numbers (GET /api/analytics/mine) counts once per visitor, per listing, per half hour. A visitor is
 * their account when signed in, otherwise their address. The owner's own views and clicks, staff's, and those of a
 * listing that is not approved (nobody else can see it), are not counted; the answer is then 202 `{counted: false}`,
 * so the site, which ignores the answer, behaves the same. Engagement names a listing kind the site shows.
 */
import { clientAddress } from '../abuse/client-address.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getResource } from '../../registry/index.ts';
import { deskListings } from '../../registry/owner-desks.ts';
import { engagement, pageViews } from '../../registry/resources/analytics.ts';
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest } from '../http-error.ts';
import { createRecentNumbers, digest48 } from './recent-numbers.ts';
import { isStaff } from '../access/principal.ts';

export const visitOverrides = new Set([`POST ${pageViews.name}`, `POST ${engagement.name}`]);

/** One visitor's views or clicks of one listing count once in this long, as search appearances do. */
export const repeatMs = 30 * 60_000;

interface Target {
  resource: string;
  id: number;
}

/** The listing whose public page a path is (/institutions/schools/12), or null for any other page. */
const listingAt = (path: string): Target | null => {
  for (const { resource, page } of deskListings) {
    const id = path.startsWith(page) ? path.slice(page.length) : '';
    if (/^\d{1,15}$/.test(id)) return { resource, id: Number(id) };
  }
  return null;
};

const visitorOf = (request: FastifyRequest) => (request.user ? `member ${request.user.id}` : `address ${clientAddress(request)}`);

export const visitRoutes = async (app: FastifyInstance, { db, crud }: { db: Db; crud: Crud }) => {
  // Digests of visitor, action and listing.
  const recent = createRecentNumbers({ forMs: repeatMs, max: 180_000 });

  /** Whether this visit of the listing counts: approved, not the visitor's own, not counted for them lately. */
  const counts = async (request: FastifyRequest, target: Target, action: string) => {
    const row = await db.selectFrom(getResource(target.resource).table).select(['owner_id', 'moderation']).where('id', '=', target.id).executeTakeFirst();
    if (!row || row.moderation !== 'approved') return false;
    // Staff opening a listing at work are no audience, as in its search appearances.
    if (request.user && (row.owner_id === request.user.id || isStaff(request.user))) return false;
    const key = digest48(`${visitorOf(request)} ${action} ${target.resource} ${target.id}`);
    if (recent.has(key)) return false;
    recent.add(key);
    return true;
  };

  const record = (resource: Resource, targetOf: (data: Record<string, unknown>) => [Target | null, string]) =>
    app.post(`/api/${resource.name}`, async (request, reply) => {
      const checked = validateInput(resource, request.body, 'create');
      if (!checked.ok) throw badRequest(checked.invalid.message, checked.invalid.errors);
      const [target, action] = targetOf(checked.data);
      if (target && !(await counts(request, target, action))) {
        reply.code(202);
        return { counted: false };
      }
      reply.code(201);
      return crud.create(request.user, resource, request.body);
    });

  record(pageViews, (data) => [listingAt(String(data.path)), 'view']);
  record(engagement, (data) => [{ resource: String(data.target_type), id: Number(data.target_id) }, String(data.action)]);
};
