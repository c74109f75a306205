/**
 * Which rows of a list answer count as appearances: approved listings, shown to a visitor or a member who is not
 * staff and does not own the row (moderators at work and owners checking their own list are no audience).
 */
import { LRUCache } from 'lru-cache';
import { staffRoles } from '../../registry/access.ts';
import { deskListings } from '../../registry/owner-desks.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { SearchAppearances } from './search-appearances.ts';

const counted = new Set(deskListings.map(({ resource }) => resource));

interface Row {
  id?: unknown;
  owner_id?: unknown;
  moderation?: unknown;
}

/** The approved rows of an answer: [id, owner] pairs. */
type Shown = readonly (readonly [number, unknown])[];

const shownIn = (body: string): Shown =>
  (JSON.parse(body) as Row[]).filter((row) => row.moderation === 'approved').map((row) => [Number(row.id), row.owner_id] as const);

export const countAppearances = (appearances: SearchAppearances) => {
  // The busiest lists are answered from the response cache with the same body each time: reading it once per body
  // keeps the list path at a map lookup instead of parsing up to 100 rows per request. The bodies are the keys,
  // so the memory they hold is what is bounded.
  const read = new LRUCache<string, Shown>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_shown, body) => body.length });
  return (user: Principal, resource: Resource, body: string) => {
    if (!counted.has(resource.name) || user?.roles.some((role) => (staffRoles as readonly string[]).includes(role))) return;
    let shown = read.get(body);
    if (!shown) read.set(body, (shown = shownIn(body)));
    const ids = shown.filter(([, owner]) => user === null || owner !== user.id).map(([id]) => id);
    if (ids.length) appearances.add(resource.name, ids);
  };
};
