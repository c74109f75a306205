/**
 * What the registry's declared rules say an actor may do with one row, worked out independently of the
 * server's code: from the resource's visibility, its seeded grants, its parties and the actor's relation to
 * the row. The attack matrix asserts the server answers exactly this.
 */
import { actions, anyScope, parseGrant, type Action } from '../../src/registry/access.ts';
import type { Resource } from '../../src/registry/resource.ts';

export interface ActorShape {
  roles: string[];
  signedIn: boolean;
  /** The parties this actor is to the row: 'own', 'employer', … */
  parties: Set<string>;
}

export type Reach = 'any' | Set<string> | null;

export const reachOf = (resource: Resource, actor: ActorShape, action: Action): Reach => {
  if (resource.open.includes(action)) return anyScope;
  if (!actor.signedIn) return null;
  if (actor.roles.includes('admin')) return anyScope;
  const scopes = new Set<string>();
  for (const role of actor.roles)
    for (const text of resource.grants[role as keyof typeof resource.grants] ?? []) {
      const grant = parseGrant(text);
      if (grant.action === action) scopes.add(grant.scope);
    }
  if (scopes.has(anyScope)) return anyScope;
  return scopes.size ? scopes : null;
};

const meets = (reach: Reach, parties: Set<string>) => reach !== null && reach !== anyScope && [...reach].some((p) => parties.has(p));

/** null: every row may be looked at; 'denied': none at all (401/403); otherwise whether this row shows. */
const sees = (resource: Resource, actor: ActorShape, action: 'list' | 'read', approved: boolean) => {
  const reach = reachOf(resource, actor, action);
  if (resource.visibility === 'public' || reach === anyScope) return true;
  if (resource.visibility === 'private' && reach === null) return 'denied' as const;
  return (resource.visibility === 'moderated' && approved) || meets(reach, actor.parties);
};

const refusal = (actor: ActorShape) => (actor.signedIn ? 403 : 401);

export interface Expected {
  list: { status: number; includes: boolean };
  read: number;
  update: number;
  delete: number;
  create: 'allowed' | number;
}

/** The fields the actor may change as the parties they act as; null when they may change any writable field. */
export const writableBy = (resource: Resource, reach: Reach, parties: Set<string>): string[] | null => {
  if (reach === anyScope) return null;
  const acting = [...(reach ?? [])].filter((p) => parties.has(p)).map((p) => resource.parties[p]!);
  if (acting.some((party) => !party.writes)) return null;
  return [...new Set(acting.flatMap((party) => party.writes!))];
};

export const expected = (resource: Resource, actor: ActorShape, approved: boolean): Expected => {
  const list = sees(resource, actor, 'list', approved);
  const read = sees(resource, actor, 'read', approved);
  const change = (action: 'update' | 'delete') => {
    if (read === 'denied') return refusal(actor);
    if (!read) return 404;
    // An action the resource does not offer is refused to all who may see the row (a claim moves only through its routes).
    if (!resource.offers.includes(action)) return 405;
    const reach = reachOf(resource, actor, action);
    if (reach === null) return refusal(actor);
    if (reach !== anyScope && !meets(reach, actor.parties)) return 403;
    if (action === 'update') {
      const fields = writableBy(resource, reach, actor.parties);
      if (fields && !fields.length) return 403;
    }
    return 200;
  };
  return {
    list: list === 'denied' ? { status: refusal(actor), includes: false } : { status: 200, includes: list },
    read: read === 'denied' ? refusal(actor) : read ? 200 : 404,
    update: change('update'),
    delete: change('delete'),
    create: reachOf(resource, actor, 'create') ? 'allowed' : refusal(actor),
  };
};

/** Fields only another party sets (an application's stage): a member making the row may not send them. */
export const setByOthers = (resource: Resource) => {
  const own = resource.parties.own?.writes;
  return Object.entries(resource.parties)
    .filter(([name]) => name !== 'own')
    .flatMap(([, party]) => party.writes ?? [])
    .filter((field) => !own?.includes(field));
};

export { actions };
