/** Who works the duplicates desk: whoever may change and delete every listing of the kind (editors and admins). */
import { getResource } from '../../registry/index.ts';
import { duplicateKinds } from '../../registry/resources/institutions.ts';
import type { Resource } from '../../registry/resource.ts';
import { isAny, type Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { HttpError } from '../http-error.ts';

export const duplicateResources: readonly Resource[] = duplicateKinds.map((name) => getResource(name));

/** The listing resource the request names (schools when it names none), once the user is allowed to merge its rows. */
export const deskResource = (permissions: Permissions, user: Principal, name: unknown = duplicateKinds[0]) => {
  if (!user) throw new HttpError(401, 'Please sign in to see likely duplicates.');
  const resource = duplicateResources.find((candidate) => candidate.name === name);
  if (!resource) throw new HttpError(400, `Resource must be one of: ${duplicateKinds.join(', ')}.`, { resource: `One of ${duplicateKinds.join(', ')}.` });
  const every = (['update', 'delete'] as const).every((action) => isAny(permissions.granted(user, resource, action)));
  if (!every) throw new HttpError(403, `Only editors and admins merge duplicate ${resource.label.toLowerCase()}.`);
  return resource;
};
