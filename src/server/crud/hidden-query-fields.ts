/**
 * What a reader may not see, they may not filter or sort on either (a `_like` filter would spell out a hidden note
 * letter by letter): fields kept for some parties or for a plan's perk, and account ids other than the reader's own.
 */
import type { Resource } from '../../registry/resource.ts';
import { hasPerk } from '../access/principal.ts';
import type { Viewer } from '../access/row-view.ts';
import { badRequest } from '../http-error.ts';
import type { ListQuery } from './query.ts';

/** Throws a 400 naming the first filter or sort the reader may not use; a reader who sees every row may use all. */
export const refuseHiddenQueryFields = (resource: Resource, query: ListQuery, { user, any }: Viewer) => {
  const unknown = (what: string, name: string) => badRequest(`Cannot ${what} ${resource.label.toLowerCase()} by "${name}".`);
  // A secret field is the server's alone, staff's queries included.
  const secret = (name: string) => Boolean(resource.fields[name]!.secret);
  for (const filter of query.filters) if (secret(filter.field)) throw unknown('filter', filter.field);
  for (const { field } of query.sort) if (secret(field)) throw unknown('sort', field);
  if (any) return;
  const hidden = (name: string) => {
    const { readers, perk } = resource.fields[name]!;
    return Boolean(readers) || Boolean(perk && !hasPerk(user, perk));
  };
  for (const filter of query.filters) {
    const field = resource.fields[filter.field]!;
    if (hidden(filter.field)) throw unknown('filter', filter.field);
    if (field.ref === 'auth/users' && (filter.op !== 'eq' || filter.values.some((v) => v !== user?.id)))
      throw badRequest(`${field.label}: you can only ask for your own (${filter.field}=${user ? user.id : 'your id, once signed in'}).`);
  }
  for (const { field } of query.sort) if (hidden(field) || resource.fields[field]!.ref === 'auth/users') throw unknown('sort', field);
};
