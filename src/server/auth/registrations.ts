/**
 * Registrations waiting for their emailed link. Registering keeps the name, the email, the chosen role and the
 * argon2id hash of the password here, and mails a link with a 128-bit token from the CSPRNG, stored only as its
 * SHA-256. The account is created when the link is opened (within 24 hours, once), so an address nobody
 * controls never gets an account, and the answer to registering never says whether an account exists.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { digest } from './sessions.ts';
import { nowDate } from '../../registry/clock.ts';

export const registrationLifetimeMs = 24 * 60 * 60 * 1000;

/** At most this many mails (links or notices) go to one address in `mailWindowMs`, however often someone registers. */
export const registrationMailsPerWindow = 3;
export const mailWindowMs = 30 * 60 * 1000;

export interface PendingRegistration {
  name: string;
  email: string;
  /** Already hashed (see passwords.ts). */
  passwordHash: string;
  role: string;
}

/**
 * Counts a mail to `email` against its limit: true when it may go (and is then counted), false when the address
 * has had its share recently. Old counts and registrations a day past their expiry are cleared on the way.
 */
export const allowRegistrationMail = async (db: Db, email: string, at = nowDate()) => {
  const since = new Date(at.getTime() - mailWindowMs).toISOString();
  await db.deleteFrom('_registration_mails').where('sent_at', '<', since).execute();
  await db
    .deleteFrom('_registrations')
    .where('expires_at', '<', new Date(at.getTime() - registrationLifetimeMs).toISOString())
    .execute();
  const { recent } = await db
    .selectFrom('_registration_mails')
    .select((eb) => eb.fn.countAll().as('recent'))
    .where('email', '=', email)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent) >= registrationMailsPerWindow) return false;
  await db.insertInto('_registration_mails').values({ email, sent_at: at.toISOString() }).execute();
  return true;
};

/** Keeps a registration until its link is opened; returns the link's token. */
export const createRegistration = async (db: Db, registration: PendingRegistration, at = nowDate()) => {
  const token = randomBytes(16).toString('base64url');
  await db
    .insertInto('_registrations')
    .values({
      token_hash: digest(token),
      name: registration.name,
      email: registration.email,
      password: registration.passwordHash,
      role: registration.role,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + registrationLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
};

const refused = (message: string) => new HttpError(400, message, { token: message });

/**
 * Uses the link once and returns what was registered, or refuses with a reason a person can act on. The check
 * and the marking are one conditional update, so two requests with the same link cannot both succeed. The
 * password hash is not kept once the link has been used.
 */
export const consumeRegistration = async (db: Db, token: string, at = nowDate()): Promise<PendingRegistration> => {
  const hash = digest(token);
  const now = at.toISOString();
  const row = await db
    .updateTable('_registrations')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['name', 'email', 'password', 'role'])
    .executeTakeFirst();
  if (row) {
    await db.updateTable('_registrations').set({ password: '' }).where('token_hash', '=', hash).execute();
    return { name: row.name, email: row.email, passwordHash: row.password, role: row.role };
  }
  const old = await db.selectFrom('_registrations').select(['used_at', 'expires_at']).where('token_hash', '=', hash).executeTakeFirst();
  if (!old) throw refused('This confirmation link is not valid. Register again to get a new one.');
  if (old.used_at) throw refused('This confirmation link has already been used, so your account exists. Sign in with your email and password.');
  throw refused('This confirmation link has expired (links last 24 hours). Register again to get a new one.');
};

/** The other links still out for an address stop working once one of them has created its account. */
export const closeRegistrations = (db: Db, email: string, at = nowDate()) =>
  db.updateTable('_registrations').set({ used_at: at.toISOString(), password: '' }).where('email', '=', email).where('used_at', 'is', null).execute();
