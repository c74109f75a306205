/**
 * Changing the sign-in email, confirmed from the new address and undoable from the old one (email-changes.ts).
 *
 * `POST /api/auth/email` checks the current password and answers 202 "We sent a confirmation link to <new>; your
 * email stays <old> until you open it", with the same words whether or not another account has the new address:
 * the look-up and the mail happen after the answer has gone (`later`), so neither the answer nor its timing tells.
 * A free address gets the link; an address with an account gets a notice that someone tried, and nothing changes.
 * `POST /api/auth/email/confirm` makes the change, signs out every session but the one that asked (and the one
 * confirming, if it is the member's), and tells the old address with a link to undo it. `POST /api/auth/email/undo`
 * puts the old address back and signs every session out, since whoever made the change may hold one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { users } from '../../registry/resources/auth.ts';
import type { Locale } from '../../registry/locales.ts';
import { nowIso } from '../../registry/clock.ts';
import { recordActivity } from '../analytics/record.ts';
import { createMailsPerAddress } from '../abuse/mails-per-address.ts';
import type { Counters } from '../abuse/counters.ts';
import type { Config } from '../config.ts';
import { audit } from '../crud/audit.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, TooManyRequests, badRequest } from '../http-error.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { say } from '../i18n/say.ts';
import { confirmEmailChangeMessage, emailChangedMessage, emailInUseMessage } from '../mail/account-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bearer, loadActiveUser } from './authenticate.ts';
import {
  confirmLifetimeMs,
  consumeConfirmation,
  consumeUndo,
  createEmailChange,
  createUndo,
  revokeEmailChanges,
  undoLifetimeMs,
  type EmailChange,
} from './email-changes.ts';
import { revokeResetTokens } from './password-resets.ts';
import { digest, revokeUserSessions } from './sessions.ts';

const emailChange = z.object(
  {
    current_password: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.'),
    email: z.string({ error: 'Enter the new email address.' }).trim().toLowerCase().pipe(z.email('Enter a valid email address, like name@example.co.ke.')),
  },
  { error: 'Send a JSON object with current_password and email.' },
);
const link = z.object(
  {
    token: z
      .string({ error: 'The link is incomplete. Open the link from the email again.' })
      .min(1, 'The link is incomplete. Open the link from the email again.')
      .max(200, 'This link is not valid. Open the link from the email again.'),
  },
  { error: 'Send a JSON object with token.' },
);

const hours = (ms: number) => ms / (60 * 60 * 1000);

export const emailChangeRoutes = (
  app: FastifyInstance,
  {
    db,
    config,
    counters,
    mailer,
    later,
    checkCurrentPassword,
    pageLocale,
    reload,
  }: {
    db: Db;
    config: Config;
    counters: Counters;
    mailer: Mailer;
    later: (work: () => Promise<void>) => void;
    checkCurrentPassword: (request: FastifyRequest, what: string, typed: string) => Promise<{ id: number; email: string; locale: unknown }>;
    pageLocale: (request: FastifyRequest) => Locale;
    reload: (id: number) => Promise<unknown>;
  },
) => {
  // However many accounts ask, one mailbox gets at most three of these mails in 30 minutes.
  const mailsTo = createMailsPerAddress(counters, 'email-change', { max: 3, windowMs: 30 * 60 * 1000 });
  const taken = (trx: Db, email: string, id: number) =>
    trx.selectFrom('auth_users').select(['id', 'locale']).where('email', '=', email).where('id', '!=', id).executeTakeFirst();

  app.post('/api/auth/email', async (request, reply) => {
    const parsed = emailChange.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { current_password, email: next } = parsed.data;
    const row = await checkCurrentPassword(request, 'email', current_password);
    if (next === row.email) throw badRequest('That is already your email address.', { email: 'That is already your email address.' });
    const token = bearer(request);
    const locale = localeOf(row);
    later(async () => {
      try {
        await mailsTo.take(next);
      } catch (error) {
        // That mailbox has had enough for now; the member can ask again later.
        if (error instanceof TooManyRequests) return;
        throw error;
      }
      const holder = await taken(db, next, row.id);
      if (holder) {
        // Told in the language of the account that has the address, not of the one that asked.
        void mailer.send({ to: next, ...emailInUseMessage(localeOf(holder), `${config.publicUrl}/login`) });
        return;
      }
      const confirm = await createEmailChange(db, {
        user_id: row.id,
        old_email: row.email,
        new_email: next,
        session_hash: token ? digest(token) : null,
      });
      if (!confirm) return;
      const url = `${config.publicUrl}/email-change?confirm=${encodeURIComponent(confirm)}`;
      void mailer.send({ to: next, ...confirmEmailChangeMessage(locale, url, hours(confirmLifetimeMs)) });
    });
    reply.code(202);
    return { message: say(pageLocale(request), 'answer.emailChangeSent', { email: next, current: row.email }) };
  });

  /** The change's account, still active and still on the address the change started from. */
  const accountOf = async (trx: Db, change: EmailChange, expected: string) => {
    const user = await loadActiveUser(trx, change.user_id);
    if (!user) throw new HttpError(403, 'This account has been deactivated. Contact support.');
    if (user.email !== expected)
      throw new HttpError(
        409,
        'The email of this account has changed since this link was sent, so the link no longer applies. Sign in to see your email address.',
      );
    return user;
  };

  app.post('/api/auth/email/confirm', async (request) => {
    const parsed = link.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const confirming = bearer(request);
    const done = await db.transaction().execute(async (trx) => {
      const change = await consumeConfirmation(trx, parsed.data.token);
      const user = await accountOf(trx, change, change.old_email);
      // An account took the address after the link was sent: nothing changes, and the member is told so.
      if (await taken(trx, change.new_email, user.id))
        throw new HttpError(409, `${change.new_email} now belongs to another account, so your email stays ${change.old_email}.`);
      // The link came to the new address: it is proven, as a registration link proves the first one.
      await trx.updateTable('auth_users').set({ email: change.new_email, email_verified: 1, updated_at: nowIso() }).where('id', '=', user.id).execute();
      await audit(trx, user.id, { resource: users, id: user.id, action: 'update', fields: ['email'] });
      // The device that asked stays signed in, and so does this one if it is the member's; every other one is not.
      const kept = [change.session_hash, confirming ? digest(confirming) : null].filter((hash): hash is string => hash !== null);
      await trx
        .deleteFrom('_sessions')
        .where('user_id', '=', user.id)
        .$if(kept.length > 0, (query) => query.where('token_hash', 'not in', kept))
        .execute();
      // A reset link mailed to the old address must not open the account any more, nor another change go ahead.
      await revokeResetTokens(trx, user.id);
      await revokeEmailChanges(trx, user.id);
      return { user, change, undo: await createUndo(trx, change) };
    });
    await recordActivity(db, done.user.id, 'email-change');
    // The old address hears of it with a way back, so a stolen session cannot quietly take the account.
    const undoUrl = `${config.publicUrl}/email-change?undo=${encodeURIComponent(done.undo)}`;
    void mailer.send({ to: done.change.old_email, ...emailChangedMessage(localeOf(done.user), done.change.new_email, undoUrl, hours(undoLifetimeMs) / 24) });
    return { message: say(pageLocale(request), 'answer.emailChanged', { email: done.change.new_email }), user: await reload(done.user.id) };
  });

  app.post('/api/auth/email/undo', async (request) => {
    const parsed = link.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const change = await db.transaction().execute(async (trx) => {
      const change = await consumeUndo(trx, parsed.data.token);
      const user = await accountOf(trx, change, change.new_email);
      if (await taken(trx, change.old_email, user.id))
        throw new HttpError(409, `${change.old_email} now belongs to another account, so it cannot be put back. Contact support.`);
      await trx.updateTable('auth_users').set({ email: change.old_email, email_verified: 1, updated_at: nowIso() }).where('id', '=', user.id).execute();
      await audit(trx, user.id, { resource: users, id: user.id, action: 'update', fields: ['email'] });
      // Whoever made the change may hold a session, or a reset link at the address it moved to.
      await revokeUserSessions(trx, user.id);
      await revokeResetTokens(trx, user.id);
      await revokeEmailChanges(trx, user.id);
      return change;
    });
    await recordActivity(db, change.user_id, 'email-change');
    return { message: say(pageLocale(request), 'answer.emailRestored', { email: change.old_email }) };
  });
};
