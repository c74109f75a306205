/**
 * POST /api/moderation/decisions {resource, id, decision, reason, seen}: a moderator approves or rejects a
 * submitted row, or the changes waiting on an approved one (naming, in `seen`, the version looked at).
 * POST /api/moderation/decisions/bulk {decision, reason, items: [{resource, id, seen}]}: the same for many rows,
 * each in its own transaction, so one row decided meanwhile by someone else does not undo the others; the answer
 * says which were decided and why the others were not, even when the server cannot go on part way (a 503). A
 * rejection needs a reason; the submitter is told in the app and by email.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findResource } from '../../registry/index.ts';
import type { Principal } from '../access/principal.ts';
import type { Config } from '../config.ts';
import type { Crud } from '../crud/service.ts';
import type { DecisionMail } from '../crud/revisions.ts';
import { fieldErrors, inWords } from '../http/field-errors.ts';
import { badRequest, HttpError } from '../http-error.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { decisionMessage } from '../mail/moderation-messages.ts';
import { moderatedResources } from './queue.ts';

const moderated = moderatedResources.map((r) => r.name);
export const maxBulk = 50;

const target = {
  resource: z.enum(moderated, { error: `Resource must be one of: ${moderated.join(', ')}.` }),
  id: z
    .number({ error: 'Id must be a whole number.' })
    .int('Id must be a whole number.')
    .positive('Id must be a whole number.')
    .max(2147483647, 'Id is too large.'),
  /** The version the moderator looked at, as the queue names it: the changes' `revision.at`, or a new row's `updated_at`. */
  // Required: a decision without it (a stale screen, a script) could publish what nobody looked at. A time that is
  // not one (malformed) is the request's fault, a 400, not a version that changed meanwhile.
  seen: z
    .string({ error: 'Send seen: the version you looked at, as the moderation queue gives it for the row (GET /api/moderation/queue).' })
    .max(40, 'Seen is too long.')
    .pipe(z.iso.datetime({ offset: true, error: 'Seen must be the time of the version you looked at, as the queue gives it (2026-01-31T08:00:00.000Z).' })),
};

const verdict = {
  decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject.' }),
  reason: z.string({ error: 'The reason must be text.' }).trim().max(500, 'The reason must be at most 500 characters.').optional(),
};

/** Letters a person can see: spaces and zero-width characters (\u200b, \u2060…) make no reason. */
const visible = (text: string) => text.replace(/[\s\p{Cf}]/gu, '');
const reasonGiven = <T extends { decision: string; reason?: string }>(b: T) => b.decision === 'approve' || visible(b.reason ?? '').length >= 3;
const reasonNeeded = { path: ['reason'], message: 'Say why it is rejected (at least 3 characters), so the submitter can put it right.' };

export const single = z
  .object({ resource: target.resource, id: target.id, ...verdict, seen: target.seen })
  .strict()
  .refine(reasonGiven, reasonNeeded);
export const bulk = z
  .object({
    ...verdict,
    items: z
      .array(z.object(target, { error: 'Each item must be {resource, id, seen}.' }).strict(), { error: 'Items must be a list of {resource, id, seen}.' })
      .min(1, 'Pick at least one row to decide.')
      .max(maxBulk, `Decide at most ${maxBulk} rows at once.`),
  })
  .strict()
  .refine(reasonGiven, reasonNeeded);

/** Where the submitter finds the row: their own records are in the admin's back office. */
const linkTo = (name: string, id: number) => `/admin/${name}/show/${id}`;

const isItem = (issue: z.core.$ZodIssue) => issue.path[0] === 'items' && typeof issue.path[1] === 'number';

/** A bulk item in words: its place in the list (from 1), with its resource and id when they are ones that exist. */
const rowNamed = (body: unknown, at: number) => {
  const item = (body as { items?: unknown[] }).items?.[at] as { resource?: unknown; id?: unknown } | undefined;
  const known = target.resource.safeParse(item?.resource).success && target.id.safeParse(item?.id).success;
  return `Row ${at + 1}${known ? ` (${String(item!.resource)} ${String(item!.id)})` : ''}`;
};

