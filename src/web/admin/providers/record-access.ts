/**
 * Whether the user may take an action on a row, as the server decides it: a grant with scope `any`, or a party
 * scope (`own`, `employer`, `vendor`, …) on a row where the user is that party. A party whose path is one column
 * (`owner_id`, `recipient_id`) is read off the row; one that goes through a reference (`job_id` → the job's
 * owner) is read off the row it points at, when the caller has it. Rows of public and moderated resources are
 * readable by everyone who may list them.
 */
import { actions, type Action, type Scope } from '../../../registry/access.ts';
import { getResource } from '../../../registry/index.ts';
import type { Resource } from '../../../registry/resource.ts';
import { isAnyReach, scopeOf, type Grants } from './grants.ts';

export type Row = Record<string, unknown>;

/** A row another row points at through one of its reference fields, when the caller has loaded it. */
export type RelatedLookup = (field: string, id: number) => Row | undefined;

/**
 * Anyone may list and read the rows the public sees; the admin shows those lists to a role that works with
 * the resource in some way (a role that may add news sees the news), not to everyone.
 */
const seesPublicRows = (grants: Grants, resource: Resource, action: Action) =>
  (action === 'list' || action === 'read') && resource.visibility !== 'private' && actions.some((a) => scopeOf(grants, resource, a) !== null);

/** The reference fields a party's path starts with when it goes one step further (`job_id` of an application). */
export const partyRefs = (resource: Resource): string[] =>
  Object.values(resource.parties)
    .map((party) => party.path)
    .filter((path) => path.length === 2 && resource.fields[path[0]!]?.kind === 'ref')
    .map((path) => path[0]!);

/**
 * Is the user this party to the row? true or false when the row (and the row it points at) tell; undefined
 * when they cannot here, and then the server decides.
 */
export const isParty = (grants: Grants, resource: Resource, party: Scope, row: Row, related?: RelatedLookup): boolean | undefined => {
  const path = resource.parties[party]?.path;
  if (!path) return false;
  const [first, second] = path as [string, string | undefined];
  // Another member's account id is never sent, so a column holding one is absent or null.
  if (!second) return row[first] !== null && row[first] !== undefined && Number(row[first]) === grants.userId;
  if (path.length === 2 && resource.fields[first]?.kind === 'ref') {
    if (row[first] === null || row[first] === undefined) return false;
    const target = related?.(first, Number(row[first]));
    return target ? target[second] !== null && target[second] !== undefined && Number(target[second]) === grants.userId : undefined;
  }
  return undefined;
};

/** `undefined` for the record means "not known yet": only a decision that needs no row is made. */
export const recordAllows = (grants: Grants, resource: Resource, action: Action, record?: Row | null, related?: RelatedLookup): boolean => {
  const reach = scopeOf(grants, resource, action) ?? (seesPublicRows(grants, resource, action) ? 'any' : null);
  if (!reach) return false;
  if (isAnyReach(reach) || action === 'list' || action === 'create') return true;
  if (action === 'read' && resource.visibility !== 'private') return true;
  if (!record) return false;
  return reach.some((party) => isParty(grants, resource, party, record, related) !== false);
};

/**
 * The fields the user may change on this row: null for any field the form offers (staff, or a party without a
 * limit); otherwise what the parties they act as may write, e.g. an employer moves an application's stage.
 */
export const writableFor = (grants: Grants, resource: Resource, record: Row, related?: RelatedLookup): Set<string> | null => {
  const reach = scopeOf(grants, resource, 'update');
  if (reach === null || isAnyReach(reach)) return null;
  const acting = reach.filter((party) => isParty(grants, resource, party, record, related) !== false).map((party) => resource.parties[party]!);
  if (!acting.length || acting.some((party) => !party.writes)) return null;
  return new Set(acting.flatMap((party) => party.writes!));
};

/** True when the answer depends on who the user is to the row, so the caller must have the row to decide. */
export const needsRecord = (grants: Grants, resource: Resource, action: Action) => {
  const reach = scopeOf(grants, resource, action);
  return reach !== null && !isAnyReach(reach) && action !== 'list' && action !== 'create' && !(action === 'read' && resource.visibility !== 'private');
};

/** The resource a party reference points at (`job_id` → jobs/main). */
export const refTarget = (resource: Resource, field: string) => getResource(resource.fields[field]!.ref!);
