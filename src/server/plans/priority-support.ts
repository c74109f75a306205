/**
 * The priority-support perk: a ticket or reported issue from a member whose plan includes it is opened as high
 * priority, which the support team's list shows and filters on. Members cannot set priority
 * themselves (the field is staff-only); staff may still change it.
 */
import { hasPerk } from '../access/principal.ts';
import type { HookMap, ResourceHooks } from '../crud/hooks.ts';

const openedWithPriority: ResourceHooks = {
  beforeCreate(values, { user }) {
    if (hasPerk(user, 'priority_support') && (values.priority ?? 'normal') === 'normal') values.priority = 'high';
  },
};

export const prioritySupportHooks: HookMap = {
  'support/tickets': [openedWithPriority],
  'support/issues': [openedWithPriority],
};