/**
 * A refused bulk body: what is wrong with a row is keyed `items.<index>.<key>` (from 0, like other lists' errors)
 * and says which row it is, so a client can point at it; a row's missing or malformed `seen` is also named under
 * `seen`, as on a single decision, so a client fixes it the same way.
 */
const bulkRefused = (error: z.ZodError, body: unknown) => {
  const outside = error.issues.filter((issue) => !isItem(issue));
  const errors: Record<string, string> = outside.length ? { ...fieldErrors(new z.ZodError(outside), bulk).errors } : {};
  for (const issue of error.issues.filter(isItem)) {
    const at = issue.path[1] as number;
    const row = rowNamed(body, at);
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) errors[`items.${at}.${key}`] ??= `${row}: "${key}" is not a field of a row; send only ${inWords(Object.keys(target))}.`;
    else errors[['items', at, ...issue.path.slice(2, 3)].join('.')] ??= `${row}: ${issue.message}`;
  }
  const seen = Object.entries(errors).find(([key]) => key.endsWith('.seen'));
  if (seen) errors.seen ??= seen[1];
  return badRequest([...new Set(Object.values(errors))].join(' '), errors);
};

export const decisionRoutes = async (
  app: FastifyInstance,
  { crud, mailQueue, config }: { crud: Crud; mailQueue: MailQueue; config: Pick<Config, 'publicUrl'> },
) => {
  const mail: DecisionMail = {
    enqueue: (db, to, locale, decided) => mailQueue.enqueue(db, { to, ...decisionMessage(locale, decided, `${config.publicUrl}${decided.link}`) }),
    flush: () => void mailQueue.flush(),
  };
  const decide = (user: Principal, { resource, id, seen }: { resource: string; id: number; seen: string }, decision: 'approve' | 'reject', reason?: string) =>
    crud.decide(user, findResource(resource)!, id, { decision, reason: decision === 'reject' ? reason! : null, link: linkTo(resource, id), seen }, mail);

  app.post('/api/moderation/decisions', async (request) => {
    const parsed = single.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, single);
    const { decision, reason, ...row } = parsed.data;
    return decide(request.user, row, decision, reason);
  });

  app.post('/api/moderation/decisions/bulk', async (request, reply) => {
    const parsed = bulk.safeParse(request.body ?? {});
    if (!parsed.success) throw bulkRefused(parsed.error, request.body ?? {});
    const { decision, reason, items } = parsed.data;
    const keys = items.map((item) => `${item.resource} ${item.id}`);
    if (new Set(keys).size !== keys.length) throw new HttpError(400, 'A row is named twice; name each row once.', { items: 'Each row once.' });
    // One after another: a moderator's own batch never contends with itself, and a row's refusal stops nothing else.
    const results: { resource: string; id: number; status: number; message?: string }[] = [];
    for (const [at, item] of items.entries()) {
      try {
        await decide(request.user, item, decision, reason);
        results.push({ resource: item.resource, id: item.id, status: 200 });
      } catch (error) {
        if (error instanceof HttpError) {
          // Not signed in, or not a moderator at all: the whole batch is refused alike.
          if (error.statusCode === 401) throw error;
          results.push({ resource: item.resource, id: item.id, status: error.statusCode, message: error.message });
          continue;
        }
        // The server could not go on (the database went away): the answer still names what was decided, and the
        // row that failed may have been committed before its answer was lost.
        request.log.error(error, 'A bulk moderation decision stopped part way.');
        const unsure = 'This may not have been decided: the server could not finish the batch. Reload the queue and try again.';
        for (const rest of items.slice(at)) results.push({ resource: rest.resource, id: rest.id, status: 503, message: unsure });
        const done = results.filter((result) => result.status === 200).length;
        const message = `${done === 0 ? 'No row was' : done === 1 ? 'One row was' : `${done} rows were`} decided before the server could not go on; ${items.length - at} more may not have been. Reload the queue and try again.`;
        return reply.code(503).header('Retry-After', '5').send({ message, decided: done, results });
      }
    }
    const decided = results.filter((result) => result.status === 200).length;
    if (decided) return { decided, results };
    const first = results[0]!;
    return reply.code(first.status).send({
      message: items.length === 1 ? first.message : `None of the ${items.length} rows could be decided. The first: ${first.message}`,
      decided,
      results,
    });
  });
};
