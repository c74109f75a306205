/** What a resource's fields hold when a new row leaves them out, as the registry gives it ('now': the time `now`). */
import type { Resource } from '../../registry/resource.ts';
import type { Row } from './codec.ts';

export const withDefaults = (resource: Resource, data: Row, now: string): Row => {
  const row = { ...data };
  for (const [name, field] of Object.entries(resource.fields))
    if (row[name] === undefined && field.default !== undefined) row[name] = field.default === 'now' ? now : structuredClone(field.default);
  return row;
};
