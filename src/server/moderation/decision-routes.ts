/**
 * POST /api/moderation/decisions {resource, id, decision, reason}: a moderator approves or rejects a submitted
 * row, or the changes waiting on an approved one (naming, in `seen`, the version looked at). A rejection needs
 * a reason; the submitter is notified.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findResource, resources } from '../../registry/index.ts';
import type { Crud } from '../crud/service.ts';
import { fieldErrors } from '../http/field-errors.ts';

const moderated = resources.filter((r) => r.visibility === 'moderated').map((r) => r.name);

const body = z
  .object({
    resource: z.enum(moderated, { error: `Resource must be one of: ${moderated.join(', ')}.` }),
    id: z.number({ error: 'Id must be a whole number.' }).int().positive().max(2147483647),
    decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject.' }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters.').optional(),
    /** For changes waiting on a live row: the `revision.at` of the changes the moderator looked at. */
    seen: z.string().max(40).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.reason ?? '').length >= 3, {
    path: ['reason'],
    message: 'Say why it is rejected, so the submitter can put it right.',
  });

/** Where the submitter can see the row on the site; the admin's show screen otherwise. */
const linkTo = (name: string, id: number) => `/admin/${name}/show/${id}`;

export const decisionRoutes = async (app: FastifyInstance, { crud }: { crud: Crud }) => {
  app.post('/api/moderation/decisions', async (request) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, body);
    const { resource, id, decision, reason, seen } = parsed.data;
    return crud.decide(request.user, findResource(resource)!, id, decision, decision === 'reject' ? reason! : null, linkTo(resource, id), seen ?? null);
  });
};
