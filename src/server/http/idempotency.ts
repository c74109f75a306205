/**
 * `Idempotency-Key` on writes (POST): a client that retries after a dropped connection gets the first answer
 * again instead of a second order or a second row. The key is claimed in the database before the work starts,
 * so two instances or two simultaneous retries cannot both do it; the answer is stored when it is sent. A key is
 * the client's for 24 hours, and only for the same request.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { now } from '../../registry/clock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyScope: string | null;
  }
}

const lifetimeMs = 24 * 60 * 60 * 1000;
/**
 * A claim whose request never finished (its process died, or the database went away before the key could be
 * released) is taken over by a retry after this long: longer than any request may run, so a live one is not.
 */
export const claimLeaseMs = 60 * 1000;

/**
 * Calls whose answer must never be kept (a sign-in's token, a password set) and which do no harm when repeated:
 * a key sent with them is ignored. So are file uploads, whose parts are read after the key is checked.
 */
const neverKept = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/verify',
  '/api/auth/forgot',
  '/api/auth/reset',
  '/api/auth/password',
  '/api/auth/email',
  '/api/auth/email/confirm',
  '/api/auth/email/undo',
]);

/** Answers worth replaying: successes and refusals that will not change on a retry. */
const keeps = (status: number) => status < 500 && ![408, 409, 425, 429].includes(status);

/** `secret` keys the request's fingerprint, so a stored one cannot be used to guess what a body held (a password). */
export const idempotency = (app: FastifyInstance, db: Db, secret: string) => {
  app.decorateRequest('idempotencyScope', null);
  const fingerprint = (request: FastifyRequest) =>
    createHmac('sha256', secret)
      .update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || neverKept.has(request.routeOptions.url ?? '') || request.isMultipart()) return;
    if (typeof key !== 'string' || !/^[\w.:-]{1,200}$/.test(key))
      throw badRequest('Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores.');
    const scope = `${request.user?.id ?? 'anonymous'} ${key}`;
    const hash = fingerprint(request);
    const at = now();
    await db
      .deleteFrom('_idempotency')
      .where('created_at', '<', new Date(at - lifetimeMs).toISOString())
      .execute();
    const claimed = await db
      .insertInto('_idempotency')
      .values({ scope, fingerprint: hash, status: null, body: null, created_at: new Date(at).toISOString() })
      .onConflict((conflict) => conflict.column('scope').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
      request.idempotencyScope = scope;
      return;
    }
    const earlier = await db.selectFrom('_idempotency').selectAll().where('scope', '=', scope).executeTakeFirst();
    if (!earlier) throw new HttpError(409, 'This Idempotency-Key was just released; send the request again.');
    if (earlier.fingerprint !== hash)
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request; use a new key for a new request.');
    if (earlier.status === null) {
      if (Date.parse(earlier.created_at) < at - claimLeaseMs) {
        // Only one retry can move the claim's time on, so only one takes the work over.
        const taken = await db
          .updateTable('_idempotency')
          .set({ created_at: new Date(at).toISOString() })
          .where('scope', '=', scope)
          .where('status', 'is', null)
          .where('created_at', '=', earlier.created_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) {
          request.idempotencyScope = scope;
          return;
        }
      }
      reply.header('Retry-After', '1');
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed; try again in a moment.');
    }
    return reply
      .code(Number(earlier.status))
      .header('Idempotent-Replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(earlier.body as string);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotencyScope;
    if (!scope) return payload;
    request.idempotencyScope = null;
    if (keeps(reply.statusCode) && typeof payload === 'string')
      await db.updateTable('_idempotency').set({ status: reply.statusCode, body: payload }).where('scope', '=', scope).execute();
    // Anything else (a failure, a stream) is not kept: the key is released so the retry does the work. With the
    // database away it cannot be released now; the claim's lease runs out instead.
    else
      await db
        .deleteFrom('_idempotency')
        .where('scope', '=', scope)
        .execute()
        .catch((error: unknown) => request.log.warn({ err: error }, 'an Idempotency-Key could not be released'));
    return payload;
  });
};
