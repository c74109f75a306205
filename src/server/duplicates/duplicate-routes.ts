/**
 * The duplicates desk (docs/data-quality.md):
 * GET /api/duplicates?resource=&_start=&_end=: a page of likely duplicate pairs, both listings side by side, with
 * X-Total-Count. POST /api/duplicates/merge {resource, keep, other, take?}: folds `other` into `keep`.
 * POST /api/duplicates/distinct {resource, first, second}: the two are not duplicates; the pair leaves the desk.
 * Only those who may change and delete every listing of the kind (editors, admins).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nowIso } from '../../registry/clock.ts';
import type { MergeAnswer } from '../../registry/duplicate-pairs.ts';
import { duplicateDecisions, duplicateKinds } from '../../registry/resources/institutions.ts';
import type { Permissions } from '../access/permissions.ts';
import type { Dialect } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError } from '../http-error.ts';
import { createDeskPairs } from './desk-pairs.ts';
import { deskResource } from './desk-access.ts';
import { mergeListings, takeable } from './merge-listings.ts';

export const maxDeskPage = 50;

const id = (what: string) =>
  z
    .number({ error: `${what} must be a listing's id, a whole number.` })
    .int(`${what} must be a listing's id, a whole number.`)
    .positive(`${what} must be a listing's id, a whole number.`)
    .max(2147483647, `${what} is too large for an id.`);
const kind = z.enum(duplicateKinds, { error: `Resource must be one of: ${duplicateKinds.join(', ')}.` });

const pageQuery = z
  .object({
    resource: kind.optional(),
    _start: z.coerce
      .number({ error: '_start must be a whole number from 0.' })
      .int('_start must be a whole number from 0.')
      .min(0, '_start must be a whole number from 0.')
      .default(0),
    _end: z.coerce
      .number({ error: '_end must be a whole number.' })
      .int('_end must be a whole number.')
      .min(1, '_end must be a whole number from 1.')
      .optional(),
  })
  .strict();
const mergeBody = z
  .object({
    resource: kind,
    keep: id('The kept listing (keep)'),
    other: id('The listing merged into it (other)'),
    take: z.array(z.string().max(80), { error: 'take must be a list of field names.' }).max(200, 'take names too many fields.').optional(),
  })
  .strict();
const distinctBody = z.object({ resource: kind, first: id('first'), second: id('second') }).strict();

export const duplicateRoutes = async (app: FastifyInstance, { dialect, permissions }: { dialect: Dialect; permissions: Permissions }) => {
  const pairs = createDeskPairs(dialect);
  const { db } = dialect;

  app.get('/api/duplicates', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const resource = deskResource(permissions, request.user, query.resource ?? undefined);
    const parsed = pageQuery.safeParse(query);
    if (!parsed.success) throw fieldErrors(parsed.error, pageQuery);
    const { _start: start, _end: end = start + 20 } = parsed.data;
    if (end <= start || end - start > maxDeskPage)
      throw new HttpError(400, `A page holds 1 to ${maxDeskPage} pairs: _end must be above _start by at most ${maxDeskPage}.`, {
        _end: `At most ${start + maxDeskPage}.`,
      });
    const page = await pairs.page(resource, start, end);
    void reply.header('X-Total-Count', String(page.total));
    return page.pairs;
  });

  app.post('/api/duplicates/merge', async (request): Promise<MergeAnswer> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const resource = deskResource(permissions, request.user, body.resource);
    const parsed = mergeBody.safeParse(body);
    if (!parsed.success) throw fieldErrors(parsed.error, mergeBody);
    const take = parsed.data.take ?? [];
    // Own fields only: "constructor" or "__proto__" is no field, whatever an object inherits.
    const unknown = take.filter((name) => !Object.hasOwn(resource.fields, name));
    if (unknown.length) throw new HttpError(400, `${resource.label} have no field ${unknown.join(', ')}.`, { take: `Unknown field ${unknown.join(', ')}.` });
    const kept = take.filter((name) => !takeable(resource).includes(name));
    if (kept.length) {
      const message = `${kept.join(', ')} cannot be taken from the other listing: the server keeps ${kept.length > 1 ? 'them' : 'it'} (an owner changes by a claim or in the admin).`;
      throw new HttpError(400, message, { take: message });
    }
    try {
      return await mergeListings(db, request.user!.id, { resource, keep: parsed.data.keep, other: parsed.data.other, take: parsed.data.take });
    } catch (error) {
      // Reviews and saves wait for the merge (live-listing.ts); should a row still meet the kept listing's twin, the
      // transaction is undone and the editor told so, rather than a 500.
      if (!dialect.isUniqueViolation(error)) throw error;
      throw new HttpError(409, 'The listings changed while they were being merged, so nothing was merged. Merge them again.');
    }
  });

  app.post('/api/duplicates/distinct', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const resource = deskResource(permissions, request.user, body.resource);
    const parsed = distinctBody.safeParse(body);
    if (!parsed.success) throw fieldErrors(parsed.error, distinctBody);
    const [first, second] = [parsed.data.first, parsed.data.second].sort((a, b) => a - b) as [number, number];
    if (first === second) throw new HttpError(400, 'Name two different listings.', { second: 'The same as first.' });
    const found = await db.selectFrom(resource.table).select('id').where('id', 'in', [first, second]).execute();
    if (found.length < 2) throw new HttpError(404, `${resource.singular} ${found[0]?.id === first ? second : first} was not found.`);
    const now = nowIso();
    // Marked twice at once, or again later: the pair's one row stays (the unique index), and the answer is the same.
    await db
      .insertInto(duplicateDecisions.table)
      .values({ owner_id: request.user!.id, resource: resource.name, decision: 'distinct', kept_id: first, other_id: second, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.columns(['resource', 'other_id', 'kept_id']).doNothing())
      .execute();
    reply.code(201);
    return { resource: resource.name, first, second, decision: 'distinct' };
  });
};
