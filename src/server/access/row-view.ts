/**
 * What a row looks like to the person reading it. Staff with access to every row see it whole. Anybody else
 * sees the fields meant for them: a party's private fields (an employer's notes) only for that party, account
 * ids only when they are the reader's own, a plan's perk (a webinar's join link) only with that plan, the author as a display name, and — for an owner — their own
 * changes still waiting for review laid over the approved version.
 */
import { ownScope } from '../../registry/access.ts';
import type { Resource, Revision } from '../../registry/resource.ts';
import type { Perk } from '../../registry/perks.ts';
import { hasPerk, type Principal } from './principal.ts';
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
  const [first, ...rest] = String(name ?? '')
    .trim()
    .split(/\s+/);
  if (!first) return 'A member';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};

/** Per resource, once: the fields kept for some parties, and the other fields holding an account id. */
const guarded = new WeakMap<
  Resource,
  { partyFields: [string, readonly string[]][]; accountFields: string[]; perkFields: [string, Perk][]; secretFields: string[] }
>();

const guardedOf = (resource: Resource) => {
  let fields = guarded.get(resource);
  if (!fields) {
    const all = Object.entries(resource.fields);
    fields = {
      partyFields: all.filter(([, field]) => field.readers).map(([name, field]) => [name, field.readers!]),
      accountFields: all.filter(([, field]) => field.ref === 'auth/users' && !field.readers).map(([name]) => name),
      perkFields: all.filter(([, field]) => field.perk).map(([name, field]) => [name, field.perk!]),
      secretFields: all.filter(([, field]) => field.secret).map(([name]) => name),
    };
    guarded.set(resource, fields);
  }
  return fields;
};

/** The parties the reader is to this row, from the query's flag columns and the row's owner. */
export const partiesTo = (resource: Resource, row: Row, viewer: Viewer) => {
  const parties = new Set<string>();
  for (const party of Object.keys(resource.parties)) {
    const flag = row[partyFlag(party)];
    if (flag === true || Number(flag) === 1) parties.add(party);
  }
  const owner = resource.ownerField && viewer.user && row[resource.ownerField] === viewer.user.id;
  if (owner) parties.add(ownScope);
  return parties;
};

/**
 * The reader's view of a stored row (`raw`, with the query's helper columns), which `decode` (the codec) turns
 * into the API's row without the fields it is given.
 */
export const viewRow = (resource: Resource, raw: Row, viewer: Viewer, decode: (hidden?: readonly string[]) => Row): Row => {
  let parties: Set<string> | null = null;
  // Secret fields (a link's hashed token) are the server's alone: staff do not see them either.
  const hidden: string[] = [...guardedOf(resource).secretFields];
  if (!viewer.any) {
    parties = partiesTo(resource, raw, viewer);
    const { partyFields, accountFields, perkFields } = guardedOf(resource);
    for (const [name, readers] of partyFields) if (!readers.some((party) => parties!.has(party))) hidden.push(name);
    for (const name of accountFields) if (raw[name] != null && Number(raw[name]) !== viewer.user?.id) hidden.push(name);
    for (const [name, perk] of perkFields) if (!parties.has(ownScope) && !hasPerk(viewer.user, perk)) hidden.push(name);
  }
  const out = decode(hidden);
  const author = raw[authorColumn];
  if (resource.byline && author !== undefined) out.author = displayName(author);
  const revision = out.revision as Revision | null | undefined;
  if (revision && parties?.has(ownScope)) Object.assign(out, revision.changes);
  return out;
};
