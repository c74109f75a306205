/**
 * Marks a listing as written by a person whenever one writes it through the API (an owner's change waiting for
 * review included), so the next import of its open list leaves it as they made it (import-listings.ts). The import
 * writes past the API and never sets it.
 */
import { nowIso } from '../../registry/clock.ts';
import type { ResourceHooks } from '../crud/hooks.ts';

export const marksPersonEdits: ResourceHooks = {
  beforeCreate(values, { user }) {
    if (user) values.edited_at = nowIso();
  },
  beforeUpdate(values, _before, { user }) {
    if (user) values.edited_at = nowIso();
  },
};
