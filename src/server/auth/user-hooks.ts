/** Accounts made by an admin through /api/auth/users get a username like self-registered ones. */
import type { HookMap } from '../crud/hooks.ts';
import { uniqueUsername } from './usernames.ts';

export const userHooks: HookMap = {
  'auth/users': [
    {
      async beforeCreate(values, { db }) {
        values.username = await uniqueUsername(db, values.email as string);
      },
    },
  ],
};
