/** Accounts: sign in, sign out and "who am I" (registering is in registration-routes.ts). */
import type { FastifyInstance } from 'fastify';
import { bearer, loadActiveUser } from './authenticate.ts';
import { z } from 'zod';
import { users } from '../../registry/resources/auth.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { clientAddress } from '../abuse/client-address.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { KnownDevices } from './known-devices.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, revokeSession } from './sessions.ts';
import { recordActivity } from '../analytics/record.ts';

const credentials = z.object({
  email: z.string({ error: 'Email is required.' }).trim().toLowerCase().min(1, 'Email is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});

/** Whether the server judged the request (a 4xx), rather than failing to answer it (the database away, a 5xx). */
export const judged = (error: unknown) => error instanceof HttpError && error.statusCode < 500;

export const authRoutes = async (
  app: FastifyInstance,
  { db, crud, throttle, devices }: { db: Db; crud: Crud; throttle: LoginThrottle; devices: KnownDevices },
) => {
  // Failures lock the account (its email) for the address they come from, and for every new device past a higher
  // cap (login-throttle.ts); an address's attempts at any account are limited in abuse/rate-limits.ts.

  const loadUser = (id: number) => loadActiveUser(db, id);

  const session = async (row: Record<string, unknown>) => ({
    user: crud.decodeRow(users, row),
    token: await createSession(db, row.id as number),
  });

  app.post('/api/auth/login', async (request, reply) => {
    const parsed = credentials.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { email, password } = parsed.data;
    const attempt = { key: email, address: clientAddress(request), device: devices.of(request, email) };
    await throttle.attempt(
      attempt,
      (wait) => `Too many failed sign-in attempts. Try again in ${wait}. If you have forgotten your password, reset it from the sign-in page.`,
    );
    try {
      const row = await db.selectFrom('auth_users').selectAll().where('email', '=', email).executeTakeFirst();
      // An unknown email is checked against a dummy hash, so the answer takes as long as for a known one; a
      // deactivated account says so only to someone who knows its password.
      const matches = await verifyPassword(row?.password, password);
      if (!row || !matches) throw new HttpError(401, 'Email or password is incorrect.');
      if (!row.active) throw new HttpError(403, 'This account has been deactivated. Contact support.');
      await throttle.clear(attempt);
      await recordActivity(db, row.id, 'login');
      const answer = await session(row);
      devices.remember(request, reply, email);
      return answer;
    } catch (error) {
      // The database (or the counters' store) away is not a wrong password: nothing was guessed.
      if (!judged(error)) await throttle.giveBack(attempt);
      throw error;
    }
  });

  app.get('/api/auth/me', async (request) => {
    if (!request.user) throw new HttpError(401, 'You are not signed in.');
    return { user: crud.decodeRow(users, (await loadUser(request.user.id))!) };
  });

  app.delete('/api/auth/logout', async (request) => {
    const token = bearer(request);
    if (token) await revokeSession(db, token);
    if (request.user) await recordActivity(db, request.user.id, 'logout');
    return { message: 'You have signed out.' };
  });
};
