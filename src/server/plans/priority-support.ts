/**
 * The priority-support perk: a ticket or reported issue from a member whose plan includes it is opened as high
 * priority, which the support team's list shows and filters on. Members cannot set priority
 * themselves (the field is staff-only); staff may still change it.
 */
import { hasPerk } from '../access/principal.ts';
import type { BehaviourHooks, ResourceHooks } from '../crud/hooks.ts';

const openedWithPriority: ResourceHooks = {
  beforeCreate(values, { user }) {
    if (hasPerk(user, 'priority_support') && (values.priority ?? 'normal') === 'normal') values.priority = 'high';
  },
};

export const openedWithPriorityPerk: BehaviourHooks<'opened-with-priority-perk'> = {
  'support/tickets': openedWithPriority,
  'support/issues': openedWithPriority,
};
