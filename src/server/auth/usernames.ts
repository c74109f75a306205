/** Usernames are made from the email's local part, with a number added when it is taken. */
import type { Db } from '../db/dialect.ts';

export const uniqueUsername = async (db: Db, email: string) => {
  const base =
    email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'member';
  const taken = new Set(
    (await db.selectFrom('auth_users').select('username').where('username', 'like', `${base}%`).execute()).map((r) => r.username as string),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  return candidate;
};
