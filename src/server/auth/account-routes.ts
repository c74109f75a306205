/**
 * A member's own sign-in details: change the password or the email (both need the current password and sign
 * every other device out), and reset a forgotten password by a single-use link sent by email. Registering by
 * an emailed link (registration-routes.ts) shares this mailer and the queue of work done after the answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { users } from '../../registry/resources/auth.ts';
import { recordActivity } from '../analytics/record.ts';
import { audit } from '../crud/audit.ts';
import type { Config } from '../config.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { emailChangedMessage, passwordChangedMessage, resetMessage } from '../mail/account-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bearer, loadActiveUser } from './authenticate.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { clientAddress } from '../abuse/client-address.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { Counters } from '../abuse/counters.ts';
import { consumeResetToken, createResetToken, resetLifetimeMs, revokeResetTokens } from './password-resets.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { registrationRoutes } from './registration-routes.ts';
import { createSession, revokeOtherSessions, revokeUserSessions } from './sessions.ts';
import { localeOf, requestLocale } from '../i18n/locale-of.ts';
import { say } from '../i18n/say.ts';
import type { Locale } from '../../registry/locales.ts';
import { nowIso } from '../../registry/clock.ts';

const email = (required: string) => z.string({ error: required }).trim().toLowerCase().pipe(z.email('Enter a valid email address, like name@example.co.ke.'));

const newPassword = (required: string) =>
  z.string({ error: required }).min(8, 'Password must be at least 8 characters.').max(200, 'Password must be at most 200 characters.');

const objectOf = (fields: string) => `Send a JSON object with ${fields}.`;

const currentPassword = z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.');

const passwordChange = z.object(
  { current_password: currentPassword, new_password: newPassword('Enter a new password.') },
  { error: objectOf('current_password and new_password') },
);
const emailChange = z.object(
  { current_password: currentPassword, email: email('Enter the new email address.') },
  { error: objectOf('current_password and email') },
);
const forgot = z.object({ email: email('Enter the email address you sign in with.') }, { error: objectOf('email') });
const reset = z.object(
  {
    token: z
      .string({ error: 'The reset link is incomplete. Open the link from the email again.' })
      .min(1, 'The reset link is incomplete. Open the link from the email again.')
      .max(200, 'This password reset link is not valid. Ask for a new one.'),
    password: newPassword('Enter a new password.'),
  },
  { error: objectOf('token and password') },
);

/** The answer to every request for a reset link, whether or not the account exists. */
const forgotMessage = (locale: Locale) => say(locale, 'answer.resetSent', { minutes: resetLifetimeMs / 60000 });

/** The language of the page that asked (the site names it as Accept-Language), for the words it shows on success. */
const pageLocale = (request: FastifyRequest) => requestLocale(undefined, request.headers['accept-language']);

