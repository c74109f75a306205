/**
 * Marks a listing as written by a person whenever one writes it through the API (an owner's change waiting for
 * review included), so the next import of its open list leaves it as they made it (import-listings.ts). The import
 * writes past the API and never sets it.
 */
import { resources } from '../../registry/index.ts';
import { nowIso } from '../../registry/clock.ts';
import type { HookMap, ResourceHooks } from '../crud/hooks.ts';

const stamp: ResourceHooks = {
  beforeCreate(values, { user }) {
    if (user) values.edited_at = nowIso();
  },
  beforeUpdate(values, _before, { user }) {
    if (user) values.edited_at = nowIso();
  },
};

export const editedHooks: HookMap = Object.fromEntries(resources.filter((resource) => resource.fields.edited_at).map((resource) => [resource.name, [stamp]]));
