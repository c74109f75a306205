/**
 * Refine's can(): the user's grants for the resource and action, and for "own" grants the record's owner.
 * The server enforces the same rules; this only hides what would be refused.
 */
import type { AccessControlProvider, CanReturnType } from '@refinedev/core';
import type { Action } from '../../../registry/access.ts';
import { findResource } from '../../../registry/index.ts';
import { moderatedResources } from '../resources/moderated.ts';
import { http } from './http.ts';
import { isStaff, loadGrants, mayChangeAny } from './grants.ts';
import { needsRecord, recordAllows, type Row } from './record-access.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const actionOf: Record<string, Action> = {
  list: 'list',
  export: 'list',
  show: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

const allow: CanReturnType = { can: true };
const deny = (reason: string): CanReturnType => ({ can: false, reason });

const fetchRecord = async (base: string, id: unknown) => {
  try {
    return (await http.get<Row>(`/api/${base}/${encodeURIComponent(String(id))}`)).data;
  } catch {
    return null;
  }
};

export const accessControlProvider: AccessControlProvider = {
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  async can({ resource: name, action, params }) {
    const grants = await loadGrants();
    if (!grants) return deny('Please sign in.');
    if (name === extraScreens.dashboard) return isStaff(grants) ? allow : deny('Only admins and editors see the analytics.');
    if (name === extraScreens.moderation)
      return moderatedResources.some((resource) => mayChangeAny(grants, resource)) ? allow : deny('Only admins and editors moderate.');
    const resource = findResource(name ?? '');
    if (name === extraScreens.matrix) {
      const permissions = findResource('auth/permissions')!;
      return mayChangeAny(grants, permissions) ? allow : deny('Only admins edit permissions.');
    }
    // The family groups of the menu are not resources: they show when one of their items does.
    if (!resource) return allow;
    const wanted = actionOf[action];
    if (!wanted) return deny(`Unknown action ${action}.`);
    const record =
      needsRecord(grants, resource, wanted) && params?.id !== undefined
        ? ((params.record as Row | undefined) ?? (await fetchRecord(resource.name, params.id)))
        : undefined;
    return recordAllows(grants, resource, wanted, record)
      ? allow
      : deny(`Your account cannot ${wanted} ${record ? 'this' : 'these'} ${resource.label.toLowerCase()}${record ? ': it is not yours' : ''}.`);
  },
};
