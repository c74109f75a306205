/**
 * A listing from an open list (its `source` set: the Ministry's schools, the universities list) is part of the
 * register: only editors and admins remove one (a school that closed). Its owner, who got it by a claim, may edit
 * it but not delete it; they are asked to tell an editor. Refused after the delete, in its transaction, which the
 * refusal rolls back.
 */
import { isAny } from '../access/permissions.ts';
import type { Permissions } from '../access/permissions.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { HttpError } from '../http-error.ts';

export const removedOnlyByEditors = (permissions: Permissions): ResourceHooks => ({
  afterChange({ before, after }, { user, resource }) {
    if (after || !before || before.source == null || before.source === '') return;
    if (isAny(permissions.granted(user, resource, 'delete'))) return;
    throw new HttpError(
      403,
      `"${String(before.name ?? resource.singular)}" comes from ${String(before.source)}, so only editors remove it (a ${resource.singular.toLowerCase()} that closed). Ask an editor through the contact page if it should go.`,
    );
  },
});
