/**
 * Registering by a link sent to the email. `POST /api/auth/register` answers 202 at once with the same words
 * whether or not the address has an account, and does its work after the answer has gone: a new address gets a
 * link, an address with an account gets a notice (sign in or reset) and nothing is created. `POST
 * /api/auth/verify` opens the link once, creates the account and signs it in.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selfServiceRoles, users } from '../../registry/resources/auth.ts';
import { recordActivity } from '../analytics/record.ts';
import type { Config } from '../config.ts';
import { audit } from '../crud/audit.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { accountExistsMessage, confirmRegistrationMessage } from '../mail/account-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { loadActiveUser } from './authenticate.ts';
import { createUser } from './create-user.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { hashPassword } from './passwords.ts';
import { allowRegistrationMail, closeRegistrations, consumeRegistration, createRegistration, registrationLifetimeMs } from './registrations.ts';
import { createSession, digest } from './sessions.ts';
import { locales, type Locale } from '../../registry/locales.ts';
import { say } from '../i18n/say.ts';
import { localeOf, requestLocale } from '../i18n/locale-of.ts';

// Strict, as every body the registry validates: a field it does not take is named in the refusal, not ignored.
const registration = z.strictObject(
  {
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.'),
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid email address, like name@example.co.ke.').max(254, 'Email must be at most 254 characters.')),
    password: z
      .string({ error: 'Password is required.' })
      .min(8, 'Password must be at least 8 characters.')
      .max(200, 'Password must be at most 200 characters.'),
    role: z.enum(selfServiceRoles, { error: 'Role must be subscriber or school.' }).default('subscriber'),
    // The page's language; without it the browser's Accept-Language decides.
    locale: z.enum(locales, { error: `Locale must be one of: ${locales.join(', ')}.` }).optional(),
  },
  { error: 'Send a JSON object with name, email, password and role.' },
);

const incomplete = 'The confirmation link is incomplete. Open the link from the email again.';
const verification = z.object(
  {
    token: z.string({ error: incomplete }).min(1, incomplete).max(200, 'This confirmation link is not valid. Register again to get a new one.'),
    locale: z.enum(locales, { error: `Locale must be one of: ${locales.join(', ')}.` }).optional(),
  },
  { error: 'Send a JSON object with token.' },
);

const lifetimeHours = registrationLifetimeMs / (60 * 60 * 1000);

/** The answer to every valid registration, for a new address and for one that has an account alike. */
const registeredMessage = (locale: Locale, email: string) => say(locale, 'answer.registered', { email, hours: lifetimeHours });

const taken = new HttpError(409, 'An account with this email was created in the meantime. Sign in, or reset your password if you do not know it.');

export const registrationRoutes = (
  app: FastifyInstance,
  { db, crud, config, mailer, later }: { db: Db; crud: Crud; config: Config; mailer: Mailer; later: (work: () => Promise<void>) => void },
) => {
  app.post('/api/auth/register', async (request, reply) => {
    const parsed = registration.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { name, email, password, role } = parsed.data;
    const locale = requestLocale(parsed.data.locale, request.headers['accept-language']);
    // The look-up, the hashing and the mail happen after the answer, so it leaves as soon either way.
    later(async () => {
      if (!(await allowRegistrationMail(db, email))) return;
      const existing = await db.selectFrom('auth_users').select(['id', 'locale']).where('email', '=', email).executeTakeFirst();
      if (existing) {
        void mailer.send({ to: email, ...accountExistsMessage(localeOf(existing), `${config.publicUrl}/login`, `${config.publicUrl}/forgot-password`) });
        return;
      }
      const token = await createRegistration(db, { name, email, passwordHash: await hashPassword(password), role });
      const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      void mailer.send({ to: email, ...confirmRegistrationMessage(locale, link, lifetimeHours) });
    });
    reply.code(202);
    return { message: registeredMessage(locale, email) };
  });

  app.post('/api/auth/verify', async (request, reply) => {
    const parsed = verification.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error);
    const { token } = parsed.data;
    // The account speaks the language of the page its link opened in.
    const locale = requestLocale(parsed.data.locale, request.headers['accept-language']);
    const exists = async (on: Db, email: string) => Boolean(await on.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirst());
    let created: { id: number | null; email: string; role: string };
    try {
      created = await db.transaction().execute(async (trx) => {
        const pending = await consumeRegistration(trx, token);
        const id = (await exists(trx, pending.email)) ? null : await createUser(trx, { ...pending, locale, emailVerified: true });
        if (id) await audit(trx, id, { resource: users, id, action: 'create', fields: ['name', 'email', 'password', 'roles'] });
        return { id, email: pending.email, role: pending.role };
      });
    } catch (error) {
      // Someone (another link, an admin) created the address at the same moment: the unique index refused this
      // one, and the link is left as it was.
      if (!(error instanceof HttpError)) {
        const row = await db.selectFrom('_registrations').select('email').where('token_hash', '=', digest(token)).executeTakeFirst();
        if (row && (await exists(db, row.email as string))) throw taken;
      }
      throw error;
    }
    // Every other link for the address stops working: it has an account now (or had one already). Outside the
    // transaction, so two links for one address opened together cannot lock each other's rows.
    await closeRegistrations(db, created.email);
    if (created.id === null) throw taken;
    await recordActivity(db, created.id, 'register', created.role);
    const row = (await loadActiveUser(db, created.id))!;
    reply.code(201);
    return { user: crud.decodeRow(users, row), token: await createSession(db, created.id) };
  });
};