export const accountRoutes = async (
  app: FastifyInstance,
  { db, crud, config, counters, mailer }: { db: Db; crud: Crud; config: Config; counters: Counters; mailer: Mailer },
) => {
  // Guessing the current password from a stolen session is throttled like signing in.
  const throttle = createLoginThrottle(counters, config.loginAttempts, config.loginAccountAttempts, config.loginWindowMs);
  // Work done after the answer has gone (so it takes as long whether or not an account exists), one job at a
  // time: jobs for one account then count each other's links, so a burst of requests cannot pass the limit.
  let queue = Promise.resolve();
  const later = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: Error) => app.log.error({ err: error }, 'Account work after the answer failed'));
  };
  app.addHook('onClose', async () => {
    await queue;
  });
  registrationRoutes(app, { db, crud, config, mailer, later });

  /** The signed-in user's row, after checking the current password they typed. */
  const checkCurrentPassword = async (request: FastifyRequest, what: string, typed: string) => {
    if (!request.user) throw new HttpError(401, `Sign in to change your ${what}.`);
    const row = await loadActiveUser(db, request.user.id);
    if (!row) throw new HttpError(401, `Sign in to change your ${what}.`);
    // Counted with the sign-ins to the same account, so a stolen session adds no guesses to those a sign-in has.
    const key = row.email;
    const address = clientAddress(request);
    await throttle.attempt(key, address, (wait) => `Too many wrong passwords. Try again in ${wait}.`);
    if (!(await verifyPassword(row.password, typed)))
      throw badRequest('Your current password is not correct.', { current_password: 'Your current password is not correct.' });
    await throttle.clear(key, address);
    return row;
  };

  const reload = async (id: number) => crud.decodeRow(users, (await loadActiveUser(db, id))!);

  app.post('/api/auth/password', async (request) => {
    const parsed = passwordChange.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { current_password, new_password } = parsed.data;
    const row = await checkCurrentPassword(request, 'password', current_password);
    if (await verifyPassword(row.password, new_password))
      throw badRequest('The new password is the same as the current one.', { new_password: 'Choose a password different from your current one.' });
    const hash = await hashPassword(new_password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('auth_users').set({ password: hash, updated_at: nowIso() }).where('id', '=', row.id).execute();
      await audit(trx, row.id, { resource: users, id: row.id, action: 'update', fields: ['password'] });
      await revokeOtherSessions(trx, row.id, bearer(request)!);
      await revokeResetTokens(trx, row.id);
    });
    await recordActivity(db, row.id, 'password-change');
    void mailer.send({ to: row.email, ...passwordChangedMessage(localeOf(row)) });
    return { message: say(pageLocale(request), 'answer.passwordChanged'), user: await reload(row.id) };
  });

  app.post('/api/auth/email', async (request) => {
    const parsed = emailChange.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { current_password, email: next } = parsed.data;
    const row = await checkCurrentPassword(request, 'email', current_password);
    if (next === row.email) throw badRequest('That is already your email address.', { email: 'That is already your email address.' });
    const taken = () => db.selectFrom('auth_users').select('id').where('email', '=', next).where('id', '!=', row.id).executeTakeFirst();
    const conflict = new HttpError(409, 'Another account already uses this email.', { email: 'Another account already uses this email.' });
    if (await taken()) throw conflict;
    try {
      await db.transaction().execute(async (trx) => {
        // The new address is not proven by a link, so reports by this account weigh as an unconfirmed one's.
        await trx.updateTable('auth_users').set({ email: next, email_verified: 0, updated_at: nowIso() }).where('id', '=', row.id).execute();
        await audit(trx, row.id, { resource: users, id: row.id, action: 'update', fields: ['email'] });
        await revokeOtherSessions(trx, row.id, bearer(request)!);
        // A reset link mailed to the old address must not open the account any more.
        await revokeResetTokens(trx, row.id);
      });
    } catch (error) {
      // Two accounts taking the same email at once: the unique index refuses the second.
      if (await taken()) throw conflict;
      throw error;
    }
    await recordActivity(db, row.id, 'email-change');
    // The old address hears of it, so a stolen session cannot quietly take the account.
    void mailer.send({ to: row.email, ...emailChangedMessage(localeOf(row), next) });
    return { message: say(pageLocale(request), 'answer.emailChanged', { email: next }), user: await reload(row.id) };
  });

  app.post('/api/auth/forgot', async (request, reply) => {
    const parsed = forgot.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { email: address } = parsed.data;
    // The answer is the same, and leaves as soon, whether or not the account exists.
    later(async () => {
      const row = await db.selectFrom('auth_users').selectAll().where('email', '=', address).where('active', '=', 1).executeTakeFirst();
      if (!row) return;
      const token = await createResetToken(db, row.id);
      if (!token) return;
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      void mailer.send({ to: row.email, ...resetMessage(localeOf(row), link, resetLifetimeMs / 60000) });
    });
    reply.code(202);
    return { message: forgotMessage(pageLocale(request)) };
  });

  app.post('/api/auth/reset', async (request) => {
    const parsed = reset.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { token, password } = parsed.data;
    const hash = await hashPassword(password);
    const row = await db.transaction().execute(async (trx) => {
      const userId = await consumeResetToken(trx, token);
      const user = await loadActiveUser(trx, userId);
      if (!user) throw new HttpError(403, 'This account has been deactivated. Contact support.');
      await trx.updateTable('auth_users').set({ password: hash, updated_at: nowIso() }).where('id', '=', userId).execute();
      // Signed out, the one resetting is the account's holder: the link came to its mailbox.
      await audit(trx, userId, { resource: users, id: userId, action: 'update', fields: ['password'] });
      await revokeUserSessions(trx, userId);
      await revokeResetTokens(trx, userId);
      return user;
    });
    await recordActivity(db, row.id, 'password-reset');
    void mailer.send({ to: row.email, ...passwordChangedMessage(localeOf(row)) });
    return { user: await reload(row.id), token: await createSession(db, row.id) };
  });
};
