/**
 * Tells the admins when an account is locked for new devices by wrong passwords from many addresses (a lock
 * storm): an in-app notification to each admin, at most once per account and lock window (login-throttle.ts
 * decides when). Only an email that has an account is worth an admin's attention: guesses at addresses nobody
 * uses lock nothing anyone needs, and would otherwise let a stranger flood the admins' notifications.
 */
import { users } from '../../registry/resources/auth.ts';
import type { Db } from '../db/dialect.ts';
import { notify } from '../notifications/notify.ts';

export const noticeOfLock = (db: Db, minutes: number) => async (email: string) => {
  const account = await db.selectFrom(users.table).select('id').where('email', '=', email).executeTakeFirst();
  if (!account) return;
  const admins = await db
    .selectFrom(users.table)
    .select('id')
    .where('roles', 'like', `%${JSON.stringify('admin')}%`)
    .where('active', '=', 1)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const admin of admins)
      await notify(trx, {
        to: Number(admin.id),
        from: null,
        title: { id: 'note.signInLocked', values: { email } },
        body: { id: 'note.signInLockedBody', values: { minutes } },
        link: `/admin/${users.name}/show/${Number(account.id)}`,
      });
  });
};
