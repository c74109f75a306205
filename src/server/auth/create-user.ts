/** Adds an account with a new user's defaults: a username from the email, default settings, active. */
import { defaultSettings } from '../../registry/resources/auth.ts';
import type { Db } from '../db/dialect.ts';
import { uniqueUsername } from './usernames.ts';
import { defaultLocale, type Locale } from '../../registry/locales.ts';
import { nowIso } from '../../registry/clock.ts';

export interface NewUser {
  name: string;
  email: string;
  /** Already hashed (see passwords.ts). */
  passwordHash: string;
  role: string;
  /** The language of the page they registered from (auth/users `locale`). */
  locale?: Locale;
  /** The address was proven by opening a link mailed to it. */
  emailVerified?: boolean;
}

export const createUser = async (db: Db, { name, email, passwordHash, role, locale = defaultLocale, emailVerified = false }: NewUser) => {
  const now = nowIso();
  const { id } = await db
    .insertInto('auth_users')
    .values({
      name,
      email,
      username: await uniqueUsername(db, email),
      password: passwordHash,
      roles: JSON.stringify([role]),
      subscribed: 0,
      plan: null,
      settings: JSON.stringify(defaultSettings),
      locale,
      active: 1,
      email_verified: emailVerified ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
};
