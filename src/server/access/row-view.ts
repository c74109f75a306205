/**
 * What a row looks like to the person reading it. Staff with access to every row see it whole. Anybody else
 * sees the fields meant for them: a party's private fields (an employer's notes) only for that party, account
 * ids only when they are the reader's own, the author as a display name, and — for an owner — their own
 * changes still waiting for review laid over the approved version.
 */
import { ownScope } from '../../registry/access.ts';
import type { Resource, Revision } from '../../registry/resource.ts';
import type { Principal } from './principal.ts';
import type { Row } from '../crud/codec.ts';

/** Column aliases the list and read queries add: the parties the reader is to each row, and the author's name. */
export const partyFlag = (party: string) => `_as_${party}`;
export const authorColumn = '_author';

export interface Viewer {
  user: Principal;
  /** May read every row of the resource (staff). */
  any: boolean;
}

/** "Wanjiru Kamau" → "Wanjiru K.": enough to trust a review, not enough to find the person. */
export const displayName = (name: unknown) => {
  const [first, ...rest] = String(name ?? '').trim().split(/\s+/);
  if (!first) return 'A member';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};

/** Strips the query's helper columns and returns the parties the reader is to this row. */
export const takeParties = (resource: Resource, row: Row, viewer: Viewer) => {
  const parties = new Set<string>();
  for (const party of Object.keys(resource.parties)) {
    const flag = partyFlag(party);
    if (flag in row) {
      if (row[flag] === true || Number(row[flag]) === 1) parties.add(party);
      delete row[flag];
    }
  }
  const owner = resource.ownerField && viewer.user && row[resource.ownerField] === viewer.user.id;
  if (owner) parties.add(ownScope);
  return parties;
};

/** Applies the reader's view to a row already decoded by the codec (`raw` keeps the query's helper columns). */
export const viewRow = (resource: Resource, out: Row, raw: Row, viewer: Viewer): Row => {
  const author = raw[authorColumn];
  if (resource.byline && author !== undefined) out.author = displayName(author);
  if (viewer.any) return out;
  const parties = takeParties(resource, { ...raw }, viewer);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readers && !field.readers.some((party) => parties.has(party))) delete out[name];
    else if (field.ref === 'auth/users' && out[name] !== null && out[name] !== viewer.user?.id) delete out[name];
  }
  const revision = out.revision as Revision | null | undefined;
  if (revision && parties.has(ownScope)) Object.assign(out, revision.changes);
  return out;
};
