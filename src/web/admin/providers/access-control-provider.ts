/**
 * Refine's can(): the user's grants for the resource and action, and for party grants (own, employer, vendor…)
 * who the user is to the record. The server enforces the same rules; this only hides what would be refused.
 */
import type { AccessControlProvider } from '@refinedev/core';
import type { Action } from '../../../registry/access.ts';
import { getResource } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';
import { http } from './http.ts';
import { loadGrants } from './grants.ts';
import { allow, deny, screenAccess } from './list-access.ts';
import { needsRecord, partyRefs, recordAllows, refTarget, type RelatedLookup, type Row } from './record-access.ts';

const actionOf: Record<string, Action> = {
  list: 'list',
  export: 'list',
  show: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

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

export const accessControlProvider: AccessControlProvider = {
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  async can({ resource: name, action, params }) {
    const grants = await loadGrants();
    if (!grants) return deny('Please sign in.');
    const screen = screenAccess(grants, name ?? '');
    if (screen) return screen;
    const resource = getResource(name!);
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
