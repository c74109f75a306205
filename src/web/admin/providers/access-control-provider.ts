/**
 * Refine's can(): the user's grants for the resource and action, and for party grants (own, employer, vendor…)
 * who the user is to the record. The server enforces the same rules; this only hides what would be refused.
 */
import type { AccessControlProvider, CanReturnType } from '@refinedev/core';
import type { Action } from '../../../registry/access.ts';
import { findResource, getResource } from '../../../registry/index.ts';
import { ownerDesks } from '../../../registry/owner-desks.ts';
import type { Resource } from '../../../registry/resource.ts';
import { moderatedResources } from '../resources/moderated.ts';
import { http } from './http.ts';
import { actsAs, isStaff, loadGrants, mayChangeAny } from './grants.ts';
import { needsRecord, partyRefs, recordAllows, refTarget, type RelatedLookup, type Row } from './record-access.ts';
import { extraScreens } from '../resources/extra-screens.ts';
import { deskScreen, ownerAnalyticsScreen } from '../resources/owner-screens.tsx';
import { refineResources } from '../resources/refine-resources.tsx';
import { desksOf } from './owner-desks.ts';

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

/** The rows a record points at through the references its parties follow (an application's job). */
const fetchRelated = async (resource: Resource, record: Row): Promise<RelatedLookup> => {
  const found = new Map<string, Row | null>();
  await Promise.all(
    partyRefs(resource).map(async (field) => {
      if (record[field] === null || record[field] === undefined) return;
      found.set(field, await fetchRecord(refTarget(resource, field).name, record[field]));
    }),
  );
  return (field) => found.get(field) ?? undefined;
};

/** A menu group shows when one of its entries does, so no empty heading is left in the menu. */
const groupAllows = async (family: string) => {
  const entries = refineResources.filter((entry) => entry.meta?.parent === family);
  const answers = await Promise.all(entries.map((entry) => accessControlProvider.can({ resource: entry.name, action: 'list' })));
  return answers.some((answer) => answer.can) ? allow : deny('Nothing here for your account.');
};

export const accessControlProvider: AccessControlProvider = {
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  async can({ resource: name, action, params }) {
    const grants = await loadGrants();
    if (!grants) return deny('Please sign in.');
    const desks = desksOf(grants);
    if (name === ownerAnalyticsScreen) return desks.length ? allow : deny('Only owners of listings see their numbers here.');
    const desk = ownerDesks.find((each) => deskScreen(each) === name);
    if (desk) return desks.includes(desk) ? allow : deny(`Your account keeps no ${desk.label.toLowerCase().replace('my ', '')}.`);
    if (name === extraScreens.dashboard) return isStaff(grants) ? allow : deny('Only admins and editors see the analytics.');
    if (name === extraScreens.moderation)
      return moderatedResources.some((resource) => mayChangeAny(grants, resource)) ? allow : deny('Only admins and editors moderate.');
    if (name === extraScreens.applicants)
      return actsAs(grants, getResource('jobs/applications'), 'list', 'employer') ? allow : deny('Only employers see applicants to their jobs.');
    if (name === extraScreens.shopOrders)
      return actsAs(grants, getResource('shop/orders'), 'list', 'vendor') ? allow : deny('Only shop keepers see the orders for their shops.');
    const resource = findResource(name ?? '');
    if (name === extraScreens.matrix) {
      const permissions = findResource('auth/permissions')!;
      return mayChangeAny(grants, permissions) ? allow : deny('Only admins edit permissions.');
    }
    if (!resource) return groupAllows(name ?? '');
    const wanted = actionOf[action];
    if (!wanted) return deny(`Unknown action ${action}.`);
    const record =
      needsRecord(grants, resource, wanted) && params?.id !== undefined
        ? ((params.record as Row | undefined) ?? (await fetchRecord(resource.name, params.id)))
        : undefined;
    const related = record ? await fetchRelated(resource, record) : undefined;
    return recordAllows(grants, resource, wanted, record, related)
      ? allow
      : deny(`Your account cannot ${wanted} ${record ? 'this' : 'these'} ${resource.label.toLowerCase()}${record ? ': it is not yours' : ''}.`);
  },
};
