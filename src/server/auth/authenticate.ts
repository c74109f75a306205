/** Reads the bearer token of every request and sets request.user; registered on the root instance. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { findSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Principal;
  }
}

export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export const loadActiveUser = async (db: Db, id: number) =>
  (await db.selectFrom('auth_users').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst()) ?? null;

export const authenticate = (app: FastifyInstance, db: Db) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    // "Alive" must not depend on the database a session is read from.
    if (!token || request.url === '/api/health') return;
    // Read on every request, never kept: an account deactivated by a script, outside the API, is signed out at once.
    const user = await findSession(db, token);
    // An expired or revoked token counts as signed out, so public pages keep working.
    if (user) request.user = user;
  });
};
