/**
 * Accounts changed through /api/auth/users. A new one gets a username like self-registered ones. When an admin
 * sets a password, deactivates or reactivates an account, or deletes it, every session of that account ends and
 * every reset link still out for it stops working: whoever held them must sign in again.
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import { revokeResetTokens } from './password-resets.ts';
import { revokeUserSessions } from './sessions.ts';
import { uniqueUsername } from './usernames.ts';

export const getsAUsername: BehaviourHooks<'gets-a-username'> = {
  'auth/users': {
    async beforeCreate(values, { db }) {
      values.username = await uniqueUsername(db, values.email as string);
    },
  },
};

export const endsSessionsOnLockout: BehaviourHooks<'ends-sessions-on-lockout'> = {
  'auth/users': {
    async afterChange({ before, after }, { db }) {
      if (!before) return;
      const ended = !after || before.password !== after.password || Boolean(Number(before.active)) !== Boolean(Number(after.active));
      if (!ended) return;
      await revokeUserSessions(db, before.id as number);
      await revokeResetTokens(db, before.id as number);
    },
  },
};
