/** A subscription an admin changes by hand (cancels, extends): the account's plan follows. */
import type { BehaviourHooks } from '../crud/hooks.ts';
import { mirrorPlan } from './subscriptions.ts';

export const accountPlanFollows: BehaviourHooks<'account-plan-follows'> = {
  'auth/user-subscriptions': {
    async afterChange({ before, after }, { db }) {
      for (const owner of new Set([before?.owner_id, after?.owner_id])) if (owner != null) await mirrorPlan(db, owner as number);
    },
  },
};
