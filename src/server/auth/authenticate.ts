/** Reads the bearer token of every request and sets request.user; registered on the root instance. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal, User } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { clientAddress } from '../abuse/client-address.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Principal;
  }
}

export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  // The scheme's name is case-insensitive (RFC 9110): "bearer" is the same as "Bearer".
  return header && /^bearer /i.test(header) ? header.slice(7).trim() : null;
};

export const loadActiveUser = async (db: Db, id: number) =>
  (await db.selectFrom('auth_users').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst()) ?? null;

/** `findUser`: the account a token signs in, or null (kept-sessions.ts). */
export const authenticate = (app: FastifyInstance, findUser: (token: string) => Promise<User | null>) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    // "Alive" must not depend on the database a session is read from.
    if (!token || request.url === '/api/health') return;
    const user = await findUser(token);
    // An expired or revoked token counts as signed out, so public pages keep working. The kept account is
    // shared by requests, so this request's address goes on a copy.
    if (user) request.user = { ...user, address: clientAddress(request) };
  });
};
